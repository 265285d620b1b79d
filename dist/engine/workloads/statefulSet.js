import { GuardError } from '../../errors.js';
import { asKruiseDecodes } from '../kruise/knownFields.js';
import { echoedEnumeration } from '../kube/echoedValue.js';
import { optionalArray, optionalBoolean, optionalInteger, optionalIntOrString, optionalObject, optionalObjectArray, optionalString, rejectUnknown, requireObject, } from './fieldReaders.js';
import { readGracePeriodSeconds } from './inPlaceUpdateStrategy.js';
import { declaredRollingUpdate } from './declaredRollingUpdate.js';
import { isKruiseKind, kruiseWorkloadVersion } from './kruiseObject.js';
import { readLifecycle } from './lifecycleField.js';
import { readObjectMeta } from './objectMeta.js';
import { readTemplate } from './podTemplateField.js';
import { readPreviousTemplates } from './previousWorkload.js';
import { readPriorityStrategy } from './priorityStrategy.js';
import { STATEFULSET_REVISIONS } from './revision.js';
import { statefulSetRolloutNumbers } from './rolloutNumbers.js';
import { readWorkloadStatus } from './workloadStatus.js';
/** Field paths, spelled once. */
const STRATEGY = 'spec.updateStrategy';
const TYPE = `${STRATEGY}.type`;
const ROLLING = `${STRATEGY}.rollingUpdate`;
const POLICY = `${ROLLING}.podUpdatePolicy`;
/** Kruise's `MaxMinReadySeconds`. */
const MAX_MIN_READY_SECONDS = 300;
const V1ALPHA1_SPEC_FIELDS = [
    'replicas', 'selector', 'template', 'volumeClaimTemplates', 'serviceName', 'podManagementPolicy', 'updateStrategy', 'revisionHistoryLimit',
];
const SPEC_FIELDS = {
    v1alpha1: new Set(V1ALPHA1_SPEC_FIELDS),
    v1beta1: new Set([
        ...V1ALPHA1_SPEC_FIELDS, 'volumeClaimUpdateStrategy', 'reserveOrdinals', 'lifecycle', 'scaleStrategy',
        'persistentVolumeClaimRetentionPolicy', 'ordinals',
    ]),
};
const STRATEGY_FIELDS = new Set(['type', 'rollingUpdate']);
const ROLLING_FIELDS = new Set(['partition', 'maxUnavailable', 'podUpdatePolicy', 'paused', 'unorderedUpdate', 'inPlaceUpdateStrategy', 'minReadySeconds']);
const UNORDERED_FIELDS = new Set(['priorityStrategy']);
const POLICIES = ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly'];
/** True when the object says it is an apps.kruise.io StatefulSet (an Advanced StatefulSet, any version). */
export function isStatefulSetKind(obj) {
    return isKruiseKind(obj, 'StatefulSet');
}
function statefulSetVersion(obj) {
    return kruiseWorkloadVersion(obj, 'StatefulSet', 'IPG_ERR_NOT_WORKLOAD');
}
/**
 * The podUpdatePolicy an object that says it is an Advanced StatefulSet declares, without reading the rest: ReCreate
 * when unset or under OnDelete (which updates nothing in place), undefined when the strategy cannot be told.
 */
export function declaredStatefulSetPolicy(value) {
    const rolling = declaredRollingUpdate(value, 'StatefulSet');
    if (rolling === undefined)
        return undefined;
    if (rolling === 'OnDelete')
        return 'ReCreate';
    const declared = rolling.podUpdatePolicy;
    if (declared === undefined || declared === null || declared === '')
        return 'ReCreate';
    return POLICIES.includes(declared) ? declared : undefined;
}
/** The Advanced StatefulSet before an update, read only as far as the update is compared with it. */
export function readPreviousStatefulSet(obj, options = {}) {
    statefulSetVersion(obj);
    return readPreviousTemplates(obj, options.kruise);
}
/**
 * The Advanced StatefulSet as Kruise reads it: defaulted as its mutating webhook does, its template and claim templates
 * decoded into the release's Go types.
 */
export function readStatefulSet(value, options = {}) {
    const version = statefulSetVersion(value);
    const obj = value;
    const meta = readObjectMeta(obj);
    const spec = requireObject(obj.spec, 'spec');
    rejectUnknown(spec, SPEC_FIELDS[version], 'spec');
    const strategy = readStrategy(spec);
    const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, 'spec.volumeClaimTemplates'), options.kruise);
    const replicas = optionalInteger(spec.replicas, 'spec.replicas', 0) ?? 1;
    return {
        kind: 'StatefulSet',
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
        minReadySeconds: strategy.minReadySeconds,
        updateType: strategy.updateType,
        podUpdatePolicy: strategy.podUpdatePolicy,
        policyField: POLICY,
        strategyDeclared: strategy.strategyDeclared,
        strategyField: ROLLING,
        updateTypeField: TYPE,
        hasRollingUpdate: strategy.hasRollingUpdate,
        partition: strategy.partition,
        maxUnavailable: strategy.maxUnavailable,
        maxSurge: 0,
        paused: strategy.paused,
        numbers: statefulSetRolloutNumbers(strategy, replicas),
        template: decoded.template,
        volumeClaimTemplates: decoded.volumeClaimTemplates,
        droppedFields: decoded.dropped,
        lifecycle: readLifecycle(spec.lifecycle),
        revisions: STATEFULSET_REVISIONS,
        // inPlaceUpdatePod passes only the grace period: no GetRevision, no claim-template hash.
        updateOptions: {
            gracePeriodSeconds: strategy.gracePeriodSeconds,
            gracePeriodField: `${ROLLING}.inPlaceUpdateStrategy.gracePeriodSeconds`,
            comparesClaimTemplates: false,
            ignoreClaimTemplateHashDiff: false,
        },
        status: readWorkloadStatus(obj.status),
        raw: obj,
        podManagementPolicy: readPodManagementPolicy(spec.podManagementPolicy),
        unorderedUpdate: strategy.unorderedUpdate,
        scaleMaxUnavailable: readScaleMaxUnavailable(spec.scaleStrategy),
        reserveOrdinals: readReserveOrdinals(spec.reserveOrdinals),
        ordinalsStart: optionalInteger(optionalObject(spec.ordinals, 'spec.ordinals')?.start, 'spec.ordinals.start', 0) ?? 0,
        volumeClaimUpdateType: readVolumeClaimUpdateType(spec.volumeClaimUpdateStrategy),
    };
}
/** `spec.updateStrategy` with SetDefaultsStatefulSet's defaults: RollingUpdate, partition 0, maxUnavailable 1, ReCreate. */
function readStrategy(spec) {
    const s = optionalObject(spec.updateStrategy, STRATEGY) ?? {};
    rejectUnknown(s, STRATEGY_FIELDS, STRATEGY);
    const type = optionalString(s.type, TYPE) || 'RollingUpdate';
    if (type !== 'RollingUpdate' && type !== 'OnDelete') {
        throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(type)} must be RollingUpdate or OnDelete`, TYPE);
    }
    const rolling = optionalObject(s.rollingUpdate, ROLLING);
    if (type === 'OnDelete') {
        // validateOnDeleteStatefulSetStrategyType: Kruise's webhook refuses a rollingUpdate beside OnDelete.
        if (rolling !== undefined) {
            throw new GuardError('IPG_ERR_FIELD_VALUE', 'is allowed only with spec.updateStrategy.type RollingUpdate: OpenKruise refuses it with OnDelete', ROLLING);
        }
        return {
            updateType: type, podUpdatePolicy: 'ReCreate', strategyDeclared: false, hasRollingUpdate: false, strategyField: ROLLING,
            maxUnavailable: 1, paused: false, minReadySeconds: 0, gracePeriodSeconds: 0,
        };
    }
    const r = rolling ?? {};
    rejectUnknown(r, ROLLING_FIELDS, ROLLING);
    const raw = optionalString(r.podUpdatePolicy, POLICY) ?? '';
    const policy = raw === '' ? 'ReCreate' : raw;
    if (!POLICIES.includes(policy)) {
        throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(raw)} must be ReCreate, InPlaceIfPossible or InPlaceOnly`, POLICY);
    }
    const minReadySeconds = optionalInteger(r.minReadySeconds, `${ROLLING}.minReadySeconds`, 0) ?? 0;
    if (minReadySeconds > MAX_MIN_READY_SECONDS) {
        throw new GuardError('IPG_ERR_FIELD_VALUE', `must be ${MAX_MIN_READY_SECONDS} or less (OpenKruise refuses more), got ${minReadySeconds}`, `${ROLLING}.minReadySeconds`);
    }
    return {
        updateType: type,
        podUpdatePolicy: policy,
        strategyDeclared: raw !== '',
        hasRollingUpdate: true,
        strategyField: ROLLING,
        partition: optionalInteger(r.partition, `${ROLLING}.partition`, 0),
        maxUnavailable: readMaxUnavailable(r.maxUnavailable, `${ROLLING}.maxUnavailable`) ?? 1,
        paused: optionalBoolean(r.paused, `${ROLLING}.paused`) ?? false,
        minReadySeconds,
        gracePeriodSeconds: readGracePeriodSeconds(r.inPlaceUpdateStrategy, `${ROLLING}.inPlaceUpdateStrategy`),
        unorderedUpdate: readUnorderedUpdate(r.unorderedUpdate),
    };
}
/** An int or a whole percentage: Kubernetes' ValidatePositiveIntOrPercent, which Kruise's webhook applies, refuses "12.5%". */
function readMaxUnavailable(value, path) {
    const read = optionalIntOrString(value, path);
    if (typeof read === 'string' && !/^[0-9]+%$/.test(read)) {
        throw new GuardError('IPG_ERR_INT_OR_PERCENT', `"${read}" must be an integer or a whole percentage such as "20%"`, path);
    }
    return read;
}
function readUnorderedUpdate(value) {
    const at = `${ROLLING}.unorderedUpdate`;
    const unordered = optionalObject(value, at);
    if (unordered === undefined)
        return undefined;
    rejectUnknown(unordered, UNORDERED_FIELDS, at);
    const priorityStrategy = readPriorityStrategy(unordered.priorityStrategy, `${at}.priorityStrategy`);
    return priorityStrategy === undefined ? {} : { priorityStrategy };
}
function readPodManagementPolicy(value) {
    const policy = optionalString(value, 'spec.podManagementPolicy') || 'OrderedReady';
    if (policy !== 'OrderedReady' && policy !== 'Parallel') {
        throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(policy)} must be OrderedReady or Parallel`, 'spec.podManagementPolicy');
    }
    return policy;
}
function readScaleMaxUnavailable(value) {
    const scale = optionalObject(value, 'spec.scaleStrategy');
    return scale === undefined ? undefined : readMaxUnavailable(scale.maxUnavailable, 'spec.scaleStrategy.maxUnavailable');
}
/** validateReserveOrdinals: a non-negative ordinal or an `a-b` range. */
function readReserveOrdinals(value) {
    const list = optionalArray(value, 'spec.reserveOrdinals') ?? [];
    return list.map((item, i) => {
        const at = `spec.reserveOrdinals[${i}]`;
        if (typeof item === 'number' && Number.isInteger(item) && item >= 0)
            return item;
        if (typeof item === 'string' && /^\d+-\d+$/.test(item))
            return item;
        throw new GuardError('IPG_ERR_FIELD_VALUE', 'must be a non-negative ordinal or a range such as "3-5"', at);
    });
}
function readVolumeClaimUpdateType(value) {
    const strategy = optionalObject(value, 'spec.volumeClaimUpdateStrategy');
    const type = optionalString(strategy?.type, 'spec.volumeClaimUpdateStrategy.type') || undefined;
    if (type === undefined || type === 'OnPodRollingUpdate' || type === 'OnPVCDelete')
        return type;
    throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(type)} must be OnPodRollingUpdate or OnPVCDelete`, 'spec.volumeClaimUpdateStrategy.type');
}
//# sourceMappingURL=statefulSet.js.map