/**
 * What a SidecarSet update does to the Pods it was injected into (Kruise's SidecarSet controller: sidecarcontrol's
 * IsSidecarSetUpgradable and UpgradeSidecarContainer, the processor's NotUpdate and paused checks). Kruise never
 * re-injects a running Pod: it swaps sidecar images in place, and only while the Pod's
 * `kruise.io/sidecarset-hash-without-image` equals the SidecarSet's. Any other change to a sidecar container (env,
 * args, resources, probes, the pull policy an image tag implies, a container added, removed or moved) leaves every
 * running Pod behind for good, with Pod condition SidecarSetUpgradable=False (UpdateImmutableField) and a
 * NotUpgradablePods Event on the SidecarSet; only Pods created afterwards get the new sidecar.
 */
import { goFieldTexts } from '../kruise/goMarshal.js'
import { SIDECAR_CONTAINER, sidecarContainerLayout } from '../kruise/sidecarContainerLayout.js'
import type { SidecarContainerView, SidecarSetView } from '../workloads/sidecarSet.js'

/** What the controller does to a running Pod injected by the old SidecarSet. */
export type SidecarSetOutcome = 'unchanged' | 'in-place' | 'not-upgradable' | 'not-updated' | 'paused'

export interface SidecarImageChange {
  container: string
  path: string
  /** The new image's field in the new SidecarSet (RFC 6901). */
  pointer: string
  before: string
  after: string
  hotUpgrade: boolean
  /** The Pod containers that start the new image: the container itself, or for a hot upgrade the idle one of `<name>-1`/`<name>-2`. */
  restarted: string[]
}

/** A sidecar container whose change blocks the in-place upgrade, and each field that changed besides the image. */
export interface SidecarBlockingChange {
  container: string
  path: string
  /** In the new SidecarSet (RFC 6901): the first field that changed, the container itself, or for one removed its list. */
  pointer: string
  /** `env`, `resources`, …; `(added)`, `(removed)` or `(order)` for the list itself. */
  fields: string[]
}

export interface SidecarSetCondition {
  type: 'SidecarSetUpgradable'
  status: 'False'
  reason: 'UpdateImmutableField'
}

export interface SidecarSetUpdatePrediction {
  kind: 'SidecarSet'
  name: string
  outcome: SidecarSetOutcome
  /** True when only images changed (the hashes without image are equal). */
  upgradable: boolean
  hashes: { old: SidecarSetView['hashes']; new: SidecarSetView['hashes'] }
  imageChanges: SidecarImageChange[]
  blocking: SidecarBlockingChange[]
  /** The condition the controller sets on each running Pod it cannot upgrade (RollingUpdate, not paused). */
  condition: SidecarSetCondition | undefined
  /** One sentence per consequence, naming the SidecarSet and its fields, and what to do. */
  messages: string[]
}

export const NOT_UPGRADABLE_CONDITION: SidecarSetCondition = { type: 'SidecarSetUpgradable', status: 'False', reason: 'UpdateImmutableField' }

/** The prediction for Pods injected by `previous` once the SidecarSet is `next` (both read at the same release). */
export function predictSidecarSetUpdate(previous: SidecarSetView, next: SidecarSetView): SidecarSetUpdatePrediction {
  const upgradable = previous.hashes.withoutImage === next.hashes.withoutImage
  const blocking = upgradable ? [] : blockingChanges(previous, next)
  const imageChanges = imageChangesOf(previous, next)
  const outcome = outcomeOf(previous, next, upgradable)
  const prediction: SidecarSetUpdatePrediction = {
    kind: 'SidecarSet', name: next.name, outcome, upgradable,
    hashes: { old: previous.hashes, new: next.hashes },
    imageChanges, blocking,
    condition: outcome === 'not-upgradable' ? NOT_UPGRADABLE_CONDITION : undefined,
    messages: [],
  }
  prediction.messages = messagesOf(prediction, next)
  return prediction
}

function outcomeOf(previous: SidecarSetView, next: SidecarSetView, upgradable: boolean): SidecarSetOutcome {
  if (previous.hashes.hash === next.hashes.hash) return 'unchanged'
  if (next.updateStrategy.type === 'NotUpdate') return 'not-updated'
  if (next.updateStrategy.paused) return 'paused'
  return upgradable ? 'in-place' : 'not-upgradable'
}

function imageChangesOf(previous: SidecarSetView, next: SidecarSetView): SidecarImageChange[] {
  const before = new Map(previous.containers.map((c) => [c.name, c]))
  const changes: SidecarImageChange[] = []
  // Only spec.containers are upgraded in place; native sidecar init containers never are.
  for (const c of next.containers) {
    const old = before.get(c.name)
    if (old === undefined || old.image === c.image) continue
    const hotUpgrade = c.upgradeType === 'HotUpgrade'
    changes.push({
      container: c.name, path: `${c.path}.image`, pointer: `${c.pointer}/image`, before: old.image, after: c.image, hotUpgrade,
      restarted: hotUpgrade ? [`${c.name}-1`, `${c.name}-2`] : [c.name],
    })
  }
  return changes
}

function blockingChanges(previous: SidecarSetView, next: SidecarSetView): SidecarBlockingChange[] {
  const changes = listChanges(previous.containers, next.containers, next)
  const hashesInit = (v: SidecarSetView) => v.initContainers.some((c) => c.nativeSidecar)
  if (hashesInit(previous) || hashesInit(next)) {
    changes.push(...listChanges(hashesInit(previous) ? previous.initContainers : [], hashesInit(next) ? next.initContainers : [], next))
  }
  return changes
}

function listChanges(before: SidecarContainerView[], after: SidecarContainerView[], next: SidecarSetView): SidecarBlockingChange[] {
  const layout = sidecarContainerLayout(next.release)
  const old = new Map(before.map((c, i) => [c.name, { c, i }]))
  const changes: SidecarBlockingChange[] = []
  after.forEach((c, i) => {
    const was = old.get(c.name)
    if (was === undefined) return void changes.push({ container: c.name, path: c.path, pointer: c.pointer, fields: ['(added)'] })
    old.delete(c.name)
    const fields = changedFields(was.c, c, layout)
    if (was.i !== i) fields.push('(order)')
    if (fields.length > 0) changes.push({ container: c.name, path: c.path, pointer: firstFieldPointer(c.pointer, fields), fields })
  })
  for (const { c } of old.values()) changes.push({ container: c.name, path: c.path, pointer: c.pointer.slice(0, c.pointer.lastIndexOf('/')), fields: ['(removed)'] })
  return changes
}

/** `fields` are the container's JSON field names, as they are written; `(order)` is about the container itself. */
function firstFieldPointer(container: string, fields: string[]): string {
  return fields[0] === '(order)' ? container : `${container}/${fields[0]}`
}

function changedFields(a: SidecarContainerView, b: SidecarContainerView, layout: ReturnType<typeof sidecarContainerLayout>): string[] {
  const before = goFieldTexts(SIDECAR_CONTAINER, { ...a.defaulted, image: '' }, layout, a.path)
  const after = goFieldTexts(SIDECAR_CONTAINER, { ...b.defaulted, image: '' }, layout, b.path)
  const fields: string[] = []
  for (const key of new Set([...before.keys(), ...after.keys()])) if (before.get(key) !== after.get(key)) fields.push(key)
  return fields
}

function messagesOf(p: SidecarSetUpdatePrediction, next: SidecarSetView): string[] {
  const who = `SidecarSet "${p.name}"`
  const images = p.imageChanges.map((c) => `sidecar container "${c.container}" (${c.path})`).join(', ')
  switch (p.outcome) {
    case 'unchanged':
      return [`${who}: no sidecar container changed; running Pods are not touched.`]
    case 'not-updated':
      return [`${who}: spec.updateStrategy.type is NotUpdate: running Pods keep their sidecars; only Pods created from now on get the new ones.`, ...blockedNote(p, who)]
    case 'paused':
      return [`${who}: spec.updateStrategy.paused is true: running Pods are not upgraded until it is unpaused; Pods created from now on get the new sidecars.`, ...blockedNote(p, who)]
    case 'in-place':
      return [`${who}: running Pods get the new image of ${images} in place, a restart of that container and no Pod recreation${partitionNote(next)}; Pods created from now on get it at creation.`]
    case 'not-upgradable':
      return [`${who}: ${blockingClause(p.blocking)}, not only images: Kruise never upgrades running Pods for this; it marks them SidecarSetUpgradable=False (UpdateImmutableField) and only Pods created from now on get the new sidecar. To upgrade running Pods, change only images, or recreate the Pods.`]
  }
}

function blockedNote(p: SidecarSetUpdatePrediction, who: string): string[] {
  if (p.upgradable) return []
  return [`${who}: ${blockingClause(p.blocking)}, not only images: even once updates resume, running Pods will never be upgraded in place; change only images, or recreate the Pods.`]
}

function partitionNote(next: SidecarSetView): string {
  const s = next.updateStrategy
  const parts: string[] = []
  if (s.selector !== undefined) parts.push('only Pods matching spec.updateStrategy.selector')
  if (s.partitionSet) parts.push(`spec.updateStrategy.partition ${s.partition} keeps that many back`)
  return parts.length === 0 ? `, up to spec.updateStrategy.maxUnavailable (${s.maxUnavailable}) at a time` : ` (${parts.join('; ')})`
}

const LIST_CHANGE: Readonly<Record<string, string>> = { '(added)': 'added', '(removed)': 'removed', '(order)': 'moved' }

/** What changed besides images, as a clause: `spec.containers[proxy].env changed, spec.containers[log] removed`. */
export function blockingClause(blocking: SidecarBlockingChange[]): string {
  if (blocking.length === 0) return 'a sidecar container changed'
  const changed: string[] = []
  const listed: string[] = []
  for (const b of blocking) {
    for (const field of b.fields) {
      const verb = LIST_CHANGE[field]
      if (verb === undefined) changed.push(`${b.path}.${field}`)
      else listed.push(`${b.path} ${verb}`)
    }
  }
  return [...(changed.length > 0 ? [`${changed.join(', ')} changed`] : []), ...listed].join(', ')
}

export function describeBlocking(blocking: SidecarBlockingChange[]): string {
  if (blocking.length === 0) return 'a sidecar container'
  return blocking.map((b) => {
    const list = b.fields.map((f) => (f.startsWith('(') ? `${b.path} ${f.slice(1, -1)}` : `${b.path}.${f}`))
    return list.join(', ')
  }).join(', ')
}
