import t from 'tap'
import { predictSidecarSetUpdate } from '../../../src/engine/inplace/sidecarSetUpdate.js'
import { sidecarSetRefusalMessage, sidecarSetRefusals } from '../../../src/engine/inplace/sidecarSetRefusals.js'
import { valueAt } from '../../../src/engine/kube/jsonPointer.js'
import { readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'

/**
 * A SidecarSet update as Kruise's SidecarSet controller treats running Pods (v1.9.1 and v1.8.3,
 * sidecarcontrol IsSidecarSetUpgradable, the processor's NotUpdate and paused checks), and its webhook's refusals.
 * The conformance suite compares the same functions with Kruise's own code on thousands of pairs.
 */
type Json = Record<string, any>

function sidecarSet(edit: (spec: Json) => void = () => {}, apiVersion = 'apps.kruise.io/v1alpha1'): Json {
  const spec: Json = {
    selector: { matchLabels: { app: 'web' } },
    containers: [
      { name: 'proxy', image: 'envoy:1.30', env: [{ name: 'LOG_LEVEL', value: 'info' }] },
      { name: 'logger', image: 'fluent-bit:3.0', resources: { requests: { cpu: '100m' } } },
    ],
    volumes: [{ name: 'config', configMap: { name: 'c' } }],
  }
  edit(spec)
  return { apiVersion, kind: 'SidecarSet', metadata: { name: 'mesh' }, spec }
}

function predict(edit: (spec: Json) => void, base: (spec: Json) => void = () => {}, release: '1.8' | '1.9' = '1.9') {
  return predictSidecarSetUpdate(readSidecarSet(sidecarSet(base), release), readSidecarSet(sidecarSet((s) => { base(s); edit(s) }), release))
}

const rows: { name: string; edit: (spec: Json) => void; base?: (spec: Json) => void; outcome: string; blocking?: string[]; restarted?: string[] }[] = [
  { name: 'a new sidecar image: in place', edit: (s) => { s.containers[0].image = 'envoy:1.31' }, outcome: 'in-place', restarted: ['proxy'] },
  { name: 'two new images: both swapped', edit: (s) => { s.containers[0].image = 'envoy:1.31'; s.containers[1].image = 'fluent-bit:3.1' }, outcome: 'in-place', restarted: ['proxy', 'logger'] },
  { name: 'an env change: never upgraded', edit: (s) => { s.containers[0].env[0].value = 'debug' }, outcome: 'not-upgradable', blocking: ['spec.containers[proxy].env'] },
  { name: 'an env change with an image change: still never', edit: (s) => { s.containers[0].env = []; s.containers[0].image = 'envoy:1.31' }, outcome: 'not-upgradable', blocking: ['spec.containers[proxy].env'] },
  { name: 'an image moved to :latest changes the defaulted pull policy', edit: (s) => { s.containers[0].image = 'envoy:latest' }, outcome: 'not-upgradable', blocking: ['spec.containers[proxy].imagePullPolicy'] },
  { name: 'the same quantity spelled otherwise: nothing changes', edit: (s) => { s.containers[1].resources.requests.cpu = '0.1' }, outcome: 'unchanged' },
  { name: 'volumes are in neither hash', edit: (s) => { s.volumes.push({ name: 'more', emptyDir: {} }) }, outcome: 'unchanged' },
  { name: 'an explicit default is no change', edit: (s) => { s.containers[0].terminationMessagePolicy = 'File' }, outcome: 'unchanged' },
  { name: 'containers reordered', edit: (s) => { s.containers.reverse() }, outcome: 'not-upgradable', blocking: ['spec.containers[logger] order', 'spec.containers[proxy] order'] },
  { name: 'a container removed', edit: (s) => { s.containers.pop() }, outcome: 'not-upgradable', blocking: ['spec.containers[logger] removed'] },
  { name: 'NotUpdate: running Pods keep their sidecars', edit: (s) => { s.updateStrategy = { type: 'NotUpdate' }; s.containers[0].image = 'envoy:1.31' }, outcome: 'not-updated' },
  { name: 'paused', edit: (s) => { s.updateStrategy = { paused: true }; s.containers[0].image = 'envoy:1.31' }, outcome: 'paused' },
  { name: 'a plain init container is not hashed', edit: (s) => { s.initContainers = [{ name: 'init', image: 'busybox:1' }] }, outcome: 'unchanged' },
  {
    name: 'a native sidecar init container brings every init container into the hash', base: (s) => { s.updateStrategy = { type: 'NotUpdate' } },
    edit: (s) => { s.initContainers = [{ name: 'init', image: 'busybox:1', restartPolicy: 'Always' }] }, outcome: 'not-updated', blocking: ['spec.initContainers[init] added'],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    for (const release of ['1.8', '1.9'] as const) {
      const p = predict(row.edit, row.base, release)
      t.equal(p.outcome, row.outcome, `${release}: outcome`)
      t.same(p.imageChanges.filter(() => p.outcome === 'in-place').map((c) => c.container), row.restarted ?? [], `${release}: restarted`)
      const blocking = p.blocking.flatMap((b) => b.fields.map((f) => (f.startsWith('(') ? `${b.path} ${f.slice(1, -1)}` : `${b.path}.${f}`)))
      t.same(blocking.sort(), [...(row.blocking ?? [])].sort(), `${release}: blocking fields`)
      t.equal(p.condition?.reason, p.outcome === 'not-upgradable' ? 'UpdateImmutableField' : undefined)
    }
  })
}

t.test('each change points at its field in the new SidecarSet (a removed container at its list)', async (t) => {
  for (const row of rows) {
    const next = sidecarSet((s) => { row.base?.(s); row.edit(s) })
    const p = predictSidecarSetUpdate(readSidecarSet(sidecarSet(row.base), '1.9'), readSidecarSet(next, '1.9'))
    for (const c of p.imageChanges) t.equal(valueAt(next, c.pointer), c.after, `${row.name}: ${c.path}`)
    for (const b of p.blocking) {
      const container = b.fields[0] === '(removed)' ? undefined : valueAt(next, b.pointer.replace(/^(\/spec\/\w+\/\d+).*/, '$1')) as Json
      if (container === undefined) t.ok(Array.isArray(valueAt(next, b.pointer)), `${row.name}: ${b.path} at its list`)
      else t.equal(container.name, b.container, `${row.name}: ${b.path} in its container`)
      const field = b.fields[0]!.startsWith('(') ? undefined : b.fields[0]
      if (field !== undefined) t.ok(b.pointer.endsWith(`/${field}`), `${row.name}: ${b.path} at ${field}`)
    }
  }
})

t.test('messages name the SidecarSet and the fields, say what to do, and never carry values', async (t) => {
  const p = predict((s) => { s.containers[0].env[0].value = 's3cr3t-value' })
  t.match(p.messages[0], /SidecarSet "mesh": spec\.containers\[proxy\]\.env changed, not only images/)
  t.match(p.messages[0], /To upgrade running Pods, change only images, or recreate the Pods/)
  t.match(p.messages[0], /SidecarSetUpgradable=False \(UpdateImmutableField\)/)
  t.notMatch(p.messages.join(' '), /s3cr3t/)
  t.match(predict((s) => { s.containers[0].image = 'envoy:1.31' }).messages[0], /get the new image of sidecar container "proxy" \(spec\.containers\[proxy\]\.image\) in place/)
})

t.test('the message says what changed in a sentence: fields changed, containers added, removed or moved', async (t) => {
  const rows: [string, (s: Json) => void, string][] = [
    ['an env change', (s) => { s.containers[0].env[0].value = 'debug' }, 'spec.containers[proxy].env changed, not only images'],
    ['two fields', (s) => { s.containers[0].env[0].value = 'debug'; s.containers[1].resources.requests.cpu = '1' }, 'spec.containers[proxy].env, spec.containers[logger].resources changed, not only images'],
    ['a container removed', (s) => { s.containers.pop() }, 'spec.containers[logger] removed, not only images'],
    ['containers reordered', (s) => { s.containers.reverse() }, 'spec.containers[logger] moved, spec.containers[proxy] moved, not only images'],
    ['a field changed and a container moved', (s) => { s.containers.reverse(); s.containers[1].env[0].value = 'debug' }, 'spec.containers[proxy].env changed, spec.containers[logger] moved, spec.containers[proxy] moved, not only images'],
  ]
  for (const [name, edit, phrase] of rows) t.equal(predict(edit).messages[0]?.split(': ')[1], phrase, name)
})

t.test("Kruise's SidecarSet name rule: at most 63 letters, digits and '-'", async (t) => {
  const named = (name: string, release: '1.8' | '1.9') => {
    const object = sidecarSet()
    object.metadata.name = name
    return sidecarSetRefusals(readSidecarSet(object, release)).map((r) => r.field)
  }
  for (const release of ['1.8', '1.9'] as const) {
    t.same(named('mesh-v2', release), [], `${release}: letters, digits and '-'`)
    t.same(named('x'.repeat(63), release), [], `${release}: 63 characters`)
    t.same(named('x'.repeat(64), release), ['metadata.name'], `${release}: 64 characters`)
    t.same(named('mesh.v2', release), ['metadata.name'], `${release}: a dot (a subdomain, which the apiserver takes)`)
    t.same(named('Mesh', release), ['metadata.name'], `${release}: a capital (Kruise takes it, the apiserver does not)`)
  }
  const dotted = sidecarSet()
  dotted.metadata.name = 'mesh.v2'
  const view = readSidecarSet(dotted, '1.9')
  t.equal(sidecarSetRefusalMessage(view, sidecarSetRefusals(view)[0]!),
    'SidecarSet "mesh.v2": OpenKruise\'s webhook refuses the name "mesh.v2": a SidecarSet\'s name is at most 63 lowercase letters, digits and \'-\', starting and ending with a letter or digit ' +
    '("sidecarset name must consist of alphanumeric characters or \'-\'", and the API server\'s own rule for names); choose a name without dots of at most 63 characters (a SidecarSet cannot be renamed: create it under the new name).')
})

t.test("Kruise's SidecarSet webhook refusals", async (t) => {
  const refusals = (edit: (s: Json) => void, release: '1.8' | '1.9' = '1.9') =>
    sidecarSetRefusals(readSidecarSet(sidecarSet(edit), release), readSidecarSet(sidecarSet(), release)).map((r) => r.id)
  t.same(refusals(() => {}), [])
  t.same(refusals((s) => { s.updateStrategy = { partition: 1, selector: { matchLabels: { canary: 'true' } } } }), ['partition-with-selector'])
  t.same(refusals((s) => { s.updateStrategy = { partition: 0, selector: { matchLabels: { canary: 'true' } } } }), [], 'a partition of 0 is not set')
  t.same(refusals((s) => { s.updateStrategy = { type: 'NotUpdate', partition: 1, selector: { matchLabels: { canary: 'true' } } } }), [], 'only under RollingUpdate')
  t.same(refusals((s) => { s.initContainers = [{ name: 'i', image: 'busybox:1', restartPolicy: 'Always' }] }), ['native-sidecar-rolling-update'])
  t.same(refusals((s) => { s.initContainers = [{ name: 'i', image: 'busybox:1', restartPolicy: 'Always' }]; s.updateStrategy = { type: 'NotUpdate' } }), [])
  t.same(refusals((s) => { s.containers[0].upgradeStrategy = { upgradeType: 'HotUpgrade', hotUpgradeEmptyImage: 'empty:1' } }), ['upgrade-type-immutable'])
  t.same(refusals((s) => { s.containers.push({ name: 'tracer', image: 'jaeger:1' }) }), ['container-added'])
  t.same(refusals((s) => { s.updateStrategy = { maxUnavailable: '10' } }), ['int-or-percent'])
  t.same(refusals((s) => { s.updateStrategy = { maxUnavailable: -1 } }), ['int-or-percent'])
  t.same(refusals((s) => { delete s.selector }), ['selector-missing'])
  t.same(refusals((s) => { s.selector = { matchExpressions: [{ key: 'app', operator: 'In' }] } }), ['selector-invalid'], 'ValidateLabelSelector on spec.selector')
  t.same(refusals((s) => { s.namespaceSelector = { matchLabels: {} } }), ['selector-invalid'], 'an empty namespaceSelector')
  t.same(refusals((s) => { s.namespaceSelector = { matchLabels: { 'team/a/b': 'x' } } }), ['selector-invalid'], 'a namespaceSelector label name with two slashes')
  t.same(refusals((s) => { s.updateStrategy = { selector: { matchLabels: {} } } }), ['selector-invalid'], 'an empty update selector')
  t.same(refusals((s) => { s.updateStrategy = { type: 'NotUpdate', selector: { matchLabels: {} } } }), [], 'the update selector only under RollingUpdate')
  t.same(refusals((s) => { s.containers[0].shareVolumePolicy = { type: 'Enabled' } }), ['share-volume-policy'], 'the policy values are lower-case')
  t.same(refusals((s) => { s.initContainers = [{ name: 'proxy', image: 'busybox:1' }] }), ['duplicate-name'], 'names are unique across init and app containers')
  t.same(refusals((s) => { s.volumes.push({ name: 'config', emptyDir: {} }) }), ['duplicate-name'])
})

t.test('reading a SidecarSet: errors name the field', async (t) => {
  t.throws(() => readSidecarSet({ apiVersion: 'apps.kruise.io/v1alpha1', kind: 'CloneSet' }), { code: 'IPG_ERR_NOT_WORKLOAD' })
  t.throws(() => readSidecarSet(sidecarSet(() => {}, 'apps.kruise.io/v1beta1'), '1.8'), { code: 'IPG_ERR_VERSION_NOT_SERVED' })
  t.throws(() => readSidecarSet(sidecarSet((s) => { s.containers = 'x' })), { code: 'IPG_ERR_FIELD_TYPE', path: 'spec.containers' })
  t.throws(() => readSidecarSet(sidecarSet((s) => { s.containers[0].env = 'x' })), { code: 'IPG_ERR_FIELD_TYPE', path: 'spec.containers[proxy].env' })
  t.throws(() => readSidecarSet(sidecarSet((s) => { s.containers[1].resources.requests.cpu = 'lots' })), { code: 'IPG_ERR_QUANTITY' })
  t.equal(readSidecarSet(sidecarSet(() => {}, 'apps.kruise.io/v1beta1'), '1.9').apiVersion, 'v1beta1')
})
