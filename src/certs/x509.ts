import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto'
import { isIP } from 'node:net'
import * as der from './der.js'

/** A certificate and its private key, PEM-encoded, with the validity the TLS layer reports. */
export interface IssuedCertificate {
  certPem: string
  keyPem: string
  notBefore: Date
  notAfter: Date
}

export interface CertificateOptions {
  commonName: string
  /** Now, for the validity window (certificates start one hour earlier, to tolerate clock skew). */
  now?: Date
  validDays?: number
}

export interface LeafOptions extends CertificateOptions {
  /** DNS names and IP addresses for the subjectAltName extension; the CN is ignored by every modern verifier. */
  hosts: string[]
  usage: 'server' | 'client'
}

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
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
} as const

const ORGANIZATION = 'inplace-guard'
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** A self-signed ECDSA P-256 certificate authority. */
export function createCertificateAuthority(options: CertificateOptions): IssuedCertificate {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const keyId = keyIdentifier(publicKey)
  const extensions = [
    extension(OID.basicConstraints, true, der.sequence(der.boolean(true), der.integer(0))),
    // digitalSignature(0), keyCertSign(5), cRLSign(6): 1000 0110, last bit unused.
    extension(OID.keyUsage, true, der.bitString(Buffer.from([0x86]), 1)),
    extension(OID.subjectKeyIdentifier, false, der.octetString(keyId)),
  ]
  const name = distinguishedName(options.commonName)
  return issue({ subject: name, issuer: name, publicKey, signingKey: privateKey, privateKey, extensions, options })
}

/** A leaf certificate for a server or a client, signed by `ca`. */
export function issueCertificate(ca: IssuedCertificate, options: LeafOptions): IssuedCertificate {
  if (options.usage === 'server' && options.hosts.length === 0) throw new RangeError('a serving certificate needs at least one host')
  const caCert = new X509Certificate(ca.certPem)
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const extensions = [
    extension(OID.basicConstraints, true, der.sequence()),
    // digitalSignature(0) only: ECDSA keys sign, they never encipher.
    extension(OID.keyUsage, true, der.bitString(Buffer.from([0x80]), 7)),
    extension(OID.extKeyUsage, false, der.sequence(der.objectIdentifier(options.usage === 'server' ? OID.serverAuth : OID.clientAuth))),
    extension(OID.subjectKeyIdentifier, false, der.octetString(keyIdentifier(publicKey))),
    extension(OID.authorityKeyIdentifier, false, der.sequence(der.implicitPrimitive(0, keyIdentifier(caCert.publicKey)))),
  ]
  if (options.hosts.length > 0) extensions.push(extension(OID.subjectAltName, false, subjectAltNames(options.hosts)))
  return issue({
    subject: distinguishedName(options.commonName),
    issuer: caCert.raw.subarray(...issuerNameRange(caCert)),
    publicKey,
    signingKey: createPrivateKey(ca.keyPem),
    privateKey,
    extensions,
    options,
  })
}

/** A throw-away CA and a serving certificate for `hosts` (default localhost and 127.0.0.1), entirely in memory. */
export function createServingCertificates(options: { hosts?: string[]; now?: Date; validDays?: number } = {}): {
  ca: IssuedCertificate
  server: IssuedCertificate
} {
  const hosts = options.hosts ?? ['localhost', '127.0.0.1']
  const ca = createCertificateAuthority({ commonName: 'inplace-guard development CA', now: options.now, validDays: options.validDays })
  const server = issueCertificate(ca, { commonName: hosts[0], hosts, usage: 'server', now: options.now, validDays: options.validDays })
  return { ca, server }
}

interface IssueInput {
  subject: Buffer
  issuer: Buffer
  publicKey: KeyObject
  signingKey: KeyObject
  privateKey: KeyObject
  extensions: Buffer[]
  options: CertificateOptions
}

function issue(input: IssueInput): IssuedCertificate {
  const now = input.options.now ?? new Date()
  const notBefore = new Date(Math.floor((now.getTime() - HOUR_MS) / 1000) * 1000)
  const notAfter = new Date(Math.floor((now.getTime() + (input.options.validDays ?? 365) * DAY_MS) / 1000) * 1000)
  const algorithm = der.sequence(der.objectIdentifier(OID.ecdsaWithSha256))
  const tbs = der.sequence(
    der.explicit(0, der.integer(2)), // v3
    der.integer(serialNumber()),
    algorithm,
    input.issuer,
    der.sequence(der.time(notBefore), der.time(notAfter)),
    input.subject,
    input.publicKey.export({ type: 'spki', format: 'der' }),
    der.explicit(3, der.sequence(...input.extensions)),
  )
  const signature = sign('sha256', tbs, input.signingKey) // ECDSA signatures come out DER-encoded
  const certificate = der.sequence(tbs, algorithm, der.bitString(signature))
  return {
    certPem: pem('CERTIFICATE', certificate),
    keyPem: input.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    notBefore,
    notAfter,
  }
}

function extension(oid: string, critical: boolean, value: Buffer): Buffer {
  return critical
    ? der.sequence(der.objectIdentifier(oid), der.boolean(true), der.octetString(value))
    : der.sequence(der.objectIdentifier(oid), der.octetString(value))
}

function distinguishedName(commonName: string): Buffer {
  return der.sequence(
    der.set(der.sequence(der.objectIdentifier(OID.organization), der.utf8String(ORGANIZATION))),
    der.set(der.sequence(der.objectIdentifier(OID.commonName), der.utf8String(commonName))),
  )
}

function subjectAltNames(hosts: string[]): Buffer {
  return der.sequence(
    ...hosts.map((host) => {
      const family = isIP(host)
      if (family === 4) return der.implicitPrimitive(7, Buffer.from(host.split('.').map(Number)))
      if (family === 6) return der.implicitPrimitive(7, ipv6Bytes(host))
      if (!/^(\*\.)?[A-Za-z0-9]([-A-Za-z0-9.]*[A-Za-z0-9])?$/.test(host)) throw new RangeError(`not a DNS name or IP address: ${JSON.stringify(host)}`)
      return der.implicitPrimitive(2, Buffer.from(host, 'ascii'))
    }),
  )
}

function ipv6Bytes(address: string): Buffer {
  const [head, tail = ''] = address.includes('::') ? address.split('::') : [address, undefined]
  const parse = (part: string | undefined): number[] => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const left = parse(head)
  const right = parse(tail)
  const groups = address.includes('::') ? [...left, ...new Array(8 - left.length - right.length).fill(0), ...right] : left
  const bytes = Buffer.alloc(16)
  groups.forEach((group, i) => bytes.writeUInt16BE(group, i * 2))
  return bytes
}

/** RFC 5280 §4.2.1.2 method 1: SHA-1 of the public key bits (an identifier, not a signature). */
function keyIdentifier(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' })
  const point = Buffer.concat([Buffer.from([0x04]), Buffer.from(jwk.x ?? '', 'base64url'), Buffer.from(jwk.y ?? '', 'base64url')])
  return createHash('sha1').update(point).digest()
}

/** Where the subject Name sits in a certificate we issued, so a leaf's issuer is byte-identical to it. */
function issuerNameRange(cert: X509Certificate): [number, number] {
  const raw = cert.raw
  let offset = 0
  const readHeader = (at: number): { contentStart: number; end: number } => {
    const lengthByte = raw[at + 1]
    if ((lengthByte & 0x80) === 0) return { contentStart: at + 2, end: at + 2 + lengthByte }
    const count = lengthByte & 0x7f
    let length = 0
    for (let i = 0; i < count; i++) length = length * 256 + raw[at + 2 + i]
    return { contentStart: at + 2 + count, end: at + 2 + count + length }
  }
  const certificate = readHeader(offset)
  const tbs = readHeader(certificate.contentStart)
  offset = tbs.contentStart
  // version [0], serial, signature algorithm, issuer, validity, subject
  for (let field = 0; field < 5; field++) offset = readHeader(offset).end
  return [offset, readHeader(offset).end]
}

function serialNumber(): Buffer {
  const bytes = randomBytes(16)
  bytes[0] = (bytes[0] & 0x7f) | 0x40 // positive, and no leading zero byte to strip
  return bytes
}

function pem(label: string, body: Buffer): string {
  const lines = body.toString('base64').match(/.{1,64}/g) ?? []
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`
}

