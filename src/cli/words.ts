/** `1 workload`, `2 workloads`, `0 files`: a count and its noun, singular only for one. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`
}
