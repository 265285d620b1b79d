import t from 'tap'
import { run as audit } from '../../src/cli/commands/audit.js'
import { run as certs } from '../../src/cli/commands/certs.js'
import { run as check } from '../../src/cli/commands/check.js'
import { run as demo } from '../../src/cli/commands/demo.js'
import { run as diagnose } from '../../src/cli/commands/diagnose.js'
import { run as diff } from '../../src/cli/commands/diff.js'
import { run as serve } from '../../src/cli/commands/serve.js'
import { run as simulate } from '../../src/cli/commands/simulate.js'
import { HELP_WIDTH, wrapHelp } from '../../src/cli/helpText.js'
import { runCli } from '../support/cliRun.js'

const words = (text: string) => text.split(/\s+/).filter(Boolean)

t.test('wrapHelp: a wide line breaks at spaces, its rest under the description column or the line\'s indent', async (t) => {
  const rows: [string, string, number, string][] = [
    ['short lines stay', '  --a X   one two', 20, '  --a X   one two'],
    ['an option continues under its description', '  --a X   one two three four', 20, '  --a X   one two\n          three four'],
    ['a paragraph continues at its indent', 'one two three four five', 10, 'one two\nthree four\nfive'],
    ['an indented paragraph keeps its indent', '   one two three', 10, '   one two\n   three'],
    ['a word wider than the room is kept whole', '  --a X   abcdefghijklmnop q', 12, '  --a X   abcdefghijklmnop\n          q'],
    ['a single word wider than the width stays', 'abcdefghijklmnop', 8, 'abcdefghijklmnop'],
  ]
  for (const [name, text, width, expected] of rows) t.equal(wrapHelp(text, width), expected, name)
})

const COMMANDS = { audit, certs, check, demo, diagnose, diff, serve, simulate }

for (const [name, command] of Object.entries(COMMANDS)) {
  t.test(`${name} --help fits ${HELP_WIDTH} columns`, async (t) => {
    const result = await runCli(command, ['--help'])
    t.equal(result.code, 0)
    const wide = result.stdout.split('\n').filter((line) => line.length > HELP_WIDTH)
    t.same(wide, [], 'no wider line')
    t.ok(words(result.stdout).length > 20, 'the help itself')
  })
}

t.test('wrapping loses and adds no word', async (t) => {
  const serveHelp = (await runCli(serve, ['--help'])).stdout
  t.same(words(wrapHelp(serveHelp, 60)), words(serveHelp))
})

/** A prose line (no indent) that ends mid-sentence although the next line's first word had room on it. */
function shortProseLines(help: string): string[] {
  const lines = help.split('\n')
  return lines.filter((line, i) => {
    const next = lines[i + 1] ?? ''
    if (!/^\S/.test(line) || !/^\S/.test(next) || /[.:;)]$/.test(line)) return false
    return line.length + 1 + next.split(' ')[0]!.length <= HELP_WIDTH - 10
  })
}

t.test('shortProseLines finds a paragraph broken early, not one filled or a sentence\'s end', async (t) => {
  t.same(shortProseLines('checks each workload (apps.kruise.io\nCloneSet, StatefulSet)'), ['checks each workload (apps.kruise.io'])
  t.same(shortProseLines('one sentence.\nAnother'), [])
  t.same(shortProseLines(`${'x'.repeat(HELP_WIDTH - 2)}\nwords`), [])
})

for (const [name, command] of Object.entries(COMMANDS)) {
  t.test(`${name} --help: no paragraph line ends early`, async (t) => {
    t.same(shortProseLines((await runCli(command, ['--help'])).stdout), [])
  })
}
