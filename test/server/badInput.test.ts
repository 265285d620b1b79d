import t from 'tap'
import { request as httpsRequest } from 'node:https'
import { fixture, post, send, startApp } from './harness.js'

t.test('bad input gets a JSON error with a code, never a crash', async (t) => {
  const running = await startApp(t, { maxBodyBytes: 64 * 1024 })
  const valid = fixture('update-image-only.json')
  const rows: { name: string; body: string; contentType?: string; status: number; code: string; path?: string }[] = [
    { name: 'not JSON', body: '{"apiVersion": "admission.k8s.io/v1", "kind": ', status: 400, code: 'IPG_ERR_REVIEW_NOT_JSON' },
    { name: 'empty body', body: '', status: 400, code: 'IPG_ERR_REVIEW_NOT_JSON' },
    { name: 'a prototype-poisoning body', body: '{"__proto__": {"allowed": true}}', status: 400, code: 'IPG_ERR_REVIEW_NOT_JSON' },
    { name: 'a JSON array', body: '[]', status: 400, code: 'IPG_ERR_REVIEW_MALFORMED' },
    { name: 'a JSON string', body: '"AdmissionReview"', status: 400, code: 'IPG_ERR_REVIEW_MALFORMED' },
    { name: 'not an AdmissionReview', body: JSON.stringify({ apiVersion: 'v1', kind: 'Pod' }), status: 400, code: 'IPG_ERR_REVIEW_VERSION', path: 'apiVersion' },
    { name: 'wrong kind', body: JSON.stringify({ ...valid, kind: 'Review' }), status: 400, code: 'IPG_ERR_REVIEW_MALFORMED', path: 'kind' },
    { name: 'no request', body: JSON.stringify({ apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview' }), status: 400, code: 'IPG_ERR_REVIEW_MALFORMED', path: 'request' },
    { name: 'missing request.uid', body: JSON.stringify({ ...valid, request: { ...valid.request, uid: undefined } }), status: 400, code: 'IPG_ERR_REVIEW_NO_UID', path: 'request.uid' },
    { name: 'request.uid not a string', body: JSON.stringify({ ...valid, request: { ...valid.request, uid: 7 } }), status: 400, code: 'IPG_ERR_REVIEW_NO_UID', path: 'request.uid' },
    { name: 'text/plain', body: JSON.stringify(valid), contentType: 'text/plain', status: 400, code: 'IPG_ERR_CONTENT_TYPE' },
    { name: 'over the size limit', body: JSON.stringify({ ...valid, padding: 'x'.repeat(70 * 1024) }), status: 413, code: 'IPG_ERR_BODY_TOO_LARGE' },
  ]
  for (const path of ['/validate', '/mutate']) {
    for (const row of rows) {
      const res = await send(`${running.url}${path}`, {
        body: row.body,
        ca: running.ca.certPem,
        headers: { 'content-type': row.contentType ?? 'application/json' },
      })
      t.equal(res.status, row.status, `${path} ${row.name}: status`)
      t.equal(res.headers['content-type'], 'application/json; charset=utf-8', `${path} ${row.name}: JSON`)
      t.equal(res.json?.code, row.code, `${path} ${row.name}: code`)
      t.equal(res.json?.path, row.path, `${path} ${row.name}: path`)
      t.type(res.json?.message, 'string')
      t.notMatch(res.text, /\n\s+at /, 'no stack trace')
    }
  }
  const health = await send(`${running.url}/healthz`, { ca: running.ca.certPem })
  t.equal(health.status, 200, 'still alive after all of that')
  const metrics = await send(`${running.url}/metrics`, { ca: running.ca.certPem })
  t.match(metrics.text, /inplace_guard_errors_total\{code="IPG_ERR_BODY_TOO_LARGE"\} 2/)
  t.match(metrics.text, /inplace_guard_errors_total\{code="IPG_ERR_REVIEW_NOT_JSON"\} 6/)
})

t.test('an oversize body sent without Content-Length (chunked) is cut off with 413', async (t) => {
  const running = await startApp(t, { maxBodyBytes: 64 * 1024 })
  const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpsRequest(`${running.url}/validate`, { method: 'POST', ca: running.ca.certPem, agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    const chunk = Buffer.alloc(16 * 1024, 'x')
    let sent = 0
    const pump = (): void => {
      while (sent < 200 * 1024) {
        sent += chunk.length
        if (!req.write(chunk)) {
          req.once('drain', pump)
          return
        }
      }
      req.end()
    }
    pump()
  })
  t.equal(result.status, 413)
  t.equal(JSON.parse(result.body).code, 'IPG_ERR_BODY_TOO_LARGE')
})

t.test('an UPDATE review without oldObject is answered per on-error, naming the field', async (t) => {
  const running = await startApp(t)
  const review = fixture('update-env-inplaceifpossible.json')
  delete review.request.oldObject
  const res = await post(running, '/validate', review)
  t.equal(res.status, 200)
  t.equal(res.json.response.allowed, true)
  t.same(res.json.response.warnings, ['inplace-guard allowed this CloneSet update without a prediction: request.oldObject is missing (IPG_ERR_REVIEW_MALFORMED)'])
})

t.test('an InPlaceOnly UPDATE without oldObject is denied even with --on-error=allow', async (t) => {
  const running = await startApp(t)
  const review = fixture('update-image-only.json')
  delete review.request.oldObject
  const res = await post(running, '/validate', review)
  t.equal(res.json.response.allowed, false)
  t.equal(
    res.json.response.status.message,
    'inplace-guard cannot predict this CloneSet update: request.oldObject is missing (IPG_ERR_REVIEW_MALFORMED). It is denied because the CloneSet uses InPlaceOnly, and an update this webhook cannot check is not let through then.',
  )
})

t.test('unknown routes and methods are 404 JSON', async (t) => {
  const running = await startApp(t)
  const res = await send(`${running.url}/validate-apps-kruise-io-cloneset`, { ca: running.ca.certPem, body: '{}' })
  t.equal(res.status, 404)
  const get = await send(`${running.url}/validate`, { ca: running.ca.certPem })
  t.equal(get.status, 404)
})
