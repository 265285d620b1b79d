import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { parse } from 'yaml';
import { GuardError } from '../errors.js';
import { isJsonObject } from '../engine/kube/json.js';
/** The file names `kustomize build DIR` looks for, in its order. */
export const KUSTOMIZATION_FILE_NAMES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
export function isKustomizationFile(path) {
    return KUSTOMIZATION_FILE_NAMES.includes(basename(path));
}
/** Reads a kustomization file (kustomize.config.k8s.io Kustomization or Component). */
export async function readKustomization(file) {
    let value;
    try {
        value = parse(await readFile(file, 'utf8'), { logLevel: 'error' });
    }
    catch (err) {
        throw new GuardError('IPG_ERR_YAML', `${file}: not a valid kustomization (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
    }
    const dir = dirname(file);
    const k = isJsonObject(value) ? value : {};
    const local = (entries) => entries.filter((e) => typeof e === 'string' && isLocalPath(e)).map((e) => resolve(dir, e));
    const list = (key) => (Array.isArray(k[key]) ? k[key] : []);
    const paths = (key) => list(key).map((e) => (isJsonObject(e) ? e.path : undefined));
    const generatorFiles = [...list('configMapGenerator'), ...list('secretGenerator')].flatMap((g) => {
        if (!isJsonObject(g))
            return [];
        const files = Array.isArray(g.files) ? g.files.map((f) => (typeof f === 'string' ? f.slice(f.indexOf('=') + 1) : f)) : [];
        const envs = Array.isArray(g.envs) ? g.envs : [];
        return [...files, ...envs, g.env];
    });
    const openapi = isJsonObject(k.openapi) ? [k.openapi.path] : [];
    const helmValues = list('helmCharts').map((c) => (isJsonObject(c) ? c.valuesFile : undefined));
    return {
        file,
        dir,
        resources: local([...list('resources'), ...list('bases'), ...list('components')]),
        // A patchesStrategicMerge entry is a file name or an inline patch (YAML text): only the first is a file.
        patches: local([...paths('patches'), ...list('patchesStrategicMerge').filter((p) => typeof p === 'string' && !p.includes('\n')), ...paths('patchesJson6902')]),
        inputs: local([
            ...generatorFiles, ...list('configurations'), ...list('crds'), ...list('generators'), ...list('transformers'),
            ...list('validators'), ...paths('replacements'), ...openapi, ...helmValues,
        ]),
    };
}
/** A path in the repository, not a remote base (`github.com/org/repo//dir?ref=v1`, `https://...`, `git@...`). */
function isLocalPath(entry) {
    return entry !== '' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(entry) && !/^(github\.com|gitlab\.com|bitbucket\.org)\//.test(entry) && !/^git@/.test(entry);
}
//# sourceMappingURL=kustomization.js.map