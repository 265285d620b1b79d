// Pods as a cluster may hold them: annotation values, label values and condition messages are free text, written by
// Kruise, by kruise-daemon, by other controllers or by hand. Whatever they hold, the engine's rollout plan, diagnosis,
// SidecarSet round and census and its per-Pod updates answer, or refuse with a coded error; they never throw anything
// else. A fresh seed each run, printed; PROPERTY_SEED=<seed> replays a failing case.
import t, { type Test } from 'tap'
import { isGuardError } from '../../../src/errors.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import type { RolloutOptions } from '../../../src/engine/rollout/plan.js'
import type { Workload } from '../../../src/engine/workloads/workload.js'
import { diagnose } from '../../../src/engine/rollout/diagnosis.js'
import { rolloutPlan } from '../../../src/engine/rollout/rolloutPlan.js'
import { sidecarSetCensus } from '../../../src/engine/rollout/sidecarSetCensus.js'
import { predictSidecarSetRound } from '../../../src/engine/rollout/sidecarSetPods.js'
import { kruisePodReadyStatus, lifecycleTransition } from '../../../src/engine/update/podLifecycle.js'
import { readInPlaceUpdateState } from '../../../src/engine/update/podUpdate.js'
import { notUpgradableStatus } from '../../../src/engine/update/sidecarSetUpgrade.js'
import { readDaemonSet } from '../../../src/engine/workloads/daemonSet.js'
import { readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'
import { readStatefulSet } from '../../../src/engine/workloads/statefulSet.js'
import { NOW, cloneSetView, pod } from '../../reconciler/support/fixtures.js'
import { type Random, createRandom, runSeed } from '../support/prng.js'
import { injectionAnnotations } from '../support/sidecarSets.js'

const SEED = runSeed()
const CASES = 400
t.comment(`property seed ${SEED} (replay: PROPERTY_SEED=${SEED}), ${CASES} cases a test`)

/** The annotations Kruise and kruise-daemon write on Pods and read back. */
const ANNOTATIONS = [
  'apps.kruise.io/inplace-update-state', 'inplace-update-state', 'apps.kruise.io/inplace-update-grace', 'inplace-update-grace',
  'apps.kruise.io/runtime-containers-meta', 'apps.kruise.io/container-launch-priority', 'deprecated.daemonset.template.generation',
  'kruise.io/sidecarset-hash', 'kruise.io/sidecarset-hash-without-image', 'kruise.io/sidecarset-injected-list',
  'kruise.io/sidecarset-inplace-update-state', 'kruise.io/sidecarset-working-hotupgrade-container', 'lifecycle.apps.kruise.io/timestamp',
]
const LABELS = ['controller-revision-hash', 'apps.kruise.io/specified-delete', 'lifecycle.apps.kruise.io/state', 'apps.kruise.io/cloneset-instance-id']
const CONDITIONS = ['InPlaceUpdateReady', 'KruisePodReady', 'SidecarSetUpgradable', 'Ready', 'ContainersReady']

/** Text that parses as JSON of every shape, that nearly parses, or that is not JSON at all. */
function freeText(rng: Random): string {
  const scalars = ['null', 'true', '0', '-1', '1e309', '"x"', '""']
  const shapes = [
    () => rng.pick(scalars),
    () => `[${rng.pick(scalars)}]`,
    () => '{}',
    () => `{"${rng.pick(['revision', 'mesh', 'app', 'containers', 'lastContainerStatuses', 'hash', 'reasons'])}":${nested(rng, 2)}}`,
    () => `{"revision":${nested(rng, 1)},"updateTimestamp":${nested(rng, 1)},"lastContainerStatuses":${nested(rng, 2)},"nextContainerImages":${nested(rng, 1)}}`,
    () => `{"containers":${nested(rng, 3)}}`,
    () => `[{"userAgent":${nested(rng, 1)},"key":${nested(rng, 1)}}]`,
    () => rng.pick(['not json', '{', '[1,', 'web-5d4f', 'mesh,other', '', ' ', 'Ordered', '2026-13-45T99:99:99Z', 'PreparingUpdate']),
  ]
  return rng.pick(shapes)()
}

function nested(rng: Random, depth: number): string {
  if (depth === 0 || rng.bool(0.4)) return rng.pick(['null', '0', '"x"', 'true', '[]', '{}', '"sha256:abc"'])
  return rng.bool() ? `[${nested(rng, depth - 1)}]` : `{"${rng.pick(['app', 'mesh', 'proxy', 'imageID', 'hash', 'name'])}":${nested(rng, depth - 1)}}`
}

/** A Pod of the fixture with some of its free text replaced. */
function hostile(rng: Random, base: Pod): Pod {
  const p = structuredClone(base)
  const annotations = { ...p.metadata.annotations }
  for (const key of rng.sample(ANNOTATIONS, rng.int(1, 4))) annotations[key] = freeText(rng)
  const labels = { ...p.metadata.labels }
  for (const key of rng.sample(LABELS, rng.int(0, 2))) labels[key] = rng.pick(['', 'web-old', 'web-new', 'true', 'Updated', 'PreparingUpdate', 'x'])
  const conditions = [...(p.status?.conditions ?? [])]
  for (const type of rng.sample(CONDITIONS, rng.int(0, 2))) {
    conditions.push({ type, status: rng.pick(['True', 'False', 'Unknown', '']), message: freeText(rng), lastTransitionTime: rng.pick(['2026-01-01T00:00:00Z', 'garbage', '']) })
  }
  p.metadata.annotations = annotations
  p.metadata.labels = labels
  p.status = { ...p.status, conditions }
  return p
}

/** Runs `fn`; a coded refusal is an answer, anything else thrown fails the case. */
function answers(t: Test, what: string, seed: number, fn: () => unknown): boolean {
  try {
    fn()
    return true
  } catch (err) {
    if (isGuardError(err)) return true
    t.fail(`${what} threw ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)} (PROPERTY_SEED=${seed})`)
    return false
  }
}

/** Runs `check` on CASES seeds in turn, stopping at the first that fails. */
function eachCase(t: Test, check: (rng: Random, seed: number) => boolean): void {
  for (let i = 0; i < CASES; i++) {
    const seed = (SEED + i) >>> 0
    if (!check(createRandom(seed), seed)) return
  }
  t.pass(`${CASES} cases from seed ${SEED}`)
}

function planAndDiagnosisAnswer(t: Test, seed: number, view: Workload, pods: Pod[], options: RolloutOptions): boolean {
  return answers(t, 'rolloutPlan', seed, () => rolloutPlan(view, pods, NOW, options)) && answers(t, 'diagnose', seed, () => diagnose(view, pods, NOW, options))
}

t.test('a CloneSet rollout plan, its diagnosis and per-Pod updates over Pods with any free text', async (t) => {
  const view = cloneSetView({ replicas: 4, maxUnavailable: 1, policy: 'InPlaceIfPossible' })
  const lifecycleView = { lifecycle: { inPlaceUpdate: { labelsHandler: { hold: 'true' } } } } as Parameters<typeof lifecycleTransition>[1]
  const options = { updateRevision: 'web-new', currentRevision: 'web-old' }
  eachCase(t, (rng, seed) => {
    const pods = Array.from({ length: 4 }, (_, n) => hostile(rng, pod({ name: `p${n}`, revision: rng.pick(['web-old', 'web-new']), ready: rng.bool(0.8) })))
    const ok = planAndDiagnosisAnswer(t, seed, view, pods, options)
      && pods.every((p) => answers(t, 'readInPlaceUpdateState', seed, () => readInPlaceUpdateState(p))
        && answers(t, 'kruisePodReadyStatus', seed, () => kruisePodReadyStatus(p, rng.pick(['add', 'remove'] as const), NOW))
        && answers(t, 'lifecycleTransition', seed, () => lifecycleTransition(p, lifecycleView, 'web-new', { InPlaceWorkloadVerticalScaling: false })))
    return ok
  })
})

t.test('an Advanced StatefulSet rollout plan and its diagnosis over Pods with any free text', async (t) => {
  const view = readStatefulSet({
    apiVersion: 'apps.kruise.io/v1beta1', kind: 'StatefulSet', metadata: { name: 'web', namespace: 'default' },
    spec: {
      replicas: 3, serviceName: 'web', selector: { matchLabels: { app: 'web' } }, podManagementPolicy: 'Parallel',
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { podUpdatePolicy: 'InPlaceIfPossible', maxUnavailable: 2 } },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: 'nginx:1.26' }], readinessGates: [{ conditionType: 'InPlaceUpdateReady' }] } },
    },
  })
  const options = { updateRevision: 'web-new', currentRevision: 'web-old' }
  eachCase(t, (rng, seed) => {
    const pods = [0, 1, 2].map((o) => hostile(rng, pod({ name: `web-${o}`, revision: rng.pick(['web-old', 'web-new']), ready: rng.bool(0.8) })))
    return planAndDiagnosisAnswer(t, seed, view, pods, options)
  })
})

t.test('an Advanced DaemonSet rollout plan and its diagnosis over Pods with any free text', async (t) => {
  const view = readDaemonSet({
    apiVersion: 'apps.kruise.io/v1beta1', kind: 'DaemonSet', metadata: { name: 'agent', namespace: 'default' },
    spec: {
      selector: { matchLabels: { app: 'web' } },
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible', maxUnavailable: 2 } },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: 'agent:2' }] } },
    },
    status: { desiredNumberScheduled: 3 },
  })
  const nodes = ['n1', 'n2', 'n3'].map((name) => ({ name, labels: {} }))
  const options = { updateRevision: 'agent-new', nodes }
  eachCase(t, (rng, seed) => {
    const pods = nodes.map((n) => hostile(rng, pod({ name: `agent-${n.name}`, nodeName: n.name, revision: rng.pick(['old', 'new']), ready: rng.bool(0.8) })))
    return planAndDiagnosisAnswer(t, seed, view, pods, options)
  })
})

t.test('a SidecarSet round, its census and the not-upgradable condition over Pods with any free text', async (t) => {
  const sidecarSet = (image: string, upgradeType: string) => readSidecarSet({
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image, upgradeStrategy: { upgradeType } }] },
  }, '1.9')
  eachCase(t, (rng, seed) => {
    const upgradeType = rng.pick(['ColdUpgrade', 'HotUpgrade'])
    const old = sidecarSet('envoy:1.30', upgradeType)
    const next = sidecarSet('envoy:1.31', upgradeType)
    const pods = Array.from({ length: 3 }, (_, n) => {
      const base = pod({ name: `s${n}`, images: { proxy: 'envoy:1.30', app: 'app:1' } })
      base.metadata.labels = { ...base.metadata.labels, app: 'web' }
      base.metadata.annotations = { ...base.metadata.annotations, ...injectionAnnotations(old) }
      return hostile(rng, base)
    })
    const ok = answers(t, 'predictSidecarSetRound', seed, () => predictSidecarSetRound(next, pods))
      && answers(t, 'sidecarSetCensus', seed, () => sidecarSetCensus(next, pods))
      && pods.every((p) => answers(t, 'notUpgradableStatus', seed, () => notUpgradableStatus(next, p, NOW)))
    return ok
  })
})
