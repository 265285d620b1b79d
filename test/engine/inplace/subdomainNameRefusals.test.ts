import t from 'tap'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { sidecarSetRefusals } from '../../../src/engine/inplace/sidecarSetRefusals.js'
import { unitedDeploymentSpecRefusals } from '../../../src/engine/inplace/unitedDeploymentSpecRefusals.js'
import { readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'
import { readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { type Json, cloneSet, container, podTemplate, statefulSet, withReadinessGate } from '../support/builders.js'
import { daemonSet } from '../support/daemonSets.js'
import { unitedDeployment } from '../support/unitedDeployments.js'

/**
 * The API server validates every custom resource's name as a DNS subdomain (and Kruise's CloneSet, Advanced DaemonSet
 * and UnitedDeployment webhooks do again); an Advanced StatefulSet's must be a DNS label, a SidecarSet's at most 63
 * characters without dots. A name that breaks its rule is refused on every write, so `check` denies it too.
 */
const named = (object: Json, name: string): Json => ({ ...object, metadata: { ...object.metadata, name } })
const template = withReadinessGate(podTemplate([container('app', 'shop/web:1.0')], { labels: { app: 'web' } }))

type Refused = { field: string; apiServer?: true }[]
const kinds: { kind: string; refusedFields: (name: string) => Refused }[] = [
  { kind: 'CloneSet', refusedFields: (name) => predictCreate(named(cloneSet(template), name)).kruiseWebhookRefusals },
  { kind: 'DaemonSet', refusedFields: (name) => predictCreate(named(daemonSet('v1beta1', { type: 'RollingUpdate' }), name)).kruiseWebhookRefusals },
  { kind: 'StatefulSet', refusedFields: (name) => predictCreate(named(statefulSet(template), name)).kruiseWebhookRefusals },
  { kind: 'UnitedDeployment', refusedFields: (name) => unitedDeploymentSpecRefusals(readUnitedDeployment(named(unitedDeployment('CloneSet'), name)), '1.9') },
  {
    kind: 'SidecarSet',
    refusedFields: (name) => sidecarSetRefusals(readSidecarSet({ apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name }, spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image: 'envoy:1.30' }] } })),
  },
]

const long = (n: number) => `a${'b'.repeat(n - 2)}c`
// [name, refused for CloneSet/DaemonSet/UnitedDeployment (a subdomain), for StatefulSet and SidecarSet (a label)]
const names: [string, boolean, boolean][] = [
  ['web', false, false],
  ['web-2', false, false],
  ['web.v2', false, true],
  [long(63), false, false],
  [long(64), false, true],
  [long(253), false, true],
  [long(254), true, true],
  ['Web', true, true],
  ['web_app', true, true],
  ['-web', true, true],
  ['web-', true, true],
  ['web..v2', true, true],
]

for (const { kind, refusedFields } of kinds) {
  t.test(kind, async (t) => {
    for (const [name, subdomainRefused, labelRefused] of names) {
      const refused = kind === 'StatefulSet' || kind === 'SidecarSet' ? labelRefused : subdomainRefused
      // The API server's own rule is the subdomain one: where a name breaks it, the API server refuses it first.
      const expected = refused ? [subdomainRefused ? 'metadata.name, by the API server' : 'metadata.name, by Kruise'] : []
      const found = refusedFields(name).filter((r) => r.field === 'metadata.name').map((r) => `${r.field}, by ${r.apiServer ? 'the API server' : 'Kruise'}`)
      t.same(found, expected, `${JSON.stringify(name.length > 20 ? `${name.length} characters` : name)}`)
    }
  })
}

t.test('an update of a CloneSet with such a name is refused as well, with words that name the rule', async (t) => {
  const old = named(cloneSet(template), 'Web')
  const p = predictUpdate(old, named(cloneSet(template, { replicas: 5 }), 'Web'))
  t.match(p.kruiseWebhookRefusals, [{ field: 'metadata.name', rule: /a CloneSet's name must be a DNS subdomain: at most 253 lowercase letters/, remedy: /create it under the new name/ }])
})
