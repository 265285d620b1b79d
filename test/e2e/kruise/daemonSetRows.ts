import type { Test } from 'tap'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { askKruiseOracle } from '../harness/kruiseOracle.js'
import type { World } from './world.js'
import { WorkloadScene, admissionRefusal, apply, dryRunApply, revisionOf, watchRollout } from './workloadScene.js'

/**
 * Advanced DaemonSet rows of the referee: kruise-manager's DaemonSet controller acts on the row's update on Nodes the
 * kubelet stand-in registers for the row (Ready, labelled with the row's pool, which the template's nodeSelector
 * picks), and what it did to the Pods (same UIDs on each node: in place; new UIDs: recreated) is compared with the
 * guard's answer.
 *
 * The guard's answer is predictUpdate on the very pair the row applied (the stored DaemonSet and the update as Kruise's
 * mutating webhook left it); the Kruise oracle the conformance suite trusts is asked about the same pair, and the
 * row's expectation (Kruise's behaviour as test/kruise/asts-ads-facts.md D3-D8 reads it from Kruise's code) must
 * hold for kruise-manager, the oracle and the guard alike.
 */

type Json = Record<string, any>

/** Kruise v1.9.1's storage version (v1.8.3 serves v1alpha1 only). */
const VERSION = 'v1beta1'
const IMAGE_1 = 'registry.example/ops/agent:1.0.0'
const IMAGE_2 = 'registry.example/ops/agent:1.1.0'
const POOL_LABEL = 'kig-e2e/pool'
const NODES = ['a', 'b', 'c']

type Outcome = 'in-place' | 'recreate'

export interface DaemonSetRow {
  name: string
  /** The old `spec.updateStrategy.rollingUpdate`. */
  rollingUpdate: Json
  /** Edits a copy of the old DaemonSet into the new one. */
  next: (ds: Json) => void
  /** What kruise-manager does to each node's Pod. */
  expect: Outcome
  /** The row of test/kruise/oracle/testdata/workloads.jsonl that holds the same change. */
  oracleRow: string
  /** A node runs its new Pod beside the old one for a while (maxSurge). */
  surges?: boolean
  /** Before the update, the same change as InPlaceIfPossible: Kruise's webhook refuses it while maxSurge is set. */
  refusedInPlaceWithSurge?: boolean
  /** After the update, an image change: the Pods Kruise created under InPlaceIfPossible take it in place. */
  thenImageInPlace?: boolean
  /** First, the same DaemonSet named with a capital: the apiserver refuses its creation, and the guard predicts it. */
  refusedCapitalName?: boolean
}

const container = (ds: Json): Json => ds.spec.template.spec.containers[0]
const rollingUpdate = (ds: Json): Json => ds.spec.updateStrategy.rollingUpdate

export const DAEMONSET_ROWS: DaemonSetRow[] = [
  {
    name: 'ads-image',
    rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible', maxUnavailable: 1, maxSurge: 0 },
    next: (ds) => { container(ds).image = IMAGE_2 },
    expect: 'in-place',
    oracleRow: 'ads-image-in-place',
    refusedCapitalName: true,
  },
  {
    // The Pods created under Standard lack the InPlaceUpdateReady readiness gate Kruise injects only under
    // InPlaceIfPossible, so each is recreated once; the Pods replacing them carry it.
    name: 'ads-standard-to-in-place',
    rollingUpdate: { rollingUpdateType: 'Standard', maxUnavailable: 1, maxSurge: 0 },
    next: (ds) => { rollingUpdate(ds).rollingUpdateType = 'InPlaceIfPossible'; container(ds).image = IMAGE_2 },
    expect: 'recreate',
    oracleRow: 'ads-standard-to-in-place',
    thenImageInPlace: true,
  },
  {
    name: 'ads-surge',
    rollingUpdate: { rollingUpdateType: 'Standard', maxUnavailable: 0, maxSurge: 1 },
    next: (ds) => { container(ds).image = IMAGE_2 },
    expect: 'recreate',
    oracleRow: 'ads-surging-defaulted',
    surges: true,
    refusedInPlaceWithSurge: true,
  },
]

function daemonSet(name: string, namespace: string, row: DaemonSetRow): Json {
  return {
    apiVersion: `apps.kruise.io/${VERSION}`,
    kind: 'DaemonSet',
    metadata: { name, namespace },
    spec: {
      selector: { matchLabels: { app: name } },
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: structuredClone(row.rollingUpdate) },
      template: {
        metadata: { labels: { app: name } },
        spec: {
          nodeSelector: { [POOL_LABEL]: namespace },
          containers: [{ name: 'agent', image: IMAGE_1, env: [{ name: 'LOG_LEVEL', value: 'info' }] }],
        },
      },
    },
  }
}

/** One Ready Pod on each of `nodes`, every one at the update revision. */
const rolledOut = (nodes: string[]) => (status: Json, pods: Json[]) =>
  status.desiredNumberScheduled === nodes.length && status.numberReady === nodes.length && status.updatedNumberScheduled === nodes.length &&
  pods.length === nodes.length && nodes.every((n) => pods.filter((p) => p.spec.nodeName === n).length === 1) &&
  pods.every((p) => revisionOf(p) === status.updateRevision)

const byNode = (pods: Json[]) => new Map(pods.map((p) => [p.spec.nodeName as string, p.metadata.uid as string]))

/** A DaemonSet's name must be a DNS subdomain (the apiserver's rule for every custom resource, and Kruise's webhook's). */
async function capitalNameRefused(t: Test, world: World, row: DaemonSetRow, ns: string): Promise<void> {
  const capital = daemonSet('Agent', ns, row)
  const refused = await dryRunApply(world, capital)
  t.not(refused.code, 0, 'named Agent, its creation is refused')
  t.match(refused.stderr, /metadata\.name: Invalid value: "Agent": a lowercase RFC 1123 subdomain/, `naming the name: ${admissionRefusal(refused.stderr)}`)
  t.notMatch(refused.stderr, /admission webhook/, 'by its own validation, before any webhook')
  t.same(predictCreate(capital).kruiseWebhookRefusals.map((r) => [r.field, r.apiServer === true]), [['metadata.name', true]], 'the guard predicts that refusal, by the API server, and no other')
}

export interface DaemonSetSettings {
  /** The namespace label that keeps the guard's webhook out. */
  guardOff: Record<string, string>
  /** The Kruise oracle's binary, built from the Kruise module kruise-manager runs. */
  oracle: string
}

export async function runDaemonSetRow(t: Test, world: World, row: DaemonSetRow, index: number, settings: DaemonSetSettings): Promise<void> {
  const ns = `kd-${index}-${row.name}`.slice(0, 50)
  await world.cp.kubectl(['create', 'namespace', ns])
  await world.cp.kubectl(['label', 'namespace', ns, ...Object.entries(settings.guardOff).map(([k, v]) => `${k}=${v}`)])
  const nodes = NODES.map((n) => `${ns}-${n}`)
  const scene = new WorkloadScene(world, ns, 'daemonsets', VERSION, 'agent', { nodes: { names: nodes, labels: { [POOL_LABEL]: ns } } })
  t.teardown(() => scene.stop())

  if (row.refusedCapitalName) await capitalNameRefused(t, world, row, ns)
  const old = daemonSet('agent', ns, row)
  t.equal((await apply(world, old)).code, 0, 'old DaemonSet applied')
  const before = await scene.settled(`a Ready Pod on each of ${nodes.join(', ')}`, rolledOut(nodes))
  t.strictSame(before.map((p) => p.spec.nodeName).sort(), nodes, `Kruise placed one Pod on each of the stand-in's ${nodes.length} Nodes`)
  const uids = byNode(before)
  const stored = await scene.workload()
  const oldRevision = stored.status.updateRevision as string
  const next = structuredClone(old)
  row.next(next)

  if (row.refusedInPlaceWithSurge) {
    const inPlace = structuredClone(next)
    rollingUpdate(inPlace).rollingUpdateType = 'InPlaceIfPossible'
    const refused = await dryRunApply(world, inPlace)
    t.not(refused.code, 0, 'as InPlaceIfPossible with a surge, Kruise\'s webhook refuses it')
    t.match(refused.stderr, /maxSurge: Required value: must be 0 for InPlaceIfPossible type/, admissionRefusal(refused.stderr))
  }
  const admitted = await dryRunApply(world, next)
  t.equal(admitted.code, 0, `Kruise's webhooks admit the update ${admissionRefusal(admitted.stderr)}`)
  t.equal((await apply(world, next)).code, 0, 'new DaemonSet applied')
  const record = await watchRollout(scene, oldRevision, rolledOut(nodes))
  const after = byNode(record.pods)
  const kept = nodes.filter((n) => after.get(n) === uids.get(n))
  t.comment(`Kruise updated the nodes' Pods in this order: ${record.updated.map((u) => u.node).join(', ')}; at most ${record.maxPodsPerNode} Pod(s) on a node at once`)

  if (row.expect === 'in-place') {
    t.strictSame(kept, nodes, 'on each node Kruise kept the Pod (same UID)')
    t.ok((await scene.events()).some((e) => e.reason === 'SuccessfulUpdatePodInPlace'), 'Event SuccessfulUpdatePodInPlace')
    for (const p of record.pods) t.equal(scene.kubelet.restarts.get(`${p.metadata.name}/agent`), 1, `${p.spec.nodeName}: ${p.metadata.name}/agent restarted once`)
  } else {
    t.strictSame(kept, [], 'on each node Kruise replaced the Pod (new UID)')
    t.equal(record.updated.length, nodes.length, 'one new Pod per node')
  }
  if (row.surges) t.equal(record.maxPodsPerNode, 2, 'a node ran its new Pod beside the old one (the surge)')
  else t.equal(record.maxPodsPerNode, 1, 'never two Pods on a node')

  const oracle = await askKruiseOracle(settings.oracle, 'DaemonSet', stored, admitted.object!)
  t.equal(oracle.outcome, row.expect, `the Kruise oracle answers ${oracle.outcome} for this pair (as for its row ${row.oracleRow})`)
  t.equal(predictUpdate(stored, admitted.object!).outcome, row.expect, `the guard predicts ${row.expect}`)

  if (row.thenImageInPlace) {
    const again = structuredClone(next)
    container(again).image = 'registry.example/ops/agent:1.2.0'
    const revision = (await scene.workload()).status.updateRevision as string
    t.equal((await apply(world, again)).code, 0, 'then an image change applied')
    const later = await watchRollout(scene, revision, rolledOut(nodes))
    t.strictSame(nodes.filter((n) => byNode(later.pods).get(n) === after.get(n)), nodes, 'the Pods Kruise created under InPlaceIfPossible take it in place (same UIDs)')
  }
}
