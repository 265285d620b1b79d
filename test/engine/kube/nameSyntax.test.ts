import t from 'tap'
import { isDnsLabel, isDnsSubdomain, isLabelValue, isQualifiedName } from '../../../src/engine/kube/nameSyntax.js'

const long = (n: number) => 'z'.repeat(n)

/** IsDNS1123Label, IsDNS1123Subdomain, IsQualifiedName and IsValidLabelValue of k8s.io/apimachinery. */
const rows: [name: string, label: boolean, subdomain: boolean, qualified: boolean, value: boolean][] = [
  ['zone-a', true, true, true, true],
  ['a', true, true, true, true],
  ['0', true, true, true, true],
  ['123-abc', true, true, true, true],
  ['', false, false, false, true],
  ['-zone', false, false, false, false],
  ['zone-', false, false, false, false],
  ['Zone', false, false, true, true],
  ['zone_a', false, false, true, true],
  ['zone.a', false, true, true, true],
  ['zone..a', false, false, true, true],
  ['.zone', false, false, false, false],
  ['_zone', false, false, false, false],
  [long(63), true, true, true, true],
  [long(64), false, true, false, false],
  [`${long(63)}.${long(63)}.${long(63)}.${long(61)}`, false, true, false, false],
  [`${long(63)}.${long(63)}.${long(63)}.${long(62)}`, false, false, false, false],
  ['topology.kubernetes.io/zone', false, false, true, false],
  ['example.com/', false, false, false, false],
  ['/zone', false, false, false, false],
  ['Example.com/zone', false, false, false, false],
  ['a/b/c', false, false, false, false],
  [`example.com/${long(63)}`, false, false, true, false],
  [`example.com/${long(64)}`, false, false, false, false],
  ['zone a', false, false, false, false],
  ['zöne', false, false, false, false],
]
for (const [name, label, subdomain, qualified, value] of rows) {
  t.same([isDnsLabel(name), isDnsSubdomain(name), isQualifiedName(name), isLabelValue(name)], [label, subdomain, qualified, value], JSON.stringify(name.length > 20 ? `${name.slice(0, 12)}… (${name.length})` : name))
}
