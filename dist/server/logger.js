import pino from 'pino';
/**
 * pino writing JSON lines through `write` (default: stdout), with the lines of one event-loop turn joined into one
 * write: under load one syscall carries many decision lines, and no line waits longer than the current turn.
 */
export function createLogger(level, write = (text) => process.stdout.write(text)) {
    let pending = '';
    let scheduled = false;
    const flush = () => {
        scheduled = false;
        if (pending === '')
            return;
        const text = pending;
        pending = '';
        write(text);
    };
    const destination = {
        write(line) {
            pending += line;
            if (!scheduled) {
                scheduled = true;
                setImmediate(flush);
            }
        },
    };
    return { logger: pino({ level }, destination), flush };
}
//# sourceMappingURL=logger.js.map