import t from 'tap'
import { createPatch, diffTemplates } from '../../../src/engine/inplace/diff.js'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import { type Json, container, edit, podTemplate } from '../support/builders.js'

/**
 * Spec §2.2: the port of appscode/jsonpatch v1.0.1 CreatePatch. Expected ops were worked out by hand from the Go
 * source (handleValues / diff / isSimpleArray / compareEditDistance / backtrace), order-free because Go's map
 * iteration is random.
 */
const ops = (a: unknown, b: unknown) => createPatch(a, b).map((op) => `${op.op} ${op.pointer}`).sort()

const CREATE_PATCH: { name: string; a: unknown; b: unknown; expect: string[] }[] = [
  { name: 'equal documents', a: { x: 1, y: [1, 2], z: { w: 'a' } }, b: { z: { w: 'a' }, y: [1, 2], x: 1 }, expect: [] },
  { name: 'a key only in the new object: add the whole value', a: {}, b: { x: { y: 1 } }, expect: ['add /x'] },
  { name: 'a key only in the old object: remove', a: { x: 1, y: 2 }, b: { y: 2 }, expect: ['remove /x'] },
  { name: 'differing scalars: replace', a: { x: 1 }, b: { x: 2 }, expect: ['replace /x'] },
  { name: 'JSON types differ: replace the whole value', a: { x: { y: 1 } }, b: { x: [1] }, expect: ['replace /x'] },
  { name: 'string vs number differ', a: { port: 80 }, b: { port: '80' }, expect: ['replace /port'] },
  { name: 'null to a value: add', a: { x: null }, b: { x: 1 }, expect: ['add /x'] },
  { name: 'a value to null: replace', a: { x: 1 }, b: { x: null }, expect: ['replace /x'] },
  { name: 'nested objects recurse', a: { a: { b: { c: 1, d: 2 } } }, b: { a: { b: { c: 1, d: 3, e: 4 } } }, expect: ['add /a/b/e', 'replace /a/b/d'] },
  // simple arrays: edit distance
  { name: 'scalar array: remove from the middle', a: { l: ['a', 'b', 'c'] }, b: { l: ['a', 'c'] }, expect: ['remove /l/1'] },
  { name: 'scalar array: insert in the middle', a: { l: ['a', 'c'] }, b: { l: ['a', 'b', 'c'] }, expect: ['add /l/1'] },
  { name: 'scalar array: change one element', a: { l: ['sh', '-c', 'run'] }, b: { l: ['sh', '-c', 'serve'] }, expect: ['replace /l/2'] },
  // backtrace walks from the end and prepends: `add /l/1 (3)` then `add /l/1 (2)`, which applied in order give [1, 2, 3]
  { name: 'scalar array: grow at the end', a: { l: [1] }, b: { l: [1, 2, 3] }, expect: ['add /l/1', 'add /l/1'] },
  {
    name: 'array of flat objects is simple: an insert at the front is one add', a: { env: [{ name: 'A', value: '1' }, { name: 'B', value: '2' }] },
    b: { env: [{ name: 'Z', value: '0' }, { name: 'A', value: '1' }, { name: 'B', value: '2' }] }, expect: ['add /env/0'],
  },
  {
    name: 'array of flat objects: a changed element is diffed field by field', a: { env: [{ name: 'A', value: '1' }] },
    b: { env: [{ name: 'A', value: '2' }] }, expect: ['replace /env/0/value'],
  },
  {
    name: 'only the FIRST element decides simplicity (a nested second element still uses edit distance)',
    a: { env: [{ name: 'A', value: '1' }, { name: 'B', valueFrom: { fieldRef: { fieldPath: 'x' } } }] },
    b: { env: [{ name: 'Z', value: '0' }, { name: 'A', value: '1' }, { name: 'B', valueFrom: { fieldRef: { fieldPath: 'x' } } }] },
    expect: ['add /env/0'],
  },
  // other arrays: by index
  {
    name: 'array whose first object is nested: compared by index, so an insert at the front shifts everything',
    a: { env: [{ name: 'B', valueFrom: { fieldRef: { fieldPath: 'x' } } }] },
    b: { env: [{ name: 'A', valueFrom: { fieldRef: { fieldPath: 'y' } } }, { name: 'B', valueFrom: { fieldRef: { fieldPath: 'x' } } }] },
    expect: ['add /env/1', 'replace /env/0/name', 'replace /env/0/valueFrom/fieldRef/fieldPath'],
  },
  {
    name: 'by index: surplus old entries removed from the tail', a: { v: [{ n: 'a', s: {} }, { n: 'b', s: {} }, { n: 'c', s: {} }] },
    b: { v: [{ n: 'a', s: {} }] }, expect: ['remove /v/1', 'remove /v/2'],
  },
  // keys that name a member of every object's prototype, as JSON.parse makes them (own keys)
  { name: 'an own __proto__ key holding {} only in the old object: remove', a: JSON.parse('{"m":{"__proto__":{}}}'), b: { m: {} }, expect: ['remove /m/__proto__'] },
  { name: 'an own __proto__ key holding {} in the old object, another key in the new one', a: JSON.parse('{"m":{"__proto__":{}}}'), b: { m: { z: 1 } }, expect: ['add /m/z', 'remove /m/__proto__'] },
  { name: 'an own __proto__ key only in the new object: add', a: { m: {} }, b: JSON.parse('{"m":{"__proto__":{}}}'), expect: ['add /m/__proto__'] },
  { name: 'an own __proto__ key alike on both sides: equal', a: JSON.parse('{"m":{"__proto__":{"x":1}}}'), b: JSON.parse('{"m":{"__proto__":{"x":1}}}'), expect: [] },
  { name: 'an own constructor key holding {} only in the old object: remove', a: { m: { constructor: {} } }, b: { m: {} }, expect: ['remove /m/constructor'] },
  // pointer escaping
  { name: 'RFC 6901 escaping of / and ~', a: { m: {} }, b: { m: { 'app.kubernetes.io/name': 'x', 'a~b': 'y' } }, expect: ['add /m/a~0b', 'add /m/app.kubernetes.io~1name'] },
]

t.test('createPatch behaves as jsonpatch v1.0.1', async (t) => {
  for (const row of CREATE_PATCH) t.same(ops(row.a, row.b), [...row.expect].sort(), row.name)
})

t.test('containers are always compared by index (each holds resources: {})', async (t) => {
  const two = podTemplate([container('a', 'a:1', { resources: {} }), container('b', 'b:1', { resources: {} })])
  const inserted = edit(two, (x) => { x.spec.containers.unshift(container('z', 'z:1', { resources: {} })) })
  t.same(ops(two, inserted), ['add /spec/containers/2', 'replace /spec/containers/0/image', 'replace /spec/containers/0/name', 'replace /spec/containers/1/image', 'replace /spec/containers/1/name'])
})

t.test('diffTemplates: readable paths name list items by their key', async (t) => {
  const base = podTemplate([container('app', 'app:1', {
    env: [{ name: 'LOG_LEVEL', value: 'info' }],
    ports: [{ containerPort: 8080, protocol: 'TCP' }],
    volumeMounts: [{ name: 'data', mountPath: '/data' }],
    args: ['--a'],
  })], { labels: { app: 'web', 'app.kubernetes.io/name': 'web' }, spec: { volumes: [{ name: 'data', emptyDir: {} }], readinessGates: [{ conditionType: 'ready.example.com' }] } })
  const rows: { name: string; change: (x: Json) => void; expect: Record<string, string> }[] = [
    { name: 'env value', change: (x) => { x.spec.containers[0].env[0].value = 'debug' }, expect: { '/spec/containers/0/env/0/value': 'spec.template.spec.containers[app].env[LOG_LEVEL].value' } },
    { name: 'port', change: (x) => { x.spec.containers[0].ports[0].hostPort = 8080 }, expect: { '/spec/containers/0/ports/0/hostPort': 'spec.template.spec.containers[app].ports[8080/TCP].hostPort' } },
    { name: 'volumeMount', change: (x) => { x.spec.containers[0].volumeMounts[0].mountPath = '/d' }, expect: { '/spec/containers/0/volumeMounts/0/mountPath': 'spec.template.spec.containers[app].volumeMounts[data].mountPath' } },
    { name: 'volume', change: (x) => { x.spec.volumes[0].emptyDir = { medium: 'Memory' } }, expect: { '/spec/volumes/0/emptyDir/medium': 'spec.template.spec.volumes[data].emptyDir.medium' } },
    { name: 'readinessGate', change: (x) => { x.spec.readinessGates.push({ conditionType: 'other' }) }, expect: { '/spec/readinessGates/1': 'spec.template.spec.readinessGates[other]' } },
    { name: 'args by index', change: (x) => { x.spec.containers[0].args[0] = '--b' }, expect: { '/spec/containers/0/args/0': 'spec.template.spec.containers[app].args[0]' } },
    { name: 'label key with dots and slash', change: (x) => { x.metadata.labels['app.kubernetes.io/name'] = 'shop' }, expect: { '/metadata/labels/app.kubernetes.io~1name': 'spec.template.metadata.labels[app.kubernetes.io/name]' } },
    { name: 'a plain label', change: (x) => { x.metadata.labels.tier = 'front' }, expect: { '/metadata/labels/tier': 'spec.template.metadata.labels.tier' } },
    { name: 'an added container', change: (x) => { x.spec.containers.push(container('side', 'side:1')) }, expect: { '/spec/containers/1': 'spec.template.spec.containers[side]' } },
  ]
  for (const row of rows) {
    const changes = diffTemplates(base, edit(base, row.change))
    t.same(Object.fromEntries(changes.map((c) => [c.pointer, c.path])), row.expect, row.name)
  }
})

t.test('diffTemplates: an item whose key itself changes is still named by its old key', async (t) => {
  const base = podTemplate([container('app', 'app:1', { ports: [{ containerPort: 8080 }] })])
  const [change] = diffTemplates(base, edit(base, (x) => { x.spec.containers[0].ports[0].containerPort = 9090 }))
  t.match(change?.path, /^spec\.template\.spec\.containers\[app\]\.ports\[8080\/TCP(->9090\/TCP)?\]\.containerPort$/)
})

t.test('diffTemplates: container names come from the OLD template at that index, images are shown', async (t) => {
  const base = podTemplate([container('app', 'app:1'), container('side', 'side:1')])
  const changes = diffTemplates(base, edit(base, (x) => { x.spec.containers[1] = container('proxy', 'envoy:1') }))
  for (const c of changes) t.equal(c.container, 'side', `${c.pointer} is in the container that was at index 1`)
  t.same(changes.find((c) => c.pointer.endsWith('/image'))?.image, { from: 'side:1', to: 'envoy:1' })
  const added = diffTemplates(base, edit(base, (x) => { x.spec.containers.push(container('extra', 'extra:1')) }))
  t.match(added, [{ op: 'add', pointer: '/spec/containers/2', container: 'extra' }])
  t.equal(added[0]?.image, undefined, 'no image detail on an added container')
  const init = diffTemplates(podTemplate([container('app', 'app:1')], { spec: { initContainers: [container('i', 'i:1')] } }),
    podTemplate([container('app', 'app:1')], { spec: { initContainers: [container('i', 'i:2')] } }))
  t.match(init, [{ pointer: '/spec/initContainers/0/image', container: 'i', image: { from: 'i:1', to: 'i:2' } }])
})

t.test('diffTemplates carries no values other than image references', async (t) => {
  const base: PodTemplate = podTemplate([container('app', 'app:1', { env: [{ name: 'TOKEN', value: 'hunter2-old' }], args: ['--password=old-secret'] })])
  const changes = diffTemplates(base, edit(base, (x) => {
    x.spec.containers[0].env[0].value = 'hunter2-new'
    x.spec.containers[0].args[0] = '--password=new-secret'
    x.spec.containers[0].env.push({ name: 'KEY', value: 'added-secret' })
  }))
  t.equal(changes.length, 3)
  t.notMatch(JSON.stringify(changes), /hunter2|secret/)
})
