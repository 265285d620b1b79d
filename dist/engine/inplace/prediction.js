import { readPreviousWorkload, readWorkload } from '../workloads/workload.js';
import { classifyWithGates } from './eligibility.js';
import { resolveGates } from '../kruise/gates.js';
import { explainShifts } from './shifts.js';
import { detectTraps } from './traps.js';
import { volumeClaimTemplatesHash } from '../workloads/volumeClaims.js';
import { DEFAULT_KRUISE_RELEASE, requireServedVersion } from '../kruise/releases.js';
import { podTemplateType } from '../kruise/knownFields.js';
import { inPlaceOnlyRejections } from './inPlaceOnlyValidation.js';
import { kruiseWebhookRefusals } from './kruiseWebhookRefusals.js';
import { updateOptionsFor } from './updateOptions.js';
import { daemonSetRecreateReason } from './daemonSetInPlace.js';
/**
 * Will OpenKruise update the Pods in place when the workload (a CloneSet, an Advanced StatefulSet or DaemonSet) goes from `oldObject`
 * to `newObject`, and if not, why?
 */
export function predictUpdate(oldObject, newObject, options = {}) {
    return decodedUpdate(oldObject, newObject, options).prediction;
}
/** A new workload: nothing to update, but the rollout traps visible on the object. */
export function predictCreate(object, options = {}) {
    return decodedCreate(object, options).prediction;
}
/** predictUpdate or predictCreate, with the decoded new template beside the prediction. */
export function predictDecoded(operation, oldObject, newObject, options = {}) {
    return operation === 'UPDATE' ? decodedUpdate(oldObject, newObject, options) : decodedCreate(newObject, options);
}
function decodedUpdate(oldObject, newObject, options) {
    const gates = resolveGates(options.gates);
    const release = options.kruise ?? DEFAULT_KRUISE_RELEASE;
    const before = readPreviousWorkload(oldObject, { kruise: release });
    const after = readWorkload(newObject, { kruise: release });
    if (options.kruise !== undefined)
        requireServedVersion(after.kind, after.version, options.kruise);
    const oldVctHash = volumeClaimTemplatesHash(before.volumeClaimTemplates, gates);
    const updateOptions = updateOptionsFor(after, oldVctHash, gates, podTemplateType(release));
    // The old template is read as written: the diff reads it through the release's Go types, which is Kruise's decode.
    const classification = classifyWithGates(before.template, after.template, comparisonGates(after, gates), updateOptions);
    // A controller that compares no claim hash (Advanced StatefulSet) still has claim templates that changed or not.
    const vctChanged = updateOptions.newVctHash !== undefined
        ? updateOptions.oldVctHash !== updateOptions.newVctHash
        : oldVctHash !== volumeClaimTemplatesHash(after.volumeClaimTemplates, gates);
    const rejects = inPlaceOnlyRejections(after, { changes: classification.verdicts, oldTemplate: before.template, newTemplate: after.template, gates });
    const traps = detectTraps(after, { classification, vctChanged, gates, kruiseWebhookRejects: rejects, previous: before });
    const refusals = kruiseWebhookRefusals(after, oldObject);
    const prediction = assemble(after, before, classification, traps, { rejects, refusals }, gates, options.notes !== false, release, after.droppedFields);
    return { prediction, template: after.template, view: after };
}
function decodedCreate(object, options) {
    const gates = resolveGates(options.gates);
    const release = options.kruise ?? DEFAULT_KRUISE_RELEASE;
    const view = readWorkload(object, { kruise: release });
    if (options.kruise !== undefined)
        requireServedVersion(view.kind, view.version, options.kruise);
    const dropped = view.droppedFields;
    const prediction = {
        ...base(view, gates),
        outcome: 'unchanged', eligibility: 'unchanged', consequence: 'none',
        verdicts: [], blocking: [], restartedContainers: [], notes: [], kruiseWebhookRejects: [], kruiseWebhookRefusals: kruiseWebhookRefusals(view),
        traps: detectTraps(view, { vctChanged: false, gates }),
        kruiseRelease: release, droppedFields: dropped,
    };
    return { prediction, template: view.template, view };
}
function base(view, gates) {
    return {
        kind: view.kind, namespace: view.namespace, name: view.name, version: view.version,
        strategy: view.podUpdatePolicy, updateType: view.updateType, strategyField: view.strategyField, policyField: view.policyField,
        strategyDeclared: view.strategyDeclared, gates,
    };
}
/**
 * The gates the template comparison runs under: where the workload's revisions hold the template as written (Advanced
 * DaemonSet), no pod defaults enter it, as under TemplateNoDefaults.
 */
export function comparisonGates(view, gates) {
    return view.templateUndefaulted === true && !gates.TemplateNoDefaults ? { ...gates, TemplateNoDefaults: true } : gates;
}
function assemble(view, before, c, traps, kruise, gates, withNotes, release, dropped) {
    const blocking = c.verdicts.filter((v) => v.effect === 'recreate');
    const eligibility = c.eligibility;
    const { outcome, consequence } = consequenceOf(view, before, eligibility);
    const restarted = outcome === 'in-place' ? restartedContainers(c.verdicts) : [];
    const notes = eligibility === 'unchanged' || !withNotes ? [] : explainShifts(c.oldTemplate, c.newTemplate, { envNamesMayDiffer: envNamesMayDiffer(c.verdicts) });
    // One literal with base()'s keys first: V8 makes adding keys to a copy a slow path (it was most of this function's time).
    return {
        kind: view.kind, namespace: view.namespace, name: view.name, version: view.version,
        strategy: view.podUpdatePolicy, updateType: view.updateType, strategyField: view.strategyField, policyField: view.policyField,
        strategyDeclared: view.strategyDeclared, gates,
        outcome, eligibility, consequence,
        verdicts: c.verdicts, blocking, restartedContainers: restarted, notes, traps,
        kruiseWebhookRejects: kruise.rejects, kruiseWebhookRefusals: kruise.refusals,
        kruiseRelease: release, droppedFields: dropped,
    };
}
/**
 * Env var names can only differ, between the containers explainShifts pairs by name, where a change replaced, added or
 * removed a container or an env var, or renamed one (or replaced the whole spec). A change inside an env var (its
 * value, its valueFrom) leaves every name in place: no env shift to explain, and the env lists need no reading (the
 * common env edit).
 */
const NAME_MOVING_CHANGE = /(?:^|\/spec|\/(?:containers|initContainers|env)(?:\/\d+(?:\/name)?)?)$/;
function envNamesMayDiffer(verdicts) {
    for (const v of verdicts)
        if (NAME_MOVING_CHANGE.test(v.change.pointer))
            return true;
    return false;
}
function restartedContainers(verdicts) {
    const names = [];
    for (const v of verdicts)
        for (const name of v.restarts ?? [])
            if (!names.includes(name))
                names.push(name);
    return names.sort();
}
function consequenceOf(view, before, eligibility) {
    if (eligibility === 'unchanged')
        return { outcome: 'unchanged', consequence: 'none' };
    if (view.updateType === 'OnDelete')
        return { outcome: 'recreate', consequence: 'on-delete' };
    // The DaemonSet controller recreates a Pod it could update in place when it surges or the Pod lacks the readiness gate.
    if (view.kind === 'DaemonSet' && view.podUpdatePolicy === 'InPlaceIfPossible' && eligibility === 'in-place' && daemonSetRecreateReason(view, before) !== undefined) {
        return { outcome: 'recreate', consequence: 'silent-recreate' };
    }
    switch (view.podUpdatePolicy) {
        case 'ReCreate':
            return { outcome: 'recreate', consequence: 'recreate' };
        case 'InPlaceOnly':
            return eligibility === 'recreate' ? { outcome: 'recreate', consequence: 'rollout-fails' } : { outcome: 'in-place', consequence: 'in-place' };
        case 'InPlaceIfPossible':
            return eligibility === 'recreate' ? { outcome: 'recreate', consequence: 'silent-recreate' } : { outcome: 'in-place', consequence: 'in-place' };
    }
}
//# sourceMappingURL=prediction.js.map