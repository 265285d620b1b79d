/**
 * A binary min-heap over a three-way comparison: the rollout's lazy candidate order and the kubelet simulator's
 * deadlines both take items one at a time in order without sorting them all.
 */
export class Heap {
    compare;
    items;
    /** Heapifies `items` in place (the array becomes the heap's). */
    constructor(compare, items = []) {
        this.compare = compare;
        this.items = items;
        for (let i = (items.length >> 1) - 1; i >= 0; i--)
            this.down(i);
    }
    get size() {
        return this.items.length;
    }
    peek() {
        return this.items[0];
    }
    push(item) {
        const h = this.items;
        h.push(item);
        for (let i = h.length - 1; i > 0;) {
            const p = (i - 1) >> 1;
            if (this.compare(h[p], h[i]) <= 0)
                break;
            const parent = h[p];
            h[p] = h[i];
            h[i] = parent;
            i = p;
        }
    }
    pop() {
        const h = this.items;
        if (h.length === 0)
            return undefined;
        const top = h[0];
        const last = h.pop();
        if (h.length > 0) {
            h[0] = last;
            this.down(0);
        }
        return top;
    }
    /** The `count` smallest items, unordered (quickselect on a copy). */
    smallest(count) {
        if (count <= 0)
            return [];
        if (count >= this.items.length)
            return [...this.items];
        const a = [...this.items];
        let lo = 0;
        let hi = a.length - 1;
        const k = count - 1;
        while (lo < hi) {
            const pivot = a[(lo + hi) >> 1];
            let i = lo;
            let j = hi;
            while (i <= j) {
                while (this.compare(a[i], pivot) < 0)
                    i++;
                while (this.compare(a[j], pivot) > 0)
                    j--;
                if (i <= j) {
                    const left = a[i];
                    a[i] = a[j];
                    a[j] = left;
                    i++;
                    j--;
                }
            }
            if (k <= j)
                hi = j;
            else if (k >= i)
                lo = i;
            else
                break;
        }
        return a.slice(0, count);
    }
    down(i) {
        const h = this.items;
        for (;;) {
            const l = 2 * i + 1;
            const r = l + 1;
            let m = i;
            if (l < h.length && this.compare(h[l], h[m]) < 0)
                m = l;
            if (r < h.length && this.compare(h[r], h[m]) < 0)
                m = r;
            if (m === i)
                return;
            const child = h[m];
            h[m] = h[i];
            h[i] = child;
            i = m;
        }
    }
}
//# sourceMappingURL=heap.js.map