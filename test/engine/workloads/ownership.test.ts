import t from 'tap'
import { ownedObjects, ownEvents, ownRevisions } from '../../../src/engine/workloads/ownership.js'
import type { ControllerRevision } from '../../../src/engine/workloads/revision.js'
import { pod } from '../../reconciler/support/fixtures.js'

/** Which revisions and Events are a CloneSet's own (Kruise's history.ListControllerRevisions for revisions). */

const owner = { name: 'web', uid: 'cs-uid-1' }
type Ref = NonNullable<ControllerRevision['metadata']['ownerReferences']>[number]
const ref = (uid: string, controller?: boolean): Ref => ({ apiVersion: 'apps.kruise.io/v1alpha1', kind: 'CloneSet', name: 'web', uid, ...(controller === undefined ? {} : { controller }) })
const revision = (ownerReferences?: Ref[]): ControllerRevision => ({
  apiVersion: 'apps/v1', kind: 'ControllerRevision', metadata: { name: 'web-1', ...(ownerReferences ? { ownerReferences } : {}) }, data: { spec: { template: {} } }, revision: 1,
} as ControllerRevision)

const revisionRows: { name: string; refs?: Ref[]; owner?: { name: string; uid?: string }; own: boolean }[] = [
  { name: 'controlled by this CloneSet', refs: [ref('cs-uid-1', true)], own: true },
  { name: 'without ownerReferences (Kruise lists it: no controller)', own: true },
  { name: 'with an empty ownerReferences list', refs: [], own: true },
  { name: 'controlled by another CloneSet of the same name', refs: [ref('other-uid', true)], own: false },
  { name: 'owned but not controlled by another object (no controller)', refs: [ref('other-uid')], own: true },
  { name: 'owned with controller false, controlled by this CloneSet', refs: [ref('other-uid', false), ref('cs-uid-1', true)], own: true },
  { name: 'a CloneSet without a UID (never stored) controls none with one', refs: [ref('cs-uid-1', true)], owner: { name: 'web' }, own: false },
]

for (const row of revisionRows) {
  t.test(`revision ${row.name}`, async (t) => {
    t.equal(ownRevisions([revision(row.refs)], row.owner ?? owner).length, row.own ? 1 : 0)
  })
}

t.test('events: about the CloneSet (same name, same UID when given) or one of its own Pods', async (t) => {
  const pods = [pod({ name: 'web-a' })]
  const event = (kind: string, name: string, uid?: string) => ({ involvedObject: { kind, name, ...(uid ? { uid } : {}) }, reason: `${kind}/${name}/${uid ?? ''}` })
  const events = [
    event('CloneSet', 'web'), event('CloneSet', 'web', 'cs-uid-1'), event('CloneSet', 'web', 'earlier-uid'), event('Deployment', 'web'),
    event('CloneSet', 'api'), event('Pod', 'web-a'), event('Pod', 'web-a', 'uid-web-a'), event('Pod', 'web-a', 'uid-earlier'), event('Pod', 'web-z'),
  ]
  t.same(ownEvents(events, owner, pods).map((e) => e.reason), ['CloneSet/web/', 'CloneSet/web/cs-uid-1', 'Pod/web-a/', 'Pod/web-a/uid-web-a'])
  const owned = ownedObjects(owner, { pods: [...pods, pod({ name: 'stray', labels: {} })].map((p, i) => (i === 1 ? { ...p, metadata: { ...p.metadata, ownerReferences: [] } } : p)), revisions: [], events })
  t.same(owned.pods.map((p) => p.metadata.name), ['web-a'], 'Pods by controller ownerReference')
  t.same(owned.events.length, 4)
})
