export const DAEMONSET_CAUSE_REASON = {
    'not-selected': 'partition',
    'max-surge': 'target-unavailable',
    'replacement-starting': 'target-unavailable',
    'burst-replicas': 'max-unavailable',
    'excess-pods': 'preparing-delete',
    'node-missing': 'preparing-delete',
};
//# sourceMappingURL=waitReason.js.map