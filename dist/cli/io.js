export const EXIT_OK = 0;
export const EXIT_DENY = 1;
export const EXIT_USAGE = 2;
export function processIO() {
    return {
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        env: process.env,
        cwd: process.cwd(),
        // Node creates process.stdin on first access, loading modules of its own: only a file named `-` needs it.
        get stdin() {
            return process.stdin;
        },
        stdoutIsTTY: process.stdout.isTTY === true,
    };
}
/** https://no-color.org: colour only on a terminal, and never when NO_COLOR is set to anything but ''. */
export function useColour(io) {
    const noColor = io.env.NO_COLOR;
    return io.stdoutIsTTY === true && (noColor === undefined || noColor === '');
}
//# sourceMappingURL=io.js.map