import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import ts from 'typescript'
import { keepYoungGenerationSmall } from '../../src/cli/youngGeneration.js'

/**
 * The module compiled to plain JavaScript, for a child node without the test's TypeScript loader: compiling TypeScript
 * on import would grow the child's young generation before the module is called.
 */
function compiledModule(dir: string): string {
  const source = readFileSync(new URL('../../src/cli/youngGeneration.ts', import.meta.url), 'utf8')
  const path = join(dir, 'youngGeneration.mjs')
  writeFileSync(path, ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText)
  return path
}

/**
 * A fresh node process that allocates 400 MB of short-lived objects, as a stream of reviews does, and reports the
 * committed size of its young generation (new_space) in MB. `keep`: it calls keepYoungGenerationSmall first.
 */
function youngGenerationAfterLoad(module: string, keep: boolean, nodeArgs: string[] = []): number {
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8'
    const { keepYoungGenerationSmall } = await import(${JSON.stringify(module)})
    if (${keep}) keepYoungGenerationSmall()
    let kept = []
    for (let i = 0; i < 40_000; i++) {
      kept.push(JSON.parse(JSON.stringify({ spec: { containers: [{ name: 'app-' + i, env: new Array(20).fill({ name: 'A', value: 'b' }) }] } })))
      if (kept.length > 50) kept = []
    }
    const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')
    process.stdout.write(String(young.physical_space_size / 1048576))
  `
  const out = execFileSync(process.execPath, [...nodeArgs, '--input-type=module', '-e', script], {
    encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' },
  })
  return Number(out)
}

t.test('serve keeps the young generation at its starting size under a stream of short-lived allocations', async (t) => {
  const module = compiledModule(t.testdir({}))
  const grown = youngGenerationAfterLoad(module, false)
  const kept = youngGenerationAfterLoad(module, true)
  t.ok(grown >= 4, `without it the young generation grows (${grown} MB)`)
  t.ok(kept <= grown / 2, `with it the young generation stays small (${kept} MB, ${grown} MB without)`)
})

t.test('a young-generation size given to node by whoever started it is left as it is', async (t) => {
  t.equal(keepYoungGenerationSmall(['--max-semi-space-size=64'], ''), false)
  t.equal(keepYoungGenerationSmall([], '--max-old-space-size=512 --semi-space-growth-factor=4'), false)
  t.equal(keepYoungGenerationSmall(['--min_semi_space_size=8'], ''), false)
  const explicit = youngGenerationAfterLoad(compiledModule(t.testdir({})), true, ['--max-semi-space-size=16'])
  t.ok(explicit >= 4, `node started with its own growth factor: the young generation grows as told (${explicit} MB)`)
})
