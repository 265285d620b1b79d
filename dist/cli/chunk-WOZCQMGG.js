import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import "./chunk-3SJVJNMC.js";

// dist/certs/issuer.js
import "reflect-metadata";
import { createPrivateKey, KeyObject, randomBytes, webcrypto } from "node:crypto";
import { isIP } from "node:net";
import * as x509 from "@peculiar/x509";
var ALGORITHM = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };
var ORGANIZATION = "inplace-guard";
var HOUR_MS = 36e5;
var DAY_MS = 24 * HOUR_MS;
var DNS_NAME = /^(\*\.)?[A-Za-z0-9]([-A-Za-z0-9.]*[A-Za-z0-9])?$/;
x509.cryptoProvider.set(webcrypto);
async function createCertificateAuthority(options) {
  const keys = await generateKeys();
  const { notBefore, notAfter } = validity(options);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: distinguishedName(options.commonName),
    notBefore,
    notAfter,
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign | x509.KeyUsageFlags.digitalSignature, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey)
    ]
  });
  return issued(certificate, keys.privateKey, notBefore, notAfter);
}
async function issueCertificate(ca, options) {
  if (options.usage === "server" && options.hosts.length === 0)
    throw new RangeError("a serving certificate needs at least one host");
  const names = options.hosts.map(alternativeName);
  const caCertificate = new x509.X509Certificate(ca.certPem);
  const caKey = await webcrypto.subtle.importKey("pkcs8", createPrivateKey(ca.keyPem).export({ type: "pkcs8", format: "der" }), ALGORITHM, false, ["sign"]);
  const keys = await generateKeys();
  const { notBefore, notAfter } = validity(options);
  const extensions = [
    new x509.BasicConstraintsExtension(false, void 0, true),
    // digitalSignature only: ECDSA keys sign, they never encipher.
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
    new x509.ExtendedKeyUsageExtension([options.usage === "server" ? x509.ExtendedKeyUsage.serverAuth : x509.ExtendedKeyUsage.clientAuth], false),
    await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    await x509.AuthorityKeyIdentifierExtension.create(caCertificate.publicKey)
  ];
  if (names.length > 0)
    extensions.push(new x509.SubjectAlternativeNameExtension(names, false));
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: distinguishedName(options.commonName),
    // The CA's subject as it is encoded in the CA certificate: chain builders compare the bytes.
    issuer: caCertificate.subjectName,
    notBefore,
    notAfter,
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey,
    signingKey: caKey,
    extensions
  });
  return issued(certificate, keys.privateKey, notBefore, notAfter);
}
async function createServingCertificates(options = {}) {
  const hosts = options.hosts ?? ["localhost", "127.0.0.1"];
  const ca = await createCertificateAuthority({ commonName: "inplace-guard development CA", now: options.now, validDays: options.validDays });
  const server = await issueCertificate(ca, { commonName: hosts[0], hosts, usage: "server", now: options.now, validDays: options.validDays });
  return { ca, server };
}
async function generateKeys() {
  return await webcrypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
}
function validity(options) {
  const now = (options.now ?? /* @__PURE__ */ new Date()).getTime();
  return {
    notBefore: new Date(Math.floor((now - HOUR_MS) / 1e3) * 1e3),
    notAfter: new Date(Math.floor((now + (options.validDays ?? 365) * DAY_MS) / 1e3) * 1e3)
  };
}
function distinguishedName(commonName) {
  return [{ O: [ORGANIZATION] }, { CN: [commonName] }];
}
function alternativeName(host) {
  if (isIP(host) !== 0)
    return { type: "ip", value: host };
  if (!DNS_NAME.test(host))
    throw new RangeError(`not a DNS name or IP address: ${JSON.stringify(host)}`);
  return { type: "dns", value: host };
}
function serialNumber() {
  const bytes = randomBytes(16);
  bytes[0] = bytes[0] & 127 | 64;
  return bytes.toString("hex");
}
function issued(certificate, privateKey, notBefore, notAfter) {
  return {
    certPem: `${certificate.toString("pem")}
`,
    keyPem: KeyObject.from(privateKey).export({ type: "pkcs8", format: "pem" }).toString(),
    notBefore,
    notAfter
  };
}
export {
  createCertificateAuthority,
  createServingCertificates,
  issueCertificate
};
