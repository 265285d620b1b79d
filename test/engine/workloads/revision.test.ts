import t from 'tap'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { fnv32 } from '../../../src/engine/kube/fnv.js'
import { goJson, safeEncodeString } from '../../../src/engine/kube/goEncoding.js'
import {
    hasShortHash, isAtRevision, resolveUpdateRevision, revisionData, revisionHash, revisionLabelValue, shortHash,
    templateOfRevision,
} from '../../../src/engine/workloads/revision.js'
import { cloneSetView, pod } from '../../reconciler/support/fixtures.js'

const gates = resolveGates()

t.test('FNV-1 32 and SafeEncodeString (k8s hashing primitives)', async (t) => {
  const vectors: [string, number][] = [['', 0x811c9dc5], ['a', 0x050c5d7e], ['foobar', 0x31f0b262]]
  for (const [text, hash] of vectors) t.equal(fnv32(Buffer.from(text)), hash, JSON.stringify(text))
  t.equal(safeEncodeString('123'), '567')
  t.equal(safeEncodeString('0'), '4')
  t.match(revisionHash({ a: 1 }, 0), /^[bcdfghjklmnpqrstvwxz2456789]+$/)
})

t.test('revision names: `<cloneset>-<hash>` of the defaulted template plus collisionCount', async (t) => {
  const view = cloneSetView()
  const a = resolveUpdateRevision(view, [], 0, gates)
  t.match(a.name, /^web-[bcdfghjklmnpqrstvwxz2456789]+$/)
  t.ok(a.create, 'a new revision is created when none matches')
  t.same(a.create?.data, revisionData(view.template, gates))
  t.equal(a.create?.data.spec.template.$patch, 'replace')
  t.same(templateOfRevision(a.create!).spec.containers, (revisionData(view.template, gates).spec.template.spec as { containers: unknown }).containers)

  const reordered = cloneSetView({ containers: [{ name: 'app', image: 'nginx:1.25' }] })
  t.equal(resolveUpdateRevision(reordered, [], 0, gates).name, a.name, 'same template, same name')
  t.not(resolveUpdateRevision(cloneSetView({ containers: [{ name: 'app', image: 'nginx:1.26' }] }), [], 0, gates).name, a.name)
  t.not(resolveUpdateRevision(view, [], 1, gates).name, a.name, 'collisionCount changes the hash')

  const reuse = resolveUpdateRevision(view, [a.create!], 0, gates)
  t.equal(reuse.name, a.name)
  t.notOk(reuse.create, 'an equal stored revision is reused')

  const clash = { ...a.create!, data: { spec: { template: { $patch: 'replace', spec: { containers: [] } } } } }
  const bumped = resolveUpdateRevision(view, [clash], 0, gates)
  t.equal(bumped.collisionCount, 1, 'a name taken by different data bumps collisionCount')
  t.not(bumped.name, a.name)
})

t.test('a new revision carries the template\'s labels and its hash label, as Kruise\'s NewRevision writes them', async (t) => {
  const view = cloneSetView()
  const labels = { ...(view.template.metadata?.labels ?? {}), tier: 'frontend' }
  view.template = { ...view.template, metadata: { ...view.template.metadata, labels } }
  const created = resolveUpdateRevision(view, [], 0, gates).create!
  t.notOk('tier' in (view.selector.matchLabels ?? {}), 'a template label the selector does not name')
  t.same(created.metadata.labels, { ...labels, 'controller.kubernetes.io/hash': shortHash(created.metadata.name) })
})

t.test('"at revision R": full name or equal short hash (spec §5.1)', async (t) => {
  t.equal(shortHash('web-abc-7f9c'), '7f9c')
  t.ok(isAtRevision(pod({ name: 'p', revision: 'web-7f9c' }), 'web-7f9c'))
  t.ok(isAtRevision(pod({ name: 'p', revision: '7f9c' }), 'web-7f9c'), 'CloneSetShortHash label')
  t.notOk(isAtRevision(pod({ name: 'p', revision: 'web-1234' }), 'web-7f9c'))
  t.equal(revisionLabelValue('web-7f9c', { CloneSetShortHash: true }), '7f9c')
  t.equal(revisionLabelValue('web-7f9c', { CloneSetShortHash: false }), 'web-7f9c')
})

t.test('hasShortHash reads the short hash in place: the same answer as comparing shortHash', async (t) => {
  const pieces = ['', '-', 'web', '7f9c', 'a-b', '7f9c-', '-7f9c', 'web-7f9c', 'x']
  let checked = 0
  for (const a of pieces) {
    for (const b of pieces) {
      for (const c of pieces) {
        const revision = a + b
        const other = b + c
        if (hasShortHash(revision, shortHash(other)) !== (shortHash(revision) === shortHash(other))) t.fail(`${JSON.stringify(revision)} against ${JSON.stringify(other)}`)
        checked++
      }
    }
  }
  t.equal(checked, pieces.length ** 3, 'every pair of built names agrees')
  t.ok(hasShortHash('web-abc-7f9c', '7f9c'))
  t.ok(hasShortHash('7f9c', '7f9c'), 'a name without a dash is its own short hash')
  t.notOk(hasShortHash('web-7f9c0', '7f9c'), 'the whole suffix, not a prefix of it')
  t.notOk(hasShortHash('web-x7f9c', '7f9c'), 'the whole suffix, not its end')
})

t.test('goJson writes what encoding/json writes for a decoded map', async (t) => {
  t.equal(goJson({ b: 1, a: [{ d: 'x', c: null }], $patch: 'replace' }), '{"$patch":"replace","a":[{"c":null,"d":"x"}],"b":1}')
})
