import t from 'tap'
import { LIMITS, truncate } from '../../src/server/logFields.js'
import { fixture, post, send, startApp } from './harness.js'

/**
 * What a review controls stays bounded: metric series come from fixed label sets and log lines carry the request's
 * strings cut to Kubernetes' own lengths, whatever a client puts into kind, subResource, name, namespace or uid.
 */
const MB = 1024 * 1024

type Edit = (review: Record<string, any>, value: string) => void
const EDITS: Record<string, Edit> = {
  kind: (review, value) => { review.request.kind.kind = value },
  subResource: (review, value) => { review.request.subResource = value },
  name: (review, value) => { review.request.name = value },
  namespace: (review, value) => { review.request.namespace = value },
  uid: (review, value) => { review.request.uid = value },
  operation: (review, value) => { review.request.operation = value },
}

t.test('1 MB kind, subResource, name, namespace and uid values leave /metrics small and every log line short', async (t) => {
  const running = await startApp(t)
  for (const [field, edit] of Object.entries(EDITS)) {
    for (let i = 0; i < 5; i++) {
      const review = fixture('update-image-only.json')
      // Distinct values each time: unbounded labels would add a series per review.
      edit(review, `${String.fromCharCode(97 + i)}${'x'.repeat(MB)}`)
      const answer = await post(running, '/validate', review)
      t.ok(answer.status === 200 || answer.status === 400, `${field} #${i}: answered (${answer.status})`)
      if (answer.status === 200) t.equal(answer.json.response.uid, review.request.uid, `${field} #${i}: the uid is echoed whole, as the apiserver requires`)
    }
  }
  const metrics = await send(`${running.url}/metrics`, { ca: running.ca.certPem })
  t.ok(metrics.text.length < 100 * 1024, `/metrics is ${metrics.text.length} bytes`)
  t.match(metrics.text, /inplace_guard_admission_decisions_total\{webhook="validate",kind="other",operation="UPDATE",outcome="Skipped",decision="allow"\} 5/, 'made-up kinds count as other')
  t.match(metrics.text, /operation="other"/, 'made-up subresources count as other')
  const longest = Math.max(...running.logs.lines.map((line) => line.length))
  t.ok(longest < 4096, `the longest log line is ${longest} characters`)
  const decisions = running.logs.records().filter((r) => r.msg === 'admission decision')
  t.ok(decisions.length >= 25, 'every answered review is logged')
  for (const r of decisions) {
    t.ok(r.uid.length <= LIMITS.uid + 1 && r.name.length <= LIMITS.name + 1 && r.namespace.length <= LIMITS.namespace + 1 && r.kind.length <= LIMITS.kind + 1, 'fields cut to their limits')
  }
})

t.test('truncate keeps what fits and marks what it cuts (table)', async (t) => {
  const rows: [string, number, string][] = [
    ['', 3, ''],
    ['abc', 3, 'abc'],
    ['abcd', 3, 'abc…'],
    ['x'.repeat(300), 253, `${'x'.repeat(253)}…`],
  ]
  for (const [text, max, expected] of rows) t.equal(truncate(text, max), expected, `${text.length} chars, max ${max}`)
})

t.test('known kinds, operations and subresources keep their own label values', async (t) => {
  const running = await startApp(t)
  const status = fixture('update-image-only.json')
  status.request.subResource = 'status'
  await post(running, '/validate', status)
  await post(running, '/validate', fixture('update-image-only.json'))
  const metrics = await send(`${running.url}/metrics`, { ca: running.ca.certPem })
  t.match(metrics.text, /kind="CloneSet",operation="UPDATE\/status"/)
  t.match(metrics.text, /kind="CloneSet",operation="UPDATE",outcome="InPlace",decision="allow"\} 1/)
})
