import { readFileSync } from 'node:fs'
import t from 'tap'
import AjvModule from 'ajv-draft-04'
import formatsModule from 'ajv-formats'
import { run as check } from '../../../src/cli/commands/check.js'
import { run as diff } from '../../../src/cli/commands/diff.js'
import { runCli } from '../../support/cliRun.js'

const fixture = (name: string) => readFileSync(`test/fixtures/cli/${name}`, 'utf8')
const schema = JSON.parse(fixture('sarif/sarif-2.1.0-rtm.5.json'))
// The schema's language pattern ends in a stray `]`, legal only outside unicode mode.
// CommonJS packages: under NodeNext the class and the function are the default export's `default`.
const Ajv = AjvModule.default
const addFormats = formatsModule.default
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false })
addFormats(ajv)
const validate = ajv.compile(schema)

t.test('diff of the example trees: verbatim, and valid SARIF 2.1.0', async (t) => {
  const result = await runCli(diff, ['examples/gitops/base', 'examples/gitops/pr', '--output', 'sarif'])
  t.equal(result.code, 1)
  t.equal(result.stdout, fixture('diff-gitops.sarif.json'))
  const log = JSON.parse(result.stdout)
  t.ok(validate(log), JSON.stringify(validate.errors))
  t.same(log.runs[0].results.map((r: { ruleId: string; level: string; locations: { physicalLocation: { region: { startLine: number } } }[] }) =>
    [r.ruleId, r.level, r.locations[0]!.physicalLocation.region.startLine]), [['recreate-denied', 'error', 16], ['trap/max-unavailable-zero', 'warning', 13]])
  t.match(readFileSync('examples/gitops/pr/apps/api/api.json', 'utf8').split('\n')[15], /"args"/, 'line 16 is the first blocking change')
})

t.test('every result kind validates: removed CloneSets, skipped files, notes, a clean run', async (t) => {
  const dir = t.testdir({
    old: { 'worker.yaml': readFileSync('examples/gitops/pr/apps/worker/worker.yaml', 'utf8'), 'web.yaml': readFileSync('examples/check/web.yaml', 'utf8') },
    new: { 'web.yaml': readFileSync('examples/check/web.yaml', 'utf8').replace('version: "1.4.2"', 'version: "1.4.2"\n        team: shop'), 'broken.yaml': 'a: [\n', 'odd name,%.yaml': 'x: [\n' },
  })
  const result = await runCli(diff, ['old', 'new', '--output', 'sarif', '--strict'], dir)
  t.equal(result.code, 2)
  const log = JSON.parse(result.stdout)
  t.ok(validate(log), JSON.stringify(validate.errors))
  const rules = log.runs[0].results.map((r: { ruleId: string; level: string }) => `${r.ruleId}:${r.level}`)
  t.same(rules.sort(), ['workload-removed:warning', 'file-skipped:error', 'file-skipped:error', 'trap/metadata-blip:note'].sort())
  t.ok(log.runs[0].results.some((r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) => r.locations[0]!.physicalLocation.artifactLocation.uri === 'new/odd%20name%2C%25.yaml'))
  // An image change alone (the example's version label is read by an env var, which gets a note about kruise-daemon).
  const imageOnly = readFileSync('examples/check/web.yaml', 'utf8').replace('shop/web:1.4.2', 'shop/web:1.5.0')
  const cleanDir = t.testdir({ 'web.yaml': readFileSync('examples/check/web.yaml', 'utf8'), 'web-image.yaml': imageOnly })
  const clean = JSON.parse((await runCli(check, ['--old', 'web.yaml', '--new', 'web-image.yaml', '--output', 'sarif'], cleanDir)).stdout)
  t.ok(validate(clean), JSON.stringify(validate.errors))
  t.same(clean.runs[0].results, [], 'an allowed update is no result')
})
