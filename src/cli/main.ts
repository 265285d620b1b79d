#!/usr/bin/env node
import { pathToFileURL } from 'node:url'
import { realpathSync } from 'node:fs'
import module from 'node:module'
import { printable } from '../admission/text.js'
import { type CliCommand, type CliIO, EXIT_USAGE, processIO } from './io.js'
import { skipMaglev } from './skipMaglev.js'
import { keepYoungGenerationSmall } from './youngGeneration.js'

/** Each subcommand lives in its own file under commands/ and exports `run`. Loaded lazily: `check` never loads fastify. */
const COMMANDS: Record<string, { summary: string; load: () => Promise<{ run: CliCommand }> }> = {
  check: { summary: 'lint manifests, or predict one workload update offline (old and new manifest)', load: () => import('./commands/check.js') },
  diff: { summary: 'predict every workload update between two manifest trees (GitOps pull requests)', load: () => import('./commands/diff.js') },
  serve: { summary: 'run the admission webhook (HTTPS) and the embedded reconciler', load: () => import('./commands/serve.js') },
  audit: { summary: 'report our decisions found in kube-apiserver audit logs', load: () => import('./commands/audit.js') },
  certs: { summary: 'generate a development CA and serving certificate', load: () => import('./commands/certs.js') },
  simulate: { summary: 'run a workload rollout on the embedded cluster and print its timeline', load: () => import('./commands/simulate.js') },
  diagnose: { summary: 'print the rollout plan and the stall diagnosis of a workload in a real cluster', load: () => import('./commands/diagnose.js') },
  demo: { summary: 'tell the whole story on the embedded cluster', load: () => import('./commands/demo.js') },
  version: { summary: 'print the version (also --version)', load: () => import('./commands/version.js') },
}

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length))
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`)
  return `usage: inplace-guard <command> [options]\n\ncommands:\n${lines.join('\n')}\n\nRun 'inplace-guard <command> --help' for a command's options.\n`
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage())
    return name === undefined ? EXIT_USAGE : 0
  }
  const command = COMMANDS[name === '--version' ? 'version' : name]
  if (!command) {
    io.stderr(`inplace-guard: unknown command "${printable(name)}"\n\n${usage()}`)
    return EXIT_USAGE
  }
  const { run } = await command.load()
  return run(rest, io)
}

function invokedDirectly(): boolean {
  const entry = process.argv[1]
  if (!entry) return false
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href
  } catch {
    return false
  }
}

/**
 * Every command keeps V8's young generation at its starting size, set first thing, before loading modules grows it
 * (youngGeneration.ts). A run of the CLI is short: reading manifests allocates in bursts of garbage, and a grown young
 * generation would hold about 50 MB for objects that die at once (the same time, a third less peak memory). The image
 * starts serve with semi-spaces of 4 MB instead (SERVE_NODE_OPTIONS), which this leaves as they are. Node 22.1+ also
 * keeps the compiled code of the short commands in its compile cache, which halves the time spent loading modules on
 * the next start. They also run without V8's mid-tier compiler (skipMaglev.ts); serve keeps it.
 */
function tuneMemory(command: string | undefined): void {
  keepYoungGenerationSmall()
  if (command === 'serve') return
  skipMaglev()
  ;(module as { enableCompileCache?: () => unknown }).enableCompileCache?.()
}

if (invokedDirectly()) {
  tuneMemory(process.argv[2])
  main(process.argv.slice(2), processIO()).then(
    (code) => {
      if (code !== 0 || process.exitCode === undefined) process.exitCode = code
    },
    (err: unknown) => {
      process.stderr.write(`inplace-guard: ${err instanceof Error ? err.message : String(err)}\n`)
      process.exitCode = EXIT_USAGE
    },
  )
}
