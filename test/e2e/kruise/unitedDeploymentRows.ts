import { setTimeout as sleep } from 'node:timers/promises'
import type { Test } from 'tap'
import { predictUnitedDeploymentCreate, predictUnitedDeploymentUpdate } from '../../../src/engine/inplace/unitedDeploymentPrediction.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { unitedDeploymentChildren } from '../../../src/engine/rollout/unitedDeploymentChildren.js'
import { readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { LABEL_UD_REVISION as REVISION_LABEL } from '../../../src/engine/workloads/unitedDeploymentChild.js'
import { VALIDATING_CONFIGURATION, startKruiseManager } from '../harness/kruiseManager.js'
import { type KubeletStandIn, startKubeletStandIn } from '../harness/kubeletStandIn.js'
import { describeFailure, podPath } from '../harness/kubeApi.js'
import { type World, isReady, until } from './world.js'
import { admissionRefusal, apply, dryRunApply, namespaceEvents } from './workloadScene.js'

/**
 * UnitedDeployment rows of the referee: a UnitedDeployment with two subsets writes one CloneSet per subset
 * (kruise-manager's UnitedDeployment controller), whose CloneSet controller runs the Pods. The row changes the UD's
 * template and records what happened to each subset's Pods (same UIDs: in place; new UIDs: recreated); the guard's
 * answer for the same UD pair, subset by subset, must be what kruise-manager did.
 */

type Json = Record<string, any>

const IMAGE_1 = 'registry.example/shop/cart:1.0.0'
const IMAGE_2 = 'registry.example/shop/cart:1.1.0'
const SUBSETS = ['zone-a', 'zone-b']
const SUBSET_LABEL = 'apps.kruise.io/subset-name'
const ZONE_LABEL = 'kig-e2e/zone'

export type UnitedDeploymentOutcome = 'in-place' | 'recreate'

export interface UnitedDeploymentRow {
  name: string
  /** The child CloneSets' update type. */
  childUpdateType: 'InPlaceIfPossible' | 'ReCreate' | 'InPlaceOnly'
  next: (ud: Json) => void
  expect: UnitedDeploymentOutcome
}

const cloneSetTemplate = (ud: Json): Json => ud.spec.template.cloneSetTemplate

export const UNITEDDEPLOYMENT_ROWS: UnitedDeploymentRow[] = [
  {
    name: 'ud-cloneset-in-place',
    childUpdateType: 'InPlaceIfPossible',
    next: (ud) => { cloneSetTemplate(ud).spec.template.spec.containers[0].image = IMAGE_2 },
    expect: 'in-place',
  },
  {
    name: 'ud-cloneset-recreate',
    childUpdateType: 'ReCreate',
    next: (ud) => { cloneSetTemplate(ud).spec.template.spec.containers[0].image = IMAGE_2 },
    expect: 'recreate',
  },
]

export function unitedDeployment(name: string, ns: string, row: UnitedDeploymentRow): Json {
  return {
    apiVersion: 'apps.kruise.io/v1alpha1',
    kind: 'UnitedDeployment',
    metadata: { name, namespace: ns },
    spec: {
      replicas: 4,
      selector: { matchLabels: { app: name } },
      template: {
        cloneSetTemplate: {
          metadata: { labels: { app: name } },
          spec: {
            selector: { matchLabels: { app: name } },
            updateStrategy: { type: row.childUpdateType, maxUnavailable: 1 },
            template: {
              metadata: { labels: { app: name } },
              spec: { containers: [{ name: 'cart', image: IMAGE_1, env: [{ name: 'LOG_LEVEL', value: 'info' }] }] },
            },
          },
        },
      },
      topology: {
        subsets: SUBSETS.map((subset) => ({
          name: subset,
          nodeSelectorTerm: { matchExpressions: [{ key: ZONE_LABEL, operator: 'In', values: [subset] }] },
          replicas: 2,
        })),
      },
    },
  }
}

class UnitedDeploymentScene {
  readonly kubelet: KubeletStandIn
  constructor(readonly world: World, readonly ns: string, readonly name: string) {
    this.kubelet = startKubeletStandIn(world.api, ns, { readyDelayMs: 300 })
  }

  async pods(): Promise<Json[]> {
    const res = await this.world.api.get(`${podPath(this.ns)}?labelSelector=app%3D${this.name}`)
    return ((res.body?.items ?? []) as Json[]).filter((p) => !p.metadata.deletionTimestamp)
  }

  async unitedDeployment(): Promise<Json> {
    const res = await this.world.api.get(`/apis/apps.kruise.io/v1alpha1/namespaces/${this.ns}/uniteddeployments/${this.name}`)
    if (res.status !== 200) throw new Error(`get UnitedDeployment ${this.ns}/${this.name}: ${describeFailure(res)}`)
    return res.body
  }

  async cloneSets(): Promise<Json[]> {
    const res = await this.world.api.get(`/apis/apps.kruise.io/v1alpha1/namespaces/${this.ns}/clonesets`)
    return (res.body?.items ?? []) as Json[]
  }

  /** Waits until zone-a's and zone-b's CloneSets have rolled out `image` to their 2 Pods each, all Ready (and `empty` subsets' CloneSets exist without Pods). */
  async rolledOut(image: string, empty: string[] = []): Promise<Json[]> {
    return until(`both subsets at ${image}`, async () => {
      const pods = await this.pods()
      const cloneSets = await this.cloneSets()
      const done = cloneSets.length === SUBSETS.length + empty.length && cloneSets.every((c) => c.status?.observedGeneration === c.metadata.generation &&
        (empty.includes(c.metadata.labels?.[SUBSET_LABEL]) ? c.status.replicas === 0 : c.status.updatedReadyReplicas === 2 && c.status.replicas === 2)) &&
        pods.length === 4 && pods.every((p) => isReady(p) && p.spec.containers[0].image === image)
      return done ? pods : undefined
    }, this.describe, 120_000)
  }

  events(): Promise<Json[]> {
    return namespaceEvents(this.world, this.ns)
  }

  describe = async (): Promise<string> => {
    const ud = await this.unitedDeployment().catch((e: Error) => ({ error: e.message }))
    return [
      `UnitedDeployment status: ${JSON.stringify((ud as Json).status ?? ud)}`,
      `events: ${(await this.events()).map((e) => `${e.reason}: ${e.message}`).slice(-5).join(' | ')}`,
      ...(await this.cloneSets()).map((c) => `  CloneSet ${c.metadata.name} subset=${c.metadata.labels?.[SUBSET_LABEL]} status=${JSON.stringify(c.status)}`),
      ...(await this.pods()).map((p) => `  ${p.metadata.name} uid=${p.metadata.uid} ready=${isReady(p)} image=${p.spec.containers[0].image}`),
      `kubelet stand-in errors: ${this.kubelet.errors.slice(-5).join(' | ') || 'none'}`,
      `kruise-manager errors: ${this.world.manager.logLines(/^E/).filter((l) => l.includes(this.ns)).slice(-5).join('\n') || 'none'}`,
    ].join('\n')
  }

  /**
   * The cluster view (diagnose, observe mode) of the UnitedDeployment as Kruise settles it: every subset's CloneSet
   * found and written at the updated revision, its 2 Pods there. Waits for the UD's status to catch up with its children.
   */
  async settledChildren(): Promise<ReturnType<typeof unitedDeploymentChildren>> {
    return until('the cluster view: every subset\'s child at the updated revision', async () => {
      const ud = await this.unitedDeployment()
      const view = unitedDeploymentChildren(readUnitedDeployment(ud), ud, await this.cloneSets(), (await this.pods()) as Pod[])
      return view.subsets.every((s) => s.name !== undefined && s.atUpdatedRevision && s.pods === 2 && s.updatedPods === 2) && view.extra.length === 0 ? view : undefined
    }, this.describe, 60_000)
  }

  stop(): Promise<void> {
    return this.kubelet.stop()
  }
}

export interface UnitedDeploymentSettings {
  guardOff: Record<string, string>
}

/** A namespace the guard leaves alone, and a kubelet stand-in running its Pods. */
async function openScene(t: Test, world: World, namespace: string, settings: UnitedDeploymentSettings): Promise<{ ns: string; scene: UnitedDeploymentScene }> {
  const ns = namespace.slice(0, 50)
  await world.cp.kubectl(['create', 'namespace', ns])
  await world.cp.kubectl(['label', 'namespace', ns, ...Object.entries(settings.guardOff).map(([k, v]) => `${k}=${v}`)])
  const scene = new UnitedDeploymentScene(world, ns, 'cart')
  t.teardown(() => scene.stop())
  return { ns, scene }
}

/**
 * Kruise's UnitedDeployment webhook runs Kubernetes' whole Pod validation on a Deployment child's template (not on a
 * CloneSet child's, which its CloneSet webhook checks when the child is written): a port name of 16 characters. An
 * Advanced StatefulSet child's template is checked by neither webhook: the UnitedDeployment and its children are
 * admitted, and the API server refuses each Pod kruise-manager creates.
 */
async function childPodValidation(t: Test, world: World, ns: string, row: UnitedDeploymentRow): Promise<void> {
  const ud = unitedDeployment('ported', ns, row)
  const { metadata, spec } = ud.spec.template.cloneSetTemplate
  spec.template.spec.containers[0].ports = [{ name: 'http-metrics-012', containerPort: 8080 }]
  ud.spec.template = { deploymentTemplate: { metadata, spec: { selector: spec.selector, template: spec.template } } }
  const refused = await dryRunApply(world, ud)
  t.match(refused.stderr, /vuniteddeployment\.kb\.io.*deploymentTemplate\.spec\.template\.spec\.containers\[0\]\.ports\[0\]\.name: Invalid value: "http-metrics-012"/, `a Deployment child's port name of 16 characters is refused: ${admissionRefusal(refused.stderr)}`)
  const fields = predictUnitedDeploymentCreate(ud).kruiseWebhookRefusals.map((r) => r.field)
  t.same(fields, ['spec.template.deploymentTemplate.spec.template.spec.containers[cart].ports[0].name'], 'the guard predicts that refusal, at the port name')

  ud.spec.template = { advancedStatefulSetTemplate: { metadata, spec: { selector: spec.selector, serviceName: 'ported', template: spec.template } } }
  t.equal((await apply(world, ud)).code, 0, 'with Advanced StatefulSet children, the same template is admitted')
  // Each subset's child, by its generated name; kruise-manager may create a subset's child twice before its cache
  // sees the first (it deletes the extra one later), so a subset can show more than one.
  const failed = await until('a FailedCreate Event of each subset\'s Advanced StatefulSet', async () => {
    const events = (await namespaceEvents(world, ns)).filter((e) => e.reason === 'FailedCreate' && String(e.involvedObject?.name).startsWith('ported-'))
    return SUBSETS.every((s) => events.some((e) => e.involvedObject.name.startsWith(`ported-${s}-`))) ? events : undefined
  }, async () => JSON.stringify((await namespaceEvents(world, ns)).map((e) => `${e.involvedObject?.name} ${e.reason}: ${e.message}`)))
  for (const e of failed) t.match(e.message, /spec\.containers\[0\]\.ports\[0\]\.name: Invalid value: "http-metrics-012"/, `the API server refuses ${e.involvedObject.name}'s Pod: ${String(e.message).slice(0, 200)}`)
  const traps = predictUnitedDeploymentCreate(ud).subsets.map((s) => s.traps.filter((x) => x.id === 'pods-refused').map((x) => x.field))
  t.same(traps, SUBSETS.map(() => ['spec.template.advancedStatefulSetTemplate.spec.template.spec.containers[cart].ports[0].name']), 'the guard warns, subset by subset, that their Pods are refused, at the port name')
  await world.cp.kubectl(['delete', 'uniteddeployments.apps.kruise.io', 'ported', '-n', ns, '--wait=false'])
}

/** The subset a Pod belongs to, through its CloneSet's subset label. */
const subsetOf = (pod: Json): string => pod.metadata.labels?.[SUBSET_LABEL] ?? ''

export async function runUnitedDeploymentRow(t: Test, world: World, row: UnitedDeploymentRow, index: number, settings: UnitedDeploymentSettings): Promise<void> {
  const { ns, scene } = await openScene(t, world, `ku-${index}-${row.name}`, settings)
  if (row.name === 'ud-cloneset-in-place') await childPodValidation(t, world, ns, row)

  const old = unitedDeployment('cart', ns, row)
  const created = await apply(world, old)
  t.equal(created.code, 0, `old UnitedDeployment applied ${admissionRefusal(created.stderr)}`)
  const before = await scene.rolledOut(IMAGE_1)
  t.strictSame([...new Set(before.map(subsetOf))].sort(), SUBSETS, `Kruise wrote one CloneSet per subset (${SUBSETS.join(', ')}), 2 Pods each`)
  const uids = new Map(before.map((p) => [p.metadata.uid as string, subsetOf(p)]))
  const children = await scene.settledChildren()
  t.strictSame(children.subsets.map((s) => s.subset), SUBSETS, `the cluster view finds each subset's CloneSet: ${children.messages.join(' | ')}`)
  const stored = await scene.unitedDeployment()
  const writtenRevisions = async () => [...new Set((await scene.cloneSets()).map((c) => c.spec.template.metadata.labels?.[REVISION_LABEL]))]
  const next = structuredClone(old)
  row.next(next)
  const admitted = await dryRunApply(world, next)
  t.equal(admitted.code, 0, `Kruise's webhooks admit the update ${admissionRefusal(admitted.stderr)}`)
  const prediction = predictUnitedDeploymentUpdate(stored, admitted.object!)
  t.strictSame(await writtenRevisions(), [prediction.revisions.old], 'every child carries the revision the guard names for the stored UnitedDeployment, byte for byte')
  const guard = new Map<string, string>(prediction.subsets.map((s) => [s.subset, s.outcome]))
  t.comment(`the guard: ${prediction.subsets.flatMap((s) => s.messages).join(' ')}`)
  t.equal((await apply(world, next)).code, 0, 'new UnitedDeployment applied')
  const after = await scene.rolledOut(IMAGE_2)
  const updated = await scene.settledChildren()
  t.strictSame(await writtenRevisions(), [prediction.revisions.new], 'every child carries the revision the guard names for the update, byte for byte')
  t.not(updated.updatedRevision, children.updatedRevision, `the cluster view follows the children to the new revision: ${updated.messages.join(' | ')}`)

  for (const subset of SUBSETS) {
    const kept = after.filter((p) => subsetOf(p) === subset && uids.get(p.metadata.uid) === subset)
    const did: UnitedDeploymentOutcome = kept.length === 2 ? 'in-place' : 'recreate'
    t.equal(did, row.expect, `subset ${subset}: Kruise ${row.expect === 'in-place' ? 'kept both Pods (same UIDs)' : 'replaced the Pods (new UIDs)'}`)
    if (row.expect === 'recreate') t.equal(kept.length, 0, `subset ${subset}: no Pod kept`)
    t.equal(guard.get(subset), did, `the guard says subset ${subset}: ${did}`)
  }
}

/**
 * A write of one child that Kruise's CloneSet webhook refuses, beside an image change for every subset. kruise-manager
 * writes children in subset-name order in slow-start batches and fails the reconcile at the refusal, before it writes
 * any status: a refused creation holds back every kept subset, a refused update the subsets after it. Once the subset
 * is fixed, the image goes out in place everywhere. The guard names the refusal and what it holds back, from the update
 * (the prediction) and from the cluster (the view diagnose and observe mode show).
 */
export interface RefusedWriteRow {
  name: string
  childUpdateType: 'InPlaceIfPossible' | 'InPlaceOnly'
  /** The subsets after the update, the refused write in place and fixed. */
  subsets: (fixed: boolean) => Json[]
  refused: string
  heldBack: string[]
  /** The children the cluster view finds refused: how each line starts. */
  seen: RegExp
}

const zone = (name: string, extra: Json = {}): Json => ({ name, replicas: SUBSETS.includes(name) ? 2 : 0, nodeSelectorTerm: { matchExpressions: [{ key: ZONE_LABEL, operator: 'In', values: [name] }] }, ...extra })

export const REFUSED_WRITE_ROWS: RefusedWriteRow[] = [
  {
    // Its patch moves zone-c's Pods out of the selector.
    name: 'ud-refused-creation', childUpdateType: 'InPlaceIfPossible', refused: 'zone-c', heldBack: ['zone-a', 'zone-b'],
    subsets: (fixed) => [zone('zone-a'), zone('zone-b'), zone('zone-c', fixed ? {} : { patch: { metadata: { labels: { app: 'elsewhere' } } } })],
    seen: /^subset zone-c \(CloneSet [^)]*\): Kruise refuses to create the child .*`selector` does not match template `labels`/,
  },
  {
    // zone-a's patch adds an env var: InPlaceOnly cannot make that in place.
    name: 'ud-refused-update', childUpdateType: 'InPlaceOnly', refused: 'zone-a', heldBack: ['zone-b'],
    subsets: (fixed) => [zone('zone-a', fixed ? {} : { patch: { spec: { containers: [{ name: 'cart', env: [{ name: 'ZONE', value: 'a' }] }] } } }), zone('zone-b')],
    seen: /^subset zone-a \(CloneSet [^)]*\): Kruise refuses the controller's update of the child .*CloneSet's webhook refuses/,
  },
]

export async function runRefusedWriteRow(t: Test, world: World, row: RefusedWriteRow, index: number, settings: UnitedDeploymentSettings): Promise<void> {
  const { ns, scene } = await openScene(t, world, `ku-${index}-${row.name}`, settings)
  const old = unitedDeployment('cart', ns, { name: row.name, childUpdateType: row.childUpdateType, next: () => undefined, expect: 'in-place' })
  t.equal((await apply(world, old)).code, 0, 'old UnitedDeployment applied')
  const uids = new Set((await scene.rolledOut(IMAGE_1)).map((p) => p.metadata.uid as string))
  const stored = await scene.unitedDeployment()
  const next = (fixed: boolean): Json => {
    const ud = structuredClone(old)
    cloneSetTemplate(ud).spec.template.spec.containers[0].image = IMAGE_2
    ud.spec.topology.subsets = row.subsets(fixed)
    return ud
  }
  const admitted = await dryRunApply(world, next(false))
  t.equal(admitted.code, 0, `Kruise's UnitedDeployment webhook admits the update ${admissionRefusal(admitted.stderr)}`)
  const prediction = predictUnitedDeploymentUpdate(stored, admitted.object!)
  t.comment(`the guard: ${prediction.subsets.flatMap((s) => s.messages).join(' ')}`)
  t.same(prediction.subsets.filter((s) => s.childRefusals.length > 0).map((s) => s.subset), [row.refused], `the guard: Kruise refuses its write of ${row.refused}'s child`)
  t.same(prediction.heldBack, row.heldBack, `the guard: ${row.heldBack.join(', ')} held back`)
  t.equal((await apply(world, next(false))).code, 0, 'new UnitedDeployment applied')

  const failed = await until(`a FailedUpdateSubset Event naming ${row.refused}`, async () => {
    const events = (await scene.events()).filter((e) => e.reason === 'FailedUpdateSubset' && String(e.message).includes(row.refused))
    return events.length > 0 ? events : undefined
  }, scene.describe, 60_000)
  t.comment(`kruise-manager: ${failed[0]!.message}`)
  // The Event is recorded after the reconcile returned: any write it made is in place already.
  const cloneSets = await scene.cloneSets()
  t.same(cloneSets.map((c) => c.metadata.labels?.[SUBSET_LABEL]).sort(), SUBSETS, 'Kruise created no other CloneSet')
  const written = cloneSets.filter((c) => c.spec.template.metadata.labels?.[REVISION_LABEL] !== prediction.revisions.old).map((c) => c.metadata.labels?.[SUBSET_LABEL]).sort()
  t.same(written, SUBSETS.filter((s) => s !== row.refused && !row.heldBack.includes(s)), 'Kruise wrote only the children the guard holds nothing back from')
  const status = await scene.unitedDeployment()
  t.comment(`UnitedDeployment generation ${status.metadata.generation}, status: ${JSON.stringify(status.status)}`)
  t.ok((status.status?.observedGeneration ?? 0) < status.metadata.generation, 'the failing reconcile writes no status: observedGeneration stays behind generation')
  t.notOk((status.status?.conditions ?? []).some((c: Json) => c.status === 'False'), 'and no False condition is recorded')
  const view = unitedDeploymentChildren(readUnitedDeployment(status), status, cloneSets, (await scene.pods()) as Pod[])
  t.match(view.refused, [row.seen], `the cluster view (diagnose, observe mode) finds the refused write: ${view.refused.join(' | ')}`)
  t.equal(view.refused.length, 1, 'and no other')
  const op = String(failed[0]!.message).match(/found ((?:add|remove|replace) \/\S+)/)?.[1]
  if (op !== undefined) t.ok(view.refused[0]!.includes(` ${op} `), `the same operation as Kruise's refusal: ${op}`)
  t.ok(view.statusBehind, 'and the status behind')

  const fixed = await dryRunApply(world, next(true))
  t.same(predictUnitedDeploymentUpdate(stored, fixed.object!).heldBack, [], 'fixed: the guard holds nothing back')
  t.equal((await apply(world, next(true))).code, 0, 'the subset fixed')
  const after = await scene.rolledOut(IMAGE_2, row.subsets(true).map((s) => s.name).filter((s) => !SUBSETS.includes(s)))
  t.ok(after.every((p) => uids.has(p.metadata.uid)), 'then every Pod updated in place (same UIDs), as the guard said')
  const settled = unitedDeploymentChildren(readUnitedDeployment(await scene.unitedDeployment()), await scene.unitedDeployment(), await scene.cloneSets(), (await scene.pods()) as Pod[])
  t.same(settled.refused, [], 'and the cluster view finds nothing refused')
}

/**
 * A template kind change (Advanced StatefulSet children to CloneSets) whose new zone-a child Kruise's CloneSet webhook
 * refuses: kruise-manager deletes both old children all the same (their Pods go with them through the garbage
 * collector, which this control plane does not run), refuses zone-a's CloneSet and never creates zone-b's, which
 * comes after it in name order. Once the patch is gone, both CloneSets are created. The guard said so.
 */
export async function runRefusedReplacementRow(t: Test, world: World, index: number, settings: UnitedDeploymentSettings): Promise<void> {
  const { ns, scene } = await openScene(t, world, `ku-${index}-ud-refused-replacement`, settings)
  const cloneSets = unitedDeployment('cart', ns, { name: 'refused-replacement', childUpdateType: 'InPlaceIfPossible', next: () => undefined, expect: 'recreate' })
  const old = structuredClone(cloneSets)
  const { metadata, spec } = cloneSetTemplate(old)
  old.spec.template = {
    advancedStatefulSetTemplate: {
      metadata,
      spec: {
        selector: spec.selector, serviceName: 'cart', podManagementPolicy: 'Parallel', template: spec.template,
        // ReCreate: InPlaceIfPossible would need the InPlaceUpdateReady readiness gate (Kruise refuses the child without it).
        updateStrategy: { type: 'RollingUpdate', rollingUpdate: { podUpdatePolicy: 'ReCreate', maxUnavailable: 1 } },
      },
    },
  }
  const statefulSets = async (): Promise<Json[]> => {
    const res = await world.api.get(`/apis/apps.kruise.io/v1beta1/namespaces/${ns}/statefulsets`)
    return ((res.body?.items ?? []) as Json[]).filter((s) => !s.metadata.deletionTimestamp)
  }
  t.equal((await apply(world, old)).code, 0, 'old UnitedDeployment (Advanced StatefulSet children) applied')
  await until('both Advanced StatefulSets with 2 ready Pods each', async () => {
    const pods = await scene.pods()
    return (await statefulSets()).length === 2 && pods.length === 4 && pods.every(isReady) ? pods : undefined
  }, scene.describe, 120_000)
  const stored = await scene.unitedDeployment()
  const next = (fixed: boolean): Json => {
    const ud = structuredClone(cloneSets)
    if (!fixed) ud.spec.topology.subsets[0].patch = { metadata: { labels: { app: 'elsewhere' } } }
    return ud
  }
  const admitted = await dryRunApply(world, next(false))
  t.equal(admitted.code, 0, `Kruise's UnitedDeployment webhook admits the update ${admissionRefusal(admitted.stderr)}`)
  const prediction = predictUnitedDeploymentUpdate(stored, admitted.object!)
  t.comment(`the guard: ${prediction.subsets.flatMap((s) => s.messages).join(' ')}`)
  t.same(prediction.subsets.map((s) => [s.subset, s.change, s.childRefusals.length > 0]), [['zone-a', 'replaced', true], ['zone-b', 'replaced', false]], 'the guard: zone-a\'s new CloneSet refused')
  t.same(prediction.heldBack, ['zone-b'], 'the guard: zone-b\'s never created')
  t.equal((await apply(world, next(false))).code, 0, 'new UnitedDeployment applied')

  await until('a FailedUpdateSubset Event naming zone-a', async () => {
    const events = (await scene.events()).filter((e) => e.reason === 'FailedUpdateSubset' && String(e.message).includes('zone-a'))
    return events.length > 0 ? events : undefined
  }, scene.describe, 60_000)
  await until('both Advanced StatefulSets deleted', async () => ((await statefulSets()).length === 0 ? true : undefined), scene.describe, 60_000)
  t.pass('Kruise deleted both old children although it could not create their replacements')
  t.same(await scene.cloneSets(), [], 'and created no CloneSet: neither zone-a\'s (refused) nor zone-b\'s (after it in name order)')

  t.equal((await apply(world, next(true))).code, 0, 'the patch removed')
  const created = await until('both CloneSets created', async () => {
    const list = await scene.cloneSets()
    return list.length === 2 ? list : undefined
  }, scene.describe, 60_000)
  t.same(created.map((c) => c.metadata.labels?.[SUBSET_LABEL]).sort(), SUBSETS, 'then Kruise created both')
}

/**
 * A selector rewritten to matchExpressions alone, beside an image change: Kruise's webhooks admit it, then
 * kruise-manager panics at its first child write (the subset adapter adds the subset's name to a nil matchLabels, in a
 * SlowStartBatch goroutine no reconcile recovers) and exits, and again once restarted while the UnitedDeployment stays
 * so. No child is written, no Pod changes. The guard said so from the update and says so from the cluster. With the
 * UnitedDeployment gone, kruise-manager runs again (the next rows need it).
 */
export async function runControllerFailureRow(t: Test, world: World, index: number, settings: UnitedDeploymentSettings): Promise<void> {
  const { ns, scene } = await openScene(t, world, `ku-${index}-ud-selector-without-match-labels`, settings)
  const old = unitedDeployment('cart', ns, { name: 'selector', childUpdateType: 'InPlaceIfPossible', next: () => undefined, expect: 'in-place' })
  t.equal((await apply(world, old)).code, 0, 'old UnitedDeployment applied')
  const uids = new Set((await scene.rolledOut(IMAGE_1)).map((p) => p.metadata.uid as string))
  const stored = await scene.unitedDeployment()
  const broken = structuredClone(old)
  cloneSetTemplate(broken).spec.template.spec.containers[0].image = IMAGE_2
  broken.spec.selector = { matchExpressions: [{ key: 'app', operator: 'In', values: ['cart'] }] }
  const admitted = await dryRunApply(world, broken)
  t.equal(admitted.code, 0, `Kruise's webhooks admit the update ${admissionRefusal(admitted.stderr)}`)
  const prediction = predictUnitedDeploymentUpdate(stored, admitted.object!)
  t.match(prediction.controllerFailure, { field: 'spec.selector.matchLabels', rule: /^spec\.selector has no matchLabels: kruise-manager panics and exits/ }, 'the guard: kruise-manager fails on every child write')
  t.equal((await apply(world, broken)).code, 0, 'new UnitedDeployment applied')
  const crashed = async (manager: World['manager']): Promise<string> => {
    const how = await until('kruise-manager exits', async () => manager.exited(), scene.describe, 60_000)
    t.ok(manager.logLines(/assignment to entry in nil map/).length > 0, `kruise-manager ${how}: "panic: assignment to entry in nil map"`)
    t.ok(manager.logLines(/ApplySubsetTemplate/).length > 0, 'in the subset adapter\'s ApplySubsetTemplate')
    return how
  }
  await crashed(world.manager)
  const cloneSets = await scene.cloneSets()
  t.same([...new Set(cloneSets.map((c) => c.spec.template.metadata.labels?.[REVISION_LABEL]))], [prediction.revisions.old], 'Kruise wrote no child: both keep the old revision')
  const pods = await scene.pods()
  t.ok(pods.length === 4 && pods.every((p) => uids.has(p.metadata.uid) && p.spec.containers[0].image === IMAGE_1), 'and no Pod changed')
  const status = await scene.unitedDeployment()
  t.notOk('matchLabels' in status.spec.selector, 'stored without matchLabels')
  const view = unitedDeploymentChildren(readUnitedDeployment(status), status, cloneSets, pods as Pod[])
  t.match(view.controllerFailure, /^UnitedDeployment \S+: spec\.selector has no matchLabels: /, 'the cluster view (diagnose, observe mode) names the failure')

  await world.manager.stop()
  // Restarted, it may exit before it reports ready, or just after.
  const restarted = await startKruiseManager(world.cp, { allCrds: true, ...(world.gates ? { featureGates: world.gates } : {}) }).catch((err: Error) => err)
  if (restarted instanceof Error) t.match(restarted.message, /kruise-manager exited/, 'restarted, kruise-manager exits again while starting')
  else {
    await crashed(restarted)
    await restarted.stop()
  }
  // Kruise's UnitedDeployment webhook (failurePolicy Fail, DELETE too) is down with it: nothing can fix or delete the object.
  const refused = await world.cp.kubectl(['delete', 'uniteddeployment', 'cart', '-n', ns, '--wait=false'], { allowFail: true })
  t.match(refused.stderr, /failed calling webhook "vuniteddeployment\.kb\.io"/, 'while kruise-manager is down, its webhook refuses even the deletion')
  await world.cp.kubectl(['delete', 'validatingwebhookconfiguration', VALIDATING_CONFIGURATION])
  const deleted = await world.cp.kubectl(['delete', 'uniteddeployment', 'cart', '-n', ns, '--wait=false'], { allowFail: true })
  t.equal(deleted.code, 0, `deleted once Kruise's validating webhooks are unregistered ${deleted.stderr}`)
  // The restart registers them again.
  world.manager = await startKruiseManager(world.cp, { allCrds: true, ...(world.gates ? { featureGates: world.gates } : {}) })
  await sleep(3000)
  t.equal(world.manager.exited(), undefined, 'without it, kruise-manager runs')
}

/**
 * Long names and the controller-revision-hash labels. The UnitedDeployment controller labels each child with the
 * UnitedDeployment's revision `<ud>-<hash>`: past 63 characters the apiserver refuses every child (FailedUpdateSubset),
 * and our webhook denies it. A shorter UnitedDeployment with long subset names gets its children, named from
 * generateName `<ud>-<subset>-` (the apiserver keeps 58 characters and adds 5), but a child CloneSet's own revision
 * `<name>-<hash>` then passes 63 characters and the apiserver refuses every Pod (FailedCreate); our webhook warns. With a
 * prefix of 47 characters the Pods are created.
 */
export async function runRevisionLabelRow(t: Test, world: World, index: number, settings: UnitedDeploymentSettings): Promise<void> {
  const row: UnitedDeploymentRow = { name: 'revision-label', childUpdateType: 'InPlaceIfPossible', next: () => undefined, expect: 'in-place' }
  const scene = async (suffix: string, name: string, guardOff: boolean) => {
    const ns = `ku-${index}-${suffix}`
    await world.cp.kubectl(['create', 'namespace', ns])
    if (guardOff) await world.cp.kubectl(['label', 'namespace', ns, ...Object.entries(settings.guardOff).map(([k, v]) => `${k}=${v}`)])
    const s = new UnitedDeploymentScene(world, ns, name)
    t.teardown(() => s.stop())
    return s
  }

  // A UnitedDeployment of 60 characters: its revision has 70 or so.
  const udName = `cart-${'x'.repeat(55)}`
  const refused = await scene('ud-label-refused', udName, true)
  const long = unitedDeployment(udName, refused.ns, row)
  const admitted = await dryRunApply(world, long)
  t.equal(admitted.code, 0, `Kruise's webhooks admit it ${admissionRefusal(admitted.stderr)}`)
  const prediction = predictUnitedDeploymentCreate(admitted.object!)
  t.ok(prediction.subsets.every((s) => s.childRefusals.some((r) => r.startsWith(`its label ${REVISION_LABEL} holds the UnitedDeployment's revision ${prediction.revisions.new}`))), `the guard: each child refused for the revision ${prediction.revisions.new}`)
  t.equal((await apply(world, long)).code, 0, 'applied where only Kruise\'s webhooks run')
  // Kruise creates the children in subset-name order, in batches of 1, 2, 4 ..., and stops at the first refusal.
  const failures = await until('a FailedUpdateSubset Event for zone-a', async () => {
    const messages = (await refused.events()).filter((e) => e.reason === 'FailedUpdateSubset').map((e) => e.message as string)
    return messages.some((m) => m.includes('fail to create Subset (CloneSet) zone-a')) ? messages : undefined
  }, refused.describe)
  t.match(failures[0], `metadata.labels: Invalid value: "${prediction.revisions.new}": must be no more than 63 bytes`, 'the apiserver refuses the child for the revision the guard names')
  t.same(await refused.cloneSets(), [], 'no child exists')
  const guardedRefused = await scene('ud-label-denied', udName, false)
  const denied = await apply(world, unitedDeployment(udName, guardedRefused.ns, row))
  t.not(denied.code, 0, 'our webhook denies it')
  t.match(denied.stderr, new RegExp(`subset zone-a \\(CloneSet ${guardedRefused.ns}/cart-x{53}\\*\\): Kruise refuses to create the child \\(FailedUpdateSubset Event\\).*its label apps\\.kruise\\.io/controller-revision-hash holds the UnitedDeployment's revision`), 'naming the subset and the label')

  // A UnitedDeployment of 40 characters, subsets of 24: `<ud>-<subset>-` has 66 characters, cut to 58.
  const subsetNames = SUBSETS.map((s) => `${s}-${'s'.repeat(17)}`)
  const named = (ns: string, name: string) => {
    const ud = unitedDeployment(name, ns, row)
    ud.spec.topology.subsets.forEach((s: Json, i: number) => { s.name = subsetNames[i] })
    return ud
  }
  const trapped = await scene('ud-label-pods', `cart-${'y'.repeat(35)}`, false)
  const applied = await apply(world, named(trapped.ns, trapped.name))
  t.equal(applied.code, 0, `our webhook and Kruise's admit it ${admissionRefusal(applied.stderr)}`)
  for (const subset of subsetNames) {
    t.match(applied.stderr, new RegExp(`Warning: subset ${subset} \\(CloneSet ${trapped.ns}/cart-y{35}-${subset.slice(0, 17)}\\*\\): its generated name has 63 characters, so this template's revision`), `our warning for subset ${subset} on kubectl apply`)
  }
  const podRefusals = await until('a FailedCreate Event of each child CloneSet', async () => {
    const cloneSets = await trapped.cloneSets()
    const failed = (await trapped.events()).filter((e) => e.reason === 'FailedCreate' && e.involvedObject?.kind === 'CloneSet')
    const byChild = new Map(failed.map((e) => [e.involvedObject.name as string, e.message as string]))
    return cloneSets.length === subsetNames.length && cloneSets.every((c) => byChild.has(c.metadata.name) && c.status?.updateRevision) ? { cloneSets, byChild } : undefined
  }, trapped.describe)
  for (const child of podRefusals.cloneSets) {
    const revision = child.status.updateRevision as string
    t.equal(child.metadata.name.length, 63, `the apiserver named the child ${child.metadata.name}: 58 characters of its prefix and 5 more`)
    t.match(podRefusals.byChild.get(child.metadata.name), `metadata.labels: Invalid value: "${revision}": must be no more than 63 bytes`, `its Pods are refused for their revision label (${revision.length} characters)`)
    const subset = child.metadata.labels[SUBSET_LABEL] as string
    t.match(applied.stderr, new RegExp(`Warning: subset ${subset} [^\\n]*so this template's revision \\(that name, '-' and ${revision.length - 64} characters of hash\\) has ${revision.length}:`), `our warning for subset ${subset} gave that length`)
  }
  t.equal((await trapped.pods()).length, 0, 'no Pod exists')

  // A UnitedDeployment of 39 characters: `<ud>-zone-a-` has 47, so any hash fits.
  const fits = await scene('ud-label-fits', `cart-${'z'.repeat(34)}`, false)
  const fitting = await apply(world, unitedDeployment(fits.name, fits.ns, row))
  t.equal(fitting.code, 0, 'a UnitedDeployment whose prefix has 47 characters applied')
  t.notMatch(fitting.stderr, 'its generated name has', 'without the warning')
  const pods = await fits.rolledOut(IMAGE_1)
  const labels = pods.map((p) => p.metadata.labels['controller-revision-hash'] as string)
  t.ok(labels.every((l) => l.length <= 63), `its Pods carry revisions of ${[...new Set(labels.map((l) => l.length))].join(', ')} characters`)
}
