import { readFileSync } from 'node:fs'
import t from 'tap'
import { WARNING_MAX_RUNES } from '../../../src/admission/text.js'
import { run as check } from '../../../src/cli/commands/check.js'
import { run as diff } from '../../../src/cli/commands/diff.js'
import { escapeData, escapeProperty } from '../../../src/cli/formats/github.js'
import { runCli } from '../../support/cliRun.js'

const fixture = (name: string) => readFileSync(`test/fixtures/cli/${name}`, 'utf8')

t.test('diff of the example trees: one workflow command per finding, at the file and line', async (t) => {
  const result = await runCli(diff, ['examples/gitops/base', 'examples/gitops/pr', '--output', 'github'])
  t.equal(result.code, 1)
  t.equal(result.stdout, fixture('diff-gitops.github.txt'))
  const lines = result.stdout.trimEnd().split('\n')
  t.match(lines[0], /^::error file=examples\/gitops\/pr\/apps\/api\/api\.json,line=16,title=CloneSet shop\/api%3A DENY::CloneSet shop\/api uses InPlaceOnly/)
  t.match(lines[1], /^::warning file=examples\/gitops\/pr\/apps\/worker\/worker\.yaml,line=13,title=.*::maxUnavailable "12\.5%25" resolves to 0 Pods/)
  t.equal(lines[2], '::notice file=examples/gitops/pr/apps/web/web.yaml,line=33,title=CloneSet shop/web%3A ALLOW::Pods are updated in place; containers restarted: app', 'an allowed update that changes Pods: a notice at its changed line')
  t.equal(lines[3], 'inplace-guard: 2 workloads compared (0 unchanged), 1 added, 0 removed, 2 passed over, 0 files skipped; 1 deny, 1 warn, 1 allow')
})

t.test('notices for allowed changes of Pods; an update that changes no Pod gets none (--changed-only is the default)', async (t) => {
  const dir = t.testdir({
    old: { 'web.yaml': readFileSync('examples/gitops/base/apps/web/web.yaml', 'utf8'), 'db.yaml': readFileSync('examples/check/db.yaml', 'utf8') },
    new: { 'web.yaml': readFileSync('examples/gitops/base/apps/web/web.yaml', 'utf8'), 'db.yaml': readFileSync('examples/check/db.yaml', 'utf8').replace('replicas: 3', 'replicas: 4') },
  })
  const result = await runCli(diff, ['old', 'new', '--output', 'github'], dir)
  t.equal(result.code, 0)
  t.equal(result.stdout, 'inplace-guard: 2 workloads compared (2 unchanged), 0 added, 0 removed, 2 workloads with no Pod change not shown, 2 passed over, 0 files skipped; 0 deny, 0 warn, 2 allow\n')
  const recreate = await runCli(check, ['--old', 'examples/check/guestbook.yaml', '--new', 'examples/check/guestbook-v2.yaml', '--output', 'github'])
  t.match(recreate.stdout, /^::notice file=examples\/check\/guestbook-v2\.yaml,line=33,title=CloneSet default\/guestbook-clone%3A ALLOW::Pods are deleted and recreated \(ReCreate\)\n/, 'a recreate under ReCreate, allowed: a notice too')
})

t.test('check: the deny sits on the changed field line', async (t) => {
  const result = await runCli(check, ['--old', 'examples/check/web.yaml', '--new', 'examples/check/web-env-change.yaml', '--output', 'github'])
  t.equal(result.code, 1)
  t.equal(result.stdout, fixture('check-env-change.github.txt'))
  t.equal(readFileSync('examples/check/web-env-change.yaml', 'utf8').split('\n')[25]!.trim(), 'value: debug', 'line 26 is the changed value')
})

t.test('removed CloneSets warn, skipped files are notices (errors with --strict)', async (t) => {
  const dir = t.testdir({
    old: { 'worker.yaml': readFileSync('examples/gitops/pr/apps/worker/worker.yaml', 'utf8') },
    new: { 'values.yaml': 'replicas: 3\n', 'broken.yaml': 'a: [\n' },
  })
  const result = await runCli(diff, ['old', 'new', '--output', 'github'], dir)
  t.equal(result.stdout, [
    '::warning file=old/worker.yaml,line=1,title=CloneSet shop/worker removed::CloneSet shop/worker is removed: deleting it deletes all its Pods',
    '::notice file=new/broken.yaml,title=file skipped::skipped: document 1: line 2, column 1: not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ] (BAD_INDENT) [IPG_ERR_YAML]',
    'inplace-guard: 0 workloads compared (0 unchanged), 0 added, 1 removed, 1 passed over, 1 file skipped; 0 deny, 1 warn, 0 allow',
    '',
  ].join('\n'))
  const strict = await runCli(diff, ['old', 'new', '--output', 'github', '--strict'], dir)
  t.equal(strict.code, 2)
  t.match(strict.stdout, /^::error file=new\/broken\.yaml,title=file skipped::/m)
})

t.test('escaping follows GitHub: % CR LF in data, also : and , in properties', async (t) => {
  const rows: [string, string, string][] = [
    ['plain', 'plain', 'plain'],
    ['50%', '50%25', '50%25'],
    ['a\r\nb', 'a%0D%0Ab', 'a%0D%0Ab'],
    ['x: y, z', 'x: y, z', 'x%3A y%2C z'],
    ['%0A', '%250A', '%250A'],
  ]
  for (const [input, data, property] of rows) {
    t.equal(escapeData(input), data, `data ${JSON.stringify(input)}`)
    t.equal(escapeProperty(input), property, `property ${JSON.stringify(input)}`)
  }
  const dir = t.testdir({ 'odd,name:x.yaml': readFileSync('examples/check/web.yaml', 'utf8'), 'new.yaml': readFileSync('examples/check/web-env-change.yaml', 'utf8') })
  const result = await runCli(check, ['--old', 'odd,name:x.yaml', '--new', 'new.yaml', '--output', 'github'], dir)
  t.match(result.stdout, /^::error file=new\.yaml,line=26,/)
  const named = await runCli(check, ['--old', 'new.yaml', '--new', 'odd,name:x.yaml', '--output', 'github'], dir)
  t.match(named.stdout, /^::error file=odd%2Cname%3Ax\.yaml,line=26,/)
})

t.test('a recreate warning cut to its bound still sits on its changed field\'s line (read from the warning\'s path, not its text)', async (t) => {
  // An env var name so long that the warning's text is cut before the path ends.
  const name = `LOG_LEVEL_${'X'.repeat(WARNING_MAX_RUNES)}`
  const stored = readFileSync('examples/check/web-ifpossible.yaml', 'utf8').replace('- name: LOG_LEVEL', `- name: ${name}`)
  const dir = t.testdir({ 'old.yaml': stored, 'new.yaml': stored.replace('value: info', 'value: debug') })
  const result = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'github'], dir)
  t.equal(stored.split('\n')[25]!.trim(), 'value: info', 'line 26 is the changed value')
  const perChange = result.stdout.split('\n').find((l) => l.includes(`env[${name.slice(0, 40)}`))
  t.match(perChange, /^::warning file=new\.yaml,line=26,title=CloneSet shop\/web%3A WARN::spec\.template\.spec\.containers\[app\]\.env\[LOG_LEVEL_X+…$/)
})
