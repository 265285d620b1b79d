// The CLI's standard streams in a real process: a reader that leaves early (`| head`, a pager closed) ends the
// writing, not the run, and the exit code is still the verdict's.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TS_LOADER = new URL('../../node_modules/@tapjs/typescript/dist/esm/import.mjs', import.meta.url).href

/** Runs the CLI (its stdout pipe closed by the reader before anything is written, with `closeStdout`); returns its code and stderr. */
async function runCliProcess(argv: string[], closeStdout = true): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const child = spawn(process.execPath, [`--import=${TS_LOADER}`, join(REPO_ROOT, 'src', 'cli', 'main.ts'), ...argv], {
    cwd: REPO_ROOT, env: { ...process.env, TS_NODE_TRANSPILE_ONLY: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (closeStdout) child.stdout.destroy()
  else child.stdout.resume()
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('close', (c, s) => resolve([c, s])))
  clearTimeout(timer)
  return { code, signal, stderr }
}

const rows = [
  { name: 'diff of two trees with a denied update (text)', argv: ['diff', 'examples/gitops/base', 'examples/gitops/pr'], code: 1 },
  { name: 'diff as JSON', argv: ['diff', 'examples/gitops/base', 'examples/gitops/pr', '--output', 'json'], code: 1 },
  { name: 'check of an allowed update', argv: ['check', '--old', 'examples/check/web.yaml', '--new', 'examples/check/web-image-only.yaml'], code: 0 },
  { name: 'check of a denied update', argv: ['check', '--old', 'examples/check/web.yaml', '--new', 'examples/check/web-env-change.yaml'], code: 1 },
  { name: '--help', argv: ['diff', '--help'], code: 0 },
]

for (const row of rows) {
  t.test(`${row.name}: stdout closed by its reader, the run ends with its own exit code and no crash`, async (t) => {
    const run = await runCliProcess(row.argv)
    t.equal(run.signal, null, 'not killed')
    t.equal(run.code, row.code, 'the exit code the verdict gives', { stderr: run.stderr })
    t.notMatch(run.stderr, /EPIPE|Error|at /, 'nothing about the closed pipe on stderr')
  })
}

// Everything standard error says comes with names and values from the command line, manifests or a cluster: the
// process's stderr passes no control character but the line feed, whichever message carries it.
const CONTROL_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/
const stderrRows = [
  { name: 'an unknown command', argv: ['chec\u001b]0;owned\u0007\nk'], code: 2, says: 'inplace-guard: unknown command "chec ]0;owned k"\n' },
  { name: 'an unknown option (the option parser\'s own message)', argv: ['certs', '--x\u001b[2J'], code: 2, says: "Unknown option '--x [2J'" },
  {
    name: '--fail-pull naming no Pod of the simulation',
    argv: ['simulate', '-f', 'examples/check/web.yaml', '--set-image', 'app=nginx:1.27', '--fail-pull', 'ghost\u001b[2J\u001b]52;c;ZWNobw==\u0007'],
    code: 0,
    says: 'inplace-guard: warning: --fail-pull names no Pod of this simulation: ghost [2J ]52;c;ZWNobw==  (Pods: web-',
  },
]
for (const row of stderrRows) {
  t.test(`${row.name} with escape sequences: standard error carries none of them`, async (t) => {
    const run = await runCliProcess(row.argv, false)
    t.equal(run.code, row.code, { stderr: run.stderr })
    t.match(run.stderr, row.says)
    t.notMatch(run.stderr, CONTROL_BUT_LINE_FEED)
  })
}
