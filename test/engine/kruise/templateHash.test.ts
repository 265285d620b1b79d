import t from 'tap'
import { spewText } from '../../../src/engine/kruise/goLayout.js'
import { layout } from '../../../src/engine/kruise/podLayout.v0.32.10.js'
import type { KruiseRelease } from '../../../src/engine/kruise/releases.js'
import { computeTemplateHash } from '../../../src/engine/kruise/templateHash.js'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'

/**
 * Kubernetes' ComputeHash of a pod template, as the Advanced DaemonSet controller names its revisions. The expected
 * hashes are Kruise's own (test/kruise/asts-ads-facts.md, section D: the oracle's `agent` rows), the quantity prints
 * go-spew's (`go run ./gostruct -spew` in test/kruise); the seeded comparison with Kruise is
 * test/engine/inplace/prediction.daemonSet.kruise.test.ts.
 */
const agent = (image: string): PodTemplate => ({ metadata: { labels: { app: 'agent' } }, spec: { containers: [{ name: 'agent', image }] } })

const hashes: { release: KruiseRelease; image: string; hash: string }[] = [
  { release: '1.9', image: 'busybox:1.36', hash: '5bc44ff49c' },
  { release: '1.9', image: 'busybox:1.37', hash: 'cbcd95db4' },
  { release: '1.8', image: 'busybox:1.36', hash: 'd6bb46cf' },
  { release: '1.8', image: 'busybox:1.37', hash: 'd55798c7d' },
]

for (const row of hashes) {
  t.test(`Kruise ${row.release}: ${row.image} hashes to ${row.hash}`, async (t) => {
    t.equal(computeTemplateHash(agent(row.image), undefined, row.release, { marshaled: true }), row.hash)
  })
}

t.test('a collision count, even 0, enters the hash; no count leaves it out', async (t) => {
  const template = agent('busybox:1.36')
  const none = computeTemplateHash(template, undefined, '1.9', { marshaled: true })
  const zero = computeTemplateHash(template, 0, '1.9', { marshaled: true })
  t.not(zero, none)
  t.not(computeTemplateHash(template, 1, '1.9', { marshaled: true }), zero)
})

/** The resource.Quantity part of the print for a memory limit written as `text`. */
function quantityPrint(text: string, marshaled: boolean): string {
  const template = { spec: { containers: [{ name: 'a', resources: { limits: { memory: text } } }] } }
  return /map\[memory:(\{i:.*?Format:\(resource\.Format\)\w*\})\]/.exec(spewText(template, layout, { marshaled }))![1]!
}

const quantities: { text: string; marshaled?: boolean; value: string; scale: number; kept: string; format: string }[] = [
  { text: '100m', value: '100', scale: -3, kept: '100m', format: 'DecimalSI' },
  { text: '1000m', value: '1000', scale: -3, kept: '', format: 'DecimalSI' },
  { text: '1000m', marshaled: true, value: '1', scale: 0, kept: '1', format: 'DecimalSI' },
  { text: '0.5', value: '5', scale: -1, kept: '', format: 'DecimalSI' },
  { text: '1Gi', value: '1073741824', scale: 0, kept: '1Gi', format: 'BinarySI' },
  { text: '1024Mi', value: '1073741824', scale: 0, kept: '', format: 'BinarySI' },
  { text: '1e3', value: '1', scale: 3, kept: '1e3', format: 'DecimalExponent' },
  { text: '0', value: '0', scale: 0, kept: '0', format: 'DecimalSI' },
]

for (const q of quantities) {
  t.test(`ParseQuantity("${q.text}")${q.marshaled ? ' after a Go marshal' : ''}: ${q.value} at scale ${q.scale}, string ${q.kept ? `"${q.kept}" kept` : 'not kept'}`, async (t) => {
    t.equal(quantityPrint(q.text, q.marshaled ?? false),
      `{i:(resource.int64Amount){value:(int64)${q.value} scale:(resource.Scale)${q.scale}} d:(resource.infDecAmount){Dec:(*inf.Dec)<nil>} s:(string)${q.kept} Format:(resource.Format)${q.format}}`)
  })
}

const infDec: { text: string; words: string; format: string }[] = [
  { text: '0.5Gi', words: '536870912000000000', format: 'BinarySI' },
  { text: '12345678901234567890', words: '5097733592002180096 669260594', format: 'DecimalSI' },
  { text: '123456789.123456789123', words: '123456789123456790', format: 'DecimalSI' },
  { text: '1.5e-12', words: '1', format: 'DecimalExponent' },
]

for (const q of infDec) {
  t.test(`ParseQuantity("${q.text}") takes the inf.Dec path: rounded up to nano scale, printed as 64-bit words`, async (t) => {
    t.equal(quantityPrint(q.text, false),
      '{i:(resource.int64Amount){value:(int64)0 scale:(resource.Scale)0} d:(resource.infDecAmount){Dec:(*inf.Dec){unscaled:(big.Int){neg:(bool)false ' +
      `abs:(big.nat)[${q.words}]} scale:(inf.Scale)9}} s:(string) Format:(resource.Format)${q.format}}`)
  })
}

t.test('a negative quantity off the int64 path is refused, not guessed', async (t) => {
  t.throws(() => quantityPrint('-0.5Gi', false), { code: 'IPG_ERR_KIND_NOT_PLANNED' })
})

t.test('an empty list is nil once Go has written the object, and kept as written otherwise', async (t) => {
  const template = { spec: { containers: [{ name: 'a', env: [] }] } }
  t.match(spewText(template, layout, { marshaled: true }), /Env:\(\[\]v1\.EnvVar\)<nil>/)
  t.match(spewText(template, layout, { marshaled: false }), /Env:\(\[\]v1\.EnvVar\)\[\]/)
})
