import t from 'tap'
import { calculateInPlaceUpdateSpec } from '../../../src/engine/inplace/eligibility.js'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import { parseUpdateSpec, serializeUpdateSpec } from '../../../src/engine/update/inPlaceUpdateState.js'

/**
 * The UpdateSpec's metadata patch is Kruise's strategic two-way merge patch of the Pod metadata (after dropping the
 * keys env-from-metadata hands to containers): a map that ends up empty is patched to null, which removes the
 * Pod's whole map. Rows checked against Kruise v1.9.1 and v1.8.3 by the conformance oracle.
 */
const OWNER_ENV = [{ name: 'OWNER', valueFrom: { fieldRef: { fieldPath: "metadata.annotations['owner']" } } }]

function template(labels: Record<string, string>, annotations: Record<string, string> | undefined, env?: unknown[]): PodTemplate {
  return {
    metadata: annotations === undefined ? { labels } : { labels, annotations },
    spec: { containers: [{ name: 'app', image: 'nginx:1', ...(env ? { env } : {}) }] },
  } as PodTemplate
}

const APP = { app: 'web' }
const rows: { name: string; old: PodTemplate; new: PodTemplate; patch: unknown }[] = [
  { name: 'the last annotation removed, {} left', old: template(APP, { a: '1' }), new: template(APP, {}), patch: { annotations: null } },
  { name: 'the annotations map removed', old: template(APP, { a: '1' }), new: template(APP, undefined), patch: { annotations: null } },
  { name: 'one of two annotations removed', old: template(APP, { a: '1', b: '2' }), new: template(APP, { b: '2' }), patch: { annotations: { a: null } } },
  { name: 'an annotation added to none', old: template(APP, undefined), new: template(APP, { a: '1' }), patch: { annotations: { a: '1' } } },
  { name: 'a label removed, others left', old: template({ app: 'web', t: 'x' }, undefined), new: template(APP, undefined), patch: { labels: { t: null } } },
  { name: 'only an env-read annotation changes', old: template(APP, { owner: 'x' }, OWNER_ENV), new: template(APP, { owner: 'y' }, OWNER_ENV), patch: undefined },
  {
    name: 'an env-read annotation changes and the other one goes: nothing left but the env-read key',
    old: template(APP, { owner: 'x', a: '1' }, OWNER_ENV), new: template(APP, { owner: 'y' }, OWNER_ENV), patch: { annotations: null },
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const spec = calculateInPlaceUpdateSpec(row.old, row.new, { revision: 'r2' })
    t.ok(spec, 'in place')
    t.same(spec?.metaDataPatch, row.patch)
  })
}

t.test('a null map survives the grace annotation, as Kruise writes it', async (t) => {
  const spec = calculateInPlaceUpdateSpec(template(APP, { a: '1' }), template(APP, {}), { revision: 'r2', graceSeconds: 5 })!
  const text = serializeUpdateSpec(spec)
  t.same(JSON.parse(Buffer.from(JSON.parse(text).metaDataPatch, 'base64').toString('utf8')), { metadata: { annotations: null } })
  t.same(parseUpdateSpec(text).metaDataPatch, { annotations: null })
})
