import { isJsonObject } from '../engine/kube/json.js'
import { isCloneSetKind } from '../engine/workloads/cloneSet.js'
import { GuardError } from '../errors.js'
import { type ManifestDocument, documentLabel } from './manifests.js'

/** A CloneSet's identity as the apiserver sees it: an omitted namespace is the default namespace. */
export interface CloneSetIdentity {
  namespace: string
  name: string
}

export const DEFAULT_NAMESPACE = 'default'

export function identityText(id: CloneSetIdentity): string {
  return `${id.namespace}/${id.name}`
}

/** The identity of a CloneSet document; one without a name cannot be matched with anything (an error). */
export function identityOf(doc: ManifestDocument, defaultNamespace: string): CloneSetIdentity {
  const metadata = isJsonObject(doc.value) && isJsonObject(doc.value.metadata) ? doc.value.metadata : {}
  const name = typeof metadata.name === 'string' ? metadata.name : ''
  if (name === '') {
    const generated = typeof metadata.generateName === 'string' && metadata.generateName !== '' ? ` (generateName "${metadata.generateName}" names only objects the apiserver creates)` : ''
    throw new GuardError('IPG_ERR_CLONESET_NAME', `${doc.file}: ${documentLabel(doc)} (line ${doc.line}): the CloneSet has no metadata.name${generated}`)
  }
  const namespace = typeof metadata.namespace === 'string' && metadata.namespace !== '' ? metadata.namespace : defaultNamespace
  return { namespace, name }
}

/** `--name NS/NAME` or `--name NAME` (in the default namespace). */
export function parseNameOption(value: string, defaultNamespace: string): CloneSetIdentity {
  const parts = value.split('/')
  if (parts.length > 2 || parts.some((p) => p === '')) throw new GuardError('IPG_ERR_USAGE', `--name: "${value}" is not NAMESPACE/NAME or NAME`)
  return parts.length === 2 ? { namespace: parts[0]!, name: parts[1]! } : { namespace: defaultNamespace, name: parts[0]! }
}

/**
 * The one CloneSet of a file: other kinds (a Service next to it, a ConfigMap) are passed over; several CloneSets need
 * `--name` to pick one, and the error lists them.
 */
export function pickCloneSet(docs: ManifestDocument[], file: string, wanted: CloneSetIdentity | undefined, defaultNamespace: string): ManifestDocument {
  const cloneSets = docs.filter((d) => isCloneSetKind(d.value))
  if (cloneSets.length === 0) {
    const kinds = docs.map((d) => `${kindOf(d.value)} (${documentLabel(d)})`)
    const found = kinds.length === 0 ? 'it holds no object' : `found ${kinds.slice(0, 5).join(', ')}${kinds.length > 5 ? ` and ${kinds.length - 5} more` : ''}`
    throw new GuardError('IPG_ERR_NO_CLONESET', `${file}: no apps.kruise.io CloneSet: ${found}`)
  }
  const named = cloneSets.map((doc) => ({ doc, id: identityOf(doc, defaultNamespace) }))
  const listing = () => named.map((n) => `${identityText(n.id)} (${documentLabel(n.doc)})`).join(', ')
  if (wanted) {
    const match = named.filter((n) => n.id.namespace === wanted.namespace && n.id.name === wanted.name)
    if (match.length === 0) throw new GuardError('IPG_ERR_NO_CLONESET', `${file}: no CloneSet ${identityText(wanted)}; it holds ${listing()}`)
    if (match.length > 1) throw new GuardError('IPG_ERR_AMBIGUOUS_CLONESET', `${file}: CloneSet ${identityText(wanted)} is defined ${match.length} times (${match.map((m) => documentLabel(m.doc)).join(', ')})`)
    return match[0]!.doc
  }
  if (named.length > 1) {
    throw new GuardError('IPG_ERR_AMBIGUOUS_CLONESET', `${file}: holds ${named.length} CloneSets: ${listing()}; pick one with --name NAMESPACE/NAME`)
  }
  return named[0]!.doc
}

function kindOf(value: unknown): string {
  if (!isJsonObject(value)) return 'not an object'
  return typeof value.kind === 'string' ? value.kind : 'an object without kind'
}
