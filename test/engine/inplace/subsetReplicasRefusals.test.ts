import t from 'tap'
import { subsetReplicasRefusals } from '../../../src/engine/inplace/subsetReplicasRefusals.js'
import { readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { unitedDeployment } from '../support/unitedDeployments.js'

/** Kruise's UnitedDeployment webhook (validateSubsetReplicas, v1.8.3 and v1.9.1) on the subsets' replicas. */
function refusals(replicas: number | undefined, subsets: Record<string, unknown>[]): string[] {
  const ud = unitedDeployment('CloneSet', { subsets: subsets.map((s, i) => ({ name: `zone-${'abc'[i]}`, ...s })) })
  if (replicas === undefined) delete ud.spec.replicas
  else ud.spec.replicas = replicas
  return subsetReplicasRefusals(readUnitedDeployment(ud)).map((r) => r.field)
}

const rows: [string, number | undefined, Record<string, unknown>[], string[]][] = [
  ['no subset sets replicas', 4, [{}, {}], []],
  ['one subset set, the other takes the rest', 4, [{ replicas: 3 }, {}], []],
  ['one subset set to all of spec.replicas', 4, [{ replicas: 4 }, {}], []],
  ['one subset set above spec.replicas', 4, [{ replicas: 5 }, {}], ['spec.topology.subsets']],
  ['every subset set, adding up', 4, [{ replicas: 1 }, { replicas: '75%' }], []],
  ['every subset set, short of spec.replicas', 5, [{ replicas: 1 }, { replicas: 3 }], ['spec.topology.subsets']],
  ['every subset set, above spec.replicas: both rules', 3, [{ replicas: 2 }, { replicas: 2 }], ['spec.topology.subsets', 'spec.topology.subsets']],
  ['no spec.replicas, every subset set', undefined, [{ replicas: 2 }, { replicas: 1 }], []],
  ['no spec.replicas, one subset unset', undefined, [{ replicas: 2 }, {}], ['spec.topology.subsets']],
  ['no spec.replicas, a percentage', undefined, [{ replicas: '50%' }, { replicas: 1 }], ['spec.topology.subsets[0].replicas']],
  ['a percentage above 100%', 4, [{ replicas: '150%' }, {}], ['spec.topology.subsets[0].replicas']],
  ['replicas with maxReplicas', 4, [{ replicas: 1 }, { maxReplicas: 2 }], ['spec.topology.subsets']],
  ['capacity: one subset without maxReplicas', 4, [{ minReplicas: 1, maxReplicas: 2 }, {}], []],
  ['capacity: every subset has maxReplicas', 4, [{ maxReplicas: 2 }, { maxReplicas: 2 }], ['spec.topology.subsets']],
  ['capacity: minReplicas above maxReplicas', 4, [{ minReplicas: 3, maxReplicas: 2 }, {}], ['spec.topology.subsets[0].minReplicas']],
  ['capacity: no spec.replicas', undefined, [{ minReplicas: 1 }, {}], ['spec.replicas']],
]
for (const [name, replicas, subsets, fields] of rows) t.same(refusals(replicas, subsets), fields, name)

t.test('the rule names the sums, not the subsets\' values', async (t) => {
  const ud = unitedDeployment('CloneSet', { subsets: [{ name: 'zone-a', replicas: 2 }, { name: 'zone-b', replicas: 1 }] })
  const [refusal] = subsetReplicasRefusals(readUnitedDeployment(ud))
  t.match(refusal?.rule, /add up to 3, not spec\.replicas \(4\)/)
})
