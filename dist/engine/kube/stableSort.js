/**
 * Go's `sort.Stable` (insertion-sorted blocks merged by SymMerge). With a comparator that is not a strict weak order
 * (Kruise's priority tie-breaker) the result depends on the algorithm, so the same algorithm is used here.
 */
export function stableSort(items, less) {
    const data = [...items];
    const n = data.length;
    let blockSize = 20;
    for (let a = 0, b = blockSize; a < n; a = b, b += blockSize)
        insertionSort(data, less, a, Math.min(b, n));
    while (blockSize < n) {
        for (let a = 0, b = 2 * blockSize; b <= n; a = b, b += 2 * blockSize)
            symMerge(data, less, a, a + blockSize, b);
        const a = n - (n % (2 * blockSize));
        if (a + blockSize < n)
            symMerge(data, less, a, a + blockSize, n);
        blockSize *= 2;
    }
    return data;
}
function insertionSort(data, less, a, b) {
    for (let i = a + 1; i < b; i++) {
        for (let j = i; j > a && less(data[j], data[j - 1]); j--)
            [data[j], data[j - 1]] = [data[j - 1], data[j]];
    }
}
function symMerge(data, less, a, m, b) {
    if (m - a === 1) {
        let i = m;
        let j = b;
        while (i < j) {
            const h = (i + j) >>> 1;
            if (less(data[h], data[a]))
                i = h + 1;
            else
                j = h;
        }
        for (let k = a; k < i - 1; k++)
            [data[k], data[k + 1]] = [data[k + 1], data[k]];
        return;
    }
    if (b - m === 1) {
        let i = a;
        let j = m;
        while (i < j) {
            const h = (i + j) >>> 1;
            if (!less(data[m], data[h]))
                i = h + 1;
            else
                j = h;
        }
        for (let k = m; k > i; k--)
            [data[k], data[k - 1]] = [data[k - 1], data[k]];
        return;
    }
    const mid = (a + b) >>> 1;
    const n = mid + m;
    let start;
    let r;
    if (m > mid) {
        start = n - b;
        r = mid;
    }
    else {
        start = a;
        r = m;
    }
    const p = n - 1;
    while (start < r) {
        const c = (start + r) >>> 1;
        if (!less(data[p - c], data[c]))
            start = c + 1;
        else
            r = c;
    }
    const end = n - start;
    if (start < m && m < end)
        rotate(data, start, m, end);
    if (a < start && start < mid)
        symMerge(data, less, a, start, mid);
    if (mid < end && end < b)
        symMerge(data, less, mid, end, b);
}
function rotate(data, a, m, b) {
    const moved = data.slice(a, m);
    const rest = data.slice(m, b);
    const all = [...rest, ...moved];
    for (let k = 0; k < all.length; k++)
        data[a + k] = all[k];
}
//# sourceMappingURL=stableSort.js.map