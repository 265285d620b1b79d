import { COUNT, RAW_SLOT, encodedField, encodedItem, forEachField, itemSlot, presenceIsPerField, templateSlot, } from '../kruise/templateDefaults.js';
import { deepEqual, isJsonObject } from '../kube/json.js';
import { escapeToken } from '../kube/jsonPointer.js';
import { readablePath, text } from '../kube/readablePath.js';
/** jsonpatch's CreatePatch of two JSON documents as they are. */
export function createPatch(oldValue, newValue) {
    return patchOps(oldValue, newValue, RAW_SLOT);
}
/**
 * The patch Kruise computes between two pod templates (as written or as stored: both read as the controller has them).
 * With `type` (podTemplateType of the Kruise release), the fields Kruise's decode drops are not read: the templates may
 * be given as written.
 */
export function templatePatch(oldTemplate, newTemplate, gates, type) {
    return patchOps(oldTemplate, newTemplate, templateSlot(gates, type));
}
export function diffTemplates(oldTemplate, newTemplate, gates = { TemplateNoDefaults: false }) {
    return templatePatch(oldTemplate, newTemplate, gates).map((op) => describeChange(op, oldTemplate, newTemplate));
}
function patchOps(a, b, root) {
    const walk = { trail: [], ops: [], where: [] };
    handleValues(a, b, root, walk);
    return walk.ops;
}
function emit(walk, op, value, last) {
    const tokens = walk.trail.slice();
    if (last !== undefined)
        tokens.push(last);
    // One join makes a flat string; `+=` a rope that the first regular expression or startsWith on it flattens again.
    const parts = [''];
    for (const token of tokens)
        parts.push(typeof token === 'number' ? token : escapeToken(token));
    const pointer = tokens.length === 0 ? '' : parts.join('/');
    walk.ops.push(op === 'remove' ? { op, pointer, tokens } : { op, pointer, tokens, value });
}
function jsonType(v) {
    if (v === null || v === undefined)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    return typeof v;
}
/**
 * Two values held in `at` (as forEachField or encodedItem give them). `hint`: where the written values first differ,
 * innermost token first (deepEqual's `where`); what comes before it is written alike and is not compared again.
 */
function handleValues(a, b, at, walk, hint) {
    if (a === b)
        return;
    const at_ = jsonType(a);
    const bt = jsonType(b);
    if (at_ === 'null' && bt === 'null')
        return;
    if (at_ === 'null')
        return emit(walk, 'add', b);
    if (at_ !== bt)
        return emit(walk, 'replace', b);
    if (at_ === 'object')
        return diffObjects(a, b, at, walk, hint);
    if (at_ === 'array')
        return diffArrays(a, b, at, walk, hint);
    emit(walk, 'replace', b);
}
/**
 * Field or item `token` of two objects or lists, `va` and `vb` (held in `at`). Two objects or lists written alike read
 * alike, so they are compared as written first (and a default object is a new one): only where they differ is the diff
 * read further. `differs`: what the parent's comparison found (they differ, and where), when it compared these values.
 */
function diffChild(va, vb, token, at, walk, differs) {
    let hint = differs;
    if (hint === undefined && typeof va === 'object' && typeof vb === 'object' && va !== null && vb !== null) {
        const where = walk.where;
        if (where.length > 0)
            where.length = 0;
        if (deepEqual(va, vb, where))
            return;
        hint = where.slice();
    }
    walk.trail.push(token);
    handleValues(va, vb, at, walk, hint);
    walk.trail.pop();
}
/** The hint for the values at the hint's own token, when the values read are those written (not defaults in their place). */
function innerHint(hint, a, b, va, vb) {
    return hint !== undefined && va === a && vb === b ? hint.slice(0, -1) : undefined;
}
function diffObjects(a, b, at, walk, hint) {
    const { trail } = walk;
    // The keys of `a` before the first difference are written alike in `b`.
    const differing = hint !== undefined && hint.length > 0 ? hint[hint.length - 1] : undefined;
    let alike;
    if (differing !== undefined)
        for (const key in a)
            if (key === differing)
                break;
            else
                (alike ??= []).push(key);
    let found = 0;
    let written = 0;
    let shared = 0;
    forEachField(b, at, trail, (key, vb, slot, wb) => {
        if (wb !== undefined) {
            written++;
            if (Object.hasOwn(a, key))
                shared++;
        }
        // Written alike (or left out of both, for the same default): read alike, unless the default reads other fields.
        // A key `a` lacks may read a prototype's member, a function: never a value of `b`.
        if (!slot.rule?.dependent) {
            const wa = a[key];
            if ((wa === wb && (wa !== undefined || !Object.hasOwn(a, key))) || (wa !== undefined && alike?.includes(key))) {
                found++;
                return;
            }
        }
        const va = encodedField(a, key, at, trail, slot);
        if (va === undefined)
            return emit(walk, 'add', vb, key);
        found++;
        if (va !== vb)
            diffChild(va, vb, key, slot, walk, key === differing ? innerHint(hint, a[key], b[key], va, vb) : undefined);
    });
    // `a` writes no key `b` does not, and `b` drops none of its own: `a` has no field `b` lacks, unless whether a default
    // applies reads other fields. Otherwise count `a`'s fields: those `b` has were found.
    if (shared === keyCount(a) && written === keyCount(b) && presenceIsPerField(at))
        return;
    if (forEachField(a, at, trail, COUNT) === found)
        return;
    forEachField(a, at, trail, (key) => {
        if (encodedField(b, key, at, trail) === undefined)
            emit(walk, 'remove', undefined, key);
    });
}
function keyCount(obj) {
    let count = 0;
    for (const _ in obj)
        count++;
    return count;
}
function diffArrays(a, b, at, walk, hint) {
    const items = itemSlot(at);
    // The items before the first difference are written alike.
    const last = hint !== undefined && hint.length > 0 ? hint[hint.length - 1] : undefined;
    const differing = typeof last === 'number' ? last : 0;
    if (isSimpleArray(a, items, walk.trail) && isSimpleArray(b, items, walk.trail))
        return compareEditDistance(a, b, items, walk, differing);
    const n = Math.min(a.length, b.length);
    for (let i = a.length - 1; i >= n; i--)
        emit(walk, 'remove', undefined, i);
    for (let i = n; i < b.length; i++)
        emit(walk, 'add', encodedItem(b[i], items), i);
    for (let i = differing; i < n; i++) {
        const x = encodedItem(a[i], items);
        const y = encodedItem(b[i], items);
        if (x !== y)
            diffChild(x, y, i, items, walk, hint !== undefined && i === differing ? innerHint(hint, a[i], b[i], x, y) : undefined);
    }
}
function isScalar(v) {
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}
/** jsonpatch's quirk: only the first non-scalar element is inspected; an object of scalars makes the array simple. */
function isSimpleArray(list, items, trail) {
    for (let i = 0; i < list.length; i++) {
        const item = encodedItem(list[i], items);
        if (isScalar(item))
            continue;
        if (!isJsonObject(item))
            return false;
        let simple = true;
        trail.push(i);
        forEachField(item, items, trail, (_, value) => (simple = value === null || isScalar(value)));
        trail.pop();
        return simple;
    }
    return true;
}
/** `alike`: the items before it are written alike. */
function compareEditDistance(s, t, items, walk, alike) {
    const m = s.length;
    const n = t.length;
    if (m === n) {
        // Equal lists have distance 0, and the backtrace emits nothing for them. With one unequal position the backtrace
        // walks the diagonal and replaces exactly there: both without the table.
        let unequal = -1;
        let count = 0;
        for (let i = alike; i < m && count < 2; i++) {
            if (itemsEqual(s[i], t[i], items, walk, i))
                continue;
            unequal = i;
            count++;
        }
        if (count === 0)
            return;
        if (count === 1)
            return replaceStep(s, t, unequal, unequal, items, walk);
    }
    // d(i, j) is the edit distance of s[:i] and t[:j], stored row by row in one typed array.
    const width = n + 1;
    const d = new Int32Array((m + 1) * width);
    for (let i = 0; i <= m; i++)
        d[i * width] = i;
    for (let j = 0; j <= n; j++)
        d[j] = j;
    for (let j = 1; j <= n; j++) {
        for (let i = 1; i <= m; i++) {
            const diagonal = d[(i - 1) * width + j - 1];
            d[i * width + j] = itemsEqual(s[i - 1], t[j - 1], items, walk, i - 1)
                ? diagonal
                : Math.min(diagonal + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j] + 1);
        }
    }
    // The backtrace, from the end.
    let i = m;
    let j = n;
    for (;;) {
        const here = d[i * width + j];
        if (i > 0 && d[(i - 1) * width + j] + 1 === here) {
            emit(walk, 'remove', undefined, i - 1);
            i--;
        }
        else if (j > 0 && d[i * width + j - 1] + 1 === here) {
            emit(walk, 'add', encodedItem(t[j - 1], items), i);
            j--;
        }
        else if (i > 0 && j > 0 && d[(i - 1) * width + j - 1] + 1 === here) {
            replaceStep(s, t, i - 1, j - 1, items, walk);
            i--;
            j--;
        }
        else if (i > 0 && j > 0 && d[(i - 1) * width + j - 1] === here) {
            i--;
            j--;
        }
        else {
            return;
        }
    }
}
function replaceStep(s, t, i, j, items, walk) {
    if (isScalar(encodedItem(s[0], items)))
        return emit(walk, 'replace', encodedItem(t[j], items), i);
    const probed = walk.probed;
    if (probed !== undefined && probed.a === s[i] && probed.b === t[j] && probed.index === i) {
        for (const op of probed.ops)
            walk.ops.push(op);
        return;
    }
    walk.trail.push(i);
    handleValues(encodedItem(s[i], items), encodedItem(t[j], items), items, walk);
    walk.trail.pop();
}
/**
 * jsonpatch's deepEqual of two items as the controller has them (the item of `s` at `index`); two list items with
 * different `name`s without a walk.
 */
function itemsEqual(a, b, items, walk, index) {
    if (a === b)
        return true;
    if (isJsonObject(a) && isJsonObject(b) && typeof a.name === 'string' && typeof b.name === 'string' && a.name !== b.name)
        return false;
    if (deepEqual(a, b))
        return true;
    if (items === RAW_SLOT)
        return false;
    // Written differently: equal when the patch between them, at that index, is empty.
    const probe = { trail: [...walk.trail, index], ops: [], where: [] };
    handleValues(encodedItem(a, items), encodedItem(b, items), items, probe);
    if (probe.ops.length === 0)
        return true;
    walk.probed = { a, b, index, ops: probe.ops };
    return false;
}
/** A patch operation of two templates described on those templates (as written or as stored). */
export function describeChange(op, oldTemplate, newTemplate) {
    const tokens = op.tokens;
    const change = { op: op.op, pointer: op.pointer, path: readablePath(tokens, op.op, oldTemplate, newTemplate) };
    const list = tokens[1];
    if (tokens[0] === 'spec' && (list === 'containers' || list === 'initContainers') && typeof tokens[2] === 'number') {
        const index = tokens[2];
        const fromOld = listItem(oldTemplate.spec, list, index);
        const fromNew = listItem(newTemplate.spec, list, index);
        const named = op.op === 'add' && tokens.length === 3 ? fromNew : (fromOld ?? fromNew);
        const name = isJsonObject(named) ? text(named.name) : undefined;
        if (name !== undefined)
            change.container = name;
        if (tokens.length === 4 && tokens[3] === 'image') {
            const from = isJsonObject(fromOld) ? text(fromOld.image) : undefined;
            const image = {};
            if (from !== undefined)
                image.from = from;
            if (typeof op.value === 'string')
                image.to = op.value;
            change.image = image;
        }
    }
    return change;
}
function listItem(spec, list, index) {
    const items = isJsonObject(spec) ? spec[list] : undefined;
    return Array.isArray(items) ? items[index] : undefined;
}
//# sourceMappingURL=diff.js.map