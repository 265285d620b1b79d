/** metav1.LabelSelector semantics: every matchLabels pair and every matchExpressions requirement must hold. */
export function matchesSelector(selector, labels) {
    if (!selector)
        return false;
    for (const [key, value] of Object.entries(selector.matchLabels ?? {})) {
        if (labels[key] !== value)
            return false;
    }
    return matchesExpressions(selector, labels);
}
/** matchesSelector with the selector read once, for testing many label sets against it. */
export function selectorMatcher(selector) {
    if (!selector)
        return () => false;
    const pairs = Object.entries(selector.matchLabels ?? {});
    const expressions = (selector.matchExpressions ?? []).length > 0;
    return (labels) => {
        for (let i = 0; i < pairs.length; i++)
            if (labels[pairs[i][0]] !== pairs[i][1])
                return false;
        return !expressions || matchesExpressions(selector, labels);
    };
}
function matchesExpressions(selector, labels) {
    for (const req of selector.matchExpressions ?? []) {
        const has = Object.prototype.hasOwnProperty.call(labels, req.key);
        const values = req.values ?? [];
        switch (req.operator) {
            case 'In':
                if (!has || !values.includes(labels[req.key]))
                    return false;
                break;
            case 'NotIn':
                if (has && values.includes(labels[req.key]))
                    return false;
                break;
            case 'Exists':
                if (!has)
                    return false;
                break;
            case 'DoesNotExist':
                if (has)
                    return false;
                break;
            default: return false;
        }
    }
    return true;
}
/** True when the selector selects nothing-in-particular (no terms), which Kubernetes treats as "match everything". */
export function isEmptySelector(selector) {
    return !selector || (Object.keys(selector.matchLabels ?? {}).length === 0 && (selector.matchExpressions ?? []).length === 0);
}
/** The `labelSelector` query string for matchLabels/matchExpressions (list calls and CloneSet status). */
export function selectorString(selector) {
    const parts = Object.entries(selector.matchLabels ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${k}=${v}`);
    for (const req of selector.matchExpressions ?? []) {
        const values = [...(req.values ?? [])].sort().join(',');
        if (req.operator === 'In')
            parts.push(`${req.key} in (${values})`);
        else if (req.operator === 'NotIn')
            parts.push(`${req.key} notin (${values})`);
        else if (req.operator === 'Exists')
            parts.push(req.key);
        else if (req.operator === 'DoesNotExist')
            parts.push(`!${req.key}`);
    }
    return parts.join(',');
}
//# sourceMappingURL=labelSelector.js.map