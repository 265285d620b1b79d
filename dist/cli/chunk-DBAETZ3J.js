import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/cli/io.js
var EXIT_OK = 0;
var EXIT_DENY = 1;
var EXIT_USAGE = 2;
function processIO() {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    // Node creates process.stdin on first access, loading modules of its own: only a file named `-` needs it.
    get stdin() {
      return process.stdin;
    },
    stdoutIsTTY: process.stdout.isTTY === true
  };
}
function useColour(io) {
  const noColor = io.env.NO_COLOR;
  return io.stdoutIsTTY === true && (noColor === void 0 || noColor === "");
}

export {
  EXIT_OK,
  EXIT_DENY,
  EXIT_USAGE,
  processIO,
  useColour
};
