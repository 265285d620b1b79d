import { errorCodes } from 'fastify'

/**
 * The `application/json` body parser of the admission server: what fastify's default parser does (empty body and
 * invalid JSON errors, BOM stripped, `__proto__` and `constructor.prototype` keys refused), for less.
 *
 * Why refuse those keys at all: JSON.parse itself is safe (a `"__proto__"` key becomes an own data property, it never
 * sets a prototype), but code that later copies parsed objects with assignment semantics (`Object.assign`, `target[key]
 * = value`) would call the `__proto__` setter. Refusing them at the door keeps that true for every later reader, and a
 * real AdmissionReview never holds them.
 *
 * Why it is cheaper: fastify (secure-json-parse) runs two regular expressions over the whole text, which stop at
 * every `"` of a 20 KB review. Such a key can only be spelled with the literal words or with `\u` escapes, so when
 * the text holds none of `__proto__`, `constructor` and `\u` (three memchr-speed searches), no object can hold one;
 * otherwise the parsed value is walked exactly as secure-json-parse walks it.
 */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY()
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY()
  }
  if (value === null || typeof value !== 'object') return value
  if (json.indexOf('__proto__') === -1 && json.indexOf('constructor') === -1 && json.indexOf('\\u') === -1) return value
  if (holdsPrototypeKey(value)) throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY()
  return value
}

/** secure-json-parse's scan: an own `__proto__`, or an own `constructor` object with an own `prototype`. */
function holdsPrototypeKey(root: object): boolean {
  const pending: object[] = [root]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (Object.hasOwn(node, '__proto__')) return true
    const constructor = Object.hasOwn(node, 'constructor') ? (node as { constructor: unknown }).constructor : undefined
    if (constructor !== null && typeof constructor === 'object' && Object.hasOwn(constructor, 'prototype')) return true
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') pending.push(child)
  }
  return false
}
