import { type Logger } from 'pino';
import type { LogLevel } from '../config.js';
export interface FlushableLogger {
    logger: Logger;
    /** Write out what is buffered now (before exit). */
    flush: () => void;
}
/**
 * pino writing JSON lines through `write` (default: stdout), with the lines of one event-loop turn joined into one
 * write: under load one syscall carries many decision lines, and no line waits longer than the current turn.
 */
export declare function createLogger(level: LogLevel, write?: (text: string) => void): FlushableLogger;
