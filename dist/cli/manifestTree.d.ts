/** A file of a tree: where it is on disk and how reports name it (the tree's name as given, then the relative path). */
export interface TreeFile {
    path: string;
    label: string;
}
/** A file or folder the walk did not read, and why. */
export interface SkippedFile {
    file: string;
    reason: string;
    code?: string;
}
export interface TreeWalk {
    files: TreeFile[];
    skipped: SkippedFile[];
}
/**
 * Every manifest file under `dir`, at any depth, in a stable order. Hidden entries are skipped; symbolic links are
 * followed, each real directory is walked once (a link back up the tree is listed as skipped, not walked forever);
 * `exclude` globs match the path relative to `dir` (`**\/templates/**`, `*.patch.yaml`).
 */
export declare function walkManifestTree(dir: string, shownAs: string, exclude?: string[], options?: {
    relativeLabels?: boolean;
}): Promise<TreeWalk>;
/** How a tree's files are named: after the tree as given, or (relativeLabels) from its root, as a repository's paths are. */
export declare function treeRootLabel(shownAs: string, relativeLabels: boolean): string;
/** `pr/apps/web.yaml`; under `.` just `apps/web.yaml` (a path from the repository root, as CI annotations want). */
export declare function labelOf(root: string, rel: string): string;
