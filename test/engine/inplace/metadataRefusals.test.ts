import t from 'tap'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { sidecarSetRefusals } from '../../../src/engine/inplace/sidecarSetRefusals.js'
import { unitedDeploymentSpecRefusals } from '../../../src/engine/inplace/unitedDeploymentSpecRefusals.js'
import { readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'
import { readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { type Json, cloneSet, container, edit, podTemplate, statefulSet, withReadinessGate } from '../support/builders.js'
import { daemonSet } from '../support/daemonSets.js'
import { unitedDeployment } from '../support/unitedDeployments.js'

/**
 * The API server validates every object's labels and annotations, and Kruise's CloneSet, Advanced StatefulSet and
 * Advanced DaemonSet webhooks those of the pod template too: a write with a label value of 64 characters is refused,
 * and the guard says so at the field, naming the key.
 */
const LONG = 'v'.repeat(64)
const template = withReadinessGate(podTemplate([container('app', 'shop/web:1.0')], { labels: { app: 'web' } }))
const withMeta = (object: Json, meta: Json): Json => ({ ...object, metadata: { ...object.metadata, ...meta } })
const templateLabel = edit(template, (x) => { x.metadata.labels.release = LONG })

const workloads: { kind: string; plain: Json; templateLabelled: Json }[] = [
  { kind: 'CloneSet', plain: cloneSet(template), templateLabelled: cloneSet(templateLabel) },
  { kind: 'StatefulSet', plain: statefulSet(template), templateLabelled: statefulSet(templateLabel) },
  { kind: 'DaemonSet', plain: daemonSet('v1beta1', { type: 'RollingUpdate' }), templateLabelled: labelledDaemonSet() },
]

function refusedBy(r: { field: string; apiServer?: true }): string {
  return `${r.field} by ${r.apiServer ? 'the API server' : 'Kruise'}`
}

function labelledDaemonSet(): Json {
  const ds = daemonSet('v1beta1', { type: 'RollingUpdate' })
  ds.spec.template.metadata.labels.release = LONG
  return ds
}

for (const { kind, plain, templateLabelled } of workloads) {
  t.test(kind, async (t) => {
    // The API server validates the object's own metadata before any webhook; only Kruise's reads the pod template's.
    const fields = (object: Json) => predictCreate(object).kruiseWebhookRefusals.map(refusedBy)
    t.same(fields(plain), [], 'as written')
    t.same(fields(withMeta(plain, { labels: { team: 'shop', release: LONG } })), ['metadata.labels by the API server'], 'its own label value of 64 characters')
    t.same(fields(withMeta(plain, { annotations: { 'not a key': 'x', 'Example.com/Note': 'y' } })), ['metadata.annotations by the API server'], 'an annotation key with spaces (capitals are fine)')
    t.same(fields(templateLabelled), ['spec.template.metadata.labels by Kruise'], 'a pod template label value of 64 characters')
    const refusal = predictCreate(templateLabelled).kruiseWebhookRefusals[0]!
    t.match(refusal.rule, /^label "release": its value has 64 characters and is not a label value/)
    t.notMatch(refusal.rule, LONG, 'the value is not repeated')
  })
}

t.test('an update adding such a label is refused too; an update of other fields beside it as well', async (t) => {
  const old = cloneSet(template)
  t.same(predictUpdate(old, withMeta(cloneSet(template), { labels: { release: LONG } })).kruiseWebhookRefusals.map(refusedBy), ['metadata.labels by the API server'])
})

t.test('a UnitedDeployment: its own labels', async (t) => {
  const ud = unitedDeployment('CloneSet')
  t.same(unitedDeploymentSpecRefusals(readUnitedDeployment(ud), '1.9'), [])
  t.same(unitedDeploymentSpecRefusals(readUnitedDeployment(withMeta(ud, { labels: { release: LONG } })), '1.9').map(refusedBy), ['metadata.labels by the API server'])
})

t.test('a SidecarSet: its own labels and annotations', async (t) => {
  const sidecarSet = (meta: Json) => readSidecarSet({
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh', ...meta },
    spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image: 'envoy:1.30' }] },
  })
  t.same(sidecarSetRefusals(sidecarSet({ labels: { team: 'v'.repeat(63) } })), [])
  t.match(sidecarSetRefusals(sidecarSet({ labels: { team: LONG }, annotations: { 'build note': 'x' } })), [
    { id: 'metadata', field: 'metadata.labels', rule: /^label "team": its value has 64 characters/, apiServer: true },
    { id: 'metadata', field: 'metadata.annotations', rule: /^annotation "build note": the key is not an annotation name/, apiServer: true },
  ])
})
