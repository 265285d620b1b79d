import t from 'tap'
import { allocateSubsetReplicas } from '../../../src/engine/rollout/unitedDeploymentReplicas.js'
import { readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { type Json, unitedDeployment } from '../support/unitedDeployments.js'

/**
 * Kruise's specificAllocator, on the cases of its own allocator_test.go (TestScaleReplicas, TestSpecifyValidReplicas,
 * TestSpecifyInvalidReplicas, v1.9.1): the subsets' current replicas, spec.replicas, the subsets' own replicas.
 */
function view(replicas: number | undefined, subsets: Json[], topology: Json = {}) {
  const ud = unitedDeployment('CloneSet', { subsets })
  if (replicas === undefined) delete ud.spec.replicas
  else ud.spec.replicas = replicas
  Object.assign(ud.spec.topology, topology)
  return readUnitedDeployment(ud)
}

const four = (specified: Record<string, number | string> = {}) => ['t1', 't2', 't3', 't4'].map((name) => (name in specified ? { name, replicas: specified[name] } : { name }))

t.test('spread evenly, the remainder to the subsets that already run the most (then by name)', async (t) => {
  const rows: { total: number | undefined; current: Record<string, number>; specified?: Record<string, number | string>; want: Record<string, number> }[] = [
    { total: 5, current: { t1: 1, t2: 4, t3: 2, t4: 2 }, want: { t1: 1, t3: 1, t4: 1, t2: 2 } },
    { total: 17, current: { t1: 1, t2: 4, t3: 2, t4: 2 }, want: { t1: 4, t3: 4, t4: 4, t2: 5 } },
    { total: 9, current: { t1: 2, t2: 4, t3: 2, t4: 2 }, want: { t1: 2, t3: 2, t4: 2, t2: 3 } },
    { total: 27, current: { t1: 1, t2: 4, t3: 2, t4: 2 }, specified: { t1: 4, t3: 4 }, want: { t1: 4, t3: 4, t4: 9, t2: 10 } },
    { total: 8, current: { t1: 2, t2: 4, t3: 2, t4: 2 }, specified: { t1: 4, t3: 4 }, want: { t2: 0, t4: 0, t1: 4, t3: 4 } },
    { total: 10, current: { t1: 4, t2: 2, t3: 2, t4: 2 }, specified: { t1: 1, t2: 2, t3: 3 }, want: { t1: 1, t2: 2, t3: 3, t4: 4 } },
    { total: undefined, current: {}, specified: { t1: 1, t2: 2, t3: 3, t4: 4 }, want: { t1: 1, t2: 2, t3: 3, t4: 4 } },
    { total: 10, current: {}, specified: { t1: '50%' }, want: { t1: 5, t2: 1, t3: 2, t4: 2 } },
    { total: 5, current: {}, specified: { t1: '50%' }, want: { t1: 3, t2: 0, t3: 1, t4: 1 } },
  ]
  for (const row of rows) {
    t.same(allocateSubsetReplicas(view(row.total, four(row.specified)), row.current), { replicas: row.want }, `${row.total} over ${JSON.stringify(row.specified ?? {})} from ${JSON.stringify(row.current)}`)
  }
  const two = [{ name: 't1' }, { name: 't2' }]
  t.same(allocateSubsetReplicas(view(19, two), { t1: 0, t2: 10 }), { replicas: { t1: 9, t2: 10 } })
  t.same(allocateSubsetReplicas(view(21, two), { t1: 0, t2: 10 }), { replicas: { t1: 10, t2: 11 } })
})

t.test('what Kruise refuses, and the allocators that depend on scheduling', async (t) => {
  t.match(allocateSubsetReplicas(view(10, four({ t1: 4, t2: 4, t3: 4 }))), { error: /greater than UnitedDeployment replica \(10\)/ })
  t.match(allocateSubsetReplicas(view(17, four({ t1: 4, t2: 4, t3: 4, t4: 4 }))), { error: /less than UnitedDeployment replica \(17\)/ })
  t.match(allocateSubsetReplicas(view(undefined, four({ t1: 4 }))), { error: /all subsets must be specified/ })
  t.match(allocateSubsetReplicas(view(8, [{ name: 'a', minReplicas: 1 }, { name: 'b' }])), { notModelled: /minReplicas or maxReplicas/ })
  t.match(allocateSubsetReplicas(view(8, [{ name: 'a' }], { scheduleStrategy: { type: 'Adaptive' } })), { notModelled: /Adaptive/ })
})
