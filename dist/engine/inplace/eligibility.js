import { resolveGates } from '../kruise/gates.js';
import { defaultedTemplate } from '../kruise/templateDefaults.js';
import { isJsonObject } from '../kube/json.js';
import { pointerTokens } from '../kube/jsonPointer.js';
import { podQosClass } from '../kube/qos.js';
import { isQuantity } from '../kube/quantity.js';
import { describeChange, templatePatch } from './diff.js';
const IMAGE = /^\/spec\/containers\/(\d+)\/image$/;
const RESOURCES = /^\/spec\/containers\/(\d+)\/resources\//;
const CONTAINER = /^\/spec\/containers\/(\d+)$/;
const ENV_FROM_METADATA_IGNORED = new Set(['SIDECARSET_VERSION', 'SIDECARSET_VERSION_ALT']);
export function classifyTemplates(oldRaw, newRaw, options = {}) {
    return classifyWithGates(oldRaw, newRaw, resolveGates(options.gates), options);
}
/** classifyTemplates with the gates already resolved (predictUpdate resolves them once). */
export function classifyWithGates(oldTemplate, newTemplate, gates, options) {
    return new Classification(oldTemplate, newTemplate, templatePatch(oldTemplate, newTemplate, gates, options.templateType), gates, options);
}
/** The classification of the patch between two templates; what it reads of them, read on first use. */
class Classification {
    oldTemplate;
    newTemplate;
    ops;
    gates;
    options;
    eligibility;
    verdicts;
    containers;
    pair;
    updateSpec;
    constructor(oldTemplate, newTemplate, ops, gates, options) {
        this.oldTemplate = oldTemplate;
        this.newTemplate = newTemplate;
        this.ops = ops;
        this.gates = gates;
        this.options = options;
        const result = classifyOps(ops, this, options);
        this.eligibility = result.eligibility;
        this.verdicts = result.verdicts;
    }
    /** Built on first read: a prediction never reads it, a rollout does. */
    get spec() {
        if (this.updateSpec === undefined)
            this.updateSpec = this.eligibility === 'in-place' ? buildUpdateSpec(this.ops, this.verdicts, this, this.options) : null;
        return this.updateSpec;
    }
    get oldContainers() {
        return this.containerLists()[0];
    }
    get newContainers() {
        return this.containerLists()[1];
    }
    describe(op) {
        return describeChange(op, this.oldTemplate, this.newTemplate);
    }
    /** The defaulted templates: only the QoS rule reads them (rounded quantities decide it). */
    defaulted() {
        return (this.pair ??= [defaultedTemplate(this.oldTemplate, this.gates), defaultedTemplate(this.newTemplate, this.gates)]);
    }
    containerLists() {
        return (this.containers ??= [containersOf(this.oldTemplate), containersOf(this.newTemplate)]);
    }
}
function classifyOps(ops, ctx, options) {
    const verdicts = [];
    const vct = vctVerdict(ops.length > 0, ctx.gates, options);
    if (vct)
        verdicts.push(vct);
    if (ops.length === 0)
        return { eligibility: 'unchanged', verdicts };
    for (const op of ops)
        verdicts.push(classifyOp(op, ctx));
    applyQosRule(verdicts, ctx);
    let recreate = false;
    for (const v of verdicts)
        if (v.effect === 'recreate')
            recreate = true;
    return { eligibility: recreate ? 'recreate' : 'in-place', verdicts };
}
/** Kruise's CalculateInPlaceUpdateSpec on two templates: the UpdateSpec, or null when the Pods must be recreated. */
export function calculateInPlaceUpdateSpec(oldTemplate, newTemplate, options) {
    const result = classifyTemplates(oldTemplate, newTemplate, options);
    if (result.eligibility === 'unchanged')
        return { revision: options.revision };
    return result.spec;
}
function containersOf(template) {
    return Array.isArray(template.spec.containers) ? template.spec.containers.filter(isJsonObject) : [];
}
function verdict(change, effect, rule, explanation, restarts) {
    return restarts && restarts.length > 0 ? { change, effect, rule, explanation, restarts } : { change, effect, rule, explanation };
}
function classifyOp(op, ctx) {
    const change = ctx.describe(op);
    if (op.pointer.startsWith('/metadata/'))
        return classifyMetadata(op, change, ctx);
    if (!op.pointer.startsWith('/spec/')) {
        return verdict(change, 'recreate', 'outside-template', `${change.path} is outside the pod spec and labels/annotations, which OpenKruise never changes in place`);
    }
    const containerMatch = CONTAINER.exec(op.pointer);
    if (containerMatch && op.op !== 'replace')
        return classifyContainerAddRemove(op, change, ctx);
    if (op.pointer.startsWith('/spec/initContainers')) {
        return verdict(change, 'recreate', 'init-container', `${change.path} changes: initContainers are never updated in place, not even their image`);
    }
    if (RESOURCES.test(op.pointer))
        return classifyResources(op, change, ctx);
    if (op.op === 'replace') {
        const image = IMAGE.exec(op.pointer);
        if (image && Number(image[1]) < ctx.oldContainers.length) {
            const name = change.container ?? '';
            const images = change.image ? ` (${change.image.from ?? '?'} -> ${change.image.to ?? '?'})` : '';
            return verdict(change, 'in-place-restart', 'image', `image of container ${name} changes${images}: updated in place, the container restarts`, [name]);
        }
        if (/^\/spec\/containers\/\d+\/name$/.test(op.pointer)) {
            const newName = ctx.newContainers[Number(op.pointer.split('/')[3])]?.name;
            return verdict(change, 'recreate', 'container-order', `the container at position ${Number(op.pointer.split('/')[3]) + 1} is now ${String(newName)} instead of ${change.container}: OpenKruise matches containers by position, so a reorder or rename recreates the Pods`);
        }
    }
    return verdict(change, 'recreate', 'pod-spec', `${subject(change)} ${opWords(op.op)}: only container images (and cpu/memory with InPlaceWorkloadVerticalScaling) change in place, so the Pods are recreated`);
}
function opWords(op) {
    return op === 'add' ? 'added' : op === 'remove' ? 'removed' : 'changed';
}
/** `env[LOG_LEVEL].value of container app` rather than the full path, for explanations. */
function subject(change) {
    const inContainer = /^spec\.template\.spec\.(?:containers|initContainers)\[[^\]]*\]\.?(.*)$/.exec(change.path);
    if (inContainer && change.container)
        return `${inContainer[1] || 'the container'} of container ${change.container}`;
    return change.path.replace(/^spec\.template\./, '');
}
function classifyContainerAddRemove(op, change, ctx) {
    const name = change.container ?? '?';
    if (op.op === 'add') {
        return verdict(change, 'recreate', 'container-added', `container ${name} is added: a running Pod cannot gain containers, so the Pods are recreated`);
    }
    void ctx;
    return verdict(change, 'recreate', 'container-removed', `container ${name} is removed: a running Pod cannot lose containers, so the Pods are recreated`);
}
function classifyResources(op, change, ctx) {
    const name = change.container ?? '?';
    if (!ctx.gates.InPlaceWorkloadVerticalScaling) {
        return verdict(change, 'recreate', 'resources-gate-off', `resources of container ${name} change: in place only with the InPlaceWorkloadVerticalScaling gate, which is off, so the Pods are recreated`);
    }
    const tokens = op.pointer.split('/');
    const index = Number(tokens[3]);
    const eligible = op.op === 'replace' && tokens.length === 7 && index < ctx.oldContainers.length &&
        (tokens[5] === 'limits' || tokens[5] === 'requests') && (tokens[6] === 'cpu' || tokens[6] === 'memory') &&
        op.value !== null && op.value !== undefined && isQuantity(op.value);
    if (!eligible) {
        return verdict(change, 'recreate', 'resources-not-eligible', `${subject(change)} ${opWords(op.op)}: only replacing an existing cpu or memory value can be resized in place; adding or removing a resource, or any other resource, recreates the Pods`);
    }
    const restarts = resizeRestarts(ctx.newContainers[index], tokens[6]) ? [name] : undefined;
    return verdict(change, 'in-place', 'resources-in-place', `${tokens[6]} ${tokens[5]} of container ${name} -> ${String(op.value)}: resized in place (InPlaceWorkloadVerticalScaling)${restarts ? ', the container restarts (resizePolicy RestartContainer)' : ''}`, restarts);
}
function resizeRestarts(container, resource) {
    const policies = container?.resizePolicy;
    return Array.isArray(policies) && policies.some((p) => isJsonObject(p) && p.resourceName === resource && p.restartPolicy === 'RestartContainer');
}
function applyQosRule(verdicts, ctx) {
    const resized = verdicts.filter((v) => v.rule === 'resources-in-place');
    if (resized.length === 0)
        return;
    const [oldTemplate, newTemplate] = ctx.defaulted();
    const before = podQosClass(oldTemplate.spec);
    const after = podQosClass(newTemplate.spec);
    if (before === after)
        return;
    for (const v of resized) {
        v.effect = 'recreate';
        v.rule = 'resources-qos-change';
        v.explanation = `${subject(v.change)} changes the Pod QoS class from ${before} to ${after}, which cannot change in place, so the Pods are recreated`;
        delete v.restarts;
    }
}
function classifyMetadata(op, change, ctx) {
    const tokens = pointerTokens(op.pointer);
    const kind = tokens[1];
    if (ctx.gates.InPlaceUpdateEnvFromMetadata && tokens.length === 3 && (kind === 'labels' || kind === 'annotations') && op.op !== 'remove') {
        const readers = envReaders(ctx.newContainers, kind, tokens[2]);
        if (readers.length > 0) {
            return verdict(change, 'in-place-restart', 'metadata-env', `${kind === 'labels' ? 'label' : 'annotation'} ${tokens[2]} is read by container ${readers.join(', ')} through an env fieldRef: patched in place and ${readers.length > 1 ? 'those containers restart' : 'that container restarts'} (InPlaceUpdateEnvFromMetadata)`, readers);
        }
    }
    return verdict(change, 'in-place', 'metadata', `${change.path.replace(/^spec\.template\./, 'template ')} ${opWords(op.op)}: patched onto the Pods in place, no container restarts`);
}
/**
 * Containers (new template) with an env whose only source is a fieldRef to `metadata.<kind>['<key>']`. Written or
 * defaulted containers give the same answer: an env named '' is one Go drops the name of.
 */
export function envReaders(containers, kind, key) {
    const fieldPath = `metadata.${kind}['${key}']`;
    return containers.filter((c) => Array.isArray(c.env) && c.env.some((e) => isJsonObject(e) && !e.value && typeof e.name === 'string' && e.name !== '' && !ENV_FROM_METADATA_IGNORED.has(e.name) &&
        isJsonObject(e.valueFrom) && isJsonObject(e.valueFrom.fieldRef) && e.valueFrom.fieldRef.fieldPath === fieldPath)).map((c) => String(c.name));
}
function vctVerdict(templateChanged, gates, options) {
    const { oldVctHash, newVctHash } = options;
    if (!templateChanged || !gates.RecreatePodWhenChangeVCTInCloneSetGate)
        return undefined;
    if (oldVctHash === undefined || newVctHash === undefined || oldVctHash === newVctHash)
        return undefined;
    const change = { op: 'replace', pointer: '/volumeClaimTemplates', path: 'spec.volumeClaimTemplates' };
    if (options.ignoreVctHashDiff) {
        return verdict(change, 'none', 'volume-claim-templates', 'volumeClaimTemplates changed; ignored for InPlaceOnly, so existing Pods keep their volumes');
    }
    return verdict(change, 'recreate', 'volume-claim-templates', 'volumeClaimTemplates changed together with the template and RecreatePodWhenChangeVCTInCloneSetGate is on, so the Pods are recreated');
}
/** Shared by specs without env-from-metadata keys; never added to (buildUpdateSpec makes its own set first). */
const NO_KEYS = new Set();
function buildUpdateSpec(ops, verdicts, ctx, options) {
    const spec = { revision: options.revision ?? '' };
    const envKeys = { labels: NO_KEYS, annotations: NO_KEYS };
    ops.forEach((op, i) => {
        const v = verdicts[verdicts.length - ops.length + i];
        if (v.rule === 'image') {
            spec.containerImages ??= {};
            spec.containerImages[v.change.container] = String(op.value);
        }
        else if (v.rule === 'resources-in-place') {
            const [, , , , , which, resource] = op.pointer.split('/');
            spec.containerResources ??= {};
            const entry = (spec.containerResources[v.change.container] ??= {});
            (entry[which] ??= {})[resource] = String(op.value);
        }
        else if (v.rule === 'metadata-env') {
            const [, kind, key] = pointerTokens(op.pointer);
            if (envKeys[kind] === NO_KEYS)
                envKeys[kind] = new Set();
            envKeys[kind].add(key);
            spec.containerRefMetadata ??= {};
            for (const name of v.restarts ?? []) {
                const meta = (spec.containerRefMetadata[name] ??= {});
                (meta[kind] ??= {})[key] = String(op.value);
            }
            spec.updateEnvFromMetadata = true;
        }
    });
    const patch = metadataPatch(ctx.oldTemplate, ctx.newTemplate, envKeys);
    if (patch)
        spec.metaDataPatch = patch;
    if (options.graceSeconds)
        spec.graceSeconds = options.graceSeconds;
    return spec;
}
/**
 * Kruise's two-way merge patch from one template's labels and annotations to the other's, the env-from-metadata keys
 * left out; a null value (as written) is no value. A map left with no key is patched to null (Go omits the empty map),
 * which removes the Pod's whole map.
 */
function metadataPatch(oldTemplate, newTemplate, skip) {
    let result;
    for (const kind of ['labels', 'annotations']) {
        const before = (oldTemplate.metadata?.[kind] ?? {});
        const after = (newTemplate.metadata?.[kind] ?? {});
        let diff;
        let kept = false;
        for (const k of Object.keys(after)) {
            const v = after[k];
            if (v === null || v === undefined || skip[kind].has(k))
                continue;
            kept = true;
            if (before[k] !== v)
                (diff ??= {})[k] = v;
        }
        for (const k of Object.keys(before)) {
            if (before[k] === null || before[k] === undefined || (after[k] !== null && after[k] !== undefined && Object.hasOwn(after, k)) || skip[kind].has(k))
                continue;
            (diff ??= {})[k] = null;
        }
        if (diff)
            (result ??= {})[kind] = kept ? diff : null;
    }
    return result;
}
//# sourceMappingURL=eligibility.js.map