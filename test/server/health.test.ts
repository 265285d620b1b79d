import t from 'tap'
import { connect } from 'node:tls'
import { once } from 'node:events'
import { fixture, post, send, startApp } from './harness.js'

t.test('healthz, readyz and metrics', async (t) => {
  const running = await startApp(t)
  const get = (path: string) => send(`${running.url}${path}`, { ca: running.ca.certPem })
  t.same((await get('/healthz')).json, { status: 'ok' })
  const ready = await get('/readyz')
  t.equal(ready.status, 200)
  t.equal(ready.json.status, 'ready')
  t.match(ready.json.certificateNotAfter, /^\d{4}-\d\d-\d\dT/)

  await post(running, '/validate', fixture('update-env-inplaceonly-v1beta1.json'))
  await post(running, '/validate', fixture('update-deployment.json'))
  await post(running, '/mutate', fixture('update-image-only.json'))
  const metrics = await get('/metrics')
  t.equal(metrics.status, 200)
  t.match(metrics.headers['content-type'], /^text\/plain; version=0\.0\.4/)
  const text = metrics.text
  t.match(text, /inplace_guard_admission_decisions_total\{webhook="validate",kind="CloneSet",operation="UPDATE",outcome="Recreate",decision="deny"\} 1/)
  t.match(text, /inplace_guard_admission_decisions_total\{webhook="validate",kind="other",operation="UPDATE",outcome="Skipped",decision="allow"\} 1/)
  t.match(text, /inplace_guard_admission_decisions_total\{webhook="mutate",kind="CloneSet",operation="UPDATE",outcome="InPlace",decision="allow"\} 1/)
  for (const le of ['0.00025', '0.0005', '0.001', '10', '+Inf']) {
    t.match(text, new RegExp(`inplace_guard_admission_request_duration_seconds_bucket\\{le="${le.replace('+', '\\+')}",webhook="validate"\\} \\d`), `bucket ${le}`)
  }
  t.match(text, /inplace_guard_admission_request_duration_seconds_count\{webhook="validate"\} 2/)
  t.match(text, /# TYPE inplace_guard_errors_total counter/)
  const expiry = Number(/inplace_guard_certificate_expiry_timestamp_seconds (\d+)/.exec(text)?.[1])
  t.ok(expiry > Date.now() / 1000, 'certificate expiry is in the future')

  running.app.guard.state.shuttingDown = true
  const draining = await get('/readyz')
  t.equal(draining.status, 503)
  t.same(draining.json, { status: 'shutting down' })
  t.equal((await get('/healthz')).status, 200, 'alive while draining')
})

t.test('TLS 1.2 is the minimum', async (t) => {
  const running = await startApp(t)
  const port = Number(new URL(running.url).port)
  const old = connect({ host: '127.0.0.1', port, ca: running.ca.certPem, minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT:@SECLEVEL=0' })
  const [error] = await once(old, 'error').catch((err) => [err])
  t.ok(error, 'a TLS 1.1 handshake fails')
  const modern = connect({ host: '127.0.0.1', port, ca: running.ca.certPem, minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2' })
  await once(modern, 'secureConnect')
  t.equal(modern.getProtocol(), 'TLSv1.2')
  modern.end()
})
