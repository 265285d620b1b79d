import { isJsonObject } from '../kube/json.js';
/**
 * Plain-words explanations of the triggers people don't expect: OpenKruise compares containers (and most lists)
 * by position, so a reorder, an insert or a removal in the middle makes every later item look changed.
 */
export function explainShifts(oldTemplate, newTemplate, options = {}) {
    const notes = [];
    for (const list of ['containers', 'initContainers']) {
        const beforeList = oldTemplate.spec[list];
        const afterList = newTemplate.spec[list];
        // Equal names are the common case, and describeListShift has nothing to say about them.
        if (!sameNames(beforeList, afterList)) {
            notes.push(...describeListShift(`spec.template.spec.${list}`, list === 'containers' ? 'container' : 'init container', names(namedItems(beforeList)), names(namedItems(afterList))));
        }
        if (!Array.isArray(afterList) || !Array.isArray(beforeList) || options.envNamesMayDiffer === false)
            continue;
        for (const container of afterList) {
            if (!isNamed(container))
                continue;
            const previous = beforeList.find((c) => isNamed(c) && c.name === container.name);
            if (!previous || sameNames(previous.env, container.env))
                continue;
            const where = `spec.template.spec.${list}[${String(container.name)}].env`;
            notes.push(...describeListShift(where, 'env var', names(namedItems(previous.env)), names(namedItems(container.env))));
        }
    }
    return notes;
}
/** The two lists' named items have the same names in the same order; read in place, without building the lists. */
function sameNames(before, after) {
    const a = Array.isArray(before) ? before : [];
    const b = Array.isArray(after) ? after : [];
    let i = 0;
    let j = 0;
    for (;;) {
        while (i < a.length && !isNamed(a[i]))
            i++;
        while (j < b.length && !isNamed(b[j]))
            j++;
        if (i === a.length || j === b.length)
            return i === a.length && j === b.length;
        if (a[i].name !== b[j].name)
            return false;
        i++;
        j++;
    }
}
function isNamed(item) {
    return isJsonObject(item) && typeof item.name === 'string' && item.name !== '';
}
function namedItems(list) {
    return Array.isArray(list) ? list.filter(isNamed) : [];
}
function names(items) {
    return items.map((item) => String(item.name));
}
function describeListShift(path, noun, before, after) {
    if (before.join('\u0000') === after.join('\u0000'))
        return [];
    const notes = [];
    const added = after.filter((n) => !before.includes(n));
    const removed = before.filter((n) => !after.includes(n));
    for (const name of added) {
        const at = after.indexOf(name);
        const shifted = at < after.length - 1 && at < before.length;
        notes.push(`${noun} ${name} was added at position ${at + 1} of ${path}${shifted ? `; the ${noun}s after it moved down one position, and since OpenKruise compares ${path} by position they look changed too` : ''}`);
    }
    for (const name of removed) {
        const at = before.indexOf(name);
        const shifted = at < before.length - 1;
        notes.push(`${noun} ${name} was removed from position ${at + 1} of ${path}${shifted ? `; the ${noun}s after it moved up one position and look changed to OpenKruise, which compares by position` : ''}`);
    }
    const common = (list) => list.filter((n) => before.includes(n) && after.includes(n));
    if (added.length === 0 && removed.length === 0 && common(before).join('\u0000') !== common(after).join('\u0000')) {
        notes.push(`${path} was reordered (${common(before).join(', ')} -> ${common(after).join(', ')}): OpenKruise compares by position, not by name, so every moved ${noun} looks changed`);
    }
    else if ((added.length > 0 || removed.length > 0) && common(before).join('\u0000') !== common(after).join('\u0000')) {
        notes.push(`${path} was also reordered (${common(before).join(', ')} -> ${common(after).join(', ')})`);
    }
    return notes;
}
//# sourceMappingURL=shifts.js.map