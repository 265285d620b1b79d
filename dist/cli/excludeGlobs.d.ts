/**
 * The `--exclude` globs of `check` and `diff` as one test of a path. minimatch is loaded only when there are globs:
 * most runs give none, and loading it is a few milliseconds of every pre-commit hook's start.
 */
export type PathTest = (path: string) => boolean;
export declare function excludeTest(globs: readonly string[]): Promise<PathTest>;
