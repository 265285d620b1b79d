// The CLI as it ships: tsc's dist/cli/main.js and every module it loads, ours and the pure-JS libraries `check` and
// `diff` read manifests with, bundled by esbuild into dist/cli/main.js and one chunk per lazily loaded command.
// A pipeline starts the CLI once per pre-commit hook or CI step: node resolving, reading and compiling about two
// hundred small files (yaml alone is some eighty, loaded as CommonJS) was most of `check`'s start-up.
//
// The server and cluster libraries stay in node_modules, loaded by `serve`, `diagnose` and `certs` only: pino and
// client-node resolve files of their own at run time, and keeping them external keeps the bundle small.
//
//   node scripts/bundle-cli.mjs [DIST_DIR]    (default: dist, after `tsc -p tsconfig.build.json`)
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'

/** Dependencies compiled into the bundle: read on every `check` and `diff`, plain JavaScript with no files of their own. */
const INLINED = new Set(['yaml', 'minimatch'])

const root = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..')
const dist = resolve(process.argv[2] ?? join(root, 'dist'))
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !INLINED.has(name))

// The chunks of an earlier build: their names are hashes of their content, so a new build would leave them beside its own.
const cliDir = join(dist, 'cli')
for (const file of readdirSync(cliDir)) if (/^chunk-[A-Z0-9]+\.js$/.test(file)) rmSync(join(cliDir, file))

await build({
  entryPoints: [join(cliDir, 'main.js')],
  outdir: cliDir,
  allowOverwrite: true,
  bundle: true,
  splitting: true,
  // Chunks beside main.js: modules that find files relative to themselves (../../package.json) stay at the same depth.
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  // This package's dependencies, wherever DIST_DIR is.
  nodePaths: [join(root, 'node_modules')],
  // yaml is CommonJS: its require('process') and friends need a require in an ES module.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  legalComments: 'linked',
  logLevel: 'warning',
})
