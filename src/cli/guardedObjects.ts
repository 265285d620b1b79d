import { isCloneSetKind } from '../engine/workloads/cloneSet.js'
import { isJsonObject } from '../engine/kube/json.js'
import { isGuardError } from '../errors.js'
import { type CloneSetIdentity, identityOf, identityText } from './cloneSetSelection.js'
import { type ManifestDocument, documentLabel } from './manifests.js'
import { type ManifestSet, objectWords } from './manifestSet.js'

/** A CloneSet found in a set of manifests, with its `namespace/name`. */
export interface Located {
  doc: ManifestDocument
  key: string
}

export interface GuardedOptions {
  /** The namespace of a manifest that names none. */
  namespace: string
  /** --name: only this CloneSet is checked; the others are passed over. */
  wanted?: CloneSetIdentity
  /** A CloneSet without a name: skipped (diff) or an input error (check). */
  nameless: 'skip' | 'error'
}

/**
 * The CloneSets of a set, in order. Other kinds are passed over (listed, never an error); a CloneSet without
 * spec.template or spec.selector is a fragment (a patch kustomize completes, a snippet) and is skipped: every
 * CloneSet the apiserver stores has both.
 */
export function guardedCloneSets(set: ManifestSet, options: GuardedOptions): Located[] {
  const out: Located[] = []
  for (const doc of set.objects) {
    if (!isCloneSetKind(doc.value)) {
      set.passedOver.push({ file: doc.file, document: documentLabel(doc), line: doc.line, ...objectWords(doc), reason: 'not a kind the guard checks' })
      continue
    }
    let key: string
    try {
      const id = identityOf(doc, options.namespace)
      if (options.wanted && (id.namespace !== options.wanted.namespace || id.name !== options.wanted.name)) {
        set.passedOver.push({ file: doc.file, document: documentLabel(doc), line: doc.line, kind: 'CloneSet', name: identityText(id), reason: `not the CloneSet --name ${identityText(options.wanted)} asks for` })
        continue
      }
      key = identityText(id)
    } catch (err) {
      if (!isGuardError(err)) throw err
      if (options.nameless === 'error') set.errors.push({ file: doc.file, code: err.code, message: err.message })
      else set.skipped.push({ file: doc.file, reason: `${err.message.slice(doc.file.length + 2)} [${err.code}]`, code: err.code })
      continue
    }
    const missing = fragmentFields(doc.value)
    if (missing.length > 0) {
      set.skipped.push({ file: doc.file, reason: `${documentLabel(doc)} (line ${doc.line}): CloneSet ${key} has no ${missing.join(' and ')}: a fragment (a Kustomize patch or an unrendered part), checked where it is complete` })
      continue
    }
    out.push({ doc, key })
  }
  return out
}

function fragmentFields(value: unknown): string[] {
  const spec = isJsonObject(value) && isJsonObject(value.spec) ? value.spec : {}
  return ['template', 'selector'].filter((field) => !isJsonObject(spec[field])).map((field) => `spec.${field}`)
}
