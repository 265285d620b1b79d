import { printable } from '../admission/text.js'

/** What a CLI command may touch: its arguments, its streams and its environment. Tests pass their own. */
export interface CliIO {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: NodeJS.ProcessEnv
  cwd: string
  /** Standard input, read for a file named `-`. */
  stdin?: AsyncIterable<Uint8Array | string>
  /** True when stdout is a terminal: the only case where text output is coloured (and NO_COLOR is unset). */
  stdoutIsTTY?: boolean
}

/** A command returns its exit code: 0 allow/warn/success, 1 deny/fail-on, 2 bad input or usage. */
export type CliCommand = (argv: string[], io: CliIO) => Promise<number>

export const EXIT_OK = 0
export const EXIT_DENY = 1
export const EXIT_USAGE = 2

export function processIO(): CliIO {
  const toStderr = writerTo(process.stderr)
  return {
    stdout: writerTo(process.stdout),
    // Standard error is for people only (notes, warnings, errors; never colour), and carries names and values from
    // manifests, clusters and the command line: no control character but the line feed reaches the terminal.
    stderr: (text) => toStderr(printable(text, true)),
    env: process.env,
    cwd: process.cwd(),
    // Node creates process.stdin on first access, loading modules of its own: only a file named `-` needs it.
    get stdin() {
      return process.stdin
    },
    stdoutIsTTY: process.stdout.isTTY === true,
  }
}

/**
 * Writes to a standard stream whose reader may leave early (`inplace-guard diff A B | head`): the pipe's EPIPE stops
 * the writing instead of crashing node, and the command still ends with its own exit code, so a pipeline under
 * `set -o pipefail` still fails on a denied update. Any other write error is left to node.
 */
function writerTo(stream: NodeJS.WriteStream): (text: string) => void {
  let readerGone = false
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err
    readerGone = true
  })
  return (text) => {
    if (!readerGone) stream.write(text)
  }
}

/** https://no-color.org: colour only on a terminal, and never when NO_COLOR is set to anything but ''. */
export function useColour(io: CliIO): boolean {
  const noColor = io.env.NO_COLOR
  return io.stdoutIsTTY === true && (noColor === undefined || noColor === '')
}
