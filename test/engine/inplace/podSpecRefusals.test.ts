import t from 'tap'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { type Json, cloneSet, container, edit, podTemplate, statefulSet, withReadinessGate } from '../support/builders.js'
import { daemonSet } from '../support/daemonSets.js'

/**
 * Kruise's CloneSet and Advanced DaemonSet webhooks run Kubernetes' Pod validation on the template
 * (`ValidatePodTemplateSpec`); its Advanced StatefulSet webhook does not (Kubernetes' StatefulSet template check reads
 * only labels and annotations). The conformance suite checks the same against Kruise's code on seeded pairs.
 */
const template = withReadinessGate(podTemplate([container('app', 'shop/web:1.0')], { labels: { app: 'web' } }))
const longPortName = (object: Json): Json => {
  object.spec.template.spec.containers[0].ports = [{ name: 'http-metrics-exporter', containerPort: 8080 }]
  return object
}
const field = (object: Json) => `spec.template.spec.containers[${object.spec.template.spec.containers[0].name}].ports[0].name`

const kinds: { kind: string; make: () => Json; refused: boolean }[] = [
  { kind: 'CloneSet', make: () => cloneSet(template), refused: true },
  { kind: 'DaemonSet', make: () => daemonSet('v1beta1', { type: 'RollingUpdate' }), refused: true },
  { kind: 'StatefulSet', make: () => statefulSet(template), refused: false },
]

for (const { kind, make, refused } of kinds) {
  t.test(kind, async (t) => {
    const fields = (object: Json) => predictCreate(object).kruiseWebhookRefusals.map((r) => r.field)
    t.same(fields(make()), [], 'as written')
    t.same(fields(longPortName(make())), refused ? [field(make())] : [], refused ? 'a port name of 21 characters is refused on CREATE' : 'its webhook does not validate the pod spec')
    t.same(predictUpdate(make(), longPortName(make())).kruiseWebhookRefusals.map((r) => r.field), refused ? [field(make())] : [], 'and on UPDATE')
  })
}

t.test('a CloneSet may mount its volume claim templates', async (t) => {
  const claimed = cloneSet(edit(template, (x) => { x.spec.containers[0].volumeMounts = [{ name: 'data', mountPath: '/data' }] }))
  t.match(predictCreate(claimed).kruiseWebhookRefusals, [{ field: 'spec.template.spec.containers[app].volumeMounts[0].name', rule: 'volume mount "data" names no volume of the Pod' }])
  claimed.spec.volumeClaimTemplates = [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } } }]
  t.same(predictCreate(claimed).kruiseWebhookRefusals, [])
})
