import { isJsonObject } from './json.js';
import { parseQuantity } from './quantity.js';
/**
 * Kubernetes' pod QoS class (`qos.GetPodQOS`) computed on a pod spec as Kruise does on the template: cpu and memory
 * only, positive values only, summed over containers and initContainers; requests are NOT defaulted from limits.
 */
export function podQosClass(spec) {
    const requests = new Map();
    const limits = new Map();
    let guaranteed = true;
    for (const container of allContainers(spec)) {
        const resources = isJsonObject(container.resources) ? container.resources : {};
        addPositive(requests, resources.requests);
        const found = addPositive(limits, resources.limits);
        if (!found.has('cpu') || !found.has('memory'))
            guaranteed = false;
    }
    if (requests.size === 0 && limits.size === 0)
        return 'BestEffort';
    if (guaranteed) {
        for (const [name, request] of requests) {
            if (limits.get(name) !== request) {
                guaranteed = false;
                break;
            }
        }
    }
    return guaranteed && requests.size === limits.size ? 'Guaranteed' : 'Burstable';
}
function allContainers(spec) {
    const lists = [spec.containers, spec.initContainers].filter(Array.isArray);
    return lists.flat().filter(isJsonObject);
}
function addPositive(totals, list) {
    const found = new Set();
    if (!isJsonObject(list))
        return found;
    for (const name of ['cpu', 'memory']) {
        const raw = list[name];
        if (typeof raw !== 'string' && typeof raw !== 'number')
            continue;
        const nano = parseQuantity(raw).nano;
        if (nano <= 0n)
            continue;
        found.add(name);
        totals.set(name, (totals.get(name) ?? 0n) + nano);
    }
    return found;
}
//# sourceMappingURL=qos.js.map