import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/certs/devCertificates.js
import { X509Certificate, createPrivateKey } from "node:crypto";
import { mkdir, readFile, writeFile, rename } from "node:fs/promises";
import { join } from "node:path";
var DEFAULT_DEV_HOSTS = ["localhost", "127.0.0.1"];
var MIN_REMAINING_MS = 24 * 36e5;
function certificatePaths(dir) {
  return { caCert: join(dir, "ca.crt"), cert: join(dir, "tls.crt"), key: join(dir, "tls.key") };
}
async function ensureDevelopmentCertificates(dir, options = {}) {
  const hosts = options.hosts ?? DEFAULT_DEV_HOSTS;
  const now = options.now ?? /* @__PURE__ */ new Date();
  const paths = certificatePaths(dir);
  if (!options.force) {
    const existing = await readUsableCertificate(paths, hosts, now);
    if (existing)
      return { paths, created: false, notAfter: existing };
  }
  const { createServingCertificates } = await import("./chunk-WOZCQMGG.js");
  const { ca, server } = await createServingCertificates({ hosts, now, validDays: options.validDays });
  await mkdir(dir, { recursive: true });
  await writeAtomically(paths.caCert, ca.certPem, 420);
  await writeAtomically(paths.key, server.keyPem, 384);
  await writeAtomically(paths.cert, server.certPem, 420);
  return { paths, created: true, notAfter: server.notAfter };
}
async function readUsableCertificate(paths, hosts, now) {
  try {
    const [caPem, certPem, keyPem] = await Promise.all([readFile(paths.caCert, "utf8"), readFile(paths.cert, "utf8"), readFile(paths.key, "utf8")]);
    const ca = new X509Certificate(caPem);
    const cert = new X509Certificate(certPem);
    const notAfter = new Date(cert.validTo);
    const usable = cert.verify(ca.publicKey) && cert.checkPrivateKey(createPrivateKey(keyPem)) && notAfter.getTime() - now.getTime() > MIN_REMAINING_MS && new Date(cert.validFrom).getTime() <= now.getTime() && hosts.every((host) => (host.includes(":") || /^\d+(\.\d+){3}$/.test(host) ? cert.checkIP(host) : cert.checkHost(host)) !== void 0);
    return usable ? notAfter : void 0;
  } catch {
    return void 0;
  }
}
async function writeAtomically(path, content, mode) {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content, { mode });
  await rename(temporary, path);
}

export {
  DEFAULT_DEV_HOSTS,
  certificatePaths,
  ensureDevelopmentCertificates
};
