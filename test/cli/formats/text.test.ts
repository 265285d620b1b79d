import t from 'tap'
import { run as check } from '../../../src/cli/commands/check.js'
import { runCli } from '../../support/cliRun.js'

const ARGS = ['--old', 'examples/check/web.yaml', '--new', 'examples/check/web-env-change.yaml']
const ESC = '\u001b['

t.test('colour only on a terminal, and never with NO_COLOR', async (t) => {
  const rows: { name: string; tty: boolean; env: Record<string, string>; colour: boolean }[] = [
    { name: 'a pipe', tty: false, env: {}, colour: false },
    { name: 'a terminal', tty: true, env: {}, colour: true },
    { name: 'a terminal with NO_COLOR=1', tty: true, env: { NO_COLOR: '1' }, colour: false },
    { name: 'a terminal with NO_COLOR empty (unset, per no-color.org)', tty: true, env: { NO_COLOR: '' }, colour: true },
  ]
  for (const row of rows) {
    const result = await runCli(check, ARGS, process.cwd(), undefined, { stdoutIsTTY: row.tty, env: row.env })
    t.equal(result.stdout.includes(ESC), row.colour, row.name)
    t.equal(result.stdout.replace(/\u001b\[[0-9;]*m/g, ''), (await runCli(check, ARGS)).stdout, `${row.name}: the same words`)
  }
  const json = await runCli(check, [...ARGS, '--output', 'json'], process.cwd(), undefined, { stdoutIsTTY: true, env: {} })
  t.notOk(json.stdout.includes(ESC), 'machine formats are never coloured')
})
