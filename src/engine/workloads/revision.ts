import { GuardError } from '../../errors.js'
import type { FeatureGates } from '../kruise/gates.js'
import { goMarshal } from '../kruise/goMarshal.js'
import type { KruiseRelease } from '../kruise/releases.js'
import { templateLayout } from '../kruise/podLayout.js'
import { computeTemplateHash } from '../kruise/templateHash.js'
import { defaultedTemplate } from '../kruise/templateDefaults.js'
import { fnv32 } from '../kube/fnv.js'
import { goJson, safeEncodeString } from '../kube/goEncoding.js'
import type { JsonObject } from '../kube/json.js'
import { isJsonObject } from '../kube/json.js'
import { LABEL_REVISION, type Pod } from '../kube/pod.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { volumeClaimTemplatesHash } from './volumeClaims.js'
import type { RevisionNaming, WorkloadView } from './workloadView.js'

/**
 * ControllerRevisions of a CloneSet (spec §2.1): the data is the defaulted pod template only, the name is
 * `<cloneset>-<hash>` with hash = SafeEncodeString(decimal FNV-32 of the data bytes followed by collisionCount).
 */
export interface ControllerRevision {
  apiVersion: 'apps/v1'
  kind: 'ControllerRevision'
  metadata: {
    name: string
    namespace?: string
    uid?: string
    resourceVersion?: string
    labels?: Record<string, string>
    annotations?: Record<string, string>
    ownerReferences?: { apiVersion: string; kind: string; name: string; uid: string; controller?: boolean; blockOwnerDeletion?: boolean }[]
    [key: string]: unknown
  }
  data: { spec: { template: JsonObject } }
  revision: number
}

export const LABEL_CONTROLLER_HASH = 'controller.kubernetes.io/hash'
export const ANNOTATION_VCT_HASH = 'kruise.io/cloneset-volumeclaimtemplate-hash'

/** CloneSet's revisions: `<name>-<hash>`, matched by short hash, the label short with CloneSetShortHash (`GetRevision`). */
export const CLONESET_REVISIONS: RevisionNaming = {
  podLabel: LABEL_REVISION, shortHashMatches: true, shortLabelGate: 'CloneSetShortHash', claimTemplateHashAnnotation: ANNOTATION_VCT_HASH,
  hashOf: 'revision-data',
}

/**
 * Advanced StatefulSet's revisions (`newRevision` in stateful_set_utils.go): `<name>-<hash>` as CloneSet's, labelled
 * from the template; `inPlaceUpdatePod` finds a Pod's old revision by the full name in its label, and the default
 * revision adapter writes the full name back.
 */
export const STATEFULSET_REVISIONS: RevisionNaming = { podLabel: LABEL_REVISION, shortHashMatches: false, hashOf: 'revision-data' }

/**
 * Advanced DaemonSet's revisions (`snapshot` in daemonset_history.go): `<name>-<hash>`, the hash Kubernetes'
 * `ComputeHash` of the template's Go struct and collisionCount, so it differs between Kruise releases built on different
 * k8s.io/api versions. Revision and Pods carry the bare hash in controller-revision-hash; `canPodInPlaceUpdate` finds a
 * Pod's old revision with `EqualToRevisionHash`, which also matches short hashes.
 */
export const DAEMONSET_REVISIONS: RevisionNaming = { podLabel: LABEL_REVISION, shortHashMatches: true, labelIsHash: true, hashOf: 'go-template-struct' }

/**
 * The name of the revision the Advanced DaemonSet controller keeps for the DaemonSet's template (`snapshot`):
 * `<name>-<hash>`, the hash Kubernetes' ComputeHash of the template as stored, in the release's Go types, and of
 * `status.collisionCount` when it is written. Its Pods carry the hash alone.
 */
export function daemonSetRevisionName(view: Pick<WorkloadView, 'name' | 'raw'> & { storedFromGo: boolean }, release?: KruiseRelease): { name: string; hash: string } {
  const status = isJsonObject(view.raw.status) ? view.raw.status : {}
  const collisionCount = Number.isInteger(status.collisionCount) ? (status.collisionCount as number) : undefined
  return daemonSetRevisionNameAt(view, collisionCount, release)
}

function daemonSetRevisionNameAt(
  view: Pick<WorkloadView, 'name' | 'raw'> & { storedFromGo: boolean }, collisionCount: number | undefined, release: KruiseRelease | undefined,
): { name: string; hash: string } {
  // The template as written, not as decoded: the decode stores quantities canonically, and ParseQuantity keeps the
  // spelling it was given when that is canonical. The print reads only the fields the Go types have.
  const hash = computeTemplateHash(writtenTemplate(view), collisionCount, release, { marshaled: view.storedFromGo })
  return { name: `${view.name}-${hash}`, hash }
}

function writtenTemplate(view: Pick<WorkloadView, 'raw'>): PodTemplate {
  const spec = isJsonObject(view.raw.spec) ? view.raw.spec : {}
  return spec.template as PodTemplate
}

/**
 * An Advanced DaemonSet revision's data (`getPatch` in daemonset_history.go): the template as Go's encoding/json
 * writes the release's PodTemplateSpec, with `"$patch":"replace"`; Kruise re-encodes it through a map, so keys are
 * sorted (goJson does the same).
 */
export function daemonSetRevisionData(view: Pick<WorkloadView, 'raw'>, release?: KruiseRelease): { spec: { template: JsonObject } } {
  const layout = templateLayout(release)
  const template = JSON.parse(goMarshal(layout.root, writtenTemplate(view), layout, 'spec.template')) as JsonObject
  return { spec: { template: { ...template, $patch: 'replace' } } }
}

/**
 * The revision's data: `{"spec":{"template":{"$patch":"replace",...defaulted template}}}`. The controller encodes the
 * workload's Go struct, whose template metadata always has `creationTimestamp` (a struct, so `omitempty` keeps it:
 * `null` when unset).
 */
export function revisionData(template: PodTemplate, gates: FeatureGates): { spec: { template: JsonObject } } {
  const defaulted = defaultedTemplate(template, gates)
  const metadata = { ...defaulted.metadata, creationTimestamp: defaulted.metadata?.creationTimestamp ?? null }
  return { spec: { template: { $patch: 'replace', ...defaulted, metadata } } }
}

export function revisionHash(data: unknown, collisionCount: number): string {
  const bytes = Buffer.from(goJson(data) + String(collisionCount), 'utf8')
  return safeEncodeString(String(fnv32(bytes)))
}

/** Text after the last `-` (spec §5.1). */
export function shortHash(revision: string): string {
  const i = revision.lastIndexOf('-')
  return i < 0 ? revision : revision.slice(i + 1)
}

/** `shortHash(revision) === short`, read in place: a plan asks it of every Pod, and a substring per Pod is garbage. */
export function hasShortHash(revision: string, short: string): boolean {
  const start = revision.lastIndexOf('-') + 1
  return revision.length - start === short.length && revision.startsWith(short, start)
}

/** "At revision R" (spec §5.1): the label equals R, or (where the workload matches short hashes) the short hashes are equal. */
export function isAtRevision(pod: Pod, revision: string, naming: RevisionNaming = CLONESET_REVISIONS): boolean {
  return labelIsAtRevision(pod.metadata.labels?.[naming.podLabel], revision, naming)
}

export function labelIsAtRevision(label: string | undefined, revision: string, naming: Pick<RevisionNaming, 'shortHashMatches'>): boolean {
  if (label === undefined) return false
  return label === revision || (naming.shortHashMatches && hasShortHash(label, shortHash(revision)))
}

/** The value written into the revision label (`GetRevision`): the full name, or the short hash under the naming's gate. */
export function revisionLabelValue(revision: string, gates: Pick<FeatureGates, 'CloneSetShortHash'>, naming: RevisionNaming = CLONESET_REVISIONS): string {
  return naming.labelIsHash === true || (naming.shortLabelGate !== undefined && gates[naming.shortLabelGate]) ? shortHash(revision) : revision
}

/** The stored revision a Pod's label names: the same name, else (where the workload matches them) the same short hash. */
export function revisionNamed(
  label: string, revisions: readonly ControllerRevision[], naming: Pick<RevisionNaming, 'shortHashMatches'> = CLONESET_REVISIONS,
): ControllerRevision | undefined {
  const exact = revisions.find((r) => r.metadata.name === label)
  if (exact !== undefined || !naming.shortHashMatches) return exact
  const short = shortHash(label)
  return revisions.find((r) => hasShortHash(r.metadata.name, short))
}

/** The claim-template hash the controller compares, as the revision stored it; undefined where the workload keeps none. */
export function claimTemplateHashOf(view: Pick<WorkloadView, 'revisions'>, revision: Pick<ControllerRevision, 'metadata'>): string | undefined {
  const annotation = view.revisions.claimTemplateHashAnnotation
  return annotation === undefined ? undefined : revision.metadata.annotations?.[annotation]
}

/** The pod template stored in a revision, without the `$patch` directive. */
export function templateOfRevision(revision: Pick<ControllerRevision, 'data'>): PodTemplate {
  const template = revision.data?.spec?.template
  if (!isJsonObject(template)) return { spec: {} }
  const { $patch: _patch, ...rest } = template
  return rest as PodTemplate
}

export interface RevisionResolution {
  /** The update revision's name. */
  name: string
  /** Set when no stored revision has this data: the object to create. */
  create?: ControllerRevision
  collisionCount: number
}

/**
 * Finds or builds the update revision for the workload's current template, the way the controller does:
 * reuse a stored revision with equal data, otherwise create `<name>-<hash>`, bumping collisionCount while
 * the name is taken by a revision with different data.
 */
export function resolveUpdateRevision(
  view: WorkloadView, existing: readonly ControllerRevision[], collisionCount: number, gates: FeatureGates, release?: KruiseRelease,
): RevisionResolution {
  if (view.revisions.hashOf === 'go-template-struct') return resolveDaemonSetRevision(view, existing, collisionCount, release)
  const data = revisionData(view.template, gates)
  const bytes = goJson(data)
  const equal = existing.filter((r) => goJson(r.data) === bytes).sort((a, b) => b.revision - a.revision)[0]
  if (equal) return { name: equal.metadata.name, collisionCount }
  let count = collisionCount
  for (;;) {
    const name = `${view.name}-${revisionHash(data, count)}`
    if (!existing.some((r) => r.metadata.name === name)) {
      const next = existing.reduce((max, r) => Math.max(max, r.revision), 0) + 1
      return { name, collisionCount: count, create: buildRevision(view, name, data, next) }
    }
    count++
  }
}

/**
 * The Advanced DaemonSet controller's `constructHistory` and `snapshot`: the stored revision whose data is the
 * template's (the highest-numbered one), else a new `<name>-<ComputeHash>`; when that name is taken by other data the
 * controller bumps `status.collisionCount` (an unset one becomes 1) and names it again. The revision and its Pods carry
 * the hash in controller-revision-hash. Without `status.collisionCount` written (and `collisionCount` 0) the hash has no count.
 */
function resolveDaemonSetRevision(
  view: WorkloadView, existing: readonly ControllerRevision[], collisionCount: number, release: KruiseRelease | undefined,
): RevisionResolution {
  if (!('storedFromGo' in view) || typeof view.storedFromGo !== 'boolean') {
    throw new GuardError('IPG_ERR_KIND_NOT_PLANNED', `the revisions of a ${view.kind} (${view.namespace}/${view.name}) are not named by its template's Go struct`)
  }
  const named = view as WorkloadView & { storedFromGo: boolean }
  const data = daemonSetRevisionData(view, release)
  const bytes = goJson(data)
  const equal = existing.filter((r) => goJson(r.data) === bytes).sort((a, b) => b.revision - a.revision)[0]
  if (equal) return { name: equal.metadata.name, collisionCount }
  const status = isJsonObject(view.raw.status) ? view.raw.status : {}
  let count: number | undefined = Number.isInteger(status.collisionCount) || collisionCount !== 0 ? collisionCount : undefined
  for (;;) {
    const { name, hash } = daemonSetRevisionNameAt(named, count, release)
    if (!existing.some((r) => r.metadata.name === name)) {
      const next = existing.reduce((max, r) => Math.max(max, r.revision), 0) + 1
      return { name, collisionCount: count ?? 0, create: buildRevision(view, name, data, next, { [LABEL_REVISION]: hash }) }
    }
    count = (count ?? 0) + 1
  }
}

function buildRevision(
  view: WorkloadView, name: string, data: { spec: { template: JsonObject } }, revision: number, hashLabel: Record<string, string> = { [LABEL_CONTROLLER_HASH]: shortHash(name) },
): ControllerRevision {
  // history.NewControllerRevision labels a revision with the template's labels (Kruise passes spec.template.labels).
  const templateLabels = view.template.metadata?.labels ?? {}
  const claimHash = view.revisions.claimTemplateHashAnnotation
  return {
    apiVersion: 'apps/v1',
    kind: 'ControllerRevision',
    metadata: {
      name,
      namespace: view.namespace,
      labels: { ...templateLabels, ...hashLabel },
      annotations: claimHash ? { ...view.annotations, [claimHash]: volumeClaimTemplatesHash(view.volumeClaimTemplates) } : { ...view.annotations },
      ...(view.uid ? { ownerReferences: [{ apiVersion: view.apiVersion, kind: view.kind, name: view.name, uid: view.uid, controller: true, blockOwnerDeletion: true }] } : {}),
    },
    data,
    revision,
  }
}
