import pino, { type Logger } from 'pino'
import type { LogLevel } from '../config.js'

export interface FlushableLogger {
  logger: Logger
  /** Write out what is buffered now (before exit). */
  flush: () => void
}

/**
 * pino writing JSON lines through `write` (default: stdout), with the lines of one event-loop turn joined into one
 * write: under load one syscall carries many decision lines, and no line waits longer than the current turn.
 */
export function createLogger(level: LogLevel, write: (text: string) => void = (text) => process.stdout.write(text)): FlushableLogger {
  let pending = ''
  let scheduled = false
  const flush = (): void => {
    scheduled = false
    if (pending === '') return
    const text = pending
    pending = ''
    write(text)
  }
  const destination = {
    write(line: string): void {
      pending += line
      if (!scheduled) {
        scheduled = true
        setImmediate(flush)
      }
    },
  }
  return { logger: pino({ level }, destination), flush }
}
