#!/usr/bin/env node
import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  EXIT_USAGE,
  processIO
} from "./chunk-DBAETZ3J.js";
import "./chunk-3SJVJNMC.js";

// dist/cli/main.js
import { pathToFileURL } from "node:url";
import { realpathSync } from "node:fs";
import module from "node:module";

// dist/cli/youngGeneration.js
import { setFlagsFromString } from "node:v8";
var YOUNG_GENERATION_FLAG = "--semi-space-growth-factor=1";
var SIZING = /--(?:max|min)[-_]semi[-_]space[-_]size|--semi[-_]space[-_]growth[-_]factor/;
function keepYoungGenerationSmall(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? "") {
  if (execArgv.some((flag) => SIZING.test(flag)) || SIZING.test(nodeOptions))
    return false;
  setFlagsFromString(YOUNG_GENERATION_FLAG);
  return true;
}

// dist/cli/main.js
var COMMANDS = {
  check: { summary: "lint manifests, or predict one workload update offline (old and new manifest)", load: () => import("./chunk-HPCAVLIJ.js") },
  diff: { summary: "predict every workload update between two manifest trees (GitOps pull requests)", load: () => import("./chunk-K4JBGDQL.js") },
  serve: { summary: "run the admission webhook (HTTPS) and the embedded reconciler", load: () => import("./chunk-JO2ZWFYW.js") },
  audit: { summary: "report our decisions found in kube-apiserver audit logs", load: () => import("./chunk-OAMR6HXO.js") },
  certs: { summary: "generate a development CA and serving certificate", load: () => import("./chunk-ZOTQO2NT.js") },
  simulate: { summary: "run a workload rollout on the embedded cluster and print its timeline", load: () => import("./chunk-GCULNX7Z.js") },
  diagnose: { summary: "print the rollout plan and the stall diagnosis of a workload in a real cluster", load: () => import("./chunk-2U2GLY4J.js") },
  demo: { summary: "tell the whole story on the embedded cluster", load: () => import("./chunk-AWTNXFTV.js") },
  version: { summary: "print the version (also --version)", load: () => import("./chunk-YJC2FSB5.js") }
};
function usage() {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `usage: inplace-guard <command> [options]

commands:
${lines.join("\n")}

Run 'inplace-guard <command> --help' for a command's options.
`;
}
async function main(argv, io) {
  const [name, ...rest] = argv;
  if (name === void 0 || name === "--help" || name === "-h" || name === "help") {
    io.stdout(usage());
    return name === void 0 ? EXIT_USAGE : 0;
  }
  const command = COMMANDS[name === "--version" ? "version" : name];
  if (!command) {
    io.stderr(`inplace-guard: unknown command "${name}"

${usage()}`);
    return EXIT_USAGE;
  }
  const { run } = await command.load();
  return run(rest, io);
}
function invokedDirectly() {
  const entry = process.argv[1];
  if (!entry)
    return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}
function tuneMemory(command) {
  keepYoungGenerationSmall();
  if (command === "serve")
    return;
  module.enableCompileCache?.();
}
if (invokedDirectly()) {
  tuneMemory(process.argv[2]);
  main(process.argv.slice(2), processIO()).then((code) => {
    if (code !== 0 || process.exitCode === void 0)
      process.exitCode = code;
  }, (err) => {
    process.stderr.write(`inplace-guard: ${err instanceof Error ? err.message : String(err)}
`);
    process.exitCode = EXIT_USAGE;
  });
}
export {
  main,
  usage
};
