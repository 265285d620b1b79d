import t from 'tap'
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { run } from '../../src/cli/commands/audit.js'
import type { CliIO } from '../../src/cli/io.js'

const FIXTURES = fileURLToPath(new URL('../fixtures/audit/', import.meta.url))
const PLAIN = 'audit.log'
const GZIP = 'audit-2026-03-01.log.gz'

function captureIO(): { io: CliIO; out: () => string; err: () => string } {
  let out = ''
  let err = ''
  return { io: { stdout: (s) => (out += s), stderr: (s) => (err += s), env: {}, cwd: FIXTURES }, out: () => out, err: () => err }
}

t.test('text report over a plain and a gzip log', async (t) => {
  const { io, out, err } = captureIO()
  t.equal(await run([PLAIN, GZIP], io), 0)
  t.equal(err(), '')
  t.equal(
    out(),
    [
      'TIME                         USER                                                    WORKLOAD                         VERB             PREDICTED  DECISION  CODE  BLOCKING / DETAIL',
      '2026-03-01T08:00:01.000001Z  carol@example.com                                       CloneSet shop/cart               patch            Recreate   deny      403   spec.template.spec.containers[cart].command',
      '2026-03-01T08:03:12.000001Z  carol@example.com                                       CloneSet shop/cart               patch            InPlace    allow     200   restarts cart',
      '2026-03-02T10:15:04.118203Z  alice@example.com                                       CloneSet shop/web                patch            Recreate   deny      403   spec.template.spec.containers[app].env[LOG_LEVEL].value',
      '2026-03-02T10:21:40.402911Z  alice@example.com                                       CloneSet shop/web                patch            InPlace    allow     200   restarts app',
      '2026-03-02T11:02:13.900001Z  system:serviceaccount:flux-system:kustomize-controller  CloneSet payments/ledger         patch (dry-run)  Recreate   warn      200   spec.template.spec.volumes[cache].emptyDir.sizeLimit, spec.template.spec.containers[ledger].ports[9090/TCP]',
      '2026-03-02T11:30:55.000300Z  bob@example.com                                         CloneSet payments/ledger-canary  create           Unchanged  warn      201',
      '2026-03-02T11:45:10.000100Z  bob@example.com                                         CloneSet payments/ledger         patch            Unknown    warn      200   IPG_ERR_INT_OR_PERCENT',
      '',
      'By kind:',
      '            DECISIONS  DENIED  WARNED  ALLOWED  RECREATE',
      '  CloneSet  7          2       3       2        3',
      '',
      'By namespace:',
      '            DECISIONS  DENIED  WARNED  ALLOWED  RECREATE',
      '  payments  3          0       3       0        1',
      '  shop      4          2       0       2        2',
      '',
      'By user:',
      '                                                          DECISIONS  DENIED  WARNED  ALLOWED  RECREATE',
      '  alice@example.com                                       2          1       0       1        1',
      '  bob@example.com                                         2          0       2       0        0',
      '  carol@example.com                                       2          1       0       1        1',
      '  system:serviceaccount:flux-system:kustomize-controller  1          0       1       0        1',
      '',
      'Skipped: 3 other events, 3 unreadable lines.',
      '',
    ].join('\n'),
  )
})

t.test('json report with --since', async (t) => {
  const { io, out } = captureIO()
  t.equal(await run([PLAIN, GZIP, '--since', '1h40m', '--now', '2026-03-02T12:00:00Z', '--output', 'json'], io), 0)
  const report = JSON.parse(out())
  t.same(report.decisions.map((d: { auditID: string }) => d.auditID.slice(-3)), ['002', '003', '005', '006'])
  t.same(report.skipped, { foreign: 3, broken: 3, beforeSince: 3 })
  t.match(report.decisions[0], {
    time: '2026-03-02T10:21:40.402911Z', user: 'alice@example.com', verb: 'patch', namespace: 'shop', name: 'web', apiVersion: 'apps.kruise.io/v1beta1',
    webhook: 'validate.inplace-guard.kruise.io', predictedUpdate: 'InPlace', decision: 'allow', restartContainers: 'app', responseCode: 200, denied: false, dryRun: false,
  })
  t.same(report.totals.all, { decisions: 4, deny: 0, warn: 3, allow: 1, recreate: 1 })
  t.same(Object.keys(report.totals.byUser), ['alice@example.com', 'bob@example.com', 'system:serviceaccount:flux-system:kustomize-controller'])
})

t.test('--webhook-name selects one webhook', async (t) => {
  const { io, out } = captureIO()
  t.equal(await run([PLAIN, '--webhook-name', 'other.webhook.example.com', '--output', 'json'], io), 0)
  const report = JSON.parse(out())
  t.same(report.decisions, [])
  t.equal(report.skipped.foreign, 8)
})

t.test('a truncated gzip file is reported and the rest still read', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ipg-audit-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const whole = await readFile(join(FIXTURES, GZIP))
  await writeFile(join(dir, 'cut.log.gz'), whole.subarray(0, whole.length - 30))
  const { io, out, err } = captureIO()
  t.equal(await run([join(dir, 'cut.log.gz'), PLAIN, '--output', 'json'], io), 0)
  t.match(err(), /cut\.log\.gz ends early/)
  t.ok(JSON.parse(out()).decisions.length >= 5)
})

t.test("a truncated file whose name holds an escape sequence is named without it", async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ipg-audit-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const whole = await readFile(join(FIXTURES, GZIP))
  const name = 'cut\u001b[2J\u001b]0;owned\u0007.log.gz'
  await writeFile(join(dir, name), whole.subarray(0, whole.length - 30))
  const { io, err } = captureIO()
  t.equal(await run([join(dir, name), '--output', 'json'], io), 0)
  t.match(err(), /cut \[2J \]0;owned \.log\.gz ends early/)
  t.notMatch(err(), /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/)
})

t.test('control characters from the log never reach the terminal: the text report flattens them, JSON keeps them escaped', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ipg-audit-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const lines = (await readFile(join(FIXTURES, PLAIN), 'utf8')).split('\n').filter((l) => l.includes('"stage":"ResponseComplete"'))
  const event = JSON.parse(lines[0])
  const ESC = '\u001b]0;owned\u0007\u001b[31m'
  event.verb = `patch${ESC}`
  event.user.username = `mallory${ESC}\nroot`
  event.objectRef.name = `web${ESC}`
  for (const key of Object.keys(event.annotations)) if (key.endsWith('/recreate-reasons')) event.annotations[key] = `spec.template${ESC}`
  await writeFile(join(dir, 'audit.log'), `${JSON.stringify(event)}\n`)
  const text = captureIO()
  t.equal(await run([join(dir, 'audit.log')], text.io), 0)
  t.notMatch(text.out(), /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/, 'no control character but the line ends')
  t.match(text.out(), /mallory \]0;owned \[31m root/, 'the rest of the value is shown')
  t.match(text.out(), /patch \]0;owned \[31m/)
  t.notMatch(text.out(), /\n\s*root/, 'the newline in the user name did not split a row')
  const json = captureIO()
  t.equal(await run([join(dir, 'audit.log'), '--output', 'json'], json.io), 0)
  t.equal(JSON.parse(json.out()).decisions[0].user, `mallory${ESC}\nroot`, 'JSON keeps the value exactly, escaped')
})

t.test('usage errors', async (t) => {
  const rows: [string[], RegExp][] = [
    [[], /^inplace-guard: audit: give at least one audit log file .*\[IPG_ERR_USAGE\]\n$/],
    [[PLAIN, '--since', 'yesterday'], /^inplace-guard: audit: --since "yesterday" is not a duration.*\[IPG_ERR_USAGE\]\n$/],
    [[PLAIN, '--output', 'yaml'], /^inplace-guard: audit: --output must be text or json.*\[IPG_ERR_USAGE\]\n$/],
    [[PLAIN, '--since', '1h', '--now', 'noon'], /^inplace-guard: audit: --now "noon" is not an RFC 3339 timestamp.*\[IPG_ERR_USAGE\]\n$/],
    [['does-not-exist.log'], /^inplace-guard: does-not-exist\.log: no such file \[IPG_ERR_INPUT_FILE\]\n$/],
    [['.'], /^inplace-guard: \.: a folder, not an audit log file \[IPG_ERR_INPUT_FILE\]\n$/],
    [[PLAIN, '--bogus'], /^inplace-guard: audit: Unknown option '--bogus'.*\[IPG_ERR_USAGE\]\n$/],
  ]
  for (const [argv, message] of rows) {
    const { io, err } = captureIO()
    t.equal(await run(argv, io), 2, argv.join(' '))
    t.match(err(), message)
  }
  const { io, out } = captureIO()
  t.equal(await run(['--help'], io), 0)
  t.match(out(), /usage: inplace-guard audit AUDIT_LOG\.\.\./)
})
