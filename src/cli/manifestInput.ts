import { resolve } from 'node:path'
import { GuardError } from '../errors.js'
import type { CliIO } from './io.js'
import { type InputLimits, type ManifestDocument, parseManifests, readBounded, readManifestText } from './manifests.js'

/** How a file argument is named in reports: `-` is standard input. */
export const STDIN_LABEL = '<stdin>'

/** The objects of a file argument (a path relative to the working directory, or `-` for standard input). */
export async function readManifestInput(file: string, io: CliIO, limits: InputLimits): Promise<ManifestDocument[]> {
  if (file === '-') {
    if (!io.stdin) throw new GuardError('IPG_ERR_INPUT_FILE', `${STDIN_LABEL}: standard input is not available`)
    return parseManifests(await readBounded(io.stdin, STDIN_LABEL, limits), STDIN_LABEL)
  }
  return parseManifests(await readManifestText(resolve(io.cwd, file), file, limits), file)
}
