export function daemonSetRecreateReason(view, previous) {
    if (view.surges)
        return 'surge';
    if (previous.podsCarryReadinessGate === false)
        return 'no-readiness-gate';
    return undefined;
}
//# sourceMappingURL=daemonSetInPlace.js.map