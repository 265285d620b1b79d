import t from 'tap'
import type { PodUpdatePolicy } from '../../../src/engine/workloads/cloneSet.js'
import { DEFAULT_GATES } from '../../../src/engine/kruise/gates.js'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { isGuardError } from '../../../src/errors.js'
import { type CloneSetOptions, blockingOf, cloneSet, container, edit, podTemplate } from '../support/builders.js'

/** predictUpdate / predictCreate through both API versions and every strategy (spec §1.1, §4.1). */

const base = podTemplate([
  container('app', 'shop/app:1.0', { env: [{ name: 'LOG_LEVEL', value: 'info' }, { name: 'PORT', value: '8080' }] }),
  container('proxy', 'envoy:1.30'),
])
/** Two containers whose env lists hold the same names in opposite orders. */
const pairedEnvs = podTemplate([
  container('app', 'shop/app:1.0', { env: [{ name: 'LOG_LEVEL', value: 'info' }, { name: 'PORT', value: '8080' }] }),
  container('proxy', 'envoy:1.30', { env: [{ name: 'PORT', value: '8080' }, { name: 'LOG_LEVEL', value: 'info' }] }),
])
const imageChange = edit(base, (x) => { x.spec.containers[0].image = 'shop/app:1.1' })
const envChange = edit(base, (x) => { x.spec.containers[0].env[0].value = 'debug' })

const STRATEGIES: { name: string; options: CloneSetOptions; policy: PodUpdatePolicy; policyField: string; strategyField: string; updateType: string }[] = [
  { name: 'v1alpha1 InPlaceIfPossible', options: { version: 'v1alpha1', policy: 'InPlaceIfPossible' }, policy: 'InPlaceIfPossible', policyField: 'spec.updateStrategy.type', strategyField: 'spec.updateStrategy', updateType: 'RollingUpdate' },
  { name: 'v1alpha1 InPlaceOnly', options: { version: 'v1alpha1', policy: 'InPlaceOnly' }, policy: 'InPlaceOnly', policyField: 'spec.updateStrategy.type', strategyField: 'spec.updateStrategy', updateType: 'RollingUpdate' },
  { name: 'v1alpha1 ReCreate', options: { version: 'v1alpha1', policy: 'ReCreate' }, policy: 'ReCreate', policyField: 'spec.updateStrategy.type', strategyField: 'spec.updateStrategy', updateType: 'RollingUpdate' },
  { name: 'v1beta1 InPlaceIfPossible', options: { policy: 'InPlaceIfPossible' }, policy: 'InPlaceIfPossible', policyField: 'spec.updateStrategy.rollingUpdate.podUpdatePolicy', strategyField: 'spec.updateStrategy.rollingUpdate', updateType: 'RollingUpdate' },
  { name: 'v1beta1 InPlaceOnly', options: { policy: 'InPlaceOnly' }, policy: 'InPlaceOnly', policyField: 'spec.updateStrategy.rollingUpdate.podUpdatePolicy', strategyField: 'spec.updateStrategy.rollingUpdate', updateType: 'RollingUpdate' },
  { name: 'v1beta1 ReCreate', options: { policy: 'ReCreate' }, policy: 'ReCreate', policyField: 'spec.updateStrategy.rollingUpdate.podUpdatePolicy', strategyField: 'spec.updateStrategy.rollingUpdate', updateType: 'RollingUpdate' },
  { name: 'v1beta1 OnDelete without rollingUpdate', options: { withoutRollingUpdate: true }, policy: 'ReCreate', policyField: 'spec.updateStrategy.rollingUpdate.podUpdatePolicy', strategyField: 'spec.updateStrategy.rollingUpdate', updateType: 'OnDelete' },
  { name: 'v1beta1 OnDelete with InPlaceIfPossible', options: { updateType: 'OnDelete', policy: 'InPlaceIfPossible' }, policy: 'InPlaceIfPossible', policyField: 'spec.updateStrategy.rollingUpdate.podUpdatePolicy', strategyField: 'spec.updateStrategy.rollingUpdate', updateType: 'OnDelete' },
]

/** What each strategy does with an in-place-eligible and a recreate-only change (spec §4.1 step 4). */
function expected(policy: PodUpdatePolicy, updateType: string) {
  if (updateType === 'OnDelete') return { inPlace: ['recreate', 'on-delete'], recreate: ['recreate', 'on-delete'] }
  if (policy === 'ReCreate') return { inPlace: ['recreate', 'recreate'], recreate: ['recreate', 'recreate'] }
  if (policy === 'InPlaceOnly') return { inPlace: ['in-place', 'in-place'], recreate: ['recreate', 'rollout-fails'] }
  return { inPlace: ['in-place', 'in-place'], recreate: ['recreate', 'silent-recreate'] }
}

for (const s of STRATEGIES) {
  t.test(s.name, async (t) => {
    const exp = expected(s.policy, s.updateType)
    const image = predictUpdate(cloneSet(base, s.options), cloneSet(imageChange, s.options))
    t.match(image, {
      kind: 'CloneSet', namespace: 'shop', name: 'web', strategy: s.policy, updateType: s.updateType,
      policyField: s.policyField, strategyField: s.strategyField, eligibility: 'in-place',
    }, 'the view of the strategy')
    t.same([image.outcome, image.consequence], exp.inPlace, 'image change: outcome, consequence')
    t.same(image.restartedContainers, image.outcome === 'in-place' ? ['app'] : [], 'only an in-place outcome restarts containers')
    t.same(image.blocking, [])

    const env = predictUpdate(cloneSet(base, s.options), cloneSet(envChange, s.options))
    t.equal(env.eligibility, 'recreate')
    t.same([env.outcome, env.consequence], exp.recreate, 'env change: outcome, consequence')
    t.same(blockingOf(env), ['pod-spec /spec/containers/0/env/0/value'])
    t.same(env.restartedContainers, [])

    const same = predictUpdate(cloneSet(base, s.options), cloneSet(structuredClone(base), s.options))
    t.match(same, { eligibility: 'unchanged', outcome: 'unchanged', consequence: 'none', verdicts: [], blocking: [], notes: [] }, 'no change')
  })
}

t.test('the new object decides the version and strategy (a policy switch together with an image change)', async (t) => {
  const p = predictUpdate(cloneSet(base, { version: 'v1alpha1', policy: 'ReCreate' }), cloneSet(imageChange, { policy: 'InPlaceOnly' }))
  t.match(p, { version: 'v1beta1', strategy: 'InPlaceOnly', outcome: 'in-place', consequence: 'in-place' })
  const back = predictUpdate(cloneSet(base, { policy: 'InPlaceIfPossible' }), cloneSet(imageChange, { version: 'v1alpha1', policy: 'ReCreate' }))
  t.match(back, { version: 'v1alpha1', strategy: 'ReCreate', outcome: 'recreate', eligibility: 'in-place' })
})

t.test('a strategy-only change does not touch the Pods', async (t) => {
  const p = predictUpdate(cloneSet(base, { policy: 'ReCreate', rolling: { partition: 1 } }), cloneSet(base, { policy: 'InPlaceIfPossible', rolling: { maxUnavailable: 2 } }))
  t.match(p, { eligibility: 'unchanged', outcome: 'unchanged', verdicts: [] })
})

t.test("the CloneSet's own metadata is not part of the revision (spec §2.1, row #2's extra metadata)", async (t) => {
  const before = cloneSet(base)
  const after = cloneSet(imageChange)
  Object.assign(after.metadata, { labels: { owner: 'team-b' }, annotations: { 'kubectl.kubernetes.io/last-applied-configuration': '{}' }, generation: 7 })
  t.match(predictUpdate(before, after), { eligibility: 'in-place', outcome: 'in-place', restartedContainers: ['app'] })
  Object.assign(before.metadata, after.metadata)
  t.match(predictUpdate(before, cloneSet(base)), { eligibility: 'unchanged' })
})

t.test('gates: defaults, overrides, KruiseDaemon forcing env-from-metadata off', async (t) => {
  t.same(predictUpdate(cloneSet(base), cloneSet(base)).gates, DEFAULT_GATES)
  const g = predictUpdate(cloneSet(base), cloneSet(base), { gates: { InPlaceWorkloadVerticalScaling: true, KruiseDaemon: false } }).gates
  t.match(g, { InPlaceWorkloadVerticalScaling: true, KruiseDaemon: false, InPlaceUpdateEnvFromMetadata: false })
  const forced = predictUpdate(cloneSet(base), cloneSet(base), { gates: { KruiseDaemon: false, InPlaceUpdateEnvFromMetadata: true } }).gates
  t.equal(forced.InPlaceUpdateEnvFromMetadata, false, 'KruiseDaemon off wins, as in Kruise')
})

t.test('restartedContainers: sorted, unique, only the containers that restart', async (t) => {
  const three = podTemplate([container('zeta', 'z:1'), container('alpha', 'a:1'), container('mid', 'm:1', { env: [{ name: 'V', valueFrom: { fieldRef: { fieldPath: "metadata.annotations['v']" } } }] })],
    { annotations: { v: '1', other: 'x' } })
  const changed = edit(three, (x) => {
    x.spec.containers[0].image = 'z:2'
    x.spec.containers[1].image = 'a:2'
    x.metadata.annotations.v = '2'
    x.metadata.annotations.other = 'y'
  })
  const p = predictUpdate(cloneSet(three), cloneSet(changed))
  t.equal(p.outcome, 'in-place')
  t.same(p.restartedContainers, ['alpha', 'mid', 'zeta'])
  t.same(p.verdicts.filter((v) => v.rule === 'metadata').map((v) => v.effect), ['in-place'], 'the unreferenced annotation restarts nothing')
})

t.test('notes explain reordering and shifts in plain words', async (t) => {
  const cases = [
    {
      name: 'containers swapped', to: edit(base, (x) => { x.spec.containers.reverse() }),
      note: /spec\.template\.spec\.containers was reordered \(app, proxy -> proxy, app\): OpenKruise compares by position/,
    },
    {
      name: 'env reordered', to: edit(base, (x) => { x.spec.containers[0].env.reverse() }),
      note: /spec\.template\.spec\.containers\[app\]\.env was reordered \(LOG_LEVEL, PORT -> PORT, LOG_LEVEL\)/,
    },
    {
      name: 'a container inserted in the middle', to: edit(base, (x) => { x.spec.containers.splice(1, 0, container('init-db', 'db:1')) }),
      note: /container init-db was added at position 2 of spec\.template\.spec\.containers; the containers after it moved down one position/,
    },
    {
      name: 'the first container removed', to: edit(base, (x) => { x.spec.containers.shift() }),
      note: /container app was removed from position 1 of spec\.template\.spec\.containers; the containers after it moved up one position/,
    },
    {
      name: 'an env var inserted first', to: edit(base, (x) => { x.spec.containers[0].env.unshift({ name: 'REGION', value: 'eu' }) }),
      note: /env var REGION was added at position 1 of spec\.template\.spec\.containers\[app\]\.env/,
    },
    {
      // Compared by position, each env list meets one with the same names: only the container names move.
      name: 'containers swapped, each env list reordered', to: edit(pairedEnvs, (x) => {
        x.spec.containers.reverse()
        for (const c of x.spec.containers) c.env.reverse()
      }),
      from: pairedEnvs,
      note: /spec\.template\.spec\.containers\[app\]\.env was reordered \(LOG_LEVEL, PORT -> PORT, LOG_LEVEL\)/,
    },
  ]
  for (const c of cases) {
    const from = c.from ?? base
    const p = predictUpdate(cloneSet(from), cloneSet(c.to))
    t.equal(p.eligibility, 'recreate', `${c.name}: recreate`)
    t.ok(p.notes.some((n) => c.note.test(n)), `${c.name}: ${p.notes.join(' | ')}`)
    // The webhook asks for no notes: the same prediction otherwise.
    const withoutNotes = predictUpdate(cloneSet(from), cloneSet(c.to), { notes: false })
    t.same(withoutNotes, { ...p, notes: [] }, `${c.name}: notes: false changes nothing but the notes`)
  }
  t.same(predictUpdate(cloneSet(base), cloneSet(imageChange)).notes, [], 'no notes when nothing moved')
  t.same(predictUpdate(cloneSet(base), cloneSet(envChange)).notes, [], 'no notes when an env value changed')
})

t.test('a swapped pair names both containers at that position in its explanation and path', async (t) => {
  const p = predictUpdate(cloneSet(base), cloneSet(edit(base, (x) => { x.spec.containers.reverse() })))
  const first = p.blocking.find((v) => v.change.pointer === '/spec/containers/0/name')
  t.ok(first)
  t.match(first?.explanation, /position 1 is now proxy instead of app/)
  t.match(first?.change.path, /containers\[app(->proxy)?\]\.name/)
})

t.test('the CloneSet before an update is read as far as the update is compared with it', async (t) => {
  const brokenStrategy = (template: typeof base) => {
    const cs = cloneSet(template)
    const spec = cs.spec as { updateStrategy: { rollingUpdate: Record<string, unknown> } }
    spec.updateStrategy.rollingUpdate.podUpdatePolicy = 'Sometimes'
    return cs
  }
  // The update may be the fix: the stored object's strategy is not what is compared.
  const fixing = predictUpdate(brokenStrategy(base), cloneSet(envChange))
  t.match(fixing, { eligibility: 'recreate', outcome: 'recreate', consequence: 'silent-recreate' }, 'an unreadable strategy before the update does not stop the prediction')
  const refused = predictUpdate(cloneSet(base), brokenStrategy(envChange))
  t.same(refused.kruiseWebhookRefusals.map((r) => r.field), ['spec.updateStrategy.rollingUpdate.podUpdatePolicy'], 'after the update it is Kruise\'s refusal')
  t.match(refused, { outcome: 'recreate' }, 'read as its controller reads it: only the two in-place policies update in place')
  const mistyped = brokenStrategy(envChange) as { spec: { updateStrategy: { rollingUpdate: Record<string, unknown> } } }
  mistyped.spec.updateStrategy.rollingUpdate.podUpdatePolicy = 5
  t.throws(() => predictUpdate(cloneSet(base), mistyped), { code: 'IPG_ERR_FIELD_TYPE', path: 'spec.updateStrategy.rollingUpdate.podUpdatePolicy' }, 'a value Kubernetes cannot decode is an error')
  const withoutTemplate = cloneSet(base)
  delete (withoutTemplate.spec as Record<string, unknown>).template
  t.throws(() => predictUpdate(withoutTemplate, cloneSet(envChange)), { code: 'IPG_ERR_FIELD_TYPE', path: 'spec.template' }, 'the template before the update is compared, so it must read')
  const badClaims = { ...cloneSet(base), spec: { ...(cloneSet(base).spec as object), volumeClaimTemplates: 'data' } }
  t.throws(() => predictUpdate(badClaims, cloneSet(base)), { code: 'IPG_ERR_FIELD_TYPE', path: 'spec.volumeClaimTemplates' }, 'so are its claim templates')
})

t.test('predictCreate: unchanged, with the traps of the new object', async (t) => {
  const p = predictCreate(cloneSet(base, { policy: 'InPlaceOnly', rolling: { maxSurge: 1 } }))
  t.match(p, { kind: 'CloneSet', outcome: 'unchanged', eligibility: 'unchanged', consequence: 'none', verdicts: [], blocking: [], notes: [], restartedContainers: [] })
  t.same(p.kruiseWebhookRefusals.map((r) => r.field), ['spec.updateStrategy.rollingUpdate.maxSurge'], 'and Kruise\'s refusals of it')
})

t.test('unreadable input on either side is a GuardError, never a partial prediction', async (t) => {
  const good = cloneSet(base)
  for (const [oldCs, newCs, code] of [
    [undefined, good, 'IPG_ERR_NOT_OBJECT'], [good, 'x', 'IPG_ERR_NOT_OBJECT'],
    [{ ...good, kind: 'Deployment' }, good, 'IPG_ERR_NOT_CLONESET'], [good, { ...good, apiVersion: 'apps.kruise.io/v1' }, 'IPG_ERR_UNSUPPORTED_VERSION'],
  ] as const) {
    t.throws(() => predictUpdate(oldCs, newCs), { code }, code)
  }
  let err: unknown
  try {
    predictCreate({ ...good, spec: { ...good.spec, template: { spec: { containers: [{ image: 'x' }] } } } })
  } catch (e) {
    err = e
  }
  t.ok(isGuardError(err) && err.code === 'IPG_ERR_FIELD_TYPE' && err.path === 'spec.template.spec.containers[0].name')
})
