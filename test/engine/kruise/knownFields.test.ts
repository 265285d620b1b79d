import t from 'tap'
import { readFileSync } from 'node:fs'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import type { KruiseRelease } from '../../../src/engine/kruise/releases.js'

function base(): Record<string, any> {
  const review = JSON.parse(readFileSync(new URL('../../fixtures/admission/update-env-inplaceonly-v1alpha1.json', import.meta.url), 'utf8'))
  return review.request.oldObject
}

// Each row edits the new CloneSet only; `dropped` is what the release's Go types (its k8s.io/api) drop from it.
const rows: {
  name: string
  kruise?: KruiseRelease
  edit: (cs: Record<string, any>) => void
  outcome: string
  dropped: string[]
}[] = [
  {
    name: 'a pod field newer than k8s.io/api v0.32 is dropped: nothing changes for Kruise 1.9',
    edit: (cs) => { cs.spec.template.spec.hostnameOverride = 'web-0' },
    outcome: 'unchanged',
    dropped: ['spec.template.spec.hostnameOverride'],
  },
  {
    name: "a container's restartPolicyRules (k8s.io/api v0.34) is dropped for Kruise 1.9",
    edit: (cs) => { cs.spec.template.spec.containers[1].restartPolicyRules = [{ action: 'Restart', exitCodes: { operator: 'In', values: [42] } }] },
    outcome: 'unchanged',
    dropped: ['spec.template.spec.containers[log-shipper].restartPolicyRules'],
  },
  {
    name: 'a typo is dropped, the real field is not set',
    edit: (cs) => { cs.spec.template.spec.containers[0].imagePullPolcy = 'Always' },
    outcome: 'unchanged',
    dropped: ['spec.template.spec.containers[app].imagePullPolcy'],
  },
  {
    name: 'an unknown template metadata key is dropped',
    edit: (cs) => { cs.spec.template.metadata.lables = { track: 'canary' } },
    outcome: 'unchanged',
    dropped: ['spec.template.metadata.lables'],
  },
  {
    name: 'supplementalGroupsPolicy (k8s.io/api v0.31) is known to Kruise 1.9 and recreates',
    edit: (cs) => { cs.spec.template.spec.securityContext = { supplementalGroupsPolicy: 'Strict' } },
    outcome: 'recreate',
    dropped: [],
  },
  {
    name: 'supplementalGroupsPolicy is dropped by Kruise 1.8 (k8s.io/api v0.30)',
    kruise: '1.8',
    edit: (cs) => { cs.spec.template.spec.securityContext = { supplementalGroupsPolicy: 'Strict' } },
    outcome: 'unchanged',
    dropped: ['spec.template.spec.securityContext.supplementalGroupsPolicy'],
  },
  {
    name: 'a dropped field next to a real change: the change is predicted, the field reported',
    edit: (cs) => {
      cs.spec.template.spec.containers[0].image = 'registry.example.com/shop/web:1.5.0'
      cs.spec.template.spec.containers[0].env[0].valueFrom = undefined
      cs.spec.template.spec.containers[0].env[0].valueFormat = 'x'
    },
    outcome: 'in-place',
    dropped: ['spec.template.spec.containers[app].env[LOG_LEVEL].valueFormat'],
  },
  {
    name: 'map values are not fields: any label key is kept',
    edit: (cs) => { cs.spec.template.metadata.labels['hostnameOverride'] = 'x' },
    outcome: 'in-place',
    dropped: [],
  },
  {
    name: 'everything under an unknown field is one drop, listed in document order',
    edit: (cs) => {
      cs.spec.template.spec.zzz = { deep: { deeper: 1 } }
      cs.spec.template.spec.containers[1].aaa = 1
      cs.spec.template.spec.containers[0].bbb = 2
    },
    outcome: 'unchanged',
    dropped: ['spec.template.spec.containers[app].bbb', 'spec.template.spec.containers[log-shipper].aaa', 'spec.template.spec.zzz'],
  },
  {
    name: 'an unknown field of a claim template is dropped and does not change its hash',
    edit: (cs) => {
      cs.spec.volumeClaimTemplates = [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } }, volumeAttributesClassNam: 'x' } }]
    },
    outcome: 'unchanged',
    dropped: ['spec.volumeClaimTemplates[data].spec.volumeAttributesClassNam'],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const before = base()
    before.spec.volumeClaimTemplates = [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } } }]
    const after = structuredClone(before)
    row.edit(after)
    const prediction = predictUpdate(before, after, { kruise: row.kruise })
    t.equal(prediction.outcome, row.outcome)
    t.same(prediction.droppedFields.map((f) => f.path), row.dropped)
    t.equal(prediction.kruiseRelease, row.kruise ?? '1.9')
    t.same(predictCreate(after, { kruise: row.kruise }).droppedFields.map((f) => f.path), row.dropped, 'a CREATE reports the same fields')
  })
}

t.test('the unknown fields of the old object are dropped too (an update that removes one is unchanged)', async (t) => {
  const before = base()
  before.spec.template.spec.hostnameOverride = 'web-0'
  const after = structuredClone(before)
  delete after.spec.template.spec.hostnameOverride
  const prediction = predictUpdate(before, after)
  t.equal(prediction.outcome, 'unchanged')
  t.same(prediction.droppedFields, [])
})

t.test('the input objects are not modified', async (t) => {
  const before = base()
  const after = structuredClone(before)
  after.spec.template.spec.containers[0].imagePullPolcy = 'Always'
  const copy = structuredClone(after)
  predictUpdate(before, after)
  t.same(after, copy)
})

// Both templates are decoded: what sits in a part both write alike is found in the old template first, and what only
// one of them writes is found there. (A decode that skipped the parts written alike would have to keep all of this.)
const beside: { name: string; edit: (before: Record<string, any>, after: Record<string, any>) => void; expect: { outcome: string; dropped: string[] } | { error: { code: string; path: string } } }[] = [
  {
    name: 'an undecodable quantity in a container both templates write alike: the old template is refused',
    edit: (before, after) => {
      for (const cs of [before, after]) cs.spec.template.spec.containers[1].resources = { limits: { cpu: 'lots' } }
      after.spec.template.spec.containers[0].image = 'registry.example.com/shop/web:1.5.0'
    },
    expect: { error: { code: 'IPG_ERR_QUANTITY', path: 'spec.template.spec.containers[1].resources.limits.cpu' } },
  },
  {
    name: 'an undecodable quantity the update fixes: the old template is still refused',
    edit: (before, after) => {
      before.spec.template.spec.containers[1].resources = { limits: { cpu: 'lots' } }
      after.spec.template.spec.containers[1].resources = { limits: { cpu: '1' } }
    },
    expect: { error: { code: 'IPG_ERR_QUANTITY', path: 'spec.template.spec.containers[1].resources.limits.cpu' } },
  },
  {
    name: 'an undecodable quantity the update writes: the new template is refused',
    edit: (_, after) => { after.spec.template.spec.containers[1].resources = { limits: { cpu: 'lots' } } },
    expect: { error: { code: 'IPG_ERR_QUANTITY', path: 'spec.template.spec.containers[1].resources.limits.cpu' } },
  },
  {
    name: 'an unknown field in a container both templates write alike is dropped from the new one',
    edit: (before, after) => {
      for (const cs of [before, after]) cs.spec.template.spec.containers[1].imagePullPolcy = 'Always'
      after.spec.template.spec.containers[0].image = 'registry.example.com/shop/web:1.5.0'
    },
    expect: { outcome: 'in-place', dropped: ['spec.template.spec.containers[log-shipper].imagePullPolcy'] },
  },
  {
    name: 'an unknown field in both, in the container the update changes, is dropped from the new one',
    edit: (before, after) => {
      for (const cs of [before, after]) cs.spec.template.spec.containers[0].imagePullPolcy = 'Always'
      after.spec.template.spec.containers[0].image = 'registry.example.com/shop/web:1.5.0'
    },
    expect: { outcome: 'in-place', dropped: ['spec.template.spec.containers[app].imagePullPolcy'] },
  },
]

for (const row of beside) {
  t.test(row.name, async (t) => {
    const before = base()
    const after = structuredClone(before)
    row.edit(before, after)
    if ('error' in row.expect) {
      t.throws(() => predictUpdate(before, after), row.expect.error)
      return
    }
    const prediction = predictUpdate(before, after)
    t.equal(prediction.outcome, row.expect.outcome)
    t.same(prediction.droppedFields.map((f) => f.path), row.expect.dropped)
  })
}

/**
 * Kruise's CRDs leave the template unchecked, so the apiserver stores any JSON there and Kruise's webhooks then fail to
 * decode it: a value of another JSON type than its Go field's is a coded error naming the field, in either template.
 * null is every field's zero value; an unknown field is dropped whatever it holds.
 */
const mistyped: [what: string, edit: (cs: Record<string, any>) => void, path: string | undefined, expected?: string][] = [
  ['a quoted bool', (cs) => { cs.spec.template.spec.hostNetwork = 'true' }, 'spec.template.spec.hostNetwork', 'true or false'],
  ['a quoted port', (cs) => { cs.spec.template.spec.containers[0].ports = [{ containerPort: '8080' }] }, 'spec.template.spec.containers[app].ports[0].containerPort', 'an integer from'],
  ['a port beyond int32', (cs) => { cs.spec.template.spec.containers[0].ports = [{ containerPort: 2 ** 31 }] }, 'spec.template.spec.containers[app].ports[2147483648/TCP].containerPort'],
  ['a fractional int64', (cs) => { cs.spec.template.spec.terminationGracePeriodSeconds = 1.5 }, 'spec.template.spec.terminationGracePeriodSeconds', 'an integer'],
  ['an unquoted number as an env value', (cs) => { cs.spec.template.spec.containers[0].env[0].value = 8080 }, 'spec.template.spec.containers[app].env[LOG_LEVEL].value', 'a string'],
  ['a number among a command\'s strings', (cs) => { cs.spec.template.spec.containers[0].command = ['sleep', 10] }, 'spec.template.spec.containers[app].command[1]', 'a string'],
  ['a label value that is a number', (cs) => { cs.spec.template.metadata.labels.version = 2 }, 'spec.template.metadata.labels.version', 'a string'],
  ['a string for a struct', (cs) => { cs.spec.template.spec.securityContext = 'privileged' }, 'spec.template.spec.securityContext', 'an object'],
  ['an object for a list', (cs) => { cs.spec.template.spec.containers[0].args = { a: 1 } }, 'spec.template.spec.containers[app].args', 'a list'],
  ['a list for a struct', (cs) => { cs.spec.template.spec.affinity = [] }, 'spec.template.spec.affinity', 'an object'],
  ['a bool for an int-or-string port', (cs) => { cs.spec.template.spec.containers[0].readinessProbe = { httpGet: { port: true } } }, 'spec.template.spec.containers[app].readinessProbe.httpGet.port', 'an integer from'],
  ['null for a bool, an int and a struct (their zero values)', (cs) => { Object.assign(cs.spec.template.spec, { hostNetwork: null, priority: null, affinity: null }) }, undefined],
  ['a named port and a numbered one (int or string)', (cs) => { cs.spec.template.spec.containers[0].readinessProbe = { httpGet: { port: 'http' }, tcpSocket: { port: 8080 } } }, undefined],
  ['anything under a field Kruise does not know', (cs) => { cs.spec.template.spec.hostNetwork2 = { deep: [1, 'x'] } }, undefined],
  // The claim templates are stored unchecked too.
  ['a number for a claim\'s storage class', (cs) => { claimOf(cs).spec.storageClassName = 5 }, 'spec.volumeClaimTemplates[data].spec.storageClassName', 'a string'],
  ['a string for a claim\'s access modes', (cs) => { claimOf(cs).spec.accessModes = 'ReadWriteOnce' }, 'spec.volumeClaimTemplates[data].spec.accessModes', 'a list'],
  ['a number label on a claim', (cs) => { claimOf(cs).metadata.labels = { tier: 1 } }, 'spec.volumeClaimTemplates[data].metadata.labels.tier', 'a string'],
  ['a claim\'s storage as a number of bytes (a quantity takes it)', (cs) => { claimOf(cs).spec.resources.requests.storage = 1073741824 }, undefined],
]

/** The CloneSet's one claim template, added to it when it has none. */
function claimOf(cs: Record<string, any>): Record<string, any> {
  cs.spec.volumeClaimTemplates ??= [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } } }]
  return cs.spec.volumeClaimTemplates[0]
}

t.test('a claim\'s storage Go cannot read is a quantity error naming the claim', async (t) => {
  const before = base()
  claimOf(before)
  const after = structuredClone(before)
  claimOf(after).spec.resources.requests.storage = '10Gb'
  const error = { code: 'IPG_ERR_QUANTITY', path: 'spec.volumeClaimTemplates[data].spec.resources.requests.storage' }
  t.throws(() => predictUpdate(before, after), error)
  t.throws(() => predictCreate(after), error)
})

for (const [what, edit, path, expected] of mistyped) {
  t.test(`a value Go cannot decode into the template: ${what}`, async (t) => {
    const before = base()
    if (path?.startsWith('spec.volumeClaimTemplates') || what.includes('claim')) claimOf(before)
    const after = structuredClone(before)
    edit(after)
    if (path === undefined) {
      t.doesNotThrow(() => predictUpdate(before, after))
      return
    }
    const error = { code: 'IPG_ERR_FIELD_TYPE', path, ...(expected ? { message: new RegExp(`: must be ${expected}`) } : {}) }
    t.throws(() => predictUpdate(before, after), error, 'in the new template')
    t.throws(() => predictUpdate(after, before), error, 'in the old template')
    t.throws(() => predictCreate(after), error, 'on a create')
  })
}
