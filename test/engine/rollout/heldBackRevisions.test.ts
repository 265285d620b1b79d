import t from 'tap'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { blockedRevisions, blockedRevisionsOf, podsByRevision } from '../../../src/engine/rollout/heldBackRevisions.js'
import { resolveUpdateRevision, type ControllerRevision } from '../../../src/engine/workloads/revision.js'
import { cloneSetView, pod } from '../../reconciler/support/fixtures.js'

const gates = resolveGates()
type Container = { name: string; image: string; env?: { name: string; value: string }[] }
const container = (image: string, env = 'info'): Container => ({ name: 'app', image, env: [{ name: 'LOG_LEVEL', value: env }] })

/** A stored revision per template, as Kruise names them, and the view of the CloneSet at the last template. */
function history(...templates: Container[][]): { revisions: ControllerRevision[]; names: string[] } {
  const revisions: ControllerRevision[] = []
  const names: string[] = []
  for (const containers of templates) {
    const resolved = resolveUpdateRevision(cloneSetView({ policy: 'InPlaceOnly', containers }), revisions, 0, gates)
    if (resolved.create) revisions.push(resolved.create)
    names.push(resolved.name)
  }
  return { revisions, names }
}

const templateOf = (containers: Container[]) => cloneSetView({ containers }).template

t.test('podsByRevision counts active Pods per controller-revision-hash label', async (t) => {
  const pods = [pod({ name: 'a', revision: 'web-1' }), pod({ name: 'b', revision: 'web-2' }), pod({ name: 'c', revision: 'web-1' })]
  t.same(podsByRevision(pods), [{ revision: 'web-1', pods: 2 }, { revision: 'web-2', pods: 1 }])
  const gone = { ...pods[0], metadata: { ...pods[0].metadata, deletionTimestamp: '2026-01-01T00:00:00Z' } }
  t.same(podsByRevision([gone]), [], 'a Pod being deleted is not counted')
})

interface Row {
  name: string
  /** The templates the CloneSet had, oldest first; Pods run revisions by index. */
  templates: Container[][]
  podsAt: number[]
  /** The index of the revision the old object's status.updateRevision names. */
  current: number
  next: Container[]
  /** [revision index, Pod count, blocking paths] */
  expect: [number, number, string[]][]
}

const rows: Row[] = [
  {
    name: 'Pods held back before an env change, the new template changes only the image from the previous one',
    templates: [[container('web:1', 'info')], [container('web:1', 'debug')]], podsAt: [0, 0, 0], current: 1,
    next: [container('web:2', 'debug')],
    expect: [[0, 3, ['spec.template.spec.containers[app].env[LOG_LEVEL].value']]],
  },
  {
    name: 'Pods at the current revision only: the plain old/new diff covers them, nothing new',
    templates: [[container('web:1')]], podsAt: [0, 0], current: 0, next: [container('web:2', 'debug')], expect: [],
  },
  {
    name: 'an older revision that reaches the new template in place (image only) is not blocked',
    templates: [[container('web:1', 'debug')], [container('web:2', 'debug')]], podsAt: [0, 1], current: 1, next: [container('web:3', 'debug')], expect: [],
  },
  {
    name: 'two held-back revisions: only the one that cannot reach the new template is named, with its Pod count',
    templates: [[container('web:1', 'info')], [container('web:1', 'debug')], [container('web:2', 'debug')]], podsAt: [0, 1, 1, 2], current: 2,
    next: [container('web:3', 'debug')],
    expect: [[0, 1, ['spec.template.spec.containers[app].env[LOG_LEVEL].value']]],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const { revisions, names } = history(...row.templates)
    const pods = row.podsAt.map((i, n) => pod({ name: `p${n}`, revision: names[i] }))
    const blocked = blockedRevisions({ newTemplate: templateOf(row.next), currentRevision: names[row.current], pods, revisions, gates })
    t.same(blocked.map((b) => [b.revision, b.pods, b.blocking.map((v) => v.change.path)]), row.expect.map(([i, n, paths]) => [names[i], n, paths]))
    const view = cloneSetView({ policy: 'InPlaceOnly', containers: row.next })
    t.same(blockedRevisionsOf(view, { pods, revisions }, { currentRevision: names[row.current], gates }), blocked, 'the same from the workload view')
  })
}

t.test('a label without a stored revision is skipped (its template is unknown)', async (t) => {
  const { revisions, names } = history([container('web:1')])
  const pods = [pod({ name: 'p0', revision: 'web-unknown' })]
  t.same(blockedRevisions({ newTemplate: templateOf([container('web:2', 'debug')]), currentRevision: names[0], pods, revisions, gates }), [])
})
