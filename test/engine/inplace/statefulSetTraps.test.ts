import t from 'tap'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import { type Prediction, predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import type { Trap, TrapId } from '../../../src/engine/inplace/traps.js'
import { type StatefulSetOptions, container, edit, podTemplate, statefulSet, vct, withReadinessGate } from '../support/builders.js'

/**
 * Advanced StatefulSet's traps, from Kruise v1.9.1: its webhook (pkg/webhook/statefulset/validating/statefulset_validation.go:
 * validatePodUpdatePolicy, validateMaxUnavailableField, validateRollingUpdateStatefulSetStrategyTypeUnorderedUpdate,
 * validateTemplateInPlaceOnly) and its controller (stateful_set_control.go inPlaceUpdatePod; revisions of spec.template only).
 */

const SECRET = 'hunter2-never-echoed'
const app = container('app', 'app:1', { imagePullPolicy: 'IfNotPresent', env: [{ name: 'TOKEN', value: SECRET }], args: ['--token', SECRET] })
const plain = podTemplate([app], { labels: { app: 'db' } })
const gated = withReadinessGate(plain)
const image = edit(gated, (x) => { x.spec.containers[0].image = 'app:2' })
const pullPolicy = edit(gated, (x) => { x.spec.containers[0].imagePullPolicy = 'Always'; x.spec.containers[0].env[0].value = `${SECRET}-2` })
const env = edit(gated, (x) => { x.spec.containers[0].env[0].value = `${SECRET}-2` })
const rolling = 'spec.updateStrategy.rollingUpdate'

interface Case {
  name: string
  options?: StatefulSetOptions
  oldOptions?: StatefulSetOptions
  from?: PodTemplate
  /** The new template; omit for CREATE. */
  to?: PodTemplate
  expect: Partial<Record<TrapId, { field?: string; severity?: Trap['severity']; message?: RegExp }>>
  absent?: TrapId[]
}

const ALL: TrapId[] = ['readiness-gate-missing', 'readiness-gate-added', 'needs-parallel', 'in-place-only-stall', 'claim-templates-unapplied', 'pods-refused']
const portNamed = (name: string) => edit(gated, (x) => { x.spec.containers[0].ports = [{ name, containerPort: 8080 }] })
const mounting = (volume: string) => edit(gated, (x) => { x.spec.containers[0].volumeMounts = [{ name: volume, mountPath: '/data' }] })

const CASES: Case[] = [
  // validatePodUpdatePolicy
  {
    name: 'InPlaceIfPossible without the readiness gate: Kruise refuses it (CREATE)', from: plain,
    expect: { 'readiness-gate-missing': { field: 'spec.template.spec.readinessGates', severity: 'warning', message: /podUpdatePolicy InPlaceIfPossible.*add \{conditionType: InPlaceUpdateReady\} to spec\.template\.spec\.readinessGates/ } },
  },
  {
    name: 'InPlaceOnly without the readiness gate (UPDATE)', options: { policy: 'InPlaceOnly' }, from: plain, to: edit(plain, (x) => { x.spec.containers[0].image = 'app:2' }),
    expect: { 'readiness-gate-missing': { message: /InPlaceOnly/ } },
  },
  { name: 'ReCreate needs no gate', options: { policy: 'ReCreate' }, from: plain, expect: {}, absent: ALL },
  { name: 'the gate present: nothing to say', to: image, expect: {}, absent: ALL },
  // The gate is pod spec.
  {
    name: 'adding the gate recreates every Pod once', oldOptions: { policy: 'ReCreate' }, from: plain, to: gated,
    expect: { 'readiness-gate-added': { field: 'spec.template.spec.readinessGates', message: /recreates every Pod once.*Roll it out on its own/ } },
    absent: ['readiness-gate-missing'],
  },
  { name: 'adding the gate under OnDelete: the OnDelete trap says it', options: { updateType: 'OnDelete' }, from: plain, to: gated, expect: {}, absent: ['readiness-gate-added'] },
  // validateMaxUnavailableField and validateRollingUpdateStatefulSetStrategyTypeUnorderedUpdate
  {
    name: 'maxUnavailable 2 with OrderedReady', options: { rolling: { maxUnavailable: 2 } }, from: gated,
    expect: { 'needs-parallel': { field: `${rolling}.maxUnavailable`, message: /maxUnavailable 2 unless spec\.podManagementPolicy is Parallel: remove maxUnavailable, or set spec\.podManagementPolicy to Parallel/ } },
  },
  { name: 'maxUnavailable "100%" is not the integer 1 either', options: { replicas: 1, rolling: { maxUnavailable: '100%' } }, from: gated, expect: { 'needs-parallel': { field: `${rolling}.maxUnavailable` } } },
  { name: 'maxUnavailable 1 is fine with OrderedReady', options: { rolling: { maxUnavailable: 1 } }, from: gated, expect: {}, absent: ['needs-parallel'] },
  { name: 'maxUnavailable 2 with Parallel is fine', options: { podManagementPolicy: 'Parallel', rolling: { maxUnavailable: 2 } }, from: gated, expect: {}, absent: ['needs-parallel'] },
  {
    name: 'an unorderedUpdate with priorities needs Parallel',
    options: { rolling: { unorderedUpdate: { priorityStrategy: { orderPriority: [{ orderedKey: 'tier' }] } } } }, from: gated,
    expect: { 'needs-parallel': { field: `${rolling}.unorderedUpdate` } },
  },
  { name: 'so does an empty unorderedUpdate', options: { rolling: { unorderedUpdate: {} } }, from: gated, expect: { 'needs-parallel': { field: `${rolling}.unorderedUpdate` } } },
  {
    name: 'scaleStrategy.maxUnavailable other than 1 needs Parallel too', options: { spec: { scaleStrategy: { maxUnavailable: 2 } } }, from: gated,
    expect: { 'needs-parallel': { field: 'spec.scaleStrategy.maxUnavailable' } },
  },
  // InPlaceOnly admitted by Kruise's unanchored pattern, refused by its controller
  {
    name: 'InPlaceOnly imagePullPolicy: Kruise\'s webhook admits, its controller stalls', options: { policy: 'InPlaceOnly' }, to: edit(gated, (x) => { x.spec.containers[0].imagePullPolicy = 'Always' }),
    expect: {
      'in-place-only-stall': {
        field: 'spec.template.spec.containers[app].imagePullPolicy',
        message: /admits this InPlaceOnly update.*because spec\.template\.spec\.containers\[app\]\.imagePullPolicy changed: the rollout stalls.*Revert that change, or set spec\.updateStrategy\.rollingUpdate\.podUpdatePolicy to InPlaceIfPossible or ReCreate/,
      },
    },
  },
  { name: 'InPlaceOnly env change: Kruise\'s webhook refuses it, no stall to announce', options: { policy: 'InPlaceOnly' }, to: env, expect: {}, absent: ['in-place-only-stall'] },
  { name: 'InPlaceOnly pull policy and env: the webhook refuses the env change', options: { policy: 'InPlaceOnly' }, to: pullPolicy, expect: {}, absent: ['in-place-only-stall'] },
  { name: 'InPlaceIfPossible imagePullPolicy: recreated, no stall', to: edit(gated, (x) => { x.spec.containers[0].imagePullPolicy = 'Always' }), expect: {}, absent: ['in-place-only-stall'] },
  // Revisions hold spec.template only.
  {
    name: 'a claim template change starts nothing and reaches no existing claim',
    oldOptions: { volumeClaimTemplates: [vct('data', '1Gi')] }, options: { volumeClaimTemplates: [vct('data', '2Gi')] }, to: gated,
    expect: { 'claim-templates-unapplied': { field: 'spec.volumeClaimTemplates', message: /starts no rollout.*StatefulSetAutoResizePVCGate and set spec\.volumeClaimUpdateStrategy\.type to OnPodRollingUpdate/ } },
    absent: ['vct-only' as TrapId, 'vct-with-in-place' as TrapId],
  },
  {
    name: 'with OnPodRollingUpdate, the gate decides',
    oldOptions: { volumeClaimTemplates: [vct('data', '1Gi')], spec: { volumeClaimUpdateStrategy: { type: 'OnPodRollingUpdate' } } },
    options: { volumeClaimTemplates: [vct('data', '2Gi')], spec: { volumeClaimUpdateStrategy: { type: 'OnPodRollingUpdate' } } }, to: image,
    expect: { 'claim-templates-unapplied': { message: /only if kruise-manager runs with StatefulSetAutoResizePVCGate does OnPodRollingUpdate resize/ } },
    absent: ['vct-with-in-place' as TrapId],
  },
  { name: 'equal claim templates: nothing', oldOptions: { volumeClaimTemplates: [vct('data', '1Gi')] }, options: { volumeClaimTemplates: [vct('data', '1Gi')] }, to: image, expect: {}, absent: ALL },
  // Kruise's webhook runs no Pod validation on the template; the API server refuses the Pods.
  {
    name: 'a port name of 16 characters: Kruise admits it, the API server refuses every Pod (CREATE)', from: portNamed('http-metrics-012'),
    expect: { 'pods-refused': { field: 'spec.template.spec.containers[app].ports[0].name', severity: 'warning', message: /does not run Kubernetes' Pod validation.*refuses each Pod the controller creates from this template \(a FailedCreate Event\).*ports\[0\]\.name: port name "http-metrics-012" is not a port name/ } },
  },
  { name: 'a port name of 15 characters is fine', to: portNamed('http-metrics-01'), expect: {}, absent: ALL },
  { name: 'an update to such a template', to: portNamed('http-metrics-012'), expect: { 'pods-refused': { field: 'spec.template.spec.containers[app].ports[0].name' } } },
  { name: 'a mount of a claim template is a mount of a volume', options: { volumeClaimTemplates: [vct('data', '1Gi')] }, to: mounting('data'), expect: {}, absent: ALL },
  { name: 'a mount of neither', to: mounting('data'), expect: { 'pods-refused': { field: 'spec.template.spec.containers[app].volumeMounts[0].name', message: /volume mount "data" names no volume of the Pod/ } } },
  // Shared traps read the StatefulSet's own fields.
  { name: 'partition at replicas keeps every Pod back', options: { replicas: 3, rolling: { partition: 3 } }, to: image, expect: { 'partition-holds-all': { field: `${rolling}.partition` } } },
  { name: 'paused', options: { rolling: { paused: true } }, to: image, expect: { paused: { field: `${rolling}.paused` } } },
]

function predict(c: Case): Prediction {
  if (!c.to) return predictCreate(statefulSet(c.from ?? gated, c.options))
  return predictUpdate(statefulSet(c.from ?? gated, c.oldOptions ?? c.options), statefulSet(c.to, c.options))
}

for (const c of CASES) {
  t.test(c.name, async (t) => {
    const p = predict(c)
    for (const [id, want] of Object.entries(c.expect)) {
      const trap = p.traps.find((x) => x.id === id)
      if (!t.ok(trap, `trap ${id}`)) continue
      if (want.field) t.equal(trap!.field, want.field, `${id} field`)
      if (want.severity) t.equal(trap!.severity, want.severity, `${id} severity`)
      if (want.message) t.match(trap!.message, want.message, `${id} message`)
    }
    for (const id of c.absent ?? []) t.notOk(p.traps.some((x) => x.id === id), `no ${id}`)
    t.notMatch(JSON.stringify(p.traps), SECRET, 'no trap echoes an env value or an argument')
  })
}
