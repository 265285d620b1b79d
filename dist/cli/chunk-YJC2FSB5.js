import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  packageVersion
} from "./chunk-5DJOZ6AA.js";
import {
  EXIT_OK,
  EXIT_USAGE
} from "./chunk-DBAETZ3J.js";
import "./chunk-3SJVJNMC.js";

// dist/cli/commands/version.js
var run = async (argv, io) => {
  if (argv.length > 0 && !(argv.length === 1 && (argv[0] === "--help" || argv[0] === "-h"))) {
    io.stderr(`inplace-guard: version takes no arguments [IPG_ERR_USAGE]
`);
    return EXIT_USAGE;
  }
  io.stdout(argv.length === 1 ? "usage: inplace-guard version\n\nPrints the version of inplace-guard.\n" : `inplace-guard ${packageVersion()}
`);
  return EXIT_OK;
};
export {
  run
};
