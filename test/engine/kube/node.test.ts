import t from 'tap'
import { matchesRequiredNodeAffinity, podTargetNode, readNode, toleratesTaint } from '../../../src/engine/kube/node.js'
import type { Pod } from '../../../src/engine/kube/pod.js'

t.test('readNode: name, labels and taints from a Node object; a bad field is named', async (t) => {
  t.same(readNode({ metadata: { name: 'n1', labels: { a: 'b' } }, spec: { taints: [{ key: 'k', value: 'v', effect: 'NoSchedule' }] }, status: {} }),
    { name: 'n1', labels: { a: 'b' }, taints: [{ key: 'k', effect: 'NoSchedule', value: 'v' }] })
  t.same(readNode({ metadata: { name: 'n2' } }), { name: 'n2', labels: {} })
  t.throws(() => readNode('n1', 3), { code: 'IPG_ERR_NOT_OBJECT', path: 'nodes[3]' })
  t.throws(() => readNode({ metadata: {} }), { code: 'IPG_ERR_FIELD_VALUE', path: 'nodes[0].metadata.name' })
  t.throws(() => readNode({ metadata: { name: 'n', labels: { a: 1 } } }), { code: 'IPG_ERR_FIELD_TYPE', path: 'nodes[0].metadata.labels' })
  t.throws(() => readNode({ metadata: { name: 'n' }, spec: { taints: [{ key: 'k' }] } }), { code: 'IPG_ERR_FIELD_TYPE', path: 'nodes[0].spec.taints' })
})

t.test("toleratesTaint: Kubernetes' ToleratesTaint", async (t) => {
  const taint = { key: 'dedicated', value: 'db', effect: 'NoSchedule' }
  const rows: [Parameters<typeof toleratesTaint>[0], boolean][] = [
    [{ key: 'dedicated', operator: 'Equal', value: 'db', effect: 'NoSchedule' }, true],
    [{ key: 'dedicated', value: 'db' }, true],
    [{ key: 'dedicated', value: 'web' }, false],
    [{ key: 'dedicated', operator: 'Exists' }, true],
    [{ operator: 'Exists' }, true],
    [{ operator: 'Exists', effect: 'NoExecute' }, false],
    [{ key: 'other', operator: 'Exists' }, false],
    [{ value: 'db' }, false],
  ]
  for (const [toleration, tolerates] of rows) t.equal(toleratesTaint(toleration, taint), tolerates, JSON.stringify(toleration))
})

t.test('required node affinity and nodeSelector against node labels', async (t) => {
  const node = { name: 'n1', labels: { zone: 'a', cores: '8' } }
  const affinity = (terms: unknown[]) => ({ affinity: { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: terms } } } })
  const rows: [string, Record<string, unknown>, boolean][] = [
    ['nothing required', {}, true],
    ['nodeSelector matches', { nodeSelector: { zone: 'a' } }, true],
    ['nodeSelector misses', { nodeSelector: { zone: 'b' } }, false],
    ['In', affinity([{ matchExpressions: [{ key: 'zone', operator: 'In', values: ['a', 'b'] }] }]), true],
    ['NotIn', affinity([{ matchExpressions: [{ key: 'zone', operator: 'NotIn', values: ['a'] }] }]), false],
    ['Gt', affinity([{ matchExpressions: [{ key: 'cores', operator: 'Gt', values: ['4'] }] }]), true],
    ['Lt', affinity([{ matchExpressions: [{ key: 'cores', operator: 'Lt', values: ['4'] }] }]), false],
    ['DoesNotExist', affinity([{ matchExpressions: [{ key: 'gpu', operator: 'DoesNotExist' }] }]), true],
    ['terms are ORed', affinity([{ matchExpressions: [{ key: 'zone', operator: 'In', values: ['b'] }] }, { matchFields: [{ key: 'metadata.name', operator: 'In', values: ['n1'] }] }]), true],
    ['an empty term matches nothing', affinity([{}]), false],
    ['no terms match nothing', affinity([]), false],
  ]
  for (const [name, spec, matches] of rows) t.equal(matchesRequiredNodeAffinity(spec, node), matches, name)
})

t.test('podTargetNode: spec.nodeName, else the single metadata.name of its required affinity', async (t) => {
  const pod = (spec: Record<string, unknown>) => ({ metadata: { name: 'p' }, spec: { containers: [], ...spec } }) as unknown as Pod
  const pinned = (values: string[]) => ({ affinity: { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchFields: [{ key: 'metadata.name', operator: 'In', values }] }] } } } })
  t.equal(podTargetNode(pod({ nodeName: 'n1', ...pinned(['n2']) })), 'n1')
  t.equal(podTargetNode(pod(pinned(['n2']))), 'n2')
  t.equal(podTargetNode(pod(pinned(['n2', 'n3']))), undefined)
  t.equal(podTargetNode(pod({})), undefined)
})
