import t from 'tap'
import { writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCertificateAuthority, issueCertificate } from '../../src/certs/issuer.js'
import { CertificateWatcher, servingCertificate, type ServingCertificate } from '../../src/server/certificates.js'

// The watcher's check, called by hand (no timer, no file watch: start() is not called).
t.test('a check asked for while one is reading reads the files again after it, once for all such callers', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ipg-watcher-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const ca = await createCertificateAuthority({ commonName: 'watcher CA' })
  const [first, second] = await Promise.all([1, 2].map(() => issueCertificate(ca, { commonName: 'localhost', hosts: ['localhost'], usage: 'server' })))
  const certPath = join(dir, 'tls.crt')
  const keyPath = join(dir, 'tls.key')
  const write = (cert: { certPem: string; keyPem: string }) => {
    writeFileSync(certPath, cert.certPem)
    writeFileSync(keyPath, cert.keyPem)
  }
  write(first)
  const changes: ServingCertificate[] = []
  const errors: string[] = []
  const watcher = new CertificateWatcher({
    certPath, keyPath, intervalMs: 86_400_000,
    current: servingCertificate(first.certPem, first.keyPem),
    onChange: (next) => changes.push(next),
    onError: (err) => errors.push(err.message),
  })

  await watcher.check()
  t.same(changes, [], 'unchanged files: no change')

  // The first check's reads are already under way when the files change (a rotation landing mid-check).
  const reading = watcher.check()
  write(second)
  const next = watcher.check()
  const another = watcher.check()
  t.not(next, reading, 'the check asked for after the change is not the one already reading')
  t.equal(another, next, 'callers while it waits share it')
  await next
  t.equal(changes.at(-1)?.digest, servingCertificate(second.certPem, second.keyPem).digest, 'the rotated pair is taken once that check is done')
  t.same(errors, [])

  await watcher.check()
  t.equal(changes.length, 1, 'and not again')
})
