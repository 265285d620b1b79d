/**
 * The release's generated Go layout of a pod template (podLayout.<k8s.io/api>.ts), and layouts that add Kruise's own
 * types on top of it (a SidecarSet container, a UnitedDeployment's SubsetTemplate), built once per release.
 */
import type { GoLayout } from './goLayout.js'
import { layout as v0_30_10 } from './podLayout.v0.30.10.js'
import { layout as v0_32_10 } from './podLayout.v0.32.10.js'
import { type KruiseRelease, type KruiseReleaseFacts, kruiseRelease } from './releases.js'

const LAYOUTS: Readonly<Record<string, GoLayout>> = { [v0_30_10.kubernetesApi]: v0_30_10, [v0_32_10.kubernetesApi]: v0_32_10 }

export function templateLayout(release: KruiseRelease | undefined): GoLayout {
  const api = kruiseRelease(release).kubernetesApi
  const layout = LAYOUTS[api]
  // releases.ts and the generated layouts are committed together; a missing one is a build mistake, not input.
  if (layout === undefined) throw new Error(`no generated pod layout for k8s.io/api ${api}`)
  return layout
}

const extended = new Map<string, GoLayout>()

/** The release's pod layout with `extend`'s root and types added; `key` names the extension for the cache. */
export function extendedPodLayout(
  release: KruiseRelease | undefined, key: string, extend: (facts: KruiseReleaseFacts) => Pick<GoLayout, 'root' | 'types'>,
): GoLayout {
  const facts = kruiseRelease(release)
  const cacheKey = `${key} ${facts.release}`
  let layout = extended.get(cacheKey)
  if (layout === undefined) {
    const pod = templateLayout(facts.release)
    const { root, types } = extend(facts)
    layout = { kubernetesApi: pod.kubernetesApi, root, types: { ...pod.types, ...types } }
    extended.set(cacheKey, layout)
  }
  return layout
}
