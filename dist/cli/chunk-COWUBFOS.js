import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  GuardError
} from "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/cli/kustomizeBuild.js
import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
function kubectlOnPath(env) {
  for (const dir of (env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const candidate = join(dir, "kubectl");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  throw new GuardError("IPG_ERR_KUSTOMIZE", "--kustomize renders each kustomization with `kubectl kustomize`, and there is no kubectl on PATH: install kubectl (any release since 1.14 has kustomize built in), or leave out --kustomize");
}
function kustomizeBuild(kubectl, dir, shownAs, env, maxBytes) {
  return new Promise((resolve, reject) => {
    execFile(kubectl, ["kustomize", dir], { env, encoding: "utf8", maxBuffer: maxBytes, timeout: 12e4 }, (err, stdout, stderr) => {
      if (!err)
        return resolve(stdout);
      const why = /maxBuffer/.test(err.message) ? `its output is larger than --max-file-size` : (stderr.trim().split("\n").pop() || err.message).replace(/^Error: /, "");
      reject(new GuardError("IPG_ERR_KUSTOMIZE", `${shownAs}: kubectl kustomize failed: ${why}`));
    });
  });
}
export {
  kubectlOnPath,
  kustomizeBuild
};
