// The build: tsc compiles src/ into dist/, then scripts/bundle-cli.mjs bundles the CLI. One definition for
// `npm run build`, npm's prepare (scripts/prepare.mjs), the image (Dockerfile) and a release
// (scripts/release-commit.mjs), so that a release tree without npm's build scripts still builds the same way.
//
//   node scripts/build.mjs    (from the repository root, after npm ci)
import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..')
const run = (script, ...args) => execFileSync(process.execPath, [join(root, script), ...args], { cwd: root, stdio: 'inherit' })

run('node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json')
run('scripts/bundle-cli.mjs')
