import { type ChildProcess, fork } from 'node:child_process'
import { SERVE_NODE_OPTIONS } from '../src/cli/youngGeneration.js'
import type { ServingKeyPair } from './floorServer.js'
import type { ChildReply, ChildRequest, MemorySnapshot, ServerKind } from './serverProcess.js'

/** The parent's handle on a server child process: where it listens, its memory, a forced GC, stop. */
export interface ServerChild {
  kind: ServerKind
  port: number
  pid: number
  memory(): Promise<MemorySnapshot>
  /** Runs a full GC in the child (it runs with --expose-gc), then reports its memory. */
  collectGarbage(): Promise<MemorySnapshot>
  stop(): Promise<void>
}

export interface ServerChildOptions {
  /** Write a V8 CPU profile of the child into this directory (node --cpu-prof). */
  cpuProfileDir?: string
}

const CHILD_SCRIPT = new URL('./serverProcess.js', import.meta.url)
const REPLY_TIMEOUT_MS = 30_000

export async function startServerChild(kind: ServerKind, certificate: ServingKeyPair, options: ServerChildOptions = {}): Promise<ServerChild> {
  const execArgv = ['--expose-gc', ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [])]
  // Every server with the image's node options (its young generation): the targets are judged as the image runs.
  const env = { ...process.env, NODE_OPTIONS: SERVE_NODE_OPTIONS }
  const child = fork(CHILD_SCRIPT, [kind], { execArgv, env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  const ask = requester(child)
  try {
    const started = await ask({ type: 'start', certificate })
    if (started.type !== 'listening') throw new Error(`the ${kind} server did not start`)
    const memory = async (type: 'memory' | 'gc') => {
      const answer = await ask({ type })
      if (answer.type !== 'memory') throw new Error(`the ${kind} server sent no memory report`)
      return answer.memory
    }
    return {
      kind,
      port: started.port,
      pid: child.pid ?? -1,
      memory: () => memory('memory'),
      collectGarbage: () => memory('gc'),
      stop: async () => {
        if (child.exitCode !== null || child.signalCode !== null) return
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
        if (child.connected) await ask({ type: 'stop' }).catch(() => undefined)
        await exited
      },
    }
  } catch (err) {
    child.kill()
    throw err
  }
}

type Request = ChildRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

function requester(child: ChildProcess): (request: Request) => Promise<ChildReply> {
  let next = 1
  const pending = new Map<number, { resolve: (reply: ChildReply) => void; reject: (err: Error) => void }>()
  child.on('message', (reply: ChildReply) => {
    const waiter = pending.get(reply.id)
    if (!waiter) return
    pending.delete(reply.id)
    if (reply.type === 'error') waiter.reject(new Error(reply.message))
    else waiter.resolve(reply)
  })
  child.on('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`server child exited (code ${code})`))
    pending.clear()
  })
  return (request) => new Promise((resolve, reject) => {
    const id = next++
    const timer = setTimeout(() => {
      pending.delete(id)
      reject(new Error(`server child did not answer ${request.type} within ${REPLY_TIMEOUT_MS} ms`))
    }, REPLY_TIMEOUT_MS)
    pending.set(id, {
      resolve: (reply) => { clearTimeout(timer); resolve(reply) },
      reject: (err) => { clearTimeout(timer); reject(err) },
    })
    child.send({ ...request, id } as ChildRequest)
  })
}
