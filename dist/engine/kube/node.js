import { GuardError } from '../../errors.js';
import { isJsonObject } from './json.js';
/** A Node object (`{metadata: {name, labels}, spec: {taints}}`) read into a Node; a bad field is named. */
export function readNode(value, index = 0) {
    const at = `nodes[${index}]`;
    if (!isJsonObject(value))
        throw new GuardError('IPG_ERR_NOT_OBJECT', 'a Node must be a JSON object', at);
    const meta = isJsonObject(value.metadata) ? value.metadata : {};
    if (typeof meta.name !== 'string' || meta.name === '')
        throw new GuardError('IPG_ERR_FIELD_VALUE', 'a Node needs metadata.name', `${at}.metadata.name`);
    const labels = meta.labels ?? {};
    if (!isJsonObject(labels) || Object.values(labels).some((v) => typeof v !== 'string')) {
        throw new GuardError('IPG_ERR_FIELD_TYPE', 'must map label names to strings', `${at}.metadata.labels`);
    }
    const spec = isJsonObject(value.spec) ? value.spec : {};
    const taints = spec.taints ?? [];
    if (!Array.isArray(taints) || !taints.every((t) => isJsonObject(t) && typeof t.key === 'string' && typeof t.effect === 'string')) {
        throw new GuardError('IPG_ERR_FIELD_TYPE', 'must be a list of {key, value, effect}', `${at}.spec.taints`);
    }
    const read = taints.map((t) => ({ key: t.key, effect: t.effect, ...(typeof t.value === 'string' ? { value: t.value } : {}) }));
    return { name: meta.name, labels: labels, ...(read.length > 0 ? { taints: read } : {}) };
}
/** Kubernetes' `ToleratesTaint`: the effect matches (or is empty), the key matches (or Exists with no key), and the value with Equal. */
export function toleratesTaint(toleration, taint) {
    if (toleration.effect && toleration.effect !== taint.effect)
        return false;
    if (toleration.key && toleration.key !== taint.key)
        return false;
    if (!toleration.key && toleration.operator !== 'Exists')
        return false;
    if (toleration.operator === 'Exists')
        return true;
    return (toleration.operator === undefined || toleration.operator === '' || toleration.operator === 'Equal') && (toleration.value ?? '') === (taint.value ?? '');
}
/** The node a DaemonSet Pod is for (`GetTargetNodeName`): spec.nodeName, else its required `metadata.name In [node]` affinity. */
export function podTargetNode(pod) {
    if (pod.spec.nodeName)
        return pod.spec.nodeName;
    for (const term of requiredTerms(pod.spec.affinity)) {
        for (const field of asList(term.matchFields)) {
            if (field.key === 'metadata.name' && field.operator === 'In') {
                const values = Array.isArray(field.values) ? field.values : [];
                return values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
            }
        }
    }
    return undefined;
}
/**
 * The required part of a pod spec's node affinity and its nodeSelector (`GetRequiredNodeAffinity().Match`): every
 * nodeSelector pair, and one of the required terms (a term matches when all its expressions and fields do; an empty
 * term matches nothing).
 */
export function matchesRequiredNodeAffinity(spec, node) {
    const selector = isJsonObject(spec.nodeSelector) ? spec.nodeSelector : {};
    for (const [key, value] of Object.entries(selector))
        if (node.labels[key] !== value)
            return false;
    const affinity = spec.affinity;
    if (!isJsonObject(affinity) || !isJsonObject(affinity.nodeAffinity) || !isJsonObject(affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution))
        return true;
    return requiredTerms(affinity).some((term) => termMatches(term, node));
}
function requiredTerms(affinity) {
    if (!isJsonObject(affinity) || !isJsonObject(affinity.nodeAffinity))
        return [];
    const required = affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution;
    return isJsonObject(required) ? asList(required.nodeSelectorTerms) : [];
}
function asList(value) {
    return Array.isArray(value) ? value.filter(isJsonObject) : [];
}
function termMatches(term, node) {
    const expressions = asList(term.matchExpressions);
    const fields = asList(term.matchFields);
    if (expressions.length === 0 && fields.length === 0)
        return false;
    return expressions.every((e) => requirementMatches(e, node.labels)) && fields.every((f) => f.key === 'metadata.name' && requirementMatches(f, { 'metadata.name': node.name }));
}
/** A NodeSelectorRequirement: In, NotIn, Exists, DoesNotExist, and Gt/Lt on a label read as an integer. */
function requirementMatches(req, labels) {
    const key = typeof req.key === 'string' ? req.key : '';
    const values = Array.isArray(req.values) ? req.values.filter((v) => typeof v === 'string') : [];
    const has = Object.prototype.hasOwnProperty.call(labels, key);
    switch (req.operator) {
        case 'In': return has && values.includes(labels[key]);
        case 'NotIn': return !has || !values.includes(labels[key]);
        case 'Exists': return has;
        case 'DoesNotExist': return !has;
        case 'Gt':
        case 'Lt': {
            if (!has || values.length !== 1 || !/^-?\d+$/.test(labels[key]) || !/^-?\d+$/.test(values[0]))
                return false;
            const label = BigInt(labels[key]);
            const bound = BigInt(values[0]);
            return req.operator === 'Gt' ? label > bound : label < bound;
        }
        default: return false;
    }
}
//# sourceMappingURL=node.js.map