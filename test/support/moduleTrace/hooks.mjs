// Module customization hooks (node:module register) that append the URL of every module the process resolves to the
// file named in the registration data, one per line. Runs on Node's loader thread; see ./register.mjs.
import { appendFileSync } from 'node:fs'

let out

export async function initialize(data) {
  out = data.out
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  appendFileSync(out, `${resolved.url}\n`)
  return resolved
}
