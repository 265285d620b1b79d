import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { isGuardError } from '../errors.js';
import { KUSTOMIZATION_FILE_NAMES, isKustomizationFile, readKustomization } from './kustomization.js';
export class SourceLayout {
    shown;
    folders = new Map();
    /** `shown`: how reports name an absolute path (relative to the tree or the working directory). */
    constructor(shown) {
        this.shown = shown;
    }
    /** Where `file` (absolute) sits, looking in its folder and each folder above it up to `top` (inclusive). */
    async placementOf(file, top) {
        if (isKustomizationFile(file))
            return { kind: 'kustomization' };
        for (const dir of foldersUp(dirname(file), top)) {
            const folder = this.folder(dir);
            if (folder.chart) {
                const inside = relative(dir, file).split(sep);
                if (inside[0] === 'templates')
                    return { kind: 'helm-template', chart: this.shown(dir) };
                // crds/ holds plain manifests that Helm applies as they are.
                if (inside[0] === 'crds')
                    return { kind: 'manifest' };
                return { kind: 'helm-chart-file', chart: this.shown(dir) };
            }
            const kustomization = await folder.kustomization;
            if (kustomization) {
                if (kustomization.patches.includes(file))
                    return { kind: 'kustomize-patch', by: this.shown(kustomization.file) };
                if (kustomization.inputs.includes(file))
                    return { kind: 'kustomize-input', by: this.shown(kustomization.file) };
            }
        }
        return { kind: 'manifest' };
    }
    /** The kustomization in `dir`, if it has one that reads. */
    kustomizationIn(dir) {
        return this.folder(dir).kustomization ?? Promise.resolve(undefined);
    }
    folder(dir) {
        let folder = this.folders.get(dir);
        if (!folder) {
            const name = KUSTOMIZATION_FILE_NAMES.find((n) => existsSync(join(dir, n)));
            folder = {
                chart: existsSync(join(dir, 'Chart.yaml')),
                // A kustomization that does not read names nothing: it is reported where the file itself is read.
                ...(name ? { kustomization: readKustomization(join(dir, name)).catch((err) => (isGuardError(err) ? undefined : Promise.reject(err))) } : {}),
            };
            this.folders.set(dir, folder);
        }
        return folder;
    }
}
/** `dir` and the folders above it up to `top` when `dir` is inside `top`; otherwise `dir` alone. */
function foldersUp(dir, top) {
    const rel = relative(top, dir);
    if (rel.startsWith('..') || rel.startsWith(sep))
        return [dir];
    const out = [dir];
    let current = dir;
    while (current !== top) {
        const parent = dirname(current);
        if (parent === current)
            break;
        out.push(parent);
        current = parent;
    }
    return out;
}
//# sourceMappingURL=sourceLayout.js.map