// Minimal, standalone X.509 certificate issuer for the e2e test harness.
//
// Throw-away certificates for a local kube-apiserver / etcd, generated without
// openssl: keys come from node:crypto (EC P-256), the certificate is encoded
// here with a small hand-written DER/ASN.1 encoder and signed with
// ecdsa-with-SHA256. Test tooling only; the product has its own cert code.

import crypto, { type KeyObject } from 'node:crypto';
import net from 'node:net';

// ---------------------------------------------------------------------------
// DER encoding

const TAG = {
  BOOLEAN: 0x01,
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  UTC_TIME: 0x17,
  GENERALIZED_TIME: 0x18,
  SEQUENCE: 0x30,
  SET: 0x31,
} as const;

function encodeLength(len: number): Buffer {
  if (len < 0x80) return Buffer.from([len]);
  const bytes: number[] = [];
  for (let n = len; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** A DER TLV with the given tag byte and content. */
export function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), encodeLength(content.length), content]);
}

export const der = {
  sequence: (...items: Buffer[]): Buffer => tlv(TAG.SEQUENCE, Buffer.concat(items)),
  set: (...items: Buffer[]): Buffer => {
    // DER: SET OF elements are sorted by their encodings.
    const sorted = [...items].sort(Buffer.compare);
    return tlv(TAG.SET, Buffer.concat(sorted));
  },
  boolean: (v: boolean): Buffer => tlv(TAG.BOOLEAN, Buffer.from([v ? 0xff : 0x00])),
  /** INTEGER from a non-negative number or unsigned big-endian bytes. */
  integer: (v: number | Buffer): Buffer => {
    let bytes: Buffer;
    if (typeof v === 'number') {
      if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`bad INTEGER ${v}`);
      const arr: number[] = [];
      for (let n = v; n > 0; n = Math.floor(n / 256)) arr.unshift(n & 0xff);
      bytes = Buffer.from(arr.length ? arr : [0]);
    } else {
      let i = 0;
      while (i < v.length - 1 && v[i] === 0) i++;
      bytes = v.length ? v.subarray(i) : Buffer.from([0]);
    }
    if (bytes[0]! & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
    return tlv(TAG.INTEGER, bytes);
  },
  oid: (dotted: string): Buffer => {
    const parts = dotted.split('.').map((p) => {
      const n = Number(p);
      if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad OID ${dotted}`);
      return n;
    });
    if (parts.length < 2) throw new Error(`bad OID ${dotted}`);
    const out: number[] = [parts[0]! * 40 + parts[1]!];
    for (const n of parts.slice(2)) {
      const chunk: number[] = [n & 0x7f];
      for (let r = Math.floor(n / 128); r > 0; r = Math.floor(r / 128)) chunk.unshift(0x80 | (r & 0x7f));
      out.push(...chunk);
    }
    return tlv(TAG.OID, Buffer.from(out));
  },
  utf8: (s: string): Buffer => tlv(TAG.UTF8_STRING, Buffer.from(s, 'utf8')),
  octetString: (b: Buffer): Buffer => tlv(TAG.OCTET_STRING, b),
  bitString: (b: Buffer, unusedBits = 0): Buffer => tlv(TAG.BIT_STRING, Buffer.concat([Buffer.from([unusedBits]), b])),
  /** UTCTime for 1950..2049, GeneralizedTime otherwise (RFC 5280 4.1.2.5). */
  time: (d: Date): Buffer => {
    const iso = d.toISOString(); // YYYY-MM-DDTHH:MM:SS.sssZ
    const y = d.getUTCFullYear();
    const body = iso.slice(5, 7) + iso.slice(8, 10) + iso.slice(11, 13) + iso.slice(14, 16) + iso.slice(17, 19) + 'Z';
    if (y >= 1950 && y < 2050) return tlv(TAG.UTC_TIME, Buffer.from(iso.slice(2, 4) + body, 'ascii'));
    return tlv(TAG.GENERALIZED_TIME, Buffer.from(iso.slice(0, 4) + body, 'ascii'));
  },
  /** Context-specific constructed [n] (EXPLICIT tagging). */
  explicit: (n: number, content: Buffer): Buffer => tlv(0xa0 | n, content),
  /** Context-specific primitive [n] (IMPLICIT tagging of a primitive type). */
  implicit: (n: number, content: Buffer): Buffer => tlv(0x80 | n, content),
};

/** Reads one TLV at `offset`; returns its tag, content and the offset after it. */
export function readTlv(buf: Buffer, offset = 0): { tag: number; content: Buffer; end: number } {
  const tag = buf[offset];
  let len = buf[offset + 1];
  if (tag === undefined || len === undefined) throw new Error('truncated DER');
  let pos = offset + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4) throw new Error('unsupported DER length');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[pos + i]!;
    pos += n;
  }
  if (pos + len > buf.length) throw new Error('truncated DER');
  return { tag, content: buf.subarray(pos, pos + len), end: pos + len };
}

// ---------------------------------------------------------------------------
// X.509 pieces

const OID = {
  ecdsaWithSHA256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
  clientAuth: '1.3.6.1.5.5.7.3.2',
} as const;

export interface DistinguishedName {
  commonName: string;
  /** One or more O= attributes (e.g. `system:masters`). */
  organization?: string | string[];
}

export type KeyUsage =
  | 'digitalSignature'
  | 'nonRepudiation'
  | 'keyEncipherment'
  | 'dataEncipherment'
  | 'keyAgreement'
  | 'keyCertSign'
  | 'cRLSign';

const KEY_USAGE_BITS: Record<KeyUsage, number> = {
  digitalSignature: 0,
  nonRepudiation: 1,
  keyEncipherment: 2,
  dataEncipherment: 3,
  keyAgreement: 4,
  keyCertSign: 5,
  cRLSign: 6,
};

export type ExtKeyUsage = 'serverAuth' | 'clientAuth';

function encodeName(name: DistinguishedName): Buffer {
  const orgs = name.organization === undefined ? [] : Array.isArray(name.organization) ? name.organization : [name.organization];
  const rdns = [
    ...orgs.map((o) => der.set(der.sequence(der.oid(OID.organization), der.utf8(o)))),
    der.set(der.sequence(der.oid(OID.commonName), der.utf8(name.commonName))),
  ];
  return der.sequence(...rdns);
}

/** DER NamedBitList: bit 0 is the MSB of the first byte; trailing zero bits dropped. */
function encodeKeyUsage(usages: KeyUsage[]): Buffer {
  const bits = usages.map((u) => KEY_USAGE_BITS[u]);
  if (bits.length === 0) throw new Error('keyUsage must not be empty');
  const highest = Math.max(...bits);
  const bytes = Buffer.alloc(Math.floor(highest / 8) + 1);
  for (const b of bits) bytes[Math.floor(b / 8)]! |= 0x80 >> b % 8;
  const unused = 7 - (highest % 8);
  return der.bitString(bytes, unused);
}

function ipToBytes(ip: string): Buffer {
  if (net.isIPv4(ip)) return Buffer.from(ip.split('.').map(Number));
  if (net.isIPv6(ip)) {
    let s = ip;
    let tail: number[] = [];
    const v4 = s.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
    if (v4) {
      const b = v4[2]!.split('.').map(Number);
      tail = [(b[0]! << 8) | b[1]!, (b[2]! << 8) | b[3]!];
      s = v4[1]!.endsWith('::') ? v4[1]! : v4[1]!.slice(0, -1);
    }
    const [head, rest] = s.includes('::') ? s.split('::') : [s, undefined];
    const parse = (p: string | undefined) => (p ? p.split(':').filter((x) => x !== '').map((h) => parseInt(h, 16)) : []);
    const left = parse(head);
    const right = [...parse(rest), ...tail];
    const groups = rest === undefined && !s.includes('::') ? [...left, ...tail] : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
    if (groups.length !== 8) throw new Error(`bad IPv6 address ${ip}`);
    const out = Buffer.alloc(16);
    groups.forEach((g, i) => out.writeUInt16BE(g, i * 2));
    return out;
  }
  throw new Error(`not an IP address: ${ip}`);
}

function extension(oid: string, critical: boolean, value: Buffer): Buffer {
  return critical
    ? der.sequence(der.oid(oid), der.boolean(true), der.octetString(value))
    : der.sequence(der.oid(oid), der.octetString(value));
}

/** SHA-1 of the subjectPublicKey BIT STRING contents (RFC 5280 4.2.1.2 method 1). */
export function keyIdentifier(publicKey: KeyObject): Buffer {
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const outer = readTlv(spki);
  const alg = readTlv(outer.content, 0);
  const bits = readTlv(outer.content, alg.end);
  if (bits.tag !== TAG.BIT_STRING) throw new Error('unexpected SPKI encoding');
  return crypto.createHash('sha1').update(bits.content.subarray(1)).digest();
}

export interface CertificateOptions {
  subject: DistinguishedName;
  /** Public key to certify. */
  publicKey: KeyObject;
  /** Issuer name; defaults to `subject` (self-signed). */
  issuer?: DistinguishedName;
  /** Issuer's public key, for the authority key identifier; defaults to `publicKey`. */
  issuerPublicKey?: KeyObject;
  /** EC private key that signs (the issuer's; the subject's own when self-signed). */
  signingKey: KeyObject;
  serialNumber?: Buffer;
  notBefore?: Date;
  notAfter?: Date;
  isCA?: boolean;
  keyUsage?: KeyUsage[];
  extKeyUsage?: ExtKeyUsage[];
  dnsNames?: string[];
  ipAddresses?: string[];
}

/** Builds and signs an X.509 v3 certificate; returns it DER-encoded. */
export function createCertificateDer(opts: CertificateOptions): Buffer {
  if (opts.signingKey.asymmetricKeyType !== 'ec') throw new Error('signingKey must be an EC key (ecdsa-with-SHA256)');
  const now = Date.now();
  const notBefore = opts.notBefore ?? new Date(now - 60 * 60 * 1000);
  const notAfter = opts.notAfter ?? new Date(now + 7 * 24 * 60 * 60 * 1000);
  const serial = opts.serialNumber ?? crypto.randomBytes(16);
  if (!opts.serialNumber) {
    serial[0] = (serial[0]! & 0x7f) | 0x01; // positive and non-zero, 16 bytes
  }
  const sigAlg = der.sequence(der.oid(OID.ecdsaWithSHA256));
  const isCA = opts.isCA ?? false;
  const keyUsage = opts.keyUsage ?? (isCA ? ['digitalSignature', 'keyCertSign', 'cRLSign'] : ['digitalSignature', 'keyEncipherment']);

  const exts: Buffer[] = [
    extension(OID.basicConstraints, true, isCA ? der.sequence(der.boolean(true)) : der.sequence()),
    extension(OID.keyUsage, true, encodeKeyUsage(keyUsage)),
  ];
  if (opts.extKeyUsage?.length) {
    exts.push(extension(OID.extKeyUsage, false, der.sequence(...opts.extKeyUsage.map((u) => der.oid(OID[u])))));
  }
  const sans = [
    ...(opts.dnsNames ?? []).map((n) => der.implicit(2, Buffer.from(n, 'ascii'))),
    ...(opts.ipAddresses ?? []).map((ip) => der.implicit(7, ipToBytes(ip))),
  ];
  if (sans.length) exts.push(extension(OID.subjectAltName, false, der.sequence(...sans)));
  exts.push(extension(OID.subjectKeyIdentifier, false, der.octetString(keyIdentifier(opts.publicKey))));
  const issuerKey = opts.issuerPublicKey ?? opts.publicKey;
  exts.push(extension(OID.authorityKeyIdentifier, false, der.sequence(der.implicit(0, keyIdentifier(issuerKey)))));

  const tbs = der.sequence(
    der.explicit(0, der.integer(2)), // v3
    der.integer(serial),
    sigAlg,
    encodeName(opts.issuer ?? opts.subject),
    der.sequence(der.time(notBefore), der.time(notAfter)),
    encodeName(opts.subject),
    opts.publicKey.export({ type: 'spki', format: 'der' }),
    der.explicit(3, der.sequence(...exts)),
  );
  const signature = crypto.sign('sha256', tbs, opts.signingKey); // DER ECDSA-Sig-Value
  return der.sequence(tbs, sigAlg, der.bitString(signature));
}

export function toPem(label: string, derBytes: Buffer): string {
  const b64 = derBytes.toString('base64').replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${b64}-----END ${label}-----\n`;
}

export function createCertificatePem(opts: CertificateOptions): string {
  return toPem('CERTIFICATE', createCertificateDer(opts));
}

// ---------------------------------------------------------------------------
// Convenience: CAs and leaf certificates

export interface CertifiedKey {
  subject: DistinguishedName;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** PEM "CERTIFICATE". */
  certPem: string;
  /** PEM "EC PRIVATE KEY" (SEC1), understood by Go's crypto/tls and keyutil. */
  keyPem: string;
  x509: crypto.X509Certificate;
}

export function generateEcKeyPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  return crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
}

function certified(subject: DistinguishedName, keys: { privateKey: KeyObject; publicKey: KeyObject }, certPem: string): CertifiedKey {
  return {
    subject,
    privateKey: keys.privateKey,
    publicKey: keys.publicKey,
    certPem,
    keyPem: keys.privateKey.export({ type: 'sec1', format: 'pem' }).toString(),
    x509: new crypto.X509Certificate(certPem),
  };
}

export function createCA(commonName: string, opts: { validityDays?: number } = {}): CertifiedKey {
  const keys = generateEcKeyPair();
  const subject = { commonName };
  const pem = createCertificatePem({
    subject,
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    isCA: true,
    notAfter: new Date(Date.now() + (opts.validityDays ?? 7) * 86400_000),
  });
  return certified(subject, keys, pem);
}

export interface LeafOptions {
  commonName: string;
  organization?: string | string[];
  dnsNames?: string[];
  ipAddresses?: string[];
  /** Defaults to ['serverAuth'] when SANs are given, else ['clientAuth']. */
  extKeyUsage?: ExtKeyUsage[];
  validityDays?: number;
}

export function issueCertificate(ca: CertifiedKey, opts: LeafOptions): CertifiedKey {
  const keys = generateEcKeyPair();
  const subject: DistinguishedName = { commonName: opts.commonName, organization: opts.organization };
  const hasSans = (opts.dnsNames?.length ?? 0) + (opts.ipAddresses?.length ?? 0) > 0;
  const pem = createCertificatePem({
    subject,
    publicKey: keys.publicKey,
    issuer: ca.subject,
    issuerPublicKey: ca.publicKey,
    signingKey: ca.privateKey,
    isCA: false,
    keyUsage: ['digitalSignature', 'keyEncipherment'],
    extKeyUsage: opts.extKeyUsage ?? (hasSans ? ['serverAuth'] : ['clientAuth']),
    dnsNames: opts.dnsNames,
    ipAddresses: opts.ipAddresses,
    notAfter: new Date(Date.now() + (opts.validityDays ?? 7) * 86400_000),
  });
  return certified(subject, keys, pem);
}
