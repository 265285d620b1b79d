import t from 'tap'
import { predictUnitedDeploymentCreate } from '../../../src/engine/inplace/unitedDeploymentPrediction.js'
import { applySubsetPatch } from '../../../src/engine/workloads/subsetPatch.js'
import { readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { LABEL_SUBSET_NAME, LABEL_UD_REVISION, renderSubsetChild, subsetPrefix } from '../../../src/engine/workloads/unitedDeploymentChild.js'
import { unitedDeploymentRevisionName } from '../../../src/engine/workloads/unitedDeploymentRevision.js'
import { unitedDeployment } from '../support/unitedDeployments.js'

/** A subset's child as Kruise v1.9.1's adapters write it (pkg/controller/uniteddeployment/adapter, ApplySubsetTemplate). */

t.test('a CloneSet child: narrowed selector, revision and subset labels, node affinity, partition', async (t) => {
  const view = readUnitedDeployment(unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' }))
  const child = renderSubsetChild(view, { subset: view.subsets[0]!, revision: 'ud-abc', replicas: 2, partition: 1 }) as any
  t.same([child.apiVersion, child.kind, child.metadata.generateName], ['apps.kruise.io/v1alpha1', 'CloneSet', 'ud-zone-a-'])
  t.same(child.spec.selector.matchLabels, { app: 'web', [LABEL_SUBSET_NAME]: 'zone-a' })
  t.same(child.spec.template.metadata.labels, { app: 'web', [LABEL_SUBSET_NAME]: 'zone-a', [LABEL_UD_REVISION]: 'ud-abc' })
  t.same(child.spec.updateStrategy, { type: 'InPlaceIfPossible', partition: 1 })
  t.equal(child.spec.replicas, 2)
  t.same(child.spec.template.spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms,
    [{ matchExpressions: [{ key: 'zone', operator: 'In', values: ['a'] }] }])
})

t.test('an apps/v1 StatefulSet child gets RollingUpdate and the partition; a Deployment none', async (t) => {
  const sts = readUnitedDeployment(unitedDeployment('StatefulSet'))
  t.same((renderSubsetChild(sts, { subset: sts.subsets[0]!, revision: 'r', replicas: 1, partition: 2 }) as any).spec.updateStrategy, { type: 'RollingUpdate', rollingUpdate: { partition: 2 } })
  const onDelete = readUnitedDeployment(unitedDeployment('StatefulSet', { policy: 'OnDelete' }))
  t.same((renderSubsetChild(onDelete, { subset: onDelete.subsets[0]!, revision: 'r', replicas: 1, partition: 2 }) as any).spec.updateStrategy, { type: 'OnDelete' })
  const deploy = readUnitedDeployment(unitedDeployment('Deployment'))
  t.same((renderSubsetChild(deploy, { subset: deploy.subsets[0]!, revision: 'r', replicas: 1, partition: 2 }) as any).spec.strategy, {}, 'no partition: the empty DeploymentStrategy Go writes')
})

t.test('the subset patch merges containers and env by name, null deletes, $patch replace', async (t) => {
  const template = { metadata: { labels: { a: '1' } }, spec: { containers: [{ name: 'app', image: 'x:1', env: [{ name: 'A', value: '1' }] }, { name: 'side', image: 's:1' }], tolerations: [{ key: 'k' }] } }
  const rows: { patch: any; want: any }[] = [
    // Kubernetes puts an item new to the list before the original ones (normalizeElementOrder).
    { patch: { spec: { containers: [{ name: 'app', env: [{ name: 'B', value: '2' }] }] } }, want: [{ name: 'B', value: '2' }, { name: 'A', value: '1' }] },
    { patch: { spec: { containers: [{ name: 'app', env: [{ name: 'A', $patch: 'delete' }] }] } }, want: [] },
    { patch: { spec: { containers: [{ name: 'app', env: [{ name: 'A', value: '9' }] }] } }, want: [{ name: 'A', value: '9' }] },
  ]
  for (const row of rows) t.same((applySubsetPatch(template, row.patch, 'p') as any).spec.containers[0].env, row.want)
  const names = (list: { name: string }[]) => list.map((e) => e.name)
  const env = (...vars: string[]) => ({ metadata: {}, spec: { containers: [{ name: 'app', env: vars.map((name) => ({ name, value: '0' })) }] } })
  const orders: { original: string[]; patch: string[]; want: string[] }[] = [
    { original: ['A', 'B', 'C'], patch: ['C', 'A'], want: ['B', 'C', 'A'] },
    { original: ['A', 'B'], patch: ['X', 'A'], want: ['X', 'A', 'B'] },
    { original: ['A', 'B', 'C'], patch: ['B'], want: ['A', 'B', 'C'] },
    { original: ['A', 'B'], patch: ['B', 'X', 'Y'], want: ['A', 'B', 'X', 'Y'] },
  ]
  for (const o of orders) {
    t.same(names((applySubsetPatch(env(...o.original), env(...o.patch), 'p') as any).spec.containers[0].env), o.want, `[${o.original}] patched with [${o.patch}]`)
  }
  t.same(names((applySubsetPatch(template, { spec: { containers: [{ name: 'log', image: 'l:1' }] } }, 'p') as any).spec.containers), ['log', 'app', 'side'], 'a container the patch adds comes first')
  // metadata.finalizers is a list of strings Kubernetes merges (patchStrategy merge): a set, in the same order rule.
  const finalizers: { original: string[]; patch: string[]; want: string[] }[] = [
    { original: ['a', 'b'], patch: ['c'], want: ['c', 'a', 'b'] },
    { original: ['a', 'b'], patch: ['b', 'c'], want: ['a', 'b', 'c'] },
    { original: ['a', 'b'], patch: ['c', 'a'], want: ['c', 'a', 'b'] },
    { original: [], patch: ['a'], want: ['a'] },
  ]
  for (const f of finalizers) {
    const merged = applySubsetPatch({ metadata: { finalizers: f.original }, spec: {} }, { metadata: { finalizers: f.patch } }, 'p') as any
    t.same(merged.metadata.finalizers, f.want, `finalizers [${f.original}] patched with [${f.patch}]`)
  }
  t.throws(() => applySubsetPatch(template, { metadata: { finalizers: [{ name: 'a' }] } }, 'p'), { code: 'IPG_ERR_FIELD_TYPE', path: 'p.metadata.finalizers[0]' })
  const replaced = applySubsetPatch(template, { spec: { tolerations: [{ key: 'j' }] } }, 'p') as any
  t.same(replaced.spec.tolerations, [{ key: 'j' }], 'a list without a merge key is replaced')
  t.equal((applySubsetPatch(template, { metadata: { labels: { a: null } } }, 'p') as any).metadata.labels.a, undefined)
  t.same((applySubsetPatch(template, { spec: { $patch: 'replace', containers: [] } }, 'p') as any).spec, { containers: [] })
  t.throws(() => applySubsetPatch(template, { spec: { containers: [{ image: 'x' }] } }, 'p'), { code: 'IPG_ERR_FIELD_VALUE' })
})

t.test('the revision name: stable, follows spec.template only, and the collision count', async (t) => {
  const view = readUnitedDeployment(unitedDeployment('CloneSet'))
  const options = { gates: { TemplateNoDefaults: false } }
  const name = unitedDeploymentRevisionName(view, options)
  t.match(name, /^ud-[0-9a-z]+$/)
  const moved = unitedDeployment('CloneSet')
  moved.spec.replicas = 9
  moved.spec.topology.subsets.pop()
  t.equal(unitedDeploymentRevisionName(readUnitedDeployment(moved), options), name, 'replicas and topology are outside the revision')
  t.not(unitedDeploymentRevisionName({ ...view, collisionCount: 1 }, options), name)
  t.not(unitedDeploymentRevisionName(readUnitedDeployment(unitedDeployment('CloneSet', { spec: { minReadySeconds: 3 } })), options), name)
})

t.test('the generateName prefix falls back to the UnitedDeployment name when not a DNS subdomain', async (t) => {
  t.equal(subsetPrefix('ud', 'zone-a'), 'ud-zone-a-')
  t.equal(subsetPrefix('ud', 'Zone_A'), 'ud-')
})

t.test('a long prefix: the child is named as the apiserver names it, 58 characters of generateName and 5 more', async (t) => {
  const ud = unitedDeployment('AdvancedStatefulSet', { policy: 'InPlaceIfPossible', subsets: [{ name: `zone-a-${'s'.repeat(30)}` }] })
  ud.metadata.name = `ud-${'u'.repeat(37)}`
  const view = readUnitedDeployment(ud)
  const child = renderSubsetChild(view, { subset: view.subsets[0]!, revision: 'r', replicas: 1, partition: 0 }) as any
  t.equal(child.metadata.generateName, `ud-${'u'.repeat(37)}-zone-a-${'s'.repeat(30)}-`, 'generateName whole (78 characters)')
  t.equal(child.metadata.name.length, 63)
  t.ok(child.metadata.name.startsWith(child.metadata.generateName.slice(0, 58)))
  // Kruise's Advanced StatefulSet webhook refuses names over 63 characters: the child it is given has 63.
  const created = predictUnitedDeploymentCreate(ud)
  t.same(created.subsets[0]!.childRefusals, [], 'Kruise\'s webhook admits the child')
  t.same(created.subsets[0]!.traps.map((x) => x.id), ['revision-label-too-long'], 'but its revisions are too long for a label')
})
