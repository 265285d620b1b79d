import { execFile } from 'node:child_process'
import { realpath } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { GuardError } from '../errors.js'

/** The working tree's root, and each renamed file's path at the ref by its path now (both from the root). */
interface Moves {
  top: string
  from: Map<string, string>
}

/** Renames listed at most (a repository reorganised wholesale lists thousands; each line is two paths). */
const MAX_RENAME_LISTING = 16 * 1024 * 1024

/** A `git` failure as execFile reports it. */
interface GitFailure {
  code?: number | string
  stderr?: string
}

function git(args: string[], cwd: string, env: NodeJS.ProcessEnv, maxBuffer = 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd, env, encoding: 'utf8', maxBuffer, timeout: 60_000 }, (err, stdout, stderr) => {
      if (err) reject(Object.assign(err, { stderr }))
      else resolve(stdout)
    })
  })
}

/** What a failed git says: the first line of its error output, else the error. */
function failureText(err: unknown): string {
  const failure = err as GitFailure & { message?: string }
  return (failure.stderr ?? '').trim().split('\n')[0] || (failure.message ?? String(err))
}

/**
 * The versions of files at a git commit (`check --base-ref REF`, `git show REF:PATH`), read from the repository the
 * working directory is in. A ref that names no commit is an error, except HEAD before the first commit: then every
 * file is new.
 */
export class GitRevision {
  private moves?: Promise<Moves>
  private top?: Promise<string>

  private constructor(private readonly ref: string | undefined, private readonly cwd: string, private readonly env: NodeJS.ProcessEnv) {}

  static async open(ref: string, cwd: string, env: NodeJS.ProcessEnv): Promise<GitRevision> {
    try {
      await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd, env)
      return new GitRevision(ref, cwd, env)
    } catch (err) {
      const failure = err as GitFailure
      if (failure.code === 'ENOENT') throw new GuardError('IPG_ERR_GIT', '--base-ref: git is not on PATH')
      const inRepository = await git(['rev-parse', '--git-dir'], cwd, env).then(() => true, () => false)
      if (!inRepository) throw new GuardError('IPG_ERR_GIT', `--base-ref: ${cwd} is not in a git repository`)
      if (ref === 'HEAD') return new GitRevision(undefined, cwd, env)
      throw new GuardError('IPG_ERR_GIT', `--base-ref: "${ref}" names no commit of the repository`)
    }
  }

  /**
   * The file's text at the ref and how reports name that version; for a file moved since (git mv, a rename git
   * detects), its text at the path it had. Undefined when it is not there (a new file, or no commit yet).
   */
  async read(path: string, maxBytes: number, shownAs: string): Promise<{ text: string; label: string } | undefined> {
    if (this.ref === undefined) return undefined
    const rel = relative(this.cwd, path).split(sep).join('/')
    const text = await this.show(`./${rel}`, maxBytes, shownAs)
    if (text !== undefined) return { text, label: this.label(shownAs) }
    const moves = await (this.moves ??= this.findMoves())
    // git names the root by its real path: the file's path may run through a symbolic link.
    const before = moves.from.get(relative(moves.top, await realpath(path)).split(sep).join('/'))
    if (before === undefined) return undefined
    const moved = await this.show(before, maxBytes, shownAs)
    return moved === undefined ? undefined : { text: moved, label: `${this.ref}:${relative(this.cwd, join(moves.top, before))}` }
  }

  /** `git show REF:PATH` (PATH from the repository's root, or ./ from the working directory); undefined when the ref has no such file. */
  private async show(path: string, maxBytes: number, shownAs: string): Promise<string | undefined> {
    try {
      return await git(['show', `${this.ref}:${path}`], this.cwd, this.env, maxBytes + 1)
    } catch (err) {
      const failure = err as GitFailure & { message?: string }
      if (/does not exist in|exists on disk, but not in|outside repository|not in '/.test(failure.stderr ?? '')) return undefined
      if (/maxBuffer/.test(failure.message ?? '')) throw new GuardError('IPG_ERR_INPUT_TOO_LARGE', `${shownAs}: its version at ${this.ref} is larger than --max-file-size`)
      throw new GuardError('IPG_ERR_GIT', `${shownAs}: git show ${this.ref}:${path} failed: ${failureText(err)}`)
    }
  }

  /** The working tree's root, as git names it (its real path). */
  private topLevel(): Promise<string> {
    return (this.top ??= git(['rev-parse', '--show-toplevel'], this.cwd, this.env).then((out) => out.trim()))
  }

  /** The files renamed between the ref and the working tree, as git's rename detection finds them. */
  private async findMoves(): Promise<Moves> {
    let top: string
    let out: string
    try {
      top = await this.topLevel()
      out = await git(['diff', '--find-renames', '--name-status', '-z', '--diff-filter=R', this.ref!, '--'], top, this.env, MAX_RENAME_LISTING)
    } catch (err) {
      throw new GuardError('IPG_ERR_GIT', `--base-ref: git diff --find-renames ${this.ref} failed: ${failureText(err)}`)
    }
    const fields = out.split('\0')
    const from = new Map<string, string>()
    // -z: "R<score>", old path, new path, each ended by NUL.
    for (let i = 0; i + 2 < fields.length; i += 3) from.set(fields[i + 2]!, fields[i + 1]!)
    return { top, from }
  }

  /**
   * The files under `folder` (absolute) that the ref has and the working tree has not: removed, not moved (git's
   * rename detection pairs a moved file with its new path). Absolute paths; none before the first commit.
   */
  async removedUnder(folder: string): Promise<string[]> {
    if (this.ref === undefined) return []
    let inside: string
    let out: string
    try {
      const top = await this.topLevel()
      inside = relative(top, await realpath(folder)).split(sep).join('/') || '.'
      out = await git(['diff', '--find-renames', '--name-only', '-z', '--diff-filter=D', this.ref, '--', inside], top, this.env, MAX_RENAME_LISTING)
    } catch (err) {
      throw new GuardError('IPG_ERR_GIT', `--base-ref: git diff --diff-filter=D ${this.ref} failed: ${failureText(err)}`)
    }
    return out.split('\0').filter(Boolean).map((path) => join(folder, relative(inside, path)))
  }

  /** How reports name a file's old version: `HEAD:apps/web.yaml`. */
  label(shownAs: string): string {
    return `${this.ref ?? 'HEAD'}:${shownAs}`
  }
}
