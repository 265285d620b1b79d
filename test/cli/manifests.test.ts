import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import t from 'tap'
import { run as check } from '../../src/cli/commands/check.js'
import { run as diff } from '../../src/cli/commands/diff.js'
import { MAX_DOCUMENT_DEPTH, parseManifests } from '../../src/cli/manifests.js'
import { isGuardError } from '../../src/errors.js'
import { runCli } from '../support/cliRun.js'

/** Bounded, clear input: every problem a coded one-line error naming the file (and document, line, column). */

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn()
    return undefined
  } catch (err) {
    return isGuardError(err) ? `${err.code}: ${err.message}` : `not coded: ${String(err)}`
  }
}

t.test('YAML errors name the file, the document, the line and the column, with a code', async (t) => {
  const rows: { name: string; text: string; expect: RegExp }[] = [
    { name: 'an unclosed flow list in document 2', text: 'kind: A\napiVersion: v1\n---\nkind: B\nitems: [a, b\n', expect: /^IPG_ERR_YAML: f\.yaml: document 2: line \d+, column \d+: not valid YAML: .+ \([A-Z_]+\)$/ },
    { name: 'a duplicate key', text: 'kind: A\nkind: B\n', expect: /^IPG_ERR_YAML: f\.yaml: document 1: line 2, column 1: not valid YAML: Map keys must be unique \(DUPLICATE_KEY\)$/ },
    { name: 'a tab indent', text: 'a:\n\tb: 1\n', expect: /^IPG_ERR_YAML: f\.yaml: document 1: line 2, column 1: not valid YAML: .+$/ },
  ]
  for (const row of rows) t.match(codeOf(() => parseManifests(row.text, 'f.yaml')), row.expect, row.name)
})

t.test('an unrendered Helm template is named as one, with how to render it; Go templates inside YAML strings are YAML', async (t) => {
  const hint = 'looks like an unrendered Helm template ({{ ... }} outside a YAML string): render it first and check the output, e.g. helm template RELEASE CHART_DIR | inplace-guard check -'
  const rows: { name: string; text: string; expect: string | undefined }[] = [
    { name: 'an action YAML cannot read (BLOCK_IN_FLOW)', text: 'metadata:\n  labels:\n    {{- include "x" . | nindent 4 }}\n', expect: `IPG_ERR_UNRENDERED_TEMPLATE: f.yaml: line 3: ${hint}` },
    { name: 'an action YAML reads as a flow map used as a key', text: 'kind: CloneSet\napiVersion: apps.kruise.io/v1alpha1\nmetadata:\n  name: {{ include "web.fullname" . }}\n', expect: `IPG_ERR_UNRENDERED_TEMPLATE: f.yaml: line 4: ${hint}` },
    { name: 'a whole-line action in a later document', text: 'kind: A\napiVersion: v1\n---\n{{- if .Values.enabled }}\nkind: B\n{{- end }}\n', expect: `IPG_ERR_UNRENDERED_TEMPLATE: f.yaml: line 4: ${hint}` },
    { name: 'alert templates in a block string (a Prometheus rule ConfigMap)', text: 'kind: ConfigMap\napiVersion: v1\ndata:\n  rules: |\n    summary: "{{ $labels.instance }} is down"\n', expect: undefined },
    { name: 'an action in a quoted string', text: 'kind: ConfigMap\napiVersion: v1\ndata:\n  greeting: "{{ .Name }}"\n', expect: undefined },
    { name: 'not YAML, and no action: a plain YAML error', text: 'a: [\n', expect: 'IPG_ERR_YAML' },
  ]
  for (const row of rows) {
    const got = codeOf(() => parseManifests(row.text, 'f.yaml'))
    if (row.expect === 'IPG_ERR_YAML') t.match(got, /^IPG_ERR_YAML: /, row.name)
    else t.equal(got, row.expect, row.name)
  }
})

t.test('a YAML alias bomb is a coded error naming the file, quickly', async (t) => {
  const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
  for (let i = 1; i < 9; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`)
  const bomb = `kind: ConfigMap\napiVersion: v1\n---\n${levels.join('\n')}\n`
  const started = process.hrtime.bigint()
  t.equal(codeOf(() => parseManifests(bomb, 'bomb.yaml')), 'IPG_ERR_YAML_ALIASES: bomb.yaml: document 2: expands more than 100 YAML aliases (a resource exhaustion attack, or not a manifest)')
  t.ok(Number(process.hrtime.bigint() - started) / 1e9 < 5, 'refused before it expands')
  const dir = t.testdir({ 'bomb.yaml': bomb, new: { 'bomb.yaml': bomb }, old: {} })
  const result = await runCli(check, ['--new', 'bomb.yaml'], dir)
  t.equal(result.code, 2)
  t.equal(result.stderr, 'inplace-guard: bomb.yaml: document 2: expands more than 100 YAML aliases (a resource exhaustion attack, or not a manifest) [IPG_ERR_YAML_ALIASES]\n')
  const walked = JSON.parse((await runCli(diff, ['old', 'new', '--output', 'json'], dir)).stdout)
  t.match(walked.skipped, [{ file: 'new/bomb.yaml', code: 'IPG_ERR_YAML_ALIASES' }], 'diff skips it and goes on')
})

t.test('documents nested deeper than the limit are refused, whether flow, block or JSON', async (t) => {
  const deep = MAX_DOCUMENT_DEPTH + 5
  const rows: [string, string][] = [
    ['flow', `${'['.repeat(deep)}${']'.repeat(deep)}\n`],
    ['JSON', `${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}\n`],
    ['block', Array.from({ length: deep }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n') + ' 1\n'],
    ['very deep flow (stack-sized)', `${'['.repeat(200_000)}${']'.repeat(200_000)}\n`],
  ]
  for (const [name, text] of rows) t.match(codeOf(() => parseManifests(text, 'deep.yaml')), /^IPG_ERR_INPUT_TOO_DEEP: deep\.yaml(: document 1)?: nests deeper than 100 levels$/, name)
  t.equal(codeOf(() => parseManifests(`${'['.repeat(50)}${']'.repeat(50)}\n`, 'ok.yaml')), undefined, 'fifty levels are fine')
})

t.test('a size limit per file (and for stdin): --max-file-size, default 4 MiB', async (t) => {
  const dir = t.testdir({})
  const big = join(dir, 'big.yaml')
  writeFileSync(big, `# ${'x'.repeat(4 * 1024 * 1024)}\nkind: A\n`)
  const tooBig = await runCli(check, ['--new', 'big.yaml'], dir)
  t.equal(tooBig.code, 2)
  t.equal(tooBig.stderr, 'inplace-guard: big.yaml: larger than 4 MiB (raise --max-file-size to read it) [IPG_ERR_INPUT_TOO_LARGE]\n')
  const small = await runCli(check, ['--new', 'examples/check/web.yaml', '--max-file-size', '1KiB'])
  t.equal(small.stderr, 'inplace-guard: examples/check/web.yaml: larger than 1 KiB (raise --max-file-size to read it) [IPG_ERR_INPUT_TOO_LARGE]\n')
  const enough = await runCli(check, ['--new', 'examples/check/web.yaml', '--max-file-size', '64KiB'])
  t.equal(enough.code, 0)
  const piped = await runCli(check, ['--new', '-', '--max-file-size', '1000'], process.cwd(), Readable.from([Buffer.alloc(600, 32), Buffer.alloc(600, 32)]))
  t.equal(piped.stderr, 'inplace-guard: <stdin>: larger than 1000 bytes (raise --max-file-size to read it) [IPG_ERR_INPUT_TOO_LARGE]\n')
  const bad = await runCli(check, ['--new', 'x.yaml', '--max-file-size', 'lots'])
  t.equal(bad.stderr, 'inplace-guard: --max-file-size: "lots" is not a size such as 4MiB, 512KiB or 1000000 [IPG_ERR_USAGE]\n')
})

t.test('--max-file-size above 16 MiB is refused at once, saying why (parsing would take minutes and gigabytes)', async (t) => {
  for (const [command, args] of [[check, ['--new', 'huge.yaml']], [check, ['huge.yaml']], [diff, ['a', 'b']]] as const) {
    const started = process.hrtime.bigint()
    const result = await runCli(command, [...args, '--max-file-size', '100MiB'])
    t.equal(result.code, 2)
    t.equal(result.stdout, '')
    t.equal(result.stderr, 'inplace-guard: --max-file-size: "100MiB" is above 16 MiB, the most the CLI reads: YAML parsing costs about a second and 20 MB of memory per MiB, so a larger file would take minutes and gigabytes. Split it (the apiserver stores no object above 1.5 MiB), or pipe one part at a time with - [IPG_ERR_USAGE]\n')
    t.ok(Number(process.hrtime.bigint() - started) / 1e9 < 1, 'before reading anything')
  }
  t.equal((await runCli(check, ['--new', 'examples/check/web.yaml', '--max-file-size', '16MiB'])).code, 0, '16 MiB is allowed')
  const dir = t.testdir({})
  writeFileSync(join(dir, 'dump.yaml'), `# ${'x'.repeat(17 * 1024 * 1024)}\nkind: A\n`)
  const dump = await runCli(check, ['dump.yaml'], dir)
  t.equal(dump.code, 2)
  t.equal(dump.stderr, 'inplace-guard: dump.yaml: 17.0 MiB, more than the 16 MiB the CLI reads (parsing would take minutes and gigabytes): split it; the apiserver stores no object above 1.5 MiB [IPG_ERR_INPUT_TOO_LARGE]\n', 'a file beyond what any --max-file-size allows: split it, not raise the limit')
})

t.test('documents and List items know their lines; a CloneSet knows the line of each field', async (t) => {
  const cs = 'apiVersion: apps.kruise.io/v1alpha1\n    kind: CloneSet'
  const docs = parseManifests(`# c\nkind: A\napiVersion: v1\n---\napiVersion: v1\nkind: List\nitems:\n  - ${cs}\n    spec:\n      x: 1\n      "a/b~c": {d: 2}\n      list: [p, q]\n  - kind: C\n`, 'f.yaml')
  t.same(docs.map((d) => [d.index, d.item, d.line]), [[1, undefined, 2], [2, 1, 8], [2, 2, 14]])
  const rows: [string, number, string][] = [
    ['/spec/x', 11, 'a key'],
    ['/spec/missing/deeper', 10, 'the nearest ancestor present'],
    ['/spec/a~1b~0c/d', 12, 'a key with / and ~, escaped as in a JSON pointer'],
    ['/spec/list/1', 13, 'a list item'],
    ['', 8, 'the object itself'],
  ]
  for (const [pointer, line, name] of rows) t.equal(docs[1]!.lineOf(pointer), line, name)
  t.equal(docs[0]!.lineOf('/spec/x'), 2, 'another kind: its first line')
})
