import { checkedKindOf as workloadKindOf } from './checkedKind.js';
import { GuardError } from '../errors.js';
import { readManifestInput } from './manifestInput.js';
import { parseNameOption, withKind } from './nameOption.js';
import { identityOf, identityWords } from './workloadIdentity.js';
import { pickWorkload } from './workloadSelection.js';
/**
 * The workload before and after (check, simulate): the one asked for with --name, else the only one of each file;
 * the old file is searched for the new workload's identity when it holds several. Two different objects are not an
 * update unless --rename, and objects of two kinds never are.
 */
export async function readWorkloadPair(io, options) {
    if (options.old === '-' && options.new === '-')
        throw new GuardError('IPG_ERR_USAGE', 'only one of --old and --new can be standard input (-)');
    const filter = options.name === undefined ? undefined : parseNameOption(options.name, options.namespace);
    const after = await readWorkload(options.new, io, options, filter && { by: 'name', filter });
    if (options.old === undefined)
        return { after };
    const id = identityOf(after, options.namespace);
    const wanted = filter && !options.rename ? { by: 'name', filter: withKind(filter, id.kind) } : undefined;
    const before = await readWorkload(options.old, io, options, wanted, { by: 'identity', id });
    checkSameObject(before, after, options);
    return { before, after };
}
async function readWorkload(file, io, options, wanted, fallback) {
    const docs = await readManifestInput(file, io, options.limits);
    const label = docs[0]?.file ?? (file === '-' ? '<stdin>' : file);
    const several = docs.filter((d) => workloadKindOf(d.value) !== undefined).length > 1;
    return pickWorkload(docs, label, wanted ?? (several ? fallback : undefined), options.namespace);
}
function checkSameObject(before, after, options) {
    const a = identityOf(before, options.namespace);
    const b = identityOf(after, options.namespace);
    if (a.kind !== b.kind)
        throw mismatch(before, a, after, b, `a ${a.kind} never becomes a ${b.kind}`);
    if (!options.rename && (a.namespace !== b.namespace || a.name !== b.name)) {
        throw mismatch(before, a, after, b, 'different objects, not an update (pass --rename to compare them anyway)');
    }
}
function mismatch(before, a, after, b, why) {
    return new GuardError('IPG_ERR_IDENTITY_MISMATCH', `--old ${before.file} is ${identityWords(a)} but --new ${after.file} is ${identityWords(b)}: ${why}`);
}
//# sourceMappingURL=workloadPair.js.map