import type { Server } from 'node:https'
import { startFastifyFloor } from './fastifyFloor.js'
import { startFloorServer, type ServingKeyPair } from './floorServer.js'
import { startGuardServer } from './guardServer.js'

/**
 * Entry point of a server child process (`node serverProcess.js guard|floor|fastify|walk`), so the load generator never
 * shares an event loop with the server it measures. The parent drives it over IPC; see serverChild.ts for the protocol.
 */
export type ServerKind = 'guard' | 'floor' | 'fastify' | 'walk'
const KINDS: readonly string[] = ['guard', 'floor', 'fastify', 'walk'] satisfies ServerKind[]

export type ChildRequest =
  | { id: number; type: 'start'; certificate: ServingKeyPair }
  | { id: number; type: 'memory' }
  | { id: number; type: 'gc' }
  | { id: number; type: 'stop' }

export interface MemorySnapshot {
  rssBytes: number
  heapUsedBytes: number
  externalBytes: number
  /** CPU time the process has used so far (user + system), microseconds: per-request cost without other processes' noise. */
  cpuMicros: number
}

export type ChildReply =
  | { id: number; type: 'listening'; port: number }
  | { id: number; type: 'memory'; memory: MemorySnapshot }
  | { id: number; type: 'stopped' }
  | { id: number; type: 'error'; message: string }

export function memorySnapshot(): MemorySnapshot {
  const usage = process.memoryUsage()
  const cpu = process.cpuUsage()
  return { rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, externalBytes: usage.external, cpuMicros: cpu.user + cpu.system }
}

function main(kind: ServerKind): void {
  let stop: (() => Promise<void>) | undefined
  const reply = (message: ChildReply) => process.send?.(message)
  process.on('message', (message: ChildRequest) => {
    void handle(message).catch((err: unknown) => reply({ id: message.id, type: 'error', message: err instanceof Error ? err.message : String(err) }))
  })
  process.on('disconnect', () => process.exit(0))

  async function handle(message: ChildRequest): Promise<void> {
    switch (message.type) {
      case 'start': {
        const started = await startServer(kind, message.certificate)
        stop = started.stop
        reply({ id: message.id, type: 'listening', port: started.port })
        return
      }
      case 'memory':
        reply({ id: message.id, type: 'memory', memory: memorySnapshot() })
        return
      case 'gc': {
        const gc = (globalThis as { gc?: () => void }).gc
        if (!gc) throw new Error('the server child needs --expose-gc')
        gc()
        reply({ id: message.id, type: 'memory', memory: memorySnapshot() })
        return
      }
      case 'stop':
        await stop?.()
        reply({ id: message.id, type: 'stopped' })
        // A normal exit, so that --cpu-prof writes its profile.
        setImmediate(() => process.exit(0))
        return
    }
  }
}

async function startServer(kind: ServerKind, certificate: ServingKeyPair): Promise<{ port: number; stop: () => Promise<void> }> {
  switch (kind) {
    case 'guard': {
      const { app, port } = await startGuardServer(certificate)
      return { port, stop: () => app.close() }
    }
    case 'floor': {
      const { server, port } = await startFloorServer(certificate)
      return { port, stop: () => closeServer(server) }
    }
    case 'fastify':
    case 'walk': {
      const { close, port } = await startFastifyFloor(certificate, { walkTemplates: kind === 'walk' })
      return { port, stop: close }
    }
  }
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

const kind = process.argv[2]
if (kind !== undefined && KINDS.includes(kind)) main(kind as ServerKind)
else {
  process.stderr.write(`usage: serverProcess.js ${KINDS.join('|')} (started by the bench over IPC)\n`)
  process.exitCode = 2
}
