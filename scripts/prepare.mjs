// npm's prepare script (npm ci, npm pack, and an install of this package from git): builds dist/ with
// scripts/build.mjs, as `npm run build` does.
//
// When npm installs the package globally from git, as pre-commit does for a `language: node` hook
// (`npm install -g git+file://...`), it runs prepare in a clone whose dev dependencies it did not install there
// (npm/cli#8440): then they are installed first, from the lockfile, into the clone only.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const TSC = 'node_modules/typescript/bin/tsc'

const BUILD_TOOLS = [TSC, 'node_modules/@types/node/package.json', 'node_modules/esbuild/package.json']

if (!BUILD_TOOLS.every((file) => existsSync(file))) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_(global|location|prefix)$/i.test(key)))
  const npm = process.env.npm_execpath
  const args = ['ci', '--ignore-scripts', '--include=dev', '--no-audit', '--no-fund', '--global=false']
  if (npm) execFileSync(process.execPath, [npm, ...args], { stdio: 'inherit', env })
  else execFileSync('npm', args, { stdio: 'inherit', env })
}
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
