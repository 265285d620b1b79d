import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  GuardError
} from "./chunk-XCLU624G.js";

// dist/reconciler/kubeRest.js
import http from "node:http";
import https from "node:https";
var CONTENT_TYPES = {
  merge: "application/merge-patch+json",
  strategic: "application/strategic-merge-patch+json",
  json: "application/json-patch+json"
};
var KubeRest = class {
  kc;
  sleep;
  constructor(kc, sleep = (ms) => new Promise((r) => setTimeout(r, ms))) {
    this.kc = kc;
    this.sleep = sleep;
  }
  get server() {
    const cluster = this.kc.getCurrentCluster();
    if (!cluster)
      throw new GuardError("IPG_ERR_CONFIG", "the kubeconfig has no current cluster");
    return cluster.server.replace(/\/+$/, "");
  }
  async request(method, path, options = {}) {
    const attempts = method === "GET" ? (options.retries ?? 3) + 1 : 1;
    let delay = 200;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(method, path, options);
      } catch (err) {
        const status = err.apiStatus;
        const retriable = status === void 0 || status === 429 || status >= 500;
        if (attempt >= attempts || !retriable)
          throw err;
        await this.sleep(delay);
        delay = Math.min(delay * 2, 5e3);
      }
    }
  }
  async once(method, path, options) {
    const url = new URL(this.server + path);
    for (const [k, v] of Object.entries(options.query ?? {}))
      if (v !== void 0)
        url.searchParams.set(k, String(v));
    const opts = {};
    await this.kc.applyToHTTPSOptions(opts);
    const headers = { Accept: "application/json" };
    for (const [k, v] of Object.entries(opts.headers ?? {}))
      if (v !== void 0)
        headers[k] = Array.isArray(v) ? v.join(", ") : String(v);
    const payload = options.body === void 0 ? void 0 : Buffer.from(JSON.stringify(options.body));
    if (payload) {
      headers["Content-Type"] = options.patch ? CONTENT_TYPES[options.patch] : "application/json";
      headers["Content-Length"] = String(payload.length);
    }
    const transport = url.protocol === "https:" ? https : http;
    return new Promise((resolve, reject) => {
      const req = transport.request(url, { method, headers, agent: opts.agent, auth: opts.auth, timeout: 3e4 }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const status = res.statusCode ?? 0;
          let parsed;
          try {
            parsed = text === "" ? void 0 : JSON.parse(text);
          } catch {
            parsed = void 0;
          }
          if (status >= 200 && status < 300)
            resolve(parsed);
          else
            reject(statusError(status, method, path, parsed, text));
        });
        res.on("error", reject);
      });
      req.on("timeout", () => req.destroy(new Error(`${method} ${path}: timed out`)));
      req.on("error", (err) => reject(new GuardError("IPG_ERR_CLUSTER", `${method} ${path}: ${err.message}`)));
      if (payload)
        req.write(payload);
      req.end();
    });
  }
};
function apiStatusOf(err) {
  return err?.apiStatus;
}
function statusError(status, method, path, body, text) {
  const message = body?.message ?? (text.slice(0, 300) || `HTTP ${status}`);
  const code = status === 404 ? "IPG_ERR_NOT_FOUND" : status === 409 ? "IPG_ERR_CONFLICT" : status === 422 ? "IPG_ERR_INVALID" : "IPG_ERR_CLUSTER";
  const err = new GuardError(code, status === 404 || status === 409 || status === 422 ? message : `${method} ${path}: ${status} ${message}`);
  return Object.assign(err, { apiStatus: status, apiReason: body?.reason });
}

export {
  KubeRest,
  apiStatusOf
};
