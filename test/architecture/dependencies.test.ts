import t from 'tap'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The import rules of .dependency-cruiser.cjs (the rooms of the engine, the adapters around it, no cycle), run by
 * dependency-cruiser itself: on src/, and on small trees that break one rule each, so a rule that stopped matching
 * would show here.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs')

interface Violation { rule: { name: string }; from: string; to: string }

function cruise(cwd: string): Violation[] {
  const run = spawnSync(process.execPath, [CLI, 'src', '--config', CONFIG, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 })
  if (run.status !== 0 && !run.stdout.startsWith('{')) throw new Error(`dependency-cruiser failed: ${run.stderr}`)
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations
}

/** A throw-away tree with our tsconfig and `files` (path -> source) under it. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipg-deps-'))
  fs.copyFileSync(path.join(ROOT, 'tsconfig.json'), path.join(dir, 'tsconfig.json'))
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), source)
  }
  return dir
}

t.test('src/ keeps every import rule', async (t) => {
  const violations = cruise(ROOT)
  t.same(violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`), [])
})

const broken: { name: string; rule: string; files: Record<string, string> }[] = [
  {
    name: 'a lower room imports a higher one',
    rule: 'engine-kube-imports-below',
    files: {
      'src/engine/kube/quantity.ts': "import { plan } from '../rollout/plan.js'\nexport const q = plan\n",
      'src/engine/rollout/plan.ts': 'export const plan = 1\n',
    },
  },
  {
    name: 'workloads reach up into inplace',
    rule: 'engine-workloads-imports-below',
    files: {
      'src/engine/workloads/cloneSet.ts': "import { diff } from '../inplace/diff.js'\nexport const view = diff\n",
      'src/engine/inplace/diff.ts': 'export const diff = 1\n',
    },
  },
  {
    name: 'a file lies flat in the engine',
    rule: 'engine-nothing-flat',
    files: {
      'src/engine/loose.ts': 'export const loose = 1\n',
      'src/engine/kube/json.ts': "import { loose } from '../loose.js'\nexport const j = loose\n",
    },
  },
  {
    name: 'the engine does I/O',
    rule: 'engine-is-pure',
    files: { 'src/engine/kube/json.ts': "import fs from 'node:fs'\nexport const read = fs.readFileSync\n" },
  },
  {
    name: 'admission reaches the server',
    rule: 'admission-is-pure',
    files: {
      'src/admission/policy.ts': "import { app } from '../server/app.js'\nexport const p = app\n",
      'src/server/app.ts': 'export const app = 1\n',
    },
  },
  {
    name: 'the reconciler reads the admission policy',
    rule: 'reconciler-no-adapters-above',
    files: {
      'src/reconciler/observe.ts': "import { prefix } from '../admission/policy.js'\nexport const o = prefix\n",
      'src/admission/policy.ts': "export const prefix = 'x/'\n",
    },
  },
  {
    name: 'an import cycle',
    rule: 'no-circular',
    files: {
      'src/cli/a.ts': "import { b } from './b.js'\nexport const a = () => b\n",
      'src/cli/b.ts': "import { a } from './a.js'\nexport const b = () => a\n",
    },
  },
]

for (const row of broken) {
  t.test(`caught: ${row.name}`, async (t) => {
    const dir = tree(row.files)
    t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }))
    t.ok(cruise(dir).some((v) => v.rule.name === row.rule), row.rule)
  })
}
