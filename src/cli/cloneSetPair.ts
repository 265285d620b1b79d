import { isCloneSetKind } from '../engine/workloads/cloneSet.js'
import { GuardError } from '../errors.js'
import { type CloneSetIdentity, identityOf, identityText, parseNameOption, pickCloneSet } from './cloneSetSelection.js'
import type { CliIO } from './io.js'
import { readManifestInput } from './manifestInput.js'
import type { InputLimits, ManifestDocument } from './manifests.js'

export interface PairOptions {
  old?: string
  new: string
  /** --name NAMESPACE/NAME */
  name?: string
  rename?: boolean
  namespace: string
  limits: InputLimits
}

/**
 * The CloneSet before and after (check, simulate): the one asked for with --name, else the only one of each file;
 * the old file is searched for the new CloneSet's identity when it holds several. Two different CloneSets are not
 * an update unless --rename.
 */
export async function readCloneSetPair(io: CliIO, options: PairOptions): Promise<{ before?: ManifestDocument; after: ManifestDocument }> {
  if (options.old === '-' && options.new === '-') throw new GuardError('IPG_ERR_USAGE', 'only one of --old and --new can be standard input (-)')
  const wanted = options.name === undefined ? undefined : parseNameOption(options.name, options.namespace)
  const after = await readCloneSet(options.new, io, options, wanted)
  if (options.old === undefined) return { after }
  const before = await readCloneSet(options.old, io, options, options.rename ? undefined : wanted, identityOf(after, options.namespace))
  if (!options.rename) sameIdentity(before, after, options.namespace)
  return { before, after }
}

async function readCloneSet(file: string, io: CliIO, options: PairOptions, wanted: CloneSetIdentity | undefined, fallback?: CloneSetIdentity): Promise<ManifestDocument> {
  const docs = await readManifestInput(file, io, options.limits)
  const label = docs[0]?.file ?? (file === '-' ? '<stdin>' : file)
  const several = docs.filter((d) => isCloneSetKind(d.value)).length > 1
  return pickCloneSet(docs, label, wanted ?? (several ? fallback : undefined), options.namespace)
}

function sameIdentity(before: ManifestDocument, after: ManifestDocument, namespace: string): void {
  const a = identityOf(before, namespace)
  const b = identityOf(after, namespace)
  if (a.namespace !== b.namespace || a.name !== b.name) {
    throw new GuardError('IPG_ERR_IDENTITY_MISMATCH',
      `--old ${before.file} is CloneSet ${identityText(a)} but --new ${after.file} is CloneSet ${identityText(b)}: different objects, not an update (pass --rename to compare them anyway)`)
  }
}
