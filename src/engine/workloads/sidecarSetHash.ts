/**
 * The two hashes Kruise's SidecarSet webhook writes (sidecarcontrol's SidecarSetHash and SidecarSetHashWithoutImage):
 * sha256 of Go's JSON of `{"containers": [...]}` (plus `"initContainers"`, ALL of them, as soon as one is a native
 * sidecar with restartPolicy Always), hex, SafeEncodeString'd. The second blanks every image first. Volumes,
 * imagePullSecrets, patchPodMetadata and the strategy are in neither. A Pod remembers both at injection; the
 * controller upgrades it in place only while its hash without image equals the SidecarSet's.
 */
import { goMarshal } from '../kruise/goMarshal.js'
import type { KruiseRelease } from '../kruise/releases.js'
import { SIDECAR_CONTAINER, sidecarContainerLayout } from '../kruise/sidecarContainerLayout.js'
import { safeEncodeString } from '../kube/goEncoding.js'
import { sha256Hex } from '../kube/sha256.js'
import type { JsonObject } from '../kube/json.js'

export interface SidecarSetHashes {
  /** `kruise.io/sidecarset-hash` */
  hash: string
  /** `kruise.io/sidecarset-hash-without-image` */
  withoutImage: string
}

/** Both hashes of the (defaulted) sidecar containers, as the release's Go types encode them. */
export function sidecarSetHashes(containers: JsonObject[] | undefined, initContainers: JsonObject[] | undefined, release: KruiseRelease | undefined): SidecarSetHashes {
  const blank = (list: JsonObject[] | undefined) => list?.map((c) => ({ ...c, image: '' }))
  return {
    hash: hashOf(encodedSidecarSet(containers, initContainers, release)),
    withoutImage: hashOf(encodedSidecarSet(blank(containers), blank(initContainers), release)),
  }
}

/** encodeSidecarSet: the text Kruise hashes. */
export function encodedSidecarSet(containers: JsonObject[] | undefined, initContainers: JsonObject[] | undefined, release: KruiseRelease | undefined): string {
  const layout = sidecarContainerLayout(release)
  // An absent list is a nil slice in Go (`null`); a written empty one is `[]`.
  // Marshalled one by one, so an error names the container as the view does: spec.containers[proxy].env.
  const list = (items: JsonObject[] | undefined, path: string) => items === undefined
    ? 'null'
    : `[${items.map((c, i) => goMarshal(SIDECAR_CONTAINER, c, layout, `${path}[${typeof c.name === 'string' && c.name !== '' ? c.name : i}]`)).join(',')}]`
  const parts = [`"containers":${list(containers, 'spec.containers')}`]
  if (initContainers?.some((c) => c.restartPolicy === 'Always')) parts.push(`"initContainers":${list(initContainers, 'spec.initContainers')}`)
  return `{${parts.join(',')}}`
}

function hashOf(text: string): string {
  return safeEncodeString(sha256Hex(text))
}
