import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  GuardError
} from "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/cli/gitRevision.js
import { execFile } from "node:child_process";
import { relative, sep } from "node:path";
function git(args, cwd, env, maxBuffer = 1024 * 1024) {
  return new Promise((resolve, reject) => {
    execFile("git", args, { cwd, env, encoding: "utf8", maxBuffer, timeout: 6e4 }, (err, stdout, stderr) => {
      if (err)
        reject(Object.assign(err, { stderr }));
      else
        resolve(stdout);
    });
  });
}
var GitRevision = class _GitRevision {
  ref;
  cwd;
  env;
  constructor(ref, cwd, env) {
    this.ref = ref;
    this.cwd = cwd;
    this.env = env;
  }
  static async open(ref, cwd, env) {
    try {
      await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd, env);
      return new _GitRevision(ref, cwd, env);
    } catch (err) {
      const failure = err;
      if (failure.code === "ENOENT")
        throw new GuardError("IPG_ERR_GIT", "--base-ref: git is not on PATH");
      const inRepository = await git(["rev-parse", "--git-dir"], cwd, env).then(() => true, () => false);
      if (!inRepository)
        throw new GuardError("IPG_ERR_GIT", `--base-ref: ${cwd} is not in a git repository`);
      if (ref === "HEAD")
        return new _GitRevision(void 0, cwd, env);
      throw new GuardError("IPG_ERR_GIT", `--base-ref: "${ref}" names no commit of the repository`);
    }
  }
  /** The file's text at the ref, or undefined when it is not there (a new file, or no commit yet). */
  async read(path, maxBytes, shownAs) {
    if (this.ref === void 0)
      return void 0;
    const rel = relative(this.cwd, path).split(sep).join("/");
    try {
      return await git(["show", `${this.ref}:./${rel}`], this.cwd, this.env, maxBytes + 1);
    } catch (err) {
      const failure = err;
      if (/does not exist in|exists on disk, but not in|outside repository|not in '/.test(failure.stderr ?? ""))
        return void 0;
      if (/maxBuffer/.test(failure.message ?? ""))
        throw new GuardError("IPG_ERR_INPUT_TOO_LARGE", `${shownAs}: its version at ${this.ref} is larger than --max-file-size`);
      throw new GuardError("IPG_ERR_GIT", `${shownAs}: git show ${this.ref}:./${rel} failed: ${(failure.stderr ?? "").trim().split("\n")[0] || failure.message}`);
    }
  }
  /** How reports name a file's old version: `HEAD:apps/web.yaml`. */
  label(shownAs) {
    return `${this.ref ?? "HEAD"}:${shownAs}`;
  }
};
export {
  GitRevision
};
