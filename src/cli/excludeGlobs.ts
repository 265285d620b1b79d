/**
 * The `--exclude` globs of `check` and `diff` as one test of a path. minimatch is loaded only when there are globs:
 * most runs give none, and loading it is a few milliseconds of every pre-commit hook's start.
 */
export type PathTest = (path: string) => boolean

export async function excludeTest(globs: readonly string[]): Promise<PathTest> {
  if (globs.length === 0) return () => false
  const { Minimatch } = await import('minimatch')
  const matchers = globs.map((glob) => new Minimatch(glob, { dot: true }))
  return (path) => matchers.some((matcher) => matcher.match(path))
}
