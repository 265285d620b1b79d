import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/cli/version.js
import { readFileSync } from "node:fs";
function packageVersion() {
  const text = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
  return JSON.parse(text).version;
}

export {
  packageVersion
};
