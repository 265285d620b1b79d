import { readdir, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { GuardError } from '../errors.js';
import { excludeTest } from './excludeGlobs.js';
const MANIFEST_EXTENSIONS = /\.(ya?ml|json)$/i;
/** A YAML or JSON file, or a kustomization named `Kustomization` (kustomize's third name, without an extension). */
function isManifestName(name) {
    return MANIFEST_EXTENSIONS.test(name) || name === 'Kustomization';
}
/**
 * Every manifest file under `dir`, at any depth, in a stable order. Hidden entries are skipped; symbolic links are
 * followed, each real directory is walked once (a link back up the tree is listed as skipped, not walked forever);
 * `exclude` globs match the path relative to `dir` (`**\/templates/**`, `*.patch.yaml`).
 */
export async function walkManifestTree(dir, shownAs, exclude = [], options = {}) {
    let info;
    try {
        info = await stat(dir);
    }
    catch {
        throw new GuardError('IPG_ERR_INPUT_FILE', `${shownAs}: no such directory`);
    }
    if (!info.isDirectory())
        throw new GuardError('IPG_ERR_INPUT_FILE', `${shownAs}: not a directory`);
    const root = treeRootLabel(shownAs, options.relativeLabels === true);
    const result = { files: [], skipped: [] };
    const visited = new Set();
    const matches = await excludeTest(exclude);
    const excluded = (rel, isDir) => matches(rel) || (isDir && matches(`${rel}/`));
    const walk = async (current) => {
        const real = await realpath(current);
        const rel = relative(dir, current).split(sep).join('/');
        if (visited.has(real)) {
            result.skipped.push({ file: labelOf(root, rel), reason: 'a symbolic link to a folder already walked (a loop or a second path to it)' });
            return;
        }
        visited.add(real);
        const entries = await readdir(current, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            if (entry.name.startsWith('.'))
                continue;
            const path = join(current, entry.name);
            const entryRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
            const label = labelOf(root, entryRel);
            let kind = entry.isDirectory() ? 'dir' : entry.isFile() ? 'file' : 'other';
            if (entry.isSymbolicLink()) {
                try {
                    const target = await stat(path);
                    kind = target.isDirectory() ? 'dir' : target.isFile() ? 'file' : 'other';
                }
                catch (err) {
                    if (isManifestName(entry.name)) {
                        result.skipped.push({ file: label, reason: `a symbolic link whose target cannot be read (${err.code ?? 'error'})` });
                    }
                    continue;
                }
            }
            if (excluded(entryRel, kind === 'dir'))
                continue;
            if (kind === 'dir')
                await walk(path);
            else if (kind === 'file' && isManifestName(entry.name))
                result.files.push({ path, label });
        }
    };
    await walk(dir);
    return result;
}
/** How a tree's files are named: after the tree as given, or (relativeLabels) from its root, as a repository's paths are. */
export function treeRootLabel(shownAs, relativeLabels) {
    return relativeLabels ? '.' : shownAs.replace(/\/+$/, '') || shownAs;
}
/** `pr/apps/web.yaml`; under `.` just `apps/web.yaml` (a path from the repository root, as CI annotations want). */
export function labelOf(root, rel) {
    if (rel === '')
        return root;
    return root === '.' ? rel : `${root}/${rel}`;
}
//# sourceMappingURL=manifestTree.js.map