import t from 'tap'
import { predictUnitedDeploymentCreate, predictUnitedDeploymentUpdate } from '../../../src/engine/inplace/unitedDeploymentPrediction.js'
import type { SubsetChildKind } from '../../../src/engine/workloads/unitedDeployment.js'
import { unitedDeployment } from '../support/unitedDeployments.js'

/**
 * A UnitedDeployment update judged subset by subset by the child's own rules (Kruise v1.9.1
 * pkg/controller/uniteddeployment/adapter: the child carries the UnitedDeployment's revision in its pod template).
 */

const image = (kind: SubsetChildKind, policy?: string) => ({
  old: unitedDeployment(kind, { policy }), new: unitedDeployment(kind, { policy, image: 'registry/app:2' }),
})
/** A change outside the pod template: only the revision label of the child's pod template changes. */
const strategyOnly = (kind: SubsetChildKind, policy: string, spec: Record<string, unknown>) => ({
  old: unitedDeployment(kind, { policy }), new: unitedDeployment(kind, { policy, spec }),
})

const cases: { name: string; pair: { old: unknown; new: unknown }; outcome: string; consequences: string[]; refused?: boolean }[] = [
  { name: 'CloneSet ReCreate: an image change recreates every subset', pair: image('CloneSet', 'ReCreate'), outcome: 'recreate', consequences: ['recreate', 'recreate'] },
  { name: 'CloneSet InPlaceIfPossible: an image change is in place in every subset', pair: image('CloneSet', 'InPlaceIfPossible'), outcome: 'in-place', consequences: ['in-place', 'in-place'] },
  { name: 'CloneSet default strategy (ReCreate)', pair: image('CloneSet'), outcome: 'recreate', consequences: ['recreate', 'recreate'] },
  {
    name: 'CloneSet ReCreate: a change of the child strategy alone changes the revision label, so every Pod is recreated',
    pair: strategyOnly('CloneSet', 'ReCreate', { minReadySeconds: 5 }), outcome: 'recreate', consequences: ['recreate', 'recreate'],
  },
  {
    name: 'CloneSet InPlaceIfPossible: the same change only relabels the Pods in place',
    pair: strategyOnly('CloneSet', 'InPlaceIfPossible', { minReadySeconds: 5 }), outcome: 'in-place', consequences: ['in-place', 'in-place'],
  },
  { name: 'Advanced StatefulSet InPlaceIfPossible: in place', pair: image('AdvancedStatefulSet', 'InPlaceIfPossible'), outcome: 'in-place', consequences: ['in-place', 'in-place'] },
  { name: 'Advanced StatefulSet ReCreate: recreate', pair: image('AdvancedStatefulSet', 'ReCreate'), outcome: 'recreate', consequences: ['recreate', 'recreate'] },
  { name: 'apps/v1 StatefulSet: always recreate', pair: image('StatefulSet', 'RollingUpdate'), outcome: 'recreate', consequences: ['recreate', 'recreate'] },
  { name: 'apps/v1 StatefulSet OnDelete: waits for deletion', pair: image('StatefulSet', 'OnDelete'), outcome: 'recreate', consequences: ['on-delete', 'on-delete'] },
  { name: 'Deployment: always recreate', pair: image('Deployment'), outcome: 'recreate', consequences: ['recreate', 'recreate'] },
  {
    name: 'nothing changed: nothing happens',
    pair: { old: unitedDeployment('CloneSet', { policy: 'ReCreate' }), new: unitedDeployment('CloneSet', { policy: 'ReCreate' }) }, outcome: 'unchanged', consequences: ['none', 'none'],
  },
  {
    name: 'CloneSet InPlaceOnly: a resource change cannot be made in place; Kruise\'s CloneSet webhook refuses the child',
    pair: {
      old: unitedDeployment('CloneSet', { policy: 'InPlaceOnly' }),
      new: unitedDeployment('CloneSet', { policy: 'InPlaceOnly', podSpec: { containers: [{ name: 'app', image: 'registry/app:1', ports: [{ containerPort: 80 }] }] } }),
    },
    outcome: 'recreate', consequences: ['rollout-fails', 'rollout-fails'], refused: true,
  },
  {
    // The UnitedDeployment webhook does not validate a CloneSet child's pod spec; the CloneSet webhook does, on the child.
    name: 'CloneSet InPlaceIfPossible: a port name of 16 characters; Kruise\'s CloneSet webhook refuses the child',
    pair: {
      old: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' }),
      new: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', podSpec: { containers: [{ name: 'app', image: 'registry/app:1', ports: [{ name: 'http-metrics-012', containerPort: 80 }] }] } }),
    },
    outcome: 'recreate', consequences: ['silent-recreate', 'silent-recreate'], refused: true,
  },
]

for (const c of cases) {
  t.test(c.name, async (t) => {
    const p = predictUnitedDeploymentUpdate(c.pair.old, c.pair.new)
    t.equal(p.outcome, c.outcome)
    t.same(p.subsets.map((s) => s.consequence), c.consequences)
    t.equal(p.subsets.some((s) => s.childRefusals.length > 0), c.refused === true)
    for (const s of p.subsets) {
      t.ok(s.messages.length > 0)
      for (const m of s.messages) t.match(m, new RegExp(`^subset ${s.subset} \\(\\S+( StatefulSet)? shop/ud-${s.subset}-\\*\\): `))
    }
    t.equal(p.revisions.old === p.revisions.new, c.outcome === 'unchanged', 'the revision changes with the template')
  })
}

t.test('a removed subset deletes its child and Pods; an added one is created', async (t) => {
  const old = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' })
  const next = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', subsets: [old.spec.topology.subsets[0], { name: 'zone-c' }] })
  const p = predictUnitedDeploymentUpdate(old, next)
  t.same(p.subsets.map((s) => [s.subset, s.change, s.outcome]), [['zone-a', 'updated', 'unchanged'], ['zone-c', 'created', 'unchanged'], ['zone-b', 'deleted', 'recreate']])
  t.equal(p.outcome, 'recreate')
})

t.test('a new template kind replaces every child', async (t) => {
  const p = predictUnitedDeploymentUpdate(unitedDeployment('CloneSet'), unitedDeployment('Deployment'))
  t.same(p.subsets.map((s) => s.change), ['replaced', 'replaced'])
  t.equal(p.outcome, 'recreate')
})

/** A subset patch that moves the child's Pods out of its selector: the child kind's webhook refuses to create it. */
const outOfSelector = { metadata: { labels: { app: 'other' } } }

t.test('a new subset whose child Kruise refuses to create holds back the kept subsets and the children created after it', async (t) => {
  const old = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' })
  const subsets = [...old.spec.topology.subsets, { name: 'zone-c', patch: outOfSelector }, { name: 'zone-d' }]
  const p = predictUnitedDeploymentUpdate(old, unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', image: 'registry/app:2', subsets }))
  t.same(p.heldBack, ['zone-a', 'zone-b', 'zone-d'])
  t.same(p.subsets.map((s) => [s.subset, s.change, s.outcome, s.childRefusals.length]), [
    ['zone-a', 'updated', 'in-place', 0], ['zone-b', 'updated', 'in-place', 0], ['zone-c', 'created', 'unchanged', 1], ['zone-d', 'created', 'unchanged', 0],
  ], 'each subset keeps its own verdict (what happens once Kruise gets to it)')
  const said = (name: string) => p.subsets.find((s) => s.subset === name)!.messages
  t.match(said('zone-c'), [/^subset zone-c \(CloneSet shop\/ud-zone-c-\*\): Kruise refuses to create the child \(FailedUpdateSubset Event\): .*`selector` does not match template `labels`/])
  t.match(said('zone-a').at(-1), /^subset zone-a \(CloneSet shop\/ud-zone-a-\*\): not updated before Kruise can create the child of subset zone-c: each reconcile stops at that failed creation/)
  t.match(said('zone-d'), [/^subset zone-d \(CloneSet shop\/ud-zone-d-\*\): never created while Kruise cannot create the child of subset zone-c .*: the subset gets no Pods$/])
  const fixed = subsets.map((s) => (s.name === 'zone-c' ? { name: 'zone-c' } : s))
  t.same(predictUnitedDeploymentUpdate(old, unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', image: 'registry/app:2', subsets: fixed })).heldBack, [], 'without the patch, nothing is held back')
})

t.test('a template kind change whose new child Kruise refuses: the old child is deleted all the same, and the subsets after it wait', async (t) => {
  const old = unitedDeployment('Deployment')
  const [a, b] = old.spec.topology.subsets
  const p = predictUnitedDeploymentUpdate(old, unitedDeployment('CloneSet', { subsets: [{ ...a, patch: outOfSelector }, b] }))
  t.same(p.heldBack, ['zone-b'])
  t.same(p.subsets.map((s) => [s.change, s.outcome, s.consequence]), [['replaced', 'recreate', 'recreate'], ['replaced', 'recreate', 'recreate']])
  t.match(p.subsets[0]!.messages, [/^subset zone-a \(Deployment shop\/ud-zone-a-\*\): the template kind changes to CloneSet: Kruise deletes the old child and its Pods but refuses to create the new one \(FailedUpdateSubset Event\): the subset is left without Pods: /])
  t.match(p.subsets[1]!.messages, [/^subset zone-b \(Deployment shop\/ud-zone-b-\*\): never created while Kruise cannot create the child of subset zone-a .*: its old child and Pods are deleted, and the subset is left without Pods$/])
})

t.test('a new UnitedDeployment: a refused child is named, and so are the children never created after it', async (t) => {
  const [a, b] = unitedDeployment('CloneSet').spec.topology.subsets
  const p = predictUnitedDeploymentCreate(unitedDeployment('AdvancedStatefulSet', { subsets: [{ ...a, patch: outOfSelector }, b] }))
  t.same(p.heldBack, ['zone-b'])
  t.same(p.subsets.map((s) => s.childRefusals.length), [1, 0])
  t.match(p.subsets[1]!.messages, [/never created while Kruise cannot create the child of subset zone-a/])
})

t.test('a refused update holds back the kept subsets Kruise would update after it, in name order and slow-start batches', async (t) => {
  // InPlaceOnly children: an env change cannot be made in place, so the child's CloneSet webhook refuses its update.
  const envPatch = { spec: { containers: [{ name: 'app', env: [{ name: 'ZONE', value: 'x' }] }] } }
  const zones = (refused: string, names: string[]) => names.map((name) => (name === refused ? { name, patch: envPatch } : { name }))
  // The refused child first: every reconcile stops at it. Otherwise a child Kruise updated stays on its list while its
  // Pods roll out, so whether a reconcile reaches the ones after the failing batch depends on timing.
  const always = 'not updated while Kruise refuses its update'
  const waits = 'waits while Kruise refuses its update'
  const rows: { refused: string; names: string[]; heldBack: string[]; says?: string }[] = [
    { refused: 'zone-a', names: ['zone-a', 'zone-b'], heldBack: ['zone-b'], says: always },
    { refused: 'zone-b', names: ['zone-a', 'zone-b', 'zone-c'], heldBack: [] },
    { refused: 'zone-b', names: ['zone-d', 'zone-c', 'zone-b', 'zone-a'], heldBack: ['zone-d'], says: waits },
  ]
  for (const row of rows) {
    const old = unitedDeployment('CloneSet', { policy: 'InPlaceOnly', subsets: zones('', row.names) })
    const p = predictUnitedDeploymentUpdate(old, unitedDeployment('CloneSet', { policy: 'InPlaceOnly', image: 'registry/app:2', subsets: zones(row.refused, row.names) }))
    t.same(p.subsets.filter((s) => s.childRefusals.length > 0).map((s) => s.subset), [row.refused], `${row.names.join(', ')}: ${row.refused} refused`)
    t.same(p.heldBack, row.heldBack, `${row.names.join(', ')}: held back`)
    for (const name of row.heldBack) {
      t.match(p.subsets.find((s) => s.subset === name)!.heldBackBecause, new RegExp(`^subset ${name} \\(CloneSet shop/ud-${name}-\\*\\): ${row.says} of the child of subset ${row.refused}\\b.* in subset-name order`))
    }
  }
})

t.test('Kruise\'s UnitedDeployment webhook refuses a changed nodeSelectorTerm or tolerations of a kept subset', async (t) => {
  const old = unitedDeployment('CloneSet')
  const next = unitedDeployment('CloneSet', {
    subsets: [{ name: 'zone-a', nodeSelectorTerm: { matchExpressions: [{ key: 'zone', operator: 'In', values: ['a2'] }] } }, { name: 'zone-b', tolerations: [{ key: 'x', operator: 'Exists' }] }],
  })
  const p = predictUnitedDeploymentUpdate(old, next)
  t.same(p.kruiseWebhookRefusals.map((r) => r.field), ['spec.topology.subsets[0].nodeSelectorTerm', 'spec.topology.subsets[1].tolerations'])
})

t.test('a kept subset\'s placement written differently but meaning the same is no change to Kruise', async (t) => {
  const old = unitedDeployment('CloneSet', {
    subsets: [{ name: 'zone-a', nodeSelectorTerm: { matchExpressions: [{ key: 'zone', operator: 'Exists' }] }, tolerations: [{ key: 'x', operator: 'Exists' }] }],
  })
  const respelled = unitedDeployment('CloneSet', {
    subsets: [{
      name: 'zone-a', nodeSelectorTerm: { matchExpressions: [{ operator: 'Exists', key: 'zone', values: [] }] },
      tolerations: [{ key: 'x', operator: 'Exists', value: '', effect: null, tolerationSeconds: null }],
    }],
  })
  t.same(predictUnitedDeploymentUpdate(old, respelled).kruiseWebhookRefusals, [])
  const evicting = (toleration: object) => unitedDeployment('CloneSet', { subsets: [{ ...old.spec.topology.subsets[0], tolerations: [{ key: 'x', operator: 'Exists', effect: 'NoExecute', ...toleration }] }] })
  t.same(predictUnitedDeploymentUpdate(evicting({}), evicting({ tolerationSeconds: null })).kruiseWebhookRefusals, [], 'tolerationSeconds null is unset')
  t.same(predictUnitedDeploymentUpdate(evicting({}), evicting({ tolerationSeconds: 0 })).kruiseWebhookRefusals.map((r) => r.field), ['spec.topology.subsets[0].tolerations'], 'tolerationSeconds 0 is set')
})

t.test('a kept subset\'s matchFields are part of its nodeSelectorTerm: Kruise refuses a change', async (t) => {
  const placed = (matchFields: unknown) => unitedDeployment('CloneSet', { subsets: [{ name: 'zone-a', nodeSelectorTerm: { matchFields } }] })
  const fields = [{ key: 'metadata.name', operator: 'In', values: ['node-1'] }]
  t.same(predictUnitedDeploymentUpdate(placed(fields), placed([{ ...fields[0], values: ['node-2'] }])).kruiseWebhookRefusals.map((r) => r.field), ['spec.topology.subsets[0].nodeSelectorTerm'])
  t.same(predictUnitedDeploymentUpdate(placed(undefined), placed([])).kruiseWebhookRefusals, [], 'an empty list is none')
})

/**
 * Kruise reads the child template into its Go types before it compares (ValidateUnitedDeploymentUpdate) and before it
 * encodes the revision: a respelling that decodes alike is no change; a real change of a StatefulSet field outside
 * template, updateStrategy and replicas is refused, naming the field.
 */
const childSpecRows: { kind: SubsetChildKind; what: string; before?: Record<string, unknown>; after: Record<string, unknown>; refused?: string }[] = [
  { kind: 'AdvancedStatefulSet', what: 'volumeClaimTemplates []', after: { volumeClaimTemplates: [] } },
  { kind: 'StatefulSet', what: 'selector.matchExpressions []', before: { selector: { matchLabels: { app: 'web' } } }, after: { selector: { matchLabels: { app: 'web' }, matchExpressions: [] } } },
  { kind: 'StatefulSet', what: 'revisionHistoryLimit null', after: { revisionHistoryLimit: null } },
  { kind: 'CloneSet', what: 'revisionHistoryLimit null', after: { revisionHistoryLimit: null } },
  { kind: 'Deployment', what: 'minReadySeconds 0', after: { minReadySeconds: 0 } },
  { kind: 'AdvancedStatefulSet', what: 'a field the Advanced StatefulSet does not have', after: { minReadySeconds: 5 } },
  { kind: 'StatefulSet', what: 'a quantity respelled', before: { volumeClaimTemplates: [claim('1Gi')] }, after: { volumeClaimTemplates: [claim('1024Mi')] } },
  // Kruise's mutating webhook defaults a StatefulSet template's claims: the stored object and its manifest compare alike.
  { kind: 'StatefulSet', what: 'a stored claim (status Pending) against its manifest', before: { volumeClaimTemplates: [{ ...claim('1Gi'), status: { phase: 'Pending' } }] }, after: { volumeClaimTemplates: [claim('1Gi')] } },
  { kind: 'StatefulSet', what: 'an empty retention policy is a new pointer', after: { persistentVolumeClaimRetentionPolicy: {} }, refused: 'persistentVolumeClaimRetentionPolicy' },
  { kind: 'AdvancedStatefulSet', what: 'revisionHistoryLimit 4', after: { revisionHistoryLimit: 4 }, refused: 'revisionHistoryLimit' },
  { kind: 'StatefulSet', what: 'a bigger claim', before: { volumeClaimTemplates: [claim('1Gi')] }, after: { volumeClaimTemplates: [claim('2Gi')] }, refused: 'volumeClaimTemplates' },
]

function claim(storage: string): Record<string, unknown> {
  return { metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage } } } }
}

for (const row of childSpecRows) {
  t.test(`${row.kind} template, ${row.what}: ${row.refused === undefined ? 'no change' : 'refused'}`, async (t) => {
    const p = predictUnitedDeploymentUpdate(unitedDeployment(row.kind, { spec: row.before }), unitedDeployment(row.kind, { spec: { ...row.before, ...row.after } }))
    if (row.refused === undefined) {
      t.same(p.kruiseWebhookRefusals, [])
      t.equal(p.revisions.new, p.revisions.old, 'the same revision')
      t.same(p.subsets.map((s) => s.outcome), ['unchanged', 'unchanged'])
    } else {
      t.same(p.kruiseWebhookRefusals.map((r) => r.field), [`spec.template.${row.kind === 'StatefulSet' ? 'statefulSetTemplate' : 'advancedStatefulSetTemplate'}.spec.${row.refused}`])
      t.match(p.kruiseWebhookRefusals[0]!.rule, `(changed: spec.${row.refused})`)
    }
  })
}

t.test('with TemplateNoDefaults Kruise defaults no claim: a stored phase the manifest drops is a change', async (t) => {
  const stored = unitedDeployment('StatefulSet', { spec: { volumeClaimTemplates: [{ ...claim('1Gi'), status: { phase: 'Pending' } }] } })
  const manifest = unitedDeployment('StatefulSet', { image: 'registry/app:2', spec: { volumeClaimTemplates: [claim('1Gi')] } })
  t.same(predictUnitedDeploymentUpdate(stored, manifest).kruiseWebhookRefusals, [])
  t.same(predictUnitedDeploymentUpdate(stored, manifest, { gates: { TemplateNoDefaults: true } }).kruiseWebhookRefusals.map((r) => r.field), ['spec.template.statefulSetTemplate.spec.volumeClaimTemplates'])
})

t.test('Kruise\'s UnitedDeployment webhook refuses a partition of a subset that is not in the topology', async (t) => {
  const partitions = (p: Record<string, number>) => ({ updateStrategy: { type: 'Manual', manualUpdate: { partitions: p } } })
  const withStrategy = (o: any, p: Record<string, number>) => ({ ...o, spec: { ...o.spec, ...partitions(p) } })
  const old = withStrategy(unitedDeployment('CloneSet'), { 'zone-a': 1 })
  const onlyB = unitedDeployment('CloneSet', { subsets: [old.spec.topology.subsets[1]] })
  const rows: [string, Record<string, number>, string[]][] = [
    ['its subset removed, the partition kept', { 'zone-a': 1 }, ['subset zone-a does not exist']],
    ['a partition of 0 is still a partition', { 'zone-a': 0, 'zone-b': 2 }, ['subset zone-a does not exist']],
    ['two unknown subsets, named in order', { 'zone-z': 1, 'zone-c': 1 }, ['subset zone-c does not exist', 'subset zone-z does not exist']],
    ['the partition removed with its subset', { 'zone-b': 1 }, []],
  ]
  for (const [name, p, rules] of rows) {
    const refusals = predictUnitedDeploymentUpdate(old, withStrategy(onlyB, p)).kruiseWebhookRefusals
    t.same(refusals.map((r) => r.rule), rules, name)
    t.ok(refusals.every((r) => r.field === 'spec.updateStrategy.manualUpdate.partitions'), `${name}: the partitions field is named`)
  }
})

t.test('a subset patch change alone reaches only that subset', async (t) => {
  const old = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' })
  const next = unitedDeployment('CloneSet', {
    policy: 'InPlaceIfPossible',
    subsets: [old.spec.topology.subsets[0], { name: 'zone-b', patch: { spec: { containers: [{ name: 'app', image: 'registry/app:b' }] } } }],
  })
  const p = predictUnitedDeploymentUpdate(old, next)
  t.equal(p.revisions.old, p.revisions.new)
  t.same(p.subsets.map((s) => s.outcome), ['unchanged', 'recreate'], 'zone-b loses its env var (recreate) and gets its own image')
})

t.test('bad input: coded errors naming the field', async (t) => {
  const good = unitedDeployment('CloneSet')
  const bad = (mutate: (o: any) => void) => { const o = structuredClone(good); mutate(o); return o }
  t.throws(() => predictUnitedDeploymentUpdate(good, bad((o) => { delete o.spec.template.cloneSetTemplate })), { code: 'IPG_ERR_FIELD_VALUE', path: 'spec.template' })
  t.throws(() => predictUnitedDeploymentUpdate(good, bad((o) => { o.spec.template.deploymentTemplate = {} })), { code: 'IPG_ERR_FIELD_VALUE', path: 'spec.template' })
  t.ok(predictUnitedDeploymentUpdate(good, bad((o) => { o.spec.topology.subsets[1].name = 'zone-a' })).kruiseWebhookRefusals.some((r) => r.field === 'spec.topology.subsets[1].name'),
    'a repeated subset name is Kruise\'s refusal, not an unreadable object')
  t.throws(() => predictUnitedDeploymentUpdate(good, bad((o) => { o.spec.topology.subsets = 'x' })), { code: 'IPG_ERR_FIELD_TYPE', path: 'spec.topology.subsets' })
  t.throws(() => predictUnitedDeploymentUpdate(good, bad((o) => { delete o.spec.selector })), { code: 'IPG_ERR_FIELD_VALUE', path: 'spec.selector' })
  t.throws(() => predictUnitedDeploymentUpdate(good, bad((o) => { o.kind = 'CloneSet' })), { code: 'IPG_ERR_NOT_WORKLOAD' })
  t.throws(() => predictUnitedDeploymentUpdate(good, bad((o) => { o.spec.topology.subsets[1].patch = { spec: { $retainKeys: [] } } })), { code: 'IPG_ERR_FIELD_VALUE' })
})

t.test('a mistyped value in the child template is named in the UnitedDeployment, for every child kind, on an update and a create', async (t) => {
  const kinds = [['CloneSet', 'cloneSetTemplate'], ['AdvancedStatefulSet', 'advancedStatefulSetTemplate'], ['StatefulSet', 'statefulSetTemplate']] as const
  for (const [kind, field] of kinds) {
    const good = unitedDeployment(kind)
    const bad = unitedDeployment(kind, { podSpec: { hostNetwork: 'true' } })
    const path = `spec.template.${field}.spec.template.spec.hostNetwork`
    t.throws(() => predictUnitedDeploymentUpdate(good, bad), { code: 'IPG_ERR_FIELD_TYPE', path, message: `${path}: must be true or false: Kruise's Go types take no other` }, `${kind}: update`)
    t.throws(() => predictUnitedDeploymentUpdate(bad, good), { code: 'IPG_ERR_FIELD_TYPE', path }, `${kind}: the stored object`)
    t.throws(() => predictUnitedDeploymentCreate(bad), { code: 'IPG_ERR_FIELD_TYPE', path }, `${kind}: create`)
  }
  const good = unitedDeployment('CloneSet')
  const patched = unitedDeployment('CloneSet', {
    subsets: [good.spec.topology.subsets[0], { name: 'zone-b', patch: { spec: { containers: [{ name: 'app', env: [{ name: 'ZONE', value: 2 }] }] } } }],
  })
  t.throws(() => predictUnitedDeploymentUpdate(good, patched), {
    code: 'IPG_ERR_FIELD_TYPE', path: 'spec.topology.subsets[1]',
    message: 'spec.topology.subsets[1]: must be a string: Kruise\'s Go types take no other (spec.template.spec.containers[app].env[ZONE].value of the CloneSet it renders)',
  }, 'a value a subset patch writes: the subset is named, and the field in its child')
})

t.test('a CREATE gets the refusals of Kruise\'s webhook that do not need the stored object', async (t) => {
  t.same(predictUnitedDeploymentCreate(unitedDeployment('Deployment')).kruiseWebhookRefusals, [], 'a valid UnitedDeployment')
  const ud = unitedDeployment('Deployment', { subsets: [{ name: 'zone-a' }, { name: 'zone-a' }, { name: 'Zone-C' }] })
  ud.spec.template.deploymentTemplate.metadata.labels = { tier: 'web' }
  t.same(predictUnitedDeploymentCreate(ud).kruiseWebhookRefusals.map((r) => r.field), [
    'spec.template.deploymentTemplate.metadata.labels', 'spec.topology.subsets[1].name', 'spec.topology.subsets[2].name',
  ])
})
