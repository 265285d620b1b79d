import { isJsonObject } from '../kube/json.js';
/** The status the controller wrote, read leniently: it is the controller's, and a bad field is as good as absent. */
export function readWorkloadStatus(value) {
    const status = isJsonObject(value) ? value : {};
    const text = (v) => (typeof v === 'string' ? v : undefined);
    const conditions = Array.isArray(status.conditions) ? status.conditions.filter(isJsonObject) : [];
    return {
        updateRevision: text(status.updateRevision),
        currentRevision: text(status.currentRevision),
        collisionCount: Number.isInteger(status.collisionCount) ? status.collisionCount : 0,
        conditions: conditions
            .filter((c) => typeof c.type === 'string' && typeof c.status === 'string')
            .map((c) => ({ type: c.type, status: c.status, ...(typeof c.message === 'string' ? { message: c.message } : {}) })),
    };
}
//# sourceMappingURL=workloadStatus.js.map