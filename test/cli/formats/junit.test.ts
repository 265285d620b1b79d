import { readFileSync } from 'node:fs'
import t from 'tap'
import { run as diff } from '../../../src/cli/commands/diff.js'
import { runCli } from '../../support/cliRun.js'

const fixture = (name: string) => readFileSync(`test/fixtures/cli/${name}`, 'utf8')

t.test('diff of the example trees: one test case per CloneSet, a failure per deny', async (t) => {
  const result = await runCli(diff, ['examples/gitops/base', 'examples/gitops/pr', '--output', 'junit'])
  t.equal(result.code, 1)
  t.equal(result.stdout, fixture('diff-gitops.junit.xml'))
})

t.test('--fail-on warn makes warnings failures; removed and skipped are test cases too', async (t) => {
  const dir = t.testdir({
    old: { 'worker.yaml': readFileSync('examples/gitops/pr/apps/worker/worker.yaml', 'utf8') },
    new: { 'bad.yaml': 'a: "<&>\n', 'worker.yaml': readFileSync('examples/gitops/pr/apps/worker/worker.yaml', 'utf8').replace('name: worker', 'name: worker2') },
  })
  const lenient = await runCli(diff, ['old', 'new', '--output', 'junit'], dir)
  t.match(lenient.stdout, '<testsuites name="inplace-guard" tests="3" failures="0" errors="0" skipped="1">')
  t.match(lenient.stdout, '<skipped message="document 1: line ')
  const strict = await runCli(diff, ['old', 'new', '--output', 'junit', '--fail-on', 'warn', '--strict'], dir)
  t.match(strict.stdout, '<testsuites name="inplace-guard" tests="3" failures="2" errors="1" skipped="0">')
  t.match(strict.stdout, '<failure type="warn" message="CloneSet shop/worker is removed: deleting it deletes all its Pods">')
  t.match(strict.stdout, /<testcase classname="new\/worker\.yaml" name="CloneSet shop\/worker2 \(create\)" file="new\/worker\.yaml" line="1">\n {6}<failure type="warn" message="WARN: new CloneSet/)
  t.notMatch(strict.stdout, /[<&>]"/, 'text is escaped')
})
