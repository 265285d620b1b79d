import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const CLI = join(REPO_ROOT, 'src', 'cli', 'main.ts')
const TS_LOADER = new URL('../../node_modules/@tapjs/typescript/dist/esm/import.mjs', import.meta.url).href
const TRACE = new URL('./moduleTrace/register.mjs', import.meta.url).href

export interface TracedRun {
  code: number | null
  stdout: string
  stderr: string
  /** Every module URL the process resolved, in order, once each. */
  modules: string[]
}

/**
 * Runs the CLI from src/ in a real node process (the TypeScript loader tap uses) and records which modules it loads.
 * `until`: stop the process with SIGINT once its stdout matches (a server); otherwise it runs to its end.
 */
export async function runTraced(argv: string[], options: { cwd?: string; until?: RegExp; env?: NodeJS.ProcessEnv } = {}): Promise<TracedRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'ipg-trace-'))
  const out = join(scratch, 'modules.txt')
  try {
    const child = spawn(process.execPath, [`--import=${TS_LOADER}`, `--import=${TRACE}`, CLI, ...argv], {
      cwd: options.cwd ?? REPO_ROOT,
      env: { ...process.env, ...options.env, MODULE_TRACE_OUT: out, TS_NODE_PROJECT: join(REPO_ROOT, 'tsconfig.json'), TS_NODE_TRANSPILE_ONLY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let interrupted = false
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      // Once: a second SIGINT (the shutdown's own log lines arriving in a later chunk) is a forced exit, no code.
      if (!interrupted && options.until?.test(stdout)) {
        interrupted = true
        child.kill('SIGINT')
      }
    })
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)))
    clearTimeout(timer)
    let lines: string[] = []
    try {
      lines = readFileSync(out, 'utf8').split('\n').filter((l) => l !== '')
    } catch {
      // no module resolved after the hooks started: an empty trace
    }
    return { code, stdout, stderr, modules: [...new Set(lines)] }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The npm packages among traced module URLs: `@kubernetes/client-node`, `yaml`, ... */
export function packagesOf(modules: string[]): string[] {
  const names = new Set<string>()
  for (const url of modules) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)
    if (match) names.add(match[1]!)
  }
  return [...names].sort()
}
