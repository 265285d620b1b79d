import t from 'tap'
import { parseSubsetReplicas } from '../../../src/engine/workloads/subsetReplicas.js'

// Kruise's ParseSubsetReplicas: integers as they are, whole percentages of spec.replicas rounded half up.
const rows: [number | undefined, number | string, number | 'error'][] = [
  [4, 0, 0], [4, 3, 3], [undefined, 7, 7], [4, -1, 'error'],
  [4, '50%', 2], [5, '50%', 3], [5, '30%', 2], [3, '50%', 2], [7, '10%', 1], [4, '0%', 0], [4, '100%', 4], [4, '+25%', 1],
  [4, '101%', 'error'], [4, '-5%', 'error'], [4, '12.5%', 'error'], [4, '3', 'error'], [4, '%', 'error'], [4, 'half%', 'error'],
  [undefined, '50%', 'error'], [-1, '50%', 'error'], [4, '99999999999%', 'error'],
]
for (const [total, value, expected] of rows) {
  const parsed = parseSubsetReplicas(total, value)
  const got = 'replicas' in parsed ? parsed.replicas : 'error'
  t.equal(got, expected, `${JSON.stringify(value)} of ${total ?? 'unset'}`)
  if ('error' in parsed && typeof value === 'string' && value.length > 1) t.notMatch(parsed.error, value, 'the error does not echo the value')
}
