import { GuardError, isGuardError } from '../errors.js';
import { isJsonObject } from '../engine/kube/json.js';
import { STDIN_LABEL } from './manifestInput.js';
import { documentLabel, parseManifests, readBounded, readManifestText } from './manifests.js';
/** Input problems of one file that leave the other files to read. */
const FILE_PROBLEMS = new Set(['IPG_ERR_INPUT_FILE', 'IPG_ERR_YAML', 'IPG_ERR_YAML_ALIASES', 'IPG_ERR_INPUT_TOO_LARGE', 'IPG_ERR_INPUT_TOO_DEEP']);
export function emptySet() {
    return { objects: [], passedOver: [], skipped: [], errors: [] };
}
/** Reads every file, in order, into one set; no problem with one file stops the others. */
export async function readManifestSet(files, options, into = emptySet()) {
    for (const file of files)
        await readOne(file, options, into);
    return into;
}
async function readOne(file, options, set) {
    const placement = file.path === '-' ? { kind: 'manifest' } : await options.layout.placementOf(file.path, file.top);
    switch (placement.kind) {
        case 'kustomize-patch':
            set.skipped.push({ file: file.label, reason: `a Kustomize patch (${placement.by} applies it): its objects are partial until kustomize builds them; render with diff --kustomize, or kubectl kustomize DIR | inplace-guard check -` });
            return;
        case 'kustomize-input':
            set.passedOver.push({ file: file.label, reason: `read by ${placement.by} (a generator or transformer input, not an object)` });
            return;
        case 'helm-template':
            set.skipped.push({ file: file.label, code: 'IPG_ERR_UNRENDERED_TEMPLATE', reason: `a template of the Helm chart ${placement.chart}: render the chart and check the output, e.g. helm template RELEASE ${placement.chart} | inplace-guard check -` });
            return;
        case 'helm-chart-file':
            set.passedOver.push({ file: file.label, reason: `a file of the Helm chart ${placement.chart} (chart metadata or values, not an object)` });
            return;
        default:
    }
    let docs;
    try {
        const text = file.path === '-' ? await readStdin(options) : await readManifestText(file.path, file.label, { maxFileBytes: options.maxFileBytes });
        docs = parseManifests(text, file.label);
    }
    catch (err) {
        if (!isGuardError(err))
            throw err;
        const message = err.message.startsWith(`${file.label}: `) ? err.message.slice(file.label.length + 2) : err.message;
        if (err.code === 'IPG_ERR_UNRENDERED_TEMPLATE' || (options.unreadable === 'skip' && FILE_PROBLEMS.has(err.code))) {
            set.skipped.push({ file: file.label, reason: `${message} [${err.code}]`, code: err.code });
        }
        else if (FILE_PROBLEMS.has(err.code)) {
            set.errors.push({ file: file.label, code: err.code, message: err.message });
        }
        else
            throw err;
        return;
    }
    if (placement.kind === 'kustomization') {
        set.passedOver.push({ file: file.label, kind: 'Kustomization', reason: 'a kustomization: kustomize builds objects from it' });
        return;
    }
    for (const doc of docs) {
        if (isKubernetesObject(doc.value))
            set.objects.push(doc);
        else
            set.passedOver.push({ file: doc.file, document: documentLabel(doc), line: doc.line, reason: 'not a Kubernetes object (no apiVersion and kind)' });
    }
}
async function readStdin(options) {
    if (!options.io.stdin)
        throw new GuardError('IPG_ERR_INPUT_FILE', `${STDIN_LABEL}: standard input is not available`);
    return readBounded(options.io.stdin, STDIN_LABEL, { maxFileBytes: options.maxFileBytes });
}
export function isKubernetesObject(value) {
    return isJsonObject(value) && typeof value.apiVersion === 'string' && typeof value.kind === 'string';
}
/** `kind` and `namespace/name` of an object, for the passed-over list. */
export function objectWords(doc) {
    const value = isJsonObject(doc.value) ? doc.value : {};
    const metadata = isJsonObject(value.metadata) ? value.metadata : {};
    const name = typeof metadata.name === 'string' ? metadata.name : undefined;
    const namespace = typeof metadata.namespace === 'string' ? metadata.namespace : undefined;
    return {
        ...(typeof value.kind === 'string' ? { kind: value.kind } : {}),
        ...(name !== undefined ? { name: namespace ? `${namespace}/${name}` : name } : {}),
    };
}
/** Entries in the order their files were read (a stable sort: within a file, as found). */
export function inFileOrder(entries, files) {
    const order = new Map(files.map((f, i) => [f.label, i]));
    const rank = (entry) => order.get(entry.file) ?? -1;
    return [...entries].sort((a, b) => rank(a) - rank(b));
}
//# sourceMappingURL=manifestSet.js.map