import t from 'tap'
import { X509Certificate } from 'node:crypto'
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCertificateAuthority, issueCertificate, type IssuedCertificate } from '../../src/certs/issuer.js'
import { fixture, post, send, startApp } from './harness.js'

/** A Secret volume as the kubelet writes it: files are symlinks through `..data`, swapped atomically on update. */
async function secretVolume(dir: string) {
  let generation = 0
  const publish = async (files: Record<string, string>): Promise<void> => {
    const target = `..gen_${++generation}`
    await mkdir(join(dir, target))
    for (const [name, content] of Object.entries(files)) await writeFile(join(dir, target, name), content, { mode: 0o600 })
    await symlink(target, join(dir, '..data_tmp'))
    await rename(join(dir, '..data_tmp'), join(dir, '..data'))
  }
  return {
    async create(cert: IssuedCertificate) {
      await publish({ 'tls.crt': cert.certPem, 'tls.key': cert.keyPem })
      await symlink('..data/tls.crt', join(dir, 'tls.crt'))
      await symlink('..data/tls.key', join(dir, 'tls.key'))
    },
    rotate: (files: Record<string, string>) => publish(files),
  }
}

const fingerprint = (cert: IssuedCertificate) => new X509Certificate(cert.certPem).fingerprint256

t.test('a certificate rotated on disk is served without a restart and without a failed request', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ipg-rotation-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const ca = await createCertificateAuthority({ commonName: 'rotation CA' })
  const first = await issueCertificate(ca, { commonName: 'localhost', hosts: ['localhost', '127.0.0.1'], usage: 'server' })
  const second = await issueCertificate(ca, { commonName: 'localhost', hosts: ['localhost', '127.0.0.1'], usage: 'server', validDays: 90 })
  const volume = await secretVolume(dir)
  await volume.create(first)

  const running = await startApp(t, { tlsCert: join(dir, 'tls.crt'), tlsKey: join(dir, 'tls.key'), certReloadMs: 150 }, {}, { ca, server: first })
  const review = fixture('update-image-only.json')
  const before = await post(running, '/validate', review)
  t.equal(before.status, 200)
  t.equal(before.peerFingerprint, fingerprint(first), 'serves the first certificate')

  // Requests keep flowing during the rotation; every one must succeed.
  let stop = false
  const failures: string[] = []
  let answered = 0
  const traffic = (async () => {
    while (!stop) {
      try {
        const res = await post(running, '/validate', review)
        if (res.status !== 200 || res.json?.response?.allowed !== true) failures.push(`HTTP ${res.status}`)
        answered++
      } catch (err) {
        failures.push(String(err))
      }
    }
  })()

  // A half-finished rotation (cert of one generation, key of another) is not taken.
  await volume.rotate({ 'tls.crt': second.certPem, 'tls.key': first.keyPem })
  await running.app.guard.reloadCertificate()
  t.equal(running.app.guard.state.certificate.digest.length, 64)
  t.equal((await post(running, '/validate', review)).peerFingerprint, fingerprint(first), 'a mismatched pair is ignored')

  await volume.rotate({ 'tls.crt': second.certPem, 'tls.key': second.keyPem })
  const deadline = Date.now() + 5000
  let served: string | undefined
  while (Date.now() < deadline) {
    served = (await post(running, '/validate', review)).peerFingerprint
    if (served === fingerprint(second)) break
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  stop = true
  await traffic
  t.equal(served, fingerprint(second), 'serves the rotated certificate (picked up by the watcher)')
  t.same(failures, [], 'no request failed during the rotation')
  t.ok(answered > 0, `${answered} requests answered during the rotation`)

  const metrics = (await send(`${running.url}/metrics`, { ca: ca.certPem })).text
  t.match(metrics, /inplace_guard_certificate_reloads_total\{result="success"\} 1/)
  t.match(metrics, /inplace_guard_certificate_reloads_total\{result="failure"\} 1/)
  t.match(metrics, new RegExp(`inplace_guard_certificate_expiry_timestamp_seconds ${second.notAfter.getTime() / 1000}\\b`))
  t.ok(running.logs.records().some((r) => r.msg === 'serving certificate reloaded'))
  t.ok(running.logs.records().some((r) => r.level === 40 && r.code === 'IPG_ERR_TLS'))
})

t.test('a missing or broken certificate at start is a clear IPG_ERR_TLS', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ipg-badcert-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  await writeFile(join(dir, 'tls.crt'), 'not a certificate')
  await writeFile(join(dir, 'tls.key'), 'not a key')
  const { buildApp } = await import('../../src/server/app.js')
  const { appConfig, LogCapture } = await import('./harness.js')
  const logger = new LogCapture().logger()
  await t.rejects(buildApp(appConfig({ tlsCert: join(dir, 'tls.crt'), tlsKey: join(dir, 'tls.key') }), { logger }), { code: 'IPG_ERR_TLS', message: /is not a PEM certificate/ })
  await t.rejects(buildApp(appConfig({ tlsCert: join(dir, 'missing.crt'), tlsKey: join(dir, 'tls.key') }), { logger }), { code: 'IPG_ERR_TLS', message: /cannot read .*ENOENT/ })
  await t.rejects(buildApp(appConfig({}), { logger }), { code: 'IPG_ERR_TLS' })
})
