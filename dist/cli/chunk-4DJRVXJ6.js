import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  certificatePaths,
  ensureDevelopmentCertificates
} from "./chunk-TFUBBEJK.js";
import {
  KubeRest,
  apiStatusOf
} from "./chunk-Y75C2CHI.js";
import {
  GuardError
} from "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/server/selfManagedCertificates.js
import { X509Certificate, createPrivateKey } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile, rename, mkdir } from "node:fs/promises";
import { join } from "node:path";
var SECRET_KEYS = ["ca.crt", "tls.crt", "tls.key"];
var MIN_REMAINING_MS = 30 * 24 * 36e5;
async function ensureSelfManagedCertificates(kc, options) {
  const rest = new KubeRest(kc);
  const now = options.now ?? /* @__PURE__ */ new Date();
  const { pems, created } = await secretPems(rest, options, now);
  const paths = await writePems(options.dir, pems);
  const caBundle = Buffer.from(pems["ca.crt"]).toString("base64");
  const injected = [];
  for (const ref of options.webhookConfigurations)
    if (await injectCaBundle(rest, ref, caBundle))
      injected.push(ref.name);
  return { paths, createdSecret: created, injected, notAfter: new Date(new X509Certificate(pems["tls.crt"]).validTo) };
}
async function secretPems(rest, options, now) {
  const path = `/api/v1/namespaces/${encodeURIComponent(options.namespace)}/secrets`;
  const existing = await readSecret(rest, `${path}/${encodeURIComponent(options.secretName)}`);
  const stored = existing && usablePems(existing, options.hosts, now);
  if (stored)
    return { pems: stored, created: false };
  const pems = await generate(options, now);
  const body = {
    metadata: { name: options.secretName, namespace: options.namespace, ...existing ? { resourceVersion: existing.metadata.resourceVersion } : {} },
    type: "kubernetes.io/tls",
    data: Object.fromEntries(SECRET_KEYS.map((k) => [k, Buffer.from(pems[k]).toString("base64")]))
  };
  try {
    if (existing)
      await rest.request("PUT", `${path}/${encodeURIComponent(options.secretName)}`, { body });
    else
      await rest.request("POST", path, { body });
    return { pems, created: true };
  } catch (err) {
    if (apiStatusOf(err) !== 409)
      throw err;
    const winner = await readSecret(rest, `${path}/${encodeURIComponent(options.secretName)}`);
    const theirs = winner && usablePems(winner, options.hosts, now);
    if (!theirs)
      throw new GuardError("IPG_ERR_TLS", `Secret ${options.namespace}/${options.secretName} changed while it was written and holds no usable certificate`);
    return { pems: theirs, created: false };
  }
}
async function readSecret(rest, path) {
  try {
    return await rest.request("GET", path);
  } catch (err) {
    if (apiStatusOf(err) === 404)
      return void 0;
    throw err;
  }
}
function usablePems(secret, hosts, now) {
  const data = secret.data ?? {};
  if (!SECRET_KEYS.every((k) => typeof data[k] === "string"))
    return void 0;
  const pems = Object.fromEntries(SECRET_KEYS.map((k) => [k, Buffer.from(data[k], "base64").toString("utf8")]));
  try {
    const ca = new X509Certificate(pems["ca.crt"]);
    const cert = new X509Certificate(pems["tls.crt"]);
    const usable = cert.verify(ca.publicKey) && cert.checkPrivateKey(createPrivateKey(pems["tls.key"])) && new Date(cert.validTo).getTime() - now.getTime() > MIN_REMAINING_MS && hosts.every((host) => cert.checkHost(host, { subject: "never" }) !== void 0);
    return usable ? pems : void 0;
  } catch {
    return void 0;
  }
}
async function generate(options, now) {
  await mkdir(options.dir, { recursive: true, mode: 448 });
  const scratch = await mkdtemp(join(options.dir, ".generate-"));
  try {
    const { paths } = await ensureDevelopmentCertificates(scratch, { hosts: options.hosts, now, validDays: options.validDays ?? 3650, force: true });
    const [ca, cert, key] = await Promise.all([readFile(paths.caCert, "utf8"), readFile(paths.cert, "utf8"), readFile(paths.key, "utf8")]);
    return { "ca.crt": ca, "tls.crt": cert, "tls.key": key };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
async function writePems(dir, pems) {
  await mkdir(dir, { recursive: true, mode: 448 });
  const paths = certificatePaths(dir);
  const targets = [
    [paths.caCert, pems["ca.crt"], 420],
    [paths.key, pems["tls.key"], 384],
    [paths.cert, pems["tls.crt"], 420]
  ];
  for (const [path, content, mode] of targets) {
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, content, { mode });
    await rename(temporary, path);
  }
  return paths;
}
async function injectCaBundle(rest, ref, caBundle) {
  const resource = ref.kind === "mutating" ? "mutatingwebhookconfigurations" : "validatingwebhookconfigurations";
  const path = `/apis/admissionregistration.k8s.io/v1/${resource}/${encodeURIComponent(ref.name)}`;
  for (let attempt = 1; ; attempt++) {
    let configuration;
    try {
      configuration = await rest.request("GET", path);
    } catch (err) {
      if (apiStatusOf(err) === 404)
        throw new GuardError("IPG_ERR_TLS", `${ref.kind} webhook configuration ${ref.name} does not exist: its caBundle cannot be set`);
      throw err;
    }
    const webhooks = configuration.webhooks ?? [];
    if (webhooks.every((w) => w.clientConfig?.caBundle === caBundle))
      return false;
    for (const webhook of webhooks)
      webhook.clientConfig = { ...webhook.clientConfig, caBundle };
    try {
      await rest.request("PUT", path, { body: configuration });
      return true;
    } catch (err) {
      if (apiStatusOf(err) !== 409 || attempt >= 2)
        throw err;
    }
  }
}
export {
  ensureSelfManagedCertificates
};
