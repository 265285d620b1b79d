import { isJsonObject } from '../engine/kube/json.js'
import { checkedKindOf as workloadKindOf } from './checkedKind.js'
import { isGuardError } from '../errors.js'
import { type ManifestDocument, documentLabel } from './manifests.js'
import { type ManifestSet, objectWords } from './manifestSet.js'
import { type NameFilter, filterText, nameMatches } from './nameOption.js'
import { type WorkloadIdentity, identityKey, identityOf, identityWords } from './workloadIdentity.js'

/** A guarded workload found in a set of manifests, with its identity and the key it is matched by (kind/namespace/name). */
export interface Located {
  doc: ManifestDocument
  id: WorkloadIdentity
  key: string
}

export interface GuardedOptions {
  /** The namespace of a manifest that names none. */
  namespace: string
  /** --name: only the workloads it fits are checked; the others are passed over. */
  wanted?: NameFilter
  /** A workload without a name: skipped (diff) or an input error (check). */
  nameless: 'skip' | 'error'
}

/**
 * The guarded workloads of a set (the apps.kruise.io kinds the engine reads), in order. Other objects are passed over
 * (listed, never an error), Kubernetes' own apps/v1 StatefulSets and DaemonSets among them; a workload without
 * spec.template or spec.selector is a fragment (a patch kustomize completes, a snippet) and is skipped: every one the
 * apiserver stores has both.
 */
export function guardedWorkloads(set: ManifestSet, options: GuardedOptions): Located[] {
  const out: Located[] = []
  for (const doc of set.objects) {
    if (workloadKindOf(doc.value) === undefined) {
      set.passedOver.push({ file: doc.file, document: documentLabel(doc), line: doc.line, ...objectWords(doc), reason: 'not a kind the guard checks' })
      continue
    }
    let id: WorkloadIdentity
    try {
      id = identityOf(doc, options.namespace)
      if (options.wanted && !nameMatches(options.wanted, id)) {
        set.passedOver.push({ file: doc.file, document: documentLabel(doc), line: doc.line, kind: id.kind, name: `${id.namespace}/${id.name}`, reason: `not the workload --name ${filterText(options.wanted)} asks for` })
        continue
      }
    } catch (err) {
      if (!isGuardError(err)) throw err
      if (options.nameless === 'error') set.errors.push({ file: doc.file, code: err.code, message: err.message })
      else set.skipped.push({ file: doc.file, reason: `${err.message.slice(doc.file.length + 2)} [${err.code}]`, code: err.code })
      continue
    }
    const missing = fragmentFields(doc.value, id.kind)
    if (missing.length > 0) {
      set.skipped.push({ file: doc.file, reason: `${documentLabel(doc)} (line ${doc.line}): ${identityWords(id)} has no ${missing.join(' and ')}: a fragment (a Kustomize patch or an unrendered part), checked where it is complete` })
      continue
    }
    out.push({ doc, id, key: identityKey(id) })
  }
  return out
}

function fragmentFields(value: unknown, kind: WorkloadIdentity['kind']): string[] {
  const spec = isJsonObject(value) && isJsonObject(value.spec) ? value.spec : {}
  if (kind === 'SidecarSet') return Array.isArray(spec.containers) ? [] : ['spec.containers']
  return ['template', 'selector'].filter((field) => !isJsonObject(spec[field])).map((field) => `spec.${field}`)
}
