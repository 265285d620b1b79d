// A small Dockerfile reader for the packaging tests (stages, instructions, COPY sources, .dockerignore).
// Not a test itself.
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface Instruction {
  keyword: string
  /** Text after the keyword, continuation lines joined. */
  args: string
  line: number
}

export interface Stage {
  name: string
  image: string
  instructions: Instruction[]
}

export interface CopyInstruction {
  from?: string
  sources: string[]
  destination: string
  line: number
}

/** Splits a Dockerfile into stages; ARGs before the first FROM are substituted into FROM lines. */
export function readDockerfile(text: string): Stage[] {
  const stages: Stage[] = []
  const globalArgs: Record<string, string> = {}
  for (const instruction of instructions(text)) {
    if (instruction.keyword === 'ARG' && stages.length === 0) {
      const [name, value = ''] = instruction.args.split('=', 2)
      globalArgs[name.trim()] = value.trim()
      continue
    }
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.replace(/--platform=\S+\s+/, '').split(/\s+/)
      const image = words[0].replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => globalArgs[a ?? b] ?? '')
      const name = words[1]?.toUpperCase() === 'AS' ? words[2] : String(stages.length)
      stages.push({ name, image, instructions: [] })
      continue
    }
    if (stages.length === 0) throw new Error(`line ${instruction.line}: ${instruction.keyword} before FROM`)
    stages[stages.length - 1].instructions.push(instruction)
  }
  return stages
}

function instructions(text: string): Instruction[] {
  const result: Instruction[] = []
  let pending: { text: string; line: number } | undefined
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (!pending && (line === '' || line.startsWith('#'))) return
    if (pending && line.startsWith('#')) return
    const continued = line.endsWith('\\')
    const body = continued ? line.slice(0, -1) : line
    pending = pending ? { text: `${pending.text} ${body}`, line: pending.line } : { text: body, line: index + 1 }
    if (continued) return
    const match = /^(\w+)\s*(.*)$/.exec(pending.text)
    if (!match) throw new Error(`line ${pending.line}: cannot read "${pending.text}"`)
    result.push({ keyword: match[1].toUpperCase(), args: match[2].trim(), line: pending.line })
    pending = undefined
  })
  return result
}

export function copies(stage: Stage): CopyInstruction[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
    .map((i) => {
      const words = i.args.trim().startsWith('[') ? (JSON.parse(i.args) as string[]) : i.args.split(/\s+/)
      const flags = words.filter((w) => w.startsWith('--'))
      const paths = words.filter((w) => !w.startsWith('--'))
      const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length)
      return { from, sources: paths.slice(0, -1), destination: paths[paths.length - 1], line: i.line }
    })
}

/** Exec-form JSON array of ENTRYPOINT/CMD, or undefined for shell form or absence. */
/** The stage's `ENV KEY=VALUE ...` settings (unquoted values, as this Dockerfile writes them; a value may hold `=`). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {}
  for (const i of stage.instructions.filter((i) => i.keyword === 'ENV')) {
    for (const pair of i.args.split(/\s+/)) {
      const at = pair.indexOf('=')
      if (at > 0) env[pair.slice(0, at)] = pair.slice(at + 1)
    }
  }
  return env
}

export function execForm(stage: Stage, keyword: 'ENTRYPOINT' | 'CMD'): string[] | undefined {
  const instruction = [...stage.instructions].reverse().find((i) => i.keyword === keyword)
  if (!instruction || !instruction.args.startsWith('[')) return undefined
  return JSON.parse(instruction.args) as string[]
}

/** True when .dockerignore keeps `path` out of the build context (last matching pattern wins, `!` re-includes). */
export function ignoredByDockerignore(patterns: string[], path: string): boolean {
  let ignored = false
  const parts = path.split('/')
  for (const raw of patterns) {
    const negate = raw.startsWith('!')
    const regex = globToRegExp((negate ? raw.slice(1) : raw).replace(/^\/+|\/+$/g, ''))
    // A pattern matching a parent directory excludes everything under it.
    const hit = parts.some((_, i) => regex.test(parts.slice(0, i + 1).join('/')))
    if (hit) ignored = !negate
  }
  return ignored
}

function globToRegExp(glob: string): RegExp {
  let source = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]
    if (c === '*' && glob[i + 1] === '*') {
      source += '.*'
      i++
      if (glob[i + 1] === '/') i++
    } else if (c === '*') source += '[^/]*'
    else if (c === '?') source += '[^/]'
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

export function readDockerignore(): string[] {
  return readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
}

export function loadDockerfile(): Stage[] {
  return readDockerfile(readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8'))
}
