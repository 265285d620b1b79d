export async function excludeTest(globs) {
    if (globs.length === 0)
        return () => false;
    const { Minimatch } = await import('minimatch');
    const matchers = globs.map((glob) => new Minimatch(glob, { dot: true }));
    return (path) => matchers.some((matcher) => matcher.match(path));
}
//# sourceMappingURL=excludeGlobs.js.map