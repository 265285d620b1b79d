// The CLI's standard streams in a real process: a reader that leaves early (`| head`, a pager closed) ends the
// writing, not the run, and the exit code is still the verdict's.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TS_LOADER = new URL('../../node_modules/@tapjs/typescript/dist/esm/import.mjs', import.meta.url).href

/** Runs the CLI with its stdout pipe closed by the reader before anything is written; returns its code and stderr. */
async function runWithStdoutClosed(argv: string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const child = spawn(process.execPath, [`--import=${TS_LOADER}`, join(REPO_ROOT, 'src', 'cli', 'main.ts'), ...argv], {
    cwd: REPO_ROOT, env: { ...process.env, TS_NODE_TRANSPILE_ONLY: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.destroy()
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
    const run = await runWithStdoutClosed(row.argv)
    t.equal(run.signal, null, 'not killed')
    t.equal(run.code, row.code, 'the exit code the verdict gives', { stderr: run.stderr })
    t.notMatch(run.stderr, /EPIPE|Error|at /, 'nothing about the closed pipe on stderr')
  })
}
