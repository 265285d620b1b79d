// The Dockerfile names only files that exist and reach the build context, and its runtime stage is lean,
// non-root and starts node directly.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { parse } from 'yaml'
import { SERVE_NODE_OPTIONS } from '../../src/cli/youngGeneration.js'
import { copies, envOf, execForm, ignoredByDockerignore, loadDockerfile, readDockerfile, readDockerignore, REPO_ROOT } from './dockerfile.js'
import { buildScripts } from './buildScripts.js'

const stages = loadDockerfile()
const runtime = stages[stages.length - 1]
const ignore = readDockerignore()

function runs(stageName: string): string[] {
  const stage = stages.find((s) => s.name === stageName)
  return stage ? stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args) : []
}

t.test('the reader understands stages, continuations and global ARGs', async (t) => {
  const parsed = readDockerfile('ARG BASE=node:20\nFROM ${BASE} AS one\nRUN a \\\n  && b\n# note\nFROM one\nCOPY --from=one /x /y\n')
  t.same(parsed.map((s) => [s.name, s.image]), [['one', 'node:20'], ['1', 'one']])
  t.equal(parsed[0].instructions[0].args, 'a  && b')
  t.same(copies(parsed[1]), [{ from: 'one', sources: ['/x'], destination: '/y', line: 7 }])
  t.ok(ignoredByDockerignore(['**/node_modules', 'dist'], 'node_modules/x/y.js'))
  t.ok(ignoredByDockerignore(['**/node_modules'], 'a/node_modules'))
  t.notOk(ignoredByDockerignore(['*.md', '!README.md'], 'README.md'))
  t.notOk(ignoredByDockerignore(['dist'], 'src/dist.ts'))
})

t.test('stages: build, deps, runtime', async (t) => {
  t.same(stages.map((s) => s.name), ['build', 'deps', 'runtime'])
  const names = new Set<string>()
  for (const stage of stages) {
    for (const copy of copies(stage)) {
      if (copy.from !== undefined) {
        t.ok(names.has(copy.from), `line ${copy.line}: COPY --from=${copy.from} names an earlier stage`)
        continue
      }
      for (const source of copy.sources) {
        t.ok(existsSync(join(REPO_ROOT, source)), `line ${copy.line}: ${source} exists in the repository`)
        t.notOk(ignoredByDockerignore(ignore, source), `line ${copy.line}: ${source} is not excluded by .dockerignore`)
      }
    }
    names.add(stage.name)
  }
})

t.test('build stage: npm ci, then the TypeScript build into dist/', async (t) => {
  const commands = runs('build')
  t.ok(commands.some((c) => /^npm ci\b/.test(c) && !c.includes('--omit=dev')), 'full npm ci (dev dependencies needed to compile)')
  t.ok(commands.some((c) => /^node scripts\/build\.mjs$/.test(c)), 'node scripts/build.mjs')
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))
  t.equal(pkg.scripts.build, 'node scripts/build.mjs', 'the same build as npm run build')
  const build = readFileSync(join(REPO_ROOT, 'scripts', 'build.mjs'), 'utf8')
  t.match(build, /tsconfig\.build\.json/)
  const tsconfig = JSON.parse(readFileSync(join(REPO_ROOT, 'tsconfig.build.json'), 'utf8'))
  t.equal(tsconfig.compilerOptions.outDir, 'dist', 'the build writes dist/, which the runtime stage copies')
  const sources = copies(stages[0]).flatMap((c) => c.sources)
  for (const needed of ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'src']) {
    t.ok(sources.some((s) => s.replace(/\/$/, '') === needed), `build stage copies ${needed}`)
  }
  // The build script and the scripts it runs after tsc (the CLI's bundle) must reach the build stage too.
  const scripts = buildScripts()
  t.ok(scripts.length > 1, 'scripts/build.mjs names the scripts it runs')
  for (const script of scripts) t.ok(sources.includes(script), `build stage copies ${script}`)
})

t.test('deps stage: production dependencies only', async (t) => {
  t.ok(runs('deps').some((c) => /npm ci\b.*--omit=dev/.test(c)), 'npm ci --omit=dev')
})

t.test('runtime stage: compiled output + production node_modules, non-root, node as entrypoint', async (t) => {
  const copied = copies(runtime)
  t.same(
    copied.map((c) => [c.from ?? 'context', c.sources.join(' ')]),
    [
      ['deps', '/app/node_modules'],
      ['build', '/app/dist'],
      ['context', 'package.json'],
    ],
    'only production deps, dist and package.json ("type": "module") reach the image',
  )
  const user = [...runtime.instructions].reverse().find((i) => i.keyword === 'USER')
  t.ok(user, 'USER is set')
  t.match(user?.args, /^[1-9]\d*(:\d+)?$/, 'USER is a numeric, non-root uid (runAsNonRoot can verify it)')
  const entrypoint = execForm(runtime, 'ENTRYPOINT')
  t.same(entrypoint?.slice(0, 2), ['node', 'dist/cli/main.js'], 'exec-form ENTRYPOINT runs node directly (signals reach it)')
  t.ok(existsSync(join(REPO_ROOT, 'src', 'cli', 'main.ts')), 'dist/cli/main.js is compiled from src/cli/main.ts')
  const cmd = execForm(runtime, 'CMD') ?? []
  t.equal(cmd[0], 'serve')
  t.notOk([...(entrypoint ?? []), ...cmd].some((w) => /\bnpm\b|\bnpx\b/.test(w)), 'no npm at runtime')
  t.notOk(runtime.instructions.some((i) => i.keyword === 'RUN' && /npm (ci|install|run)/.test(i.args)), 'runtime stage never runs npm')
  const stopSignal = runtime.instructions.find((i) => i.keyword === 'STOPSIGNAL')
  t.equal(stopSignal?.args ?? 'SIGTERM', 'SIGTERM')
  t.equal(envOf(runtime).NODE_OPTIONS, SERVE_NODE_OPTIONS, "node starts with serve's young-generation size (the bench measures serve so)")
})

t.test('the image user matches the chart securityContext', async (t) => {
  const values = parse(readFileSync(join(REPO_ROOT, 'charts', 'kruise-inplace-guard', 'values.yaml'), 'utf8'))
  const user = [...runtime.instructions].reverse().find((i) => i.keyword === 'USER')?.args ?? ''
  const [uid, gid] = user.split(':').map(Number)
  t.equal(values.podSecurityContext.runAsUser, uid)
  t.equal(values.podSecurityContext.runAsGroup, gid ?? uid)
})

t.test('.dockerignore keeps bulky and secret-prone paths out of the context', async (t) => {
  for (const path of ['node_modules', 'dist', '.git', 'certs/dev/tls.key', 'test/e2e/x.ts', 'coverage']) {
    t.ok(ignoredByDockerignore(ignore, path), `${path} is excluded`)
  }
})

t.test('every stage is based on Node 24 LTS; the runtime stage carries OCI labels', async (t) => {
  for (const stage of stages) t.match(stage.image, /^node:24-/, `${stage.name}: ${stage.image}`)
  const labels = runtime.instructions.filter((i) => i.keyword === 'LABEL').map((i) => i.args).join(' ')
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))
  for (const name of ['title', 'description', 'licenses', 'version', 'revision']) t.match(labels, `org.opencontainers.image.${name}=`, `label ${name}`)
  t.match(labels, `org.opencontainers.image.licenses="${pkg.license}"`)
  const version = runtime.instructions.find((i) => i.keyword === 'ARG' && i.args.startsWith('VERSION='))
  t.equal(version?.args, `VERSION=${pkg.version}`, 'the default VERSION label is the package version')
  t.match(pkg.engines.node, /^>=(2[2-4])$/, 'package engines admit the image\'s Node 24')
})
