// The scripts the build runs: scripts/build.mjs (what `npm run build` runs) and the scripts it runs in turn. What
// copies or hashes the build's inputs (the image's build stage, the Action's cache key) must name every one.
// Not a test itself.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from './dockerfile.js'

export const BUILD = 'scripts/build.mjs'

export function buildScripts(): string[] {
  const build = readFileSync(join(REPO_ROOT, BUILD), 'utf8')
  return [BUILD, ...[...build.matchAll(/run\('(scripts\/[\w.-]+)'/g)].map((m) => m[1])]
}
