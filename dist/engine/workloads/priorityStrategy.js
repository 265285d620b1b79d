import { optionalInteger, optionalObject, optionalObjectArray, optionalString } from './fieldReaders.js';
export function readPriorityStrategy(value, field) {
    const p = optionalObject(value, field);
    if (!p)
        return undefined;
    const weightPriority = optionalObjectArray(p.weightPriority, `${field}.weightPriority`).map((w, i) => ({
        weight: optionalInteger(w.weight, `${field}.weightPriority[${i}].weight`) ?? 0,
        matchSelector: (optionalObject(w.matchSelector, `${field}.weightPriority[${i}].matchSelector`) ?? {}),
    }));
    const orderPriority = optionalObjectArray(p.orderPriority, `${field}.orderPriority`).map((o, i) => ({
        orderedKey: optionalString(o.orderedKey, `${field}.orderPriority[${i}].orderedKey`) ?? '',
    }));
    return {
        ...(weightPriority.length > 0 ? { weightPriority } : {}),
        ...(orderPriority.length > 0 ? { orderPriority } : {}),
    };
}
//# sourceMappingURL=priorityStrategy.js.map