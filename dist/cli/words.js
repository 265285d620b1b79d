/** `1 workload`, `2 workloads`, `0 files`: a count and its noun, singular only for one. */
export function count(n, singular, plural = `${singular}s`) {
    return `${n} ${n === 1 ? singular : plural}`;
}
//# sourceMappingURL=words.js.map