/**
 * The versions of files at a git commit (`check --base-ref REF`, `git show REF:PATH`), read from the repository the
 * working directory is in. A ref that names no commit is an error, except HEAD before the first commit: then every
 * file is new.
 */
export declare class GitRevision {
    private readonly ref;
    private readonly cwd;
    private readonly env;
    private constructor();
    static open(ref: string, cwd: string, env: NodeJS.ProcessEnv): Promise<GitRevision>;
    /** The file's text at the ref, or undefined when it is not there (a new file, or no commit yet). */
    read(path: string, maxBytes: number, shownAs: string): Promise<string | undefined>;
    /** How reports name a file's old version: `HEAD:apps/web.yaml`. */
    label(shownAs: string): string;
}
