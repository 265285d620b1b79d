/**
 * `node --expose-gc --import=.../gcProbe.js inplace-guard serve ...` in a forked child: answers the parent's IPC
 * `{ type: 'gc' }` with a full GC and the process's memory, so a real `serve` process is measured as the server
 * children are. It imports nothing, so it adds nothing to what it measures.
 */
process.on('message', (message: { id: number; type: string }) => {
  if (message?.type !== 'gc') return
  ;(globalThis as { gc?: () => void }).gc?.()
  const usage = process.memoryUsage()
  const cpu = process.cpuUsage()
  process.send?.({ id: message.id, type: 'memory', memory: { rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, externalBytes: usage.external, cpuMicros: cpu.user + cpu.system } })
})
