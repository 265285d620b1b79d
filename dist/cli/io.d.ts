/** What a CLI command may touch: its arguments, its streams and its environment. Tests pass their own. */
export interface CliIO {
    stdout: (text: string) => void;
    stderr: (text: string) => void;
    env: NodeJS.ProcessEnv;
    cwd: string;
    /** Standard input, read for a file named `-`. */
    stdin?: AsyncIterable<Uint8Array | string>;
    /** True when stdout is a terminal: the only case where text output is coloured (and NO_COLOR is unset). */
    stdoutIsTTY?: boolean;
}
/** A command returns its exit code: 0 allow/warn/success, 1 deny/fail-on, 2 bad input or usage. */
export type CliCommand = (argv: string[], io: CliIO) => Promise<number>;
export declare const EXIT_OK = 0;
export declare const EXIT_DENY = 1;
export declare const EXIT_USAGE = 2;
export declare function processIO(): CliIO;
/** https://no-color.org: colour only on a terminal, and never when NO_COLOR is set to anything but ''. */
export declare function useColour(io: CliIO): boolean;
