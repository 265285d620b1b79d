import type { CliCommand, CliIO } from '../../src/cli/io.js'

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs a CLI command in-process with captured streams, as the `inplace-guard` binary would. */
export async function runCli(
  command: CliCommand, argv: string[], cwd = process.cwd(), stdin?: AsyncIterable<Uint8Array | string>, more: Partial<CliIO> = {},
): Promise<CliResult> {
  let stdout = ''
  let stderr = ''
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {}, cwd, ...(stdin ? { stdin } : {}), ...more }
  const code = await command(argv, io)
  return { code, stdout, stderr }
}
