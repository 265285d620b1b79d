import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { parse, stringify } from 'yaml'
import { run as check } from '../../src/cli/commands/check.js'
import { run as diff } from '../../src/cli/commands/diff.js'
import { run as simulate } from '../../src/cli/commands/simulate.js'
import { runCli } from '../support/cliRun.js'
import { createRandom } from '../engine/support/prng.js'

// An OSC sequence (retitles the terminal), a CSI one (colours the rest), and a line that would forge a verdict.
const CONTAINER = 'app\u001b]0;owned\u0007\u001b[31mX\nverdict: ALLOW'
const WORKLOAD = 'web\u001b[2J'
const IMAGE = 'registry.example.com/shop/web:1.4.2'
// Control characters other than the line feed; an ESC is allowed only as the start of the colour the CLI writes itself.
const FOREIGN_CONTROL = /[\u0000-\u0009\u000b-\u001a\u001c-\u001f\u007f-\u009f]|\u001b(?!\[\d+m)/

/** web.yaml with a container and the workload named with escape sequences (as JSON strings, which YAML reads). */
async function manifests(t: Test): Promise<{ old: string; next: string; imageOnly: string; unknownField: string; hostileImage: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'ipg-printable-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const web = (await readFile('examples/check/web.yaml', 'utf8'))
    .replace('- name: app\n', `- name: ${JSON.stringify(CONTAINER)}\n`)
    .replace('  name: web\n', `  name: ${JSON.stringify(WORKLOAD)}\n`)
  const files = {
    old: web,
    next: web.replace('web:1.4.2', 'web:1.5.0').replace('value: info', 'value: debug'),
    imageOnly: web.replace('web:1.4.2', 'web:1.5.0'),
    unknownField: web.replace('maxUnavailable: 1\n', `maxUnavailable: 1\n    ${JSON.stringify('paused\u001b[2J')}: true\n`),
    // The API server refuses the workload's name as written, and Kruise's webhook the container's: for the report of a
    // rollout, the sequences are in the image (which no validation reads but for being set), the names plain.
    hostileImage: (await readFile('examples/check/web.yaml', 'utf8')).replace(`image: ${IMAGE}\n`, `image: ${JSON.stringify(`${IMAGE}${CONTAINER.slice(3)}`)}\n`),
  }
  const paths = {
    old: join(dir, 'old.yaml'), next: join(dir, 'new.yaml'), imageOnly: join(dir, 'image-only.yaml'), unknownField: join(dir, 'unknown-field.yaml'),
    hostileImage: join(dir, 'hostile-image.yaml'),
  }
  for (const key of Object.keys(files) as (keyof typeof files)[]) await writeFile(paths[key], files[key])
  return paths
}

function assertPrintable(t: Test, text: string, what: string): void {
  t.notMatch(text, FOREIGN_CONTROL, `${what}: no control character from the manifest`)
  t.notMatch(text, /^verdict: ALLOW/m, `${what}: the line break in the container's name forged no line`)
}

t.test('check and diff: the text, markdown and github formats write the manifest names without their control characters', async (t) => {
  const { old, next } = await manifests(t)
  for (const output of ['text', 'markdown', 'github']) {
    for (const colour of [false, true]) {
      const result = await runCli(check, ['--old', old, '--new', next, '--output', output], process.cwd(), undefined, { stdoutIsTTY: colour })
      t.equal(result.code, 1, `${output}: the env change is denied`)
      assertPrintable(t, result.stdout, `check ${output}${colour ? ' (colour)' : ''}`)
      t.match(result.stdout, 'app ]0;owned [31mX verdict: ALLOW', `${output}: the rest of the name is shown`)
      t.match(result.stdout, 'web [2J', `${output}: the workload's name too`)
    }
  }
  const coloured = await runCli(check, ['--old', old, '--new', next], process.cwd(), undefined, { stdoutIsTTY: true })
  t.match(coloured.stdout, /\u001b\[\d+m\u001b\[\d+mDENY\u001b\[\d+m\u001b\[\d+m/, 'the colour of the verdict stays')
  const changed = await runCli(diff, [old, next])
  t.equal(changed.code, 1)
  assertPrintable(t, changed.stdout, 'diff text')
})

t.test('check and diff: JSON and SARIF keep each name exactly', async (t) => {
  const { old, next } = await manifests(t)
  const json = JSON.parse((await runCli(check, ['--old', old, '--new', next, '--output', 'json'])).stdout)
  t.equal(json.workload, `shop/${WORKLOAD}`)
  t.ok(json.changes.some((c: { path: string }) => c.path.includes(CONTAINER)), 'the change names the container as written')
  const sarif = (await runCli(diff, [old, next, '--output', 'sarif'])).stdout
  t.ok(sarif.includes(JSON.stringify(CONTAINER).slice(1, -1)), 'SARIF: the container name escaped by JSON')
})

t.test('simulate: the text and markdown reports carry no escape sequence from the manifest', async (t) => {
  const { old, next, imageOnly, hostileImage } = await manifests(t)
  const rows = [
    ['in place', ['-f', hostileImage, '--set-image', 'app=registry.example.com/shop/web:1.5.0'], 0, 'web:1.4.2 ]0;owned [31mX verdict: ALLOW'],
    ['refused (the env change)', ['--old', old, '--new', next], 1, 'web [2J'],
    ['refused (the names)', ['--old', old, '--new', imageOnly], 1, 'web [2J'],
  ] as const
  for (const [name, args, code, shown] of rows) {
    for (const output of ['text', 'markdown']) {
      const result = await runCli(simulate, [...args, '--output', output])
      t.equal(result.code, code, `${name} ${output}: exit code`)
      t.notMatch(result.stdout, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/, `${name} ${output}: no control character but the line ends`)
      t.match(result.stdout, shown, `${name} ${output}: the rest of the name is shown`)
    }
  }
})

t.test('an input error names the field without its control characters', async (t) => {
  const { unknownField } = await manifests(t)
  const result = await runCli(check, [unknownField])
  t.equal(result.code, 2)
  t.match(result.stderr, /unknown field "paused \[2J".*\[IPG_ERR_UNKNOWN_FIELD\]/)
  t.notMatch(result.stderr, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/)
})

// Sequences a terminal acts on: OSC (title, clipboard), CSI (cursor, colour, erase), C1 CSI, BEL, CR, NEL, line feeds.
const SEQUENCES = ['\u001b]52;c;b3duZWQ=\u0007', '\u001b[2J', '\u001b[1A', '\u009b31m', '\u0007', '\r', '\u0085', '\n', '\u2028', '\u0000', '\u007f']

type Json = Record<string, unknown>

/** Every string in a manifest, as the object holding it and its key (map keys too, as their parent and the key). */
function stringSlots(value: unknown, out: { holder: Json; key: string; isKey: boolean }[] = []): typeof out {
  if (value === null || typeof value !== 'object') return out
  for (const [key, item] of Object.entries(value as Json)) {
    if (!Array.isArray(value)) out.push({ holder: value as Json, key, isKey: true })
    if (typeof item === 'string') out.push({ holder: value as Json, key, isKey: false })
    else stringSlots(item, out)
  }
  return out
}

/** Puts `sequence` into a string (a value, or a map key) at the fraction `at` of its length. */
function insertAt(slot: { holder: Json; key: string; isKey: boolean }, sequence: string, at: number): void {
  const text = slot.isKey ? slot.key : String(slot.holder[slot.key])
  const cut = Math.floor(at * (text.length + 1))
  const changed = `${text.slice(0, cut)}${sequence}${text.slice(cut)}`
  if (!slot.isKey) slot.holder[slot.key] = changed
  else if (!(changed in slot.holder)) {
    slot.holder[changed] = slot.holder[slot.key]
    delete slot.holder[slot.key]
  }
}

t.test('seeded: control characters anywhere in the manifests never reach the text, markdown or github output, nor standard error', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ipg-printable-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const web = await readFile('examples/check/web.yaml', 'utf8')
  const exits: number[] = []
  for (let seed = 1; seed <= 40; seed++) {
    const r = createRandom(seed)
    // The same sequences at the same places on both sides, where only the image of the app container differs.
    const sides = [parse(web), parse(web.replace('web:1.4.2', 'web:1.4.3'))] as Json[]
    const slots = sides.map((side) => stringSlots(side))
    for (const i of r.sample([...slots[0]!.keys()], r.int(1, 3))) {
      const sequence = r.pick(SEQUENCES)
      const at = r.next()
      for (const slot of slots.map((list) => list[i]!)) insertAt(slot, sequence, at)
    }
    await writeFile(join(dir, 'old.yaml'), stringify(sides[0]))
    await writeFile(join(dir, 'new.yaml'), stringify(sides[1]))
    for (const output of ['text', 'markdown', 'github']) {
      const result = await runCli(check, ['--old', join(dir, 'old.yaml'), '--new', join(dir, 'new.yaml'), '--output', output])
      if (output === 'text') exits.push(result.code)
      t.notMatch(result.stdout, FOREIGN_CONTROL, `seed ${seed} ${output}: stdout`)
      t.notMatch(result.stderr, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/, `seed ${seed} ${output}: stderr`)
    }
  }
  // Most mutations leave a manifest that is judged (a verdict on stdout), the others an input error on stderr.
  t.ok(exits.filter((code) => code !== 2).length >= 20, `verdicts for ${exits.filter((code) => code !== 2).length} of 40 seeds`)
})
