import { fnv32a } from '../kube/fnv.js'
import { safeEncodeString } from '../kube/goEncoding.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { type SpewOptions, spewText } from './goLayout.js'
import { templateLayout } from './podLayout.js'
import type { KruiseRelease } from './releases.js'

/**
 * Kubernetes' `controller.ComputeHash` of a pod template as the release's Go types hold it: FNV-1a over go-spew's print
 * of the struct, then, when the workload has a collision count, its four little-endian bytes and four zero bytes; the
 * sum written in decimal and SafeEncodeString'd. The Advanced DaemonSet controller names its revisions with it.
 */
export function computeTemplateHash(template: PodTemplate, collisionCount: number | undefined, release: KruiseRelease | undefined, options: SpewOptions): string {
  let hash = fnv32a(spewText(template, templateLayout(release), options))
  if (collisionCount !== undefined) {
    const count = collisionCount >>> 0
    for (const byte of [count & 0xff, (count >>> 8) & 0xff, (count >>> 16) & 0xff, count >>> 24, 0, 0, 0, 0]) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  }
  return safeEncodeString(String(hash >>> 0))
}
