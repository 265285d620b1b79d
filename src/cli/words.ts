/** `1 workload`, `2 workloads`, `0 files`: a count and its noun, singular only for one. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`
}

/** A path or argument as a POSIX shell reads it back: unchanged when plain, else in single quotes (a `'` as `'\''`). */
export function shellWord(word: string): string {
  return /^[\w./:=@%+,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`
}
