/**
 * The Go layout of a UnitedDeployment's `spec.template` (Kruise's `SubsetTemplate`: a StatefulSet, Advanced
 * StatefulSet, CloneSet or Deployment template), generated per Kruise release by test/kruise/gostruct on top of the
 * release's pod layout. Kruise reads the template into these types, so a field they do not know is gone, `null`, an
 * empty list and a zero are each no value, and its revision is Go's encoding of them.
 */
import type { GoLayout } from './goLayout.js'
import { extendedPodLayout } from './podLayout.js'
import type { KruiseRelease } from './releases.js'
import { layout as v1_8_3 } from './subsetTemplateLayout.v1.8.3.js'
import { layout as v1_9_1 } from './subsetTemplateLayout.v1.9.1.js'

const SUBSET_LAYOUTS: Readonly<Record<string, GoLayout>> = { [v1_8_3.kubernetesApi]: v1_8_3, [v1_9_1.kubernetesApi]: v1_9_1 }

/** The release's layout rooted at `SubsetTemplate`, with every pod type it reaches. */
export function subsetTemplateLayout(release: KruiseRelease | undefined): GoLayout {
  return extendedPodLayout(release, 'SubsetTemplate', (facts) => {
    const subset = SUBSET_LAYOUTS[facts.kubernetesApi]
    // releases.ts and the generated layouts are committed together; a missing one is a build mistake, not input.
    if (subset === undefined) throw new Error(`no generated SubsetTemplate layout for k8s.io/api ${facts.kubernetesApi}`)
    return subset
  })
}

/** The Go type of the `spec` of the child template under `field` (e.g. `statefulSetTemplate`) of a SubsetTemplate. */
export function childSpecType(layout: GoLayout, field: string): string {
  const pointer = layout.types[layout.root]!.fields!.find(([, json]) => json === field)
  const template = pointer === undefined ? undefined : layout.types[layout.types[pointer[2]!]!.elem!]
  const spec = template?.fields?.find(([, json]) => json === 'spec')
  if (spec === undefined) throw new Error(`no child template ${field} in the SubsetTemplate layout`)
  return spec[2]!
}
