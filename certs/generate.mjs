#!/usr/bin/env node
// Development CA + serving certificate, generated in pure Node (no openssl) by the guard's own
// `inplace-guard certs` command. Thin wrapper: builds the CLI when dist/ is missing, then runs it with every
// argument passed through (default --out: certs/dev of the current folder; run it from the repository root,
// where certs/dev/ is git-ignored).
//
//   node certs/generate.mjs                                         # localhost + 127.0.0.1
//   node certs/generate.mjs --service inplace-guard --namespace kruise-inplace-guard
//   node certs/generate.mjs --help                                  # all options of `inplace-guard certs`
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const cli = join(root, 'dist', 'cli', 'main.js')

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.error) throw result.error
  return result.status ?? 1
}

if (!existsSync(cli)) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const built = run(npm, ['run', 'build', '--silent'], root)
  if (built !== 0) process.exit(built)
}

process.exit(run(process.execPath, [cli, 'certs', ...process.argv.slice(2)], process.cwd()))
