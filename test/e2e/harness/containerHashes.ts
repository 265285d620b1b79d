import { type ChildProcessWithoutNullStreams, execFileSync, spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { KRUISE_WRAPPER_DIR } from './kruiseModule.js'

type Json = Record<string, any>

/** The hashes kruise-daemon reports for a running container (apps.kruise.io/runtime-containers-meta). */
export interface ContainerHashes {
  plainHash: number
  extractedEnvFromMetadataHash?: number
}

/**
 * Kruise's own hashing (test/kruise/oracle -container-hashes, OpenKruise's pkg/util/containermeta and the kubelet's
 * HashContainer), for a test that plays kruise-daemon: `hash(container, metadata)` with the Pod metadata the
 * container's env was read from. Requests are answered in order by one process.
 */
export class KruiseContainerHasher {
  private readonly child: ChildProcessWithoutNullStreams
  private readonly waiting: ((answer: ContainerHashes & { error?: string }) => void)[] = []
  private failure: Error | undefined

  constructor(binary: string) {
    this.child = spawn(binary, ['-container-hashes'], { stdio: ['pipe', 'pipe', 'pipe'] })
    let stderr = ''
    this.child.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000) })
    createInterface({ input: this.child.stdout }).on('line', (line) => this.waiting.shift()?.(JSON.parse(line)))
    this.child.on('exit', (code) => {
      this.failure = new Error(`the Kruise hasher exited (${code}): ${stderr}`)
      for (const resolve of this.waiting.splice(0)) resolve({ plainHash: 0, error: this.failure.message })
    })
  }

  /** Builds (or finds in the cache) the oracle of the Kruise version kruise-manager runs; build it while the Go proxy is reachable. */
  static binary(): string {
    const out = execFileSync('bash', [path.join(KRUISE_WRAPPER_DIR, 'build.sh'), 'oracle'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
    return out.trim().split('\n').pop()!
  }

  async hash(container: Json, metadata: { labels?: Json; annotations?: Json }): Promise<ContainerHashes> {
    if (this.failure) throw this.failure
    const answer = await new Promise<ContainerHashes & { error?: string }>((resolve) => {
      this.waiting.push(resolve)
      this.child.stdin.write(`${JSON.stringify({ container, metadata: { labels: metadata.labels ?? {}, annotations: metadata.annotations ?? {} } })}\n`)
    })
    if (answer.error) throw new Error(`Kruise hasher: ${answer.error}`)
    return { plainHash: answer.plainHash, ...(answer.extractedEnvFromMetadataHash ? { extractedEnvFromMetadataHash: answer.extractedEnvFromMetadataHash } : {}) }
  }

  close(): void {
    this.child.stdin.end()
  }
}
