export function daemonSetRefusals(view) {
    const refusals = view.updateType === 'RollingUpdate' ? strategyRefusals(view) : [];
    if (view.lifecycle?.inPlaceUpdate !== undefined) {
        refusals.push({
            id: 'in-place-hook-forbidden', field: 'spec.lifecycle.inPlaceUpdate',
            rule: 'spec.lifecycle.inPlaceUpdate on a DaemonSet ("inPlaceUpdate hook has not supported yet")',
            remedy: 'remove it; spec.lifecycle.preDelete is the hook a DaemonSet honours',
        });
    }
    return refusals;
}
/** maxSurge and maxUnavailable may not both be non-zero nor both zero, and InPlaceIfPossible takes no surge: as written, not scaled. */
function strategyRefusals(view) {
    const field = (name) => `${view.strategyField}.${name}`;
    const surge = nonZero(view.maxSurge);
    const unavailable = nonZero(view.maxUnavailable);
    if (surge && unavailable) {
        return [{
                id: 'surge-and-unavailable', field: field('maxSurge'),
                rule: `maxSurge ${JSON.stringify(view.maxSurge)} beside maxUnavailable ${JSON.stringify(view.maxUnavailable)} ("may not be set when maxUnavailable is non-zero")`,
                remedy: `set ${field('maxSurge')} or ${field('maxUnavailable')} to 0`,
            }];
    }
    if (!surge && !unavailable) {
        return [{
                id: 'max-unavailable-zero', field: field('maxUnavailable'),
                rule: `maxUnavailable ${JSON.stringify(view.maxUnavailable)} with maxSurge ${JSON.stringify(view.maxSurge)} ("cannot be 0 when maxSurge is 0")`,
                remedy: `set ${field('maxUnavailable')} to at least 1`,
            }];
    }
    if (surge && view.rollingUpdateType === 'InPlaceIfPossible') {
        return [{
                id: 'surge-disables-in-place', field: field('maxSurge'),
                rule: `maxSurge ${JSON.stringify(view.maxSurge)} with ${view.policyField} InPlaceIfPossible ("must be 0 for InPlaceIfPossible type"): ` +
                    'a DaemonSet that surges starts a new Pod beside each old one and never updates in place',
                remedy: `set ${field('maxSurge')} to 0 and ${field('maxUnavailable')} to at least 1`,
            }];
    }
    return [];
}
/** The webhook's getIntOrPercentValue: an int, or the number before a percentage's `%`. */
function nonZero(value) {
    return typeof value === 'number' ? value !== 0 : Number(value.slice(0, -1)) !== 0;
}
//# sourceMappingURL=daemonSetRefusals.js.map