import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchSettings } from '../settings.js'
import { median } from '../stats.js'

/**
 * The CLI as a pipeline runs it, each a fresh process: `check` on one pair and `diff` of a generated tree of 200
 * CloneSet pairs, wall time including node's own start, against `node -e 0` in the same run (runs in turns); the peak
 * RSS of each. (`serve` without a cluster is measured in the memory section.)
 */
export const CHECK_RATIO_TARGET = 3
export const DIFF_TARGET_MS = 2_000
export const CLI_RSS_TARGET_MB = 80
export const DIFF_PAIRS = 200
export const CLI_TARGET =
  `check <= ${CHECK_RATIO_TARGET}x node -e 0; diff of ${DIFF_PAIRS} pairs <= ${DIFF_TARGET_MS / 1000} s; peak RSS of each <= ${CLI_RSS_TARGET_MB} MB`

export interface CliResult {
  target: string
  pass: boolean
  node: { medianMs: number; runsMs: number[] }
  check: { medianMs: number; runsMs: number[]; ratio: number; peakRssMb: number }
  diff: { medianMs: number; runsMs: number[]; peakRssMb: number; pairs: number; files: number; bytes: number }
}

const MB = 1024 * 1024
/** The repository: above bench/sections/ in the sources, above dist-bench/bench/sections/ once built. */
const ROOT = repositoryRoot(fileURLToPath(new URL('.', import.meta.url)))
/** The CLI as it ships: `npm run build`'s bundle (npm run bench builds it first). */
export const CLI = join(ROOT, 'dist', 'cli', 'main.js')
const MAX_RSS = fileURLToPath(new URL('../maxRss.js', import.meta.url))

export async function benchCli(settings: BenchSettings['cli'], progress: (line: string) => void = () => {}): Promise<CliResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'ipg-bench-cli-'))
  try {
    const tree = writeDiffTree(scratch, DIFF_PAIRS)
    const nodeRun = ['-e', '0']
    const checkRun = [CLI, 'check', '--old', 'examples/check/web.yaml', '--new', 'examples/check/web-image-only.yaml']
    const diffRun = [CLI, 'diff', tree.old, tree.new, '--output', 'json']
    // One of each first, untimed: the file system cache and the compile cache (Node >= 22) are warm for every timed run.
    for (const args of [nodeRun, checkRun, diffRun]) await run(args)
    const runs = { node: [] as number[], check: [] as number[], diff: [] as number[] }
    for (let i = 0; i < settings.runs; i++) {
      runs.node.push(await run(nodeRun))
      runs.check.push(await run(checkRun))
      if (i < settings.diffRuns) runs.diff.push(await run(diffRun))
    }
    const nodeMs = median(runs.node)
    const checkMs = median(runs.check)
    const diffMs = median(runs.diff)
    progress(`cli: node -e 0 ${nodeMs.toFixed(0)} ms, check ${checkMs.toFixed(0)} ms (${(checkMs / nodeMs).toFixed(2)}x), diff of ${DIFF_PAIRS} pairs ${diffMs.toFixed(0)} ms`)
    const checkRss = await peakRss(checkRun, scratch)
    const diffRss = await peakRss(diffRun, scratch)
    progress(`cli: peak RSS check ${(checkRss / MB).toFixed(1)} MB, diff ${(diffRss / MB).toFixed(1)} MB`)
    const ratio = checkMs / nodeMs
    const result: CliResult = {
      target: CLI_TARGET,
      pass: false,
      node: { medianMs: nodeMs, runsMs: runs.node },
      check: { medianMs: checkMs, runsMs: runs.check, ratio, peakRssMb: checkRss / MB },
      diff: { medianMs: diffMs, runsMs: runs.diff, peakRssMb: diffRss / MB, pairs: DIFF_PAIRS, files: tree.files, bytes: tree.bytes },
    }
    result.pass = ratio <= CHECK_RATIO_TARGET && diffMs <= DIFF_TARGET_MS && Math.max(checkRss, diffRss) / MB <= CLI_RSS_TARGET_MB
    return result
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'examples'))) return dir
    if (dirname(dir) === dir) throw new Error(`no repository above ${from}`)
  }
}

/** Wall time of one process from spawn to exit, milliseconds; its output is discarded (a failure is an error). */
function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint()
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', fail)
    child.on('exit', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      // check exits 0 (allowed); diff exits 1 (the tree has denied updates): both mean the run went through.
      if (code === 0 || code === 1) done(ms)
      else fail(new Error(`node ${args.join(' ')} exited ${code}: ${stderr.trim().split('\n').pop()}`))
    })
  })
}

async function peakRss(args: string[], scratch: string): Promise<number> {
  const file = join(scratch, 'max-rss')
  await run([`--import=${MAX_RSS}`, ...args], { ...process.env, IPG_BENCH_MAX_RSS_FILE: file })
  return Number(readFileSync(file, 'utf8'))
}

/**
 * Two trees of DIFF_PAIRS CloneSets (each beside a Service, one file per app): a third of them an image change
 * (in place), a third an env change under InPlaceOnly (denied), a third unchanged.
 */
export function writeDiffTree(scratch: string, pairs: number): { old: string; new: string; files: number; bytes: number } {
  const web = readFileSync(join(ROOT, 'examples', 'check', 'web.yaml'), 'utf8')
  const service = (name: string) => `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\n  namespace: shop\nspec:\n  selector:\n    app: ${name}\n  ports:\n    - port: 80\n      targetPort: 8080\n---\n`
  let bytes = 0
  for (const side of ['old', 'new'] as const) {
    for (let i = 0; i < pairs; i++) {
      const name = `web-${i}`
      let cloneSet = web.replace('  name: web\n', `  name: ${name}\n`)
      if (side === 'new' && i % 3 === 0) cloneSet = cloneSet.replace('shop/web:1.4.2', 'shop/web:1.4.3')
      if (side === 'new' && i % 3 === 1) cloneSet = cloneSet.replace('value: info', 'value: debug')
      const dir = join(scratch, side, 'apps', name)
      mkdirSync(dir, { recursive: true })
      const text = `${service(name)}${cloneSet}`
      bytes += Buffer.byteLength(text)
      writeFileSync(join(dir, 'web.yaml'), text)
    }
  }
  return { old: join(scratch, 'old'), new: join(scratch, 'new'), files: 2 * pairs, bytes }
}

