import { GuardError } from '../../errors.js';
import { asKruiseDecodes } from '../kruise/knownFields.js';
import { echoedEnumeration } from '../kube/echoedValue.js';
import { isJsonObject } from '../kube/json.js';
import { optionalBoolean, optionalInteger, optionalIntOrString, optionalObject, optionalObjectArray, optionalString, rejectUnknown, requireObject, } from './fieldReaders.js';
import { readGracePeriodSeconds } from './inPlaceUpdateStrategy.js';
import { KRUISE_GROUP as GROUP, isKruiseKind, kruiseWorkloadVersion } from './kruiseObject.js';
import { readLifecycle } from './lifecycleField.js';
import { readObjectMeta } from './objectMeta.js';
import { readTemplate } from './podTemplateField.js';
import { readPreviousTemplates } from './previousWorkload.js';
import { readPriorityStrategy } from './priorityStrategy.js';
import { CLONESET_REVISIONS } from './revision.js';
import { cloneSetRolloutNumbers } from './rolloutNumbers.js';
import { readWorkloadStatus } from './workloadStatus.js';
const SPEC_FIELDS = new Set([
    'replicas', 'selector', 'template', 'volumeClaimTemplates', 'scaleStrategy', 'updateStrategy',
    'revisionHistoryLimit', 'minReadySeconds', 'lifecycle', 'progressDeadlineSeconds',
]);
const ROLLING_FIELDS = ['partition', 'maxUnavailable', 'maxSurge', 'paused', 'priorityStrategy', 'scatterStrategy', 'inPlaceUpdateStrategy'];
const V1ALPHA1_STRATEGY_FIELDS = new Set(['type', ...ROLLING_FIELDS]);
const V1BETA1_STRATEGY_FIELDS = new Set(['type', 'rollingUpdate']);
const V1BETA1_ROLLING_FIELDS = new Set(['podUpdatePolicy', ...ROLLING_FIELDS]);
const POLICIES = ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly'];
/** True when the object says it is an apps.kruise.io CloneSet (any version). */
export function isCloneSetKind(obj) {
    return isKruiseKind(obj, 'CloneSet');
}
/**
 * The CloneSet before an update, read only as far as the update is compared with it: its template and claim templates.
 * Its strategy, metadata and the rest are not read, so a stored object whose strategy no longer reads (an update may be
 * fixing it) does not stop the prediction of the update.
 */
export function readPreviousCloneSet(obj, options = {}) {
    cloneSetVersion(obj);
    return readPreviousTemplates(obj, options.kruise);
}
/** The served version of an apps.kruise.io CloneSet; a GuardError for anything else. */
function cloneSetVersion(obj) {
    return kruiseWorkloadVersion(obj, 'CloneSet', 'IPG_ERR_NOT_CLONESET');
}
/**
 * The CloneSet as Kruise reads it: decoded into the release's Go types, so its template and claim templates hold only
 * the fields those types know. Prediction, UpdateSpec, revisions and new Pods all start from this one decode.
 */
export function readCloneSet(value, options = {}) {
    const version = cloneSetVersion(value);
    const obj = value;
    const meta = readObjectMeta(obj);
    const spec = requireObject(obj.spec, 'spec');
    rejectUnknown(spec, SPEC_FIELDS, 'spec');
    const strategy = version === 'v1alpha1' ? readV1alpha1Strategy(spec) : readV1beta1Strategy(spec);
    const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, 'spec.volumeClaimTemplates'), options.kruise);
    const replicas = optionalInteger(spec.replicas, 'spec.replicas', 0) ?? 1;
    // Every key spelled out in the view's order: a spread of `strategy` made this a slow copy.
    return {
        kind: 'CloneSet',
        version,
        apiVersion: obj.apiVersion,
        namespace: meta.namespace,
        name: meta.name,
        uid: meta.uid,
        generation: meta.generation,
        resourceVersion: meta.resourceVersion,
        labels: meta.labels,
        annotations: meta.annotations,
        replicas,
        selector: (optionalObject(spec.selector, 'spec.selector') ?? {}),
        minReadySeconds: optionalInteger(spec.minReadySeconds, 'spec.minReadySeconds', 0) ?? 0,
        updateType: strategy.updateType,
        podUpdatePolicy: strategy.podUpdatePolicy,
        policyField: strategy.policyField,
        strategyDeclared: strategy.strategyDeclared,
        strategyField: strategy.strategyField,
        updateTypeField: STRATEGY.type,
        hasRollingUpdate: strategy.hasRollingUpdate,
        partition: strategy.partition,
        maxUnavailable: strategy.maxUnavailable,
        maxSurge: strategy.maxSurge,
        paused: strategy.paused,
        numbers: cloneSetRolloutNumbers(strategy, replicas),
        template: decoded.template,
        volumeClaimTemplates: decoded.volumeClaimTemplates,
        droppedFields: decoded.dropped,
        lifecycle: readLifecycle(spec.lifecycle),
        revisions: CLONESET_REVISIONS,
        updateOptions: {
            gracePeriodSeconds: strategy.gracePeriodSeconds,
            gracePeriodField: `${strategy.strategyField}.inPlaceUpdateStrategy.gracePeriodSeconds`,
            comparesClaimTemplates: true,
            ignoreClaimTemplateHashDiff: strategy.podUpdatePolicy === 'InPlaceOnly',
        },
        status: readWorkloadStatus(obj.status),
        raw: obj,
        priorityStrategy: strategy.priorityStrategy,
        scatterStrategy: strategy.scatterStrategy,
    };
}
function strategyPaths(field, policy) {
    return {
        field, type: `${field}.type`, policy, inPlace: `${field}.inPlaceUpdateStrategy`, partition: `${field}.partition`,
        maxUnavailable: `${field}.maxUnavailable`, maxSurge: `${field}.maxSurge`, paused: `${field}.paused`,
        gracePeriodSeconds: `${field}.inPlaceUpdateStrategy.gracePeriodSeconds`, priorityStrategy: `${field}.priorityStrategy`,
        scatterStrategy: `${field}.scatterStrategy`,
    };
}
const STRATEGY = strategyPaths('spec.updateStrategy', 'spec.updateStrategy.type');
const ROLLING = strategyPaths('spec.updateStrategy.rollingUpdate', 'spec.updateStrategy.rollingUpdate.podUpdatePolicy');
function readV1alpha1Strategy(spec) {
    const s = optionalObject(spec.updateStrategy, STRATEGY.field) ?? {};
    rejectUnknown(s, V1ALPHA1_STRATEGY_FIELDS, STRATEGY.field);
    const type = optionalString(s.type, STRATEGY.type) ?? '';
    const policy = type === '' ? 'ReCreate' : type;
    if (!POLICIES.includes(policy)) {
        throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(type)} must be ReCreate, InPlaceIfPossible or InPlaceOnly`, STRATEGY.type);
    }
    return readRolling('RollingUpdate', policy, type !== '', s, STRATEGY, true);
}
function readV1beta1Strategy(spec) {
    const s = optionalObject(spec.updateStrategy, STRATEGY.field) ?? {};
    rejectUnknown(s, V1BETA1_STRATEGY_FIELDS, STRATEGY.field);
    const type = optionalString(s.type, STRATEGY.type) || 'RollingUpdate';
    if (type !== 'RollingUpdate' && type !== 'OnDelete') {
        throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(type)} must be RollingUpdate or OnDelete`, STRATEGY.type);
    }
    const rolling = optionalObject(s.rollingUpdate, ROLLING.field);
    if (rolling === undefined && type === 'OnDelete')
        return readRolling(type, 'ReCreate', false, {}, ROLLING, false);
    const r = rolling ?? {};
    rejectUnknown(r, V1BETA1_ROLLING_FIELDS, ROLLING.field);
    const raw = optionalString(r.podUpdatePolicy, ROLLING.policy) ?? '';
    const policy = raw === '' ? 'ReCreate' : raw;
    if (!POLICIES.includes(policy)) {
        throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(raw)} must be ReCreate, InPlaceIfPossible or InPlaceOnly`, ROLLING.policy);
    }
    return readRolling(type, policy, raw !== '', r, ROLLING, true);
}
function readRolling(updateType, podUpdatePolicy, declared, s, at, present) {
    const gracePeriodSeconds = readGracePeriodSeconds(s.inPlaceUpdateStrategy, at.inPlace);
    return {
        updateType,
        podUpdatePolicy,
        policyField: at.policy,
        strategyDeclared: declared,
        strategyField: at.field,
        hasRollingUpdate: present,
        partition: optionalIntOrString(s.partition, at.partition),
        maxUnavailable: optionalIntOrString(s.maxUnavailable, at.maxUnavailable) ?? '20%',
        maxSurge: optionalIntOrString(s.maxSurge, at.maxSurge) ?? 0,
        paused: optionalBoolean(s.paused, at.paused) ?? false,
        gracePeriodSeconds,
        priorityStrategy: readPriorityStrategy(s.priorityStrategy, at.priorityStrategy),
        scatterStrategy: readScatter(s.scatterStrategy, at.scatterStrategy),
    };
}
function readScatter(value, field) {
    if (value === undefined || value === null)
        return undefined;
    return optionalObjectArray(value, field).map((term, i) => ({
        key: optionalString(term.key, `${field}[${i}].key`) ?? '',
        value: optionalString(term.value, `${field}[${i}].value`) ?? '',
    }));
}
/**
 * The pod update policy a CloneSet declares, read on its own and leniently (the rest of the object may be
 * unreadable); undefined when the object or that one field cannot be read. Never throws: it is what an admission
 * decision falls back on when the engine failed on the object.
 */
export function declaredPodUpdatePolicy(value) {
    if (!isJsonObject(value) || value.kind !== 'CloneSet' || !isJsonObject(value.spec))
        return undefined;
    const strategy = value.spec.updateStrategy ?? {};
    if (!isJsonObject(strategy))
        return undefined;
    const holder = value.apiVersion === `${GROUP}/v1alpha1` ? strategy
        : value.apiVersion === `${GROUP}/v1beta1` ? (strategy.rollingUpdate ?? {}) : undefined;
    if (!isJsonObject(holder))
        return undefined;
    const declared = value.apiVersion === `${GROUP}/v1alpha1` ? holder.type : holder.podUpdatePolicy;
    if (declared === undefined || declared === null || declared === '')
        return 'ReCreate';
    return POLICIES.includes(declared) ? declared : undefined;
}
//# sourceMappingURL=cloneSet.js.map