import { readFileSync } from 'node:fs'
import t from 'tap'
import { run as check } from '../../../src/cli/commands/check.js'
import { run as diff } from '../../../src/cli/commands/diff.js'
import { runCli } from '../../support/cliRun.js'
import { inPlaceOnlyCloneSet } from '../support/inPlaceOnlyCloneSet.js'

const fixture = (name: string) => readFileSync(`test/fixtures/cli/${name}`, 'utf8')

t.test('diff of the example trees: a PR comment with a table of CloneSets and verdicts', async (t) => {
  const result = await runCli(diff, ['examples/gitops/base', 'examples/gitops/pr', '--output', 'markdown'])
  t.equal(result.code, 1)
  t.equal(result.stdout, fixture('diff-gitops.md'))
  const rows = result.stdout.split('\n').filter((l) => l.startsWith('| `'))
  t.same(rows.map((r) => r.split(' | ')[0]), ['| `CloneSet shop/api`', '| `CloneSet shop/web`', '| `CloneSet shop/worker`'])
  t.notMatch(result.stdout, /super-secret|other-secret/)
})

t.test('check: the warning once, the blocking changes with their lines', async (t) => {
  const result = await runCli(check, ['--old', 'examples/check/web-ifpossible.yaml', '--new', 'examples/check/web-ifpossible-env-reorder.yaml', '--output', 'markdown'])
  t.equal(result.stdout, fixture('check-ifpossible-env-reorder.md'))
  t.notMatch(result.stdout, /s3cr3t|debug/)
})

t.test('removed CloneSets and skipped files; table cells cannot be broken by | or HTML', async (t) => {
  const dir = t.testdir({
    old: { 'worker.yaml': readFileSync('examples/gitops/pr/apps/worker/worker.yaml', 'utf8') },
    new: { 'a|<b>.yaml': 'x: [\n' },
  })
  const result = await runCli(diff, ['old', 'new', '--output', 'markdown'], dir)
  t.match(result.stdout, '| `CloneSet shop/worker` | removed |  | ⚠️ **WARN**: CloneSet shop/worker is removed: deleting it deletes all its Pods | `old/worker.yaml:1` |')
  t.match(result.stdout, '<details><summary>1 file skipped</summary>')
  t.match(result.stdout, '- `new/a\\|<b>.yaml`: document 1: line 2, column 1: not valid YAML')
})

t.test('--changed-only (the default for markdown): updates that change no Pod are counted, not listed', async (t) => {
  const dir = t.testdir({
    old: { 'web.yaml': readFileSync('examples/gitops/base/apps/web/web.yaml', 'utf8'), 'db.yaml': readFileSync('examples/check/db.yaml', 'utf8') },
    new: { 'web.yaml': readFileSync('examples/gitops/pr/apps/web/web.yaml', 'utf8'), 'db.yaml': readFileSync('examples/check/db.yaml', 'utf8') },
  })
  const changed = await runCli(diff, ['old', 'new', '--output', 'markdown'], dir)
  const rows = (out: string) => out.split('\n').filter((l) => l.startsWith('| `')).map((r) => r.split(' | ')[0])
  t.same(rows(changed.stdout), ['| `CloneSet shop/web`'])
  t.match(changed.stdout, '\n1 workload with no Pod change is not listed.\n')
  const all = await runCli(diff, ['old', 'new', '--output', 'markdown', '--no-changed-only'], dir)
  t.same(rows(all.stdout), ['| `CloneSet shop/db`', '| `CloneSet shop/web`'])
  t.notMatch(all.stdout, 'not listed')
  t.equal(JSON.parse((await runCli(diff, ['old', 'new', '--output', 'json'], dir)).stdout).results.length, 2, 'json lists every verdict by default')
  t.equal(JSON.parse((await runCli(diff, ['old', 'new', '--output', 'json', '--changed-only'], dir)).stdout).results.length, 1, 'and the changed ones with --changed-only')
  const text = await runCli(diff, ['old', 'new', '--changed-only'], dir)
  t.notMatch(text.stdout, 'shop/db')
  t.match(text.stdout, /\nsummary: 2 workloads compared \(1 unchanged\), 0 added, 0 removed, 1 workload with no Pod change not shown, 2 passed over, 0 files skipped; 0 deny, 0 warn, 2 allow\n$/)
})

t.test('a name or value from a manifest adds no link, image or emphasis to the comment', async (t) => {
  const name = 'web [approve](https://evil.example) ![x](https://evil.example/p.png) *now*'
  const cloneSet = (env: string) => inPlaceOnlyCloneSet({ name, env })
  const dir = t.testdir({ old: { 'w.json': cloneSet('a') }, new: { 'w.json': cloneSet('b') } })
  const result = await runCli(diff, ['old', 'new', '--output', 'markdown'], dir)
  t.equal(result.code, 1)
  const outsideCode = result.stdout.replace(/`[^`\n]*`/g, '')
  t.notMatch(outsideCode, /(?<!\\)\[[^\]\n]*(?<!\\)\]\(/, 'no link or image')
  t.notMatch(outsideCode, /(?<!\\)\*now(?<!\\)\*/, 'no emphasis')
  // The API server refuses such a name: the denial names it, escaped.
  t.match(result.stdout, '- **deny**: CloneSet web \\[approve\\](https://evil.example) !\\[x\\](https://evil.example/p.png) \\*now\\* cannot be updated as written')
})
