import { type ChildProcessWithoutNullStreams, execFileSync, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { FeatureGates } from '../../src/engine/kruise/gates.js'
import type { Obj } from './cloneSets.js'
import { podStubsFor } from './sidecarSets.js'

/** What the Kruise oracle (test/kruise/oracle) answers for one pair; see answer.go there. */
export interface OracleAnswer {
  id: number
  error?: string
  stage?: string
  strategy?: string
  outcome?: 'unchanged' | 'in-place' | 'recreate' | 'on-delete' | 'stall'
  /** StatefulSet: rollingUpdate.podUpdatePolicy after Kruise's defaulting (strategy is updateStrategy.type then). */
  updatePolicy?: string
  /** StatefulSet InPlaceOnly that cannot go in place: the error its controller returns on every reconcile. */
  controllerError?: string
  canUpdateInPlace: boolean
  updateSpec?: {
    containerImages?: Record<string, string>
    containerResources?: Record<string, { limits?: Record<string, string>; requests?: Record<string, string> }>
    containerRefMetadata?: Record<string, { labels?: Record<string, string>; annotations?: Record<string, string> }>
    metaDataPatch?: { metadata?: { labels?: Record<string, string | null>; annotations?: Record<string, string | null> } }
    updateEnvFromMetadata?: boolean
    graceSeconds?: number
  }
  restartedContainers: string[] | null
  webhook?: { allowed: boolean; message?: string }
  /** The objects our validating webhook would receive in a cluster: old as Kruise's webhook and the apiserver stored it, new after Kruise's mutating webhook. */
  stored?: { old: Obj; new: Obj }
  /** SidecarSet lines: see sidecarset.go there. */
  sidecarSet?: { hashes: { old: { hash: string; withoutImage: string }; new: { hash: string; withoutImage: string } }; outcome: string; upgraded: string[]; pods: string[]; thisRound: number; candidates: number; built?: Obj[] }
}

const BUILD_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), '..', 'kruise', 'build.sh')

/** Builds the oracle for a Kruise module version (a no-op when the cache has it) and returns its path. */
export function oracleBinary(moduleVersion: string): string {
  const out = execFileSync('bash', [BUILD_SCRIPT, '--kruise', moduleVersion, 'oracle'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  const lines = out.trim().split('\n')
  return lines[lines.length - 1]!
}

/** One oracle process, spawned once and fed JSON lines; answers come back in order. */
export class KruiseOracle {
  private readonly child: ChildProcessWithoutNullStreams
  private readonly waiting = new Map<number, (answer: OracleAnswer) => void>()
  private nextId = 0
  private failure: Error | undefined

  constructor(binary: string) {
    this.child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'pipe'] })
    let stderr = ''
    this.child.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000) })
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const answer = JSON.parse(line) as OracleAnswer
      const resolve = this.waiting.get(answer.id)
      this.waiting.delete(answer.id)
      resolve?.(answer)
    })
    this.child.on('exit', (code) => {
      this.failure = new Error(`the Kruise oracle exited (${code}) with ${this.waiting.size} questions unanswered: ${stderr}`)
      for (const resolve of this.waiting.values()) resolve({ id: -1, error: this.failure.message, stage: 'oracle', canUpdateInPlace: false, restartedContainers: null })
      this.waiting.clear()
    })
  }

  /** Kruise's answer for the pair, asked for the workload kind the objects name (the oracle's default is CloneSet). */
  ask(old: Obj, updated: Obj, gates: Partial<FeatureGates>): Promise<OracleAnswer> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    const kind = typeof old.kind === 'string' ? old.kind : 'CloneSet'
    return new Promise((resolve) => {
      this.waiting.set(id, resolve)
      const pods = kind === 'SidecarSet' ? { pods: podStubsFor(old) } : {}
      this.child.stdin.write(`${JSON.stringify({ id, kind, old, new: updated, gates, withStored: true, ...pods })}\n`)
    })
  }

  /** The Kruise module version the binary is built from (its -version flag). */
  static version(binary: string): string {
    return execFileSync(binary, ['-version'], { encoding: 'utf8' }).trim()
  }

  close(): void {
    this.child.stdin.end()
  }
}
