import t from 'tap'
import { X509Certificate, createPrivateKey } from 'node:crypto'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from '../../src/cli/commands/certs.js'
import type { CliIO } from '../../src/cli/io.js'

function captureIO(cwd: string): { io: CliIO; out: () => string; err: () => string } {
  let out = ''
  let err = ''
  return { io: { stdout: (s) => (out += s), stderr: (s) => (err += s), env: {}, cwd }, out: () => out, err: () => err }
}

t.test('certs writes a CA, a serving certificate and a 0600 key; keeps them while valid', async (t) => {
  const cwd = await mkdtemp(join(tmpdir(), 'ipg-certs-'))
  t.teardown(() => rm(cwd, { recursive: true, force: true }))
  const first = captureIO(cwd)
  t.equal(await run(['--service', 'inplace-guard', '--namespace', 'kruise-system', '--host', '10.0.0.7'], first.io), 0)
  t.match(first.out(), /^Created: .*ca\.crt, .*tls\.crt, .*tls\.key\n/)
  t.match(first.out(), 'Names: localhost, 127.0.0.1, 10.0.0.7, inplace-guard, inplace-guard.kruise-system, inplace-guard.kruise-system.svc, inplace-guard.kruise-system.svc.cluster.local;')
  const dir = join(cwd, 'certs', 'dev')
  const ca = new X509Certificate(await readFile(join(dir, 'ca.crt')))
  const cert = new X509Certificate(await readFile(join(dir, 'tls.crt')))
  const keyPem = await readFile(join(dir, 'tls.key'), 'utf8')
  t.ok(cert.verify(ca.publicKey))
  t.ok(cert.checkPrivateKey(createPrivateKey(keyPem)))
  t.equal(cert.checkHost('inplace-guard.kruise-system.svc'), 'inplace-guard.kruise-system.svc')
  t.equal(cert.checkIP('10.0.0.7'), '10.0.0.7')
  t.equal((await stat(join(dir, 'tls.key'))).mode & 0o777, 0o600)
  const bundle = /caBundle: (\S+)/.exec(first.out())?.[1] ?? ''
  t.equal(Buffer.from(bundle, 'base64').toString('utf8'), await readFile(join(dir, 'ca.crt'), 'utf8'))
  t.notMatch(first.out(), /PRIVATE KEY/, 'the key is never printed')

  const second = captureIO(cwd)
  t.equal(await run(['--service', 'inplace-guard', '--namespace', 'kruise-system', '--host', '10.0.0.7'], second.io), 0)
  t.match(second.out(), /^Kept \(still valid\)/)
  t.equal(new X509Certificate(await readFile(join(dir, 'tls.crt'))).fingerprint256, cert.fingerprint256)

  const third = captureIO(cwd)
  t.equal(await run(['--host', 'new.example.com'], third.io), 0, 'a new name is not covered: regenerated')
  t.match(third.out(), /^Created/)
  const forced = captureIO(cwd)
  t.equal(await run(['--host', 'new.example.com', '--force', '--out', 'elsewhere', '--days', '3'], forced.io), 0)
  const short = new X509Certificate(await readFile(join(cwd, 'elsewhere', 'tls.crt')))
  t.ok(new Date(short.validTo).getTime() - Date.now() < 4 * 86_400_000)
})

t.test('certs usage errors', async (t) => {
  const rows: [string[], RegExp][] = [
    [['--days', '0'], /--days must be a whole number/],
    [['--namespace', 'x'], /--namespace needs --service/],
    [['--host', 'bad host'], /not a DNS name or IP address/],
    [['--what'], /Unknown option/],
  ]
  for (const [argv, message] of rows) {
    const { io, err } = captureIO(tmpdir())
    t.equal(await run(argv, io), 2, argv.join(' '))
    t.match(err(), message)
  }
  const { io, out } = captureIO(tmpdir())
  t.equal(await run(['--help'], io), 0)
  t.match(out(), /usage: inplace-guard certs/)
})
