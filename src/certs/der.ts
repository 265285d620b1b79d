/**
 * The few DER (ASN.1 Distinguished Encoding Rules) constructs an X.509 v3 certificate needs.
 * Hand-written on purpose: a certificate is a handful of nested TLVs, and a dependency (or openssl) would be larger.
 */

function encodeLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length])
  const bytes: number[] = []
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff)
  return Buffer.from([0x80 | bytes.length, ...bytes])
}

/** One tag-length-value element. */
export function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), encodeLength(content.length), content])
}

export function sequence(...items: Buffer[]): Buffer {
  return tlv(0x30, Buffer.concat(items))
}

/** SET OF: DER orders the elements by their encodings. */
export function set(...items: Buffer[]): Buffer {
  return tlv(0x31, Buffer.concat([...items].sort(Buffer.compare)))
}

export function boolean(value: boolean): Buffer {
  return tlv(0x01, Buffer.from([value ? 0xff : 0x00]))
}

/** A non-negative INTEGER from a small number or from unsigned big-endian bytes. */
export function integer(value: number | Buffer): Buffer {
  let bytes: Buffer
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`DER INTEGER must be a non-negative safe integer, got ${value}`)
    const digits: number[] = []
    for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) digits.unshift(rest & 0xff)
    bytes = Buffer.from(digits.length > 0 ? digits : [0])
  } else {
    let start = 0
    while (start < value.length - 1 && value[start] === 0) start++
    bytes = value.length > 0 ? value.subarray(start) : Buffer.from([0])
  }
  // A leading 1 bit would make the INTEGER negative.
  if ((bytes[0] & 0x80) !== 0) bytes = Buffer.concat([Buffer.from([0]), bytes])
  return tlv(0x02, bytes)
}

export function objectIdentifier(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number)
  if (arcs.length < 2 || arcs.some((arc) => !Number.isSafeInteger(arc) || arc < 0)) throw new RangeError(`bad OID ${dotted}`)
  const out: number[] = [arcs[0] * 40 + arcs[1]]
  for (const arc of arcs.slice(2)) {
    const chunk = [arc & 0x7f]
    for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128)) chunk.unshift(0x80 | (rest & 0x7f))
    out.push(...chunk)
  }
  return tlv(0x06, Buffer.from(out))
}

export function utf8String(text: string): Buffer {
  return tlv(0x0c, Buffer.from(text, 'utf8'))
}

export function octetString(content: Buffer): Buffer {
  return tlv(0x04, content)
}

export function bitString(content: Buffer, unusedBits = 0): Buffer {
  return tlv(0x03, Buffer.concat([Buffer.from([unusedBits]), content]))
}

/** X.509 Time: UTCTime for 1950–2049, GeneralizedTime otherwise (RFC 5280 §4.1.2.5). */
export function time(date: Date): Buffer {
  const iso = date.toISOString() // YYYY-MM-DDTHH:MM:SS.sssZ
  const digits = iso.slice(0, 19).replace(/[-T:]/g, '') + 'Z'
  const year = date.getUTCFullYear()
  if (year >= 1950 && year < 2050) return tlv(0x17, Buffer.from(digits.slice(2), 'ascii'))
  return tlv(0x18, Buffer.from(digits, 'ascii'))
}

/** `[n] EXPLICIT`: a constructed context-specific wrapper. */
export function explicit(tagNumber: number, content: Buffer): Buffer {
  return tlv(0xa0 | tagNumber, content)
}

/** `[n] IMPLICIT` over a primitive type: the content with a context-specific tag. */
export function implicitPrimitive(tagNumber: number, content: Buffer): Buffer {
  return tlv(0x80 | tagNumber, content)
}
