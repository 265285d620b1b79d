import t from 'tap'
import { inPlaceEntry, kruisePodReadyStatus, lifecycleTransition, withLifecycleState } from '../../../src/engine/update/podLifecycle.js'
import { beginInPlaceUpdate } from '../../../src/engine/update/podUpdate.js'
import { NOW, cloneSetView, pod } from '../../reconciler/support/fixtures.js'

const gates = { InPlaceWorkloadVerticalScaling: false }
const hook = { labelsHandler: { 'example.com/hold': 'true' }, markPodNotReady: true }
const withHook = cloneSetView({ lifecycle: { inPlaceUpdate: hook } })
const noHook = cloneSetView()

t.test('§4.1 step 2: what happens to a Pod by its lifecycle state', async (t) => {
  const rows = [
    { state: '', hooked: false, view: withHook, expect: { kind: 'update' } },
    { state: 'Normal', hooked: true, view: withHook, expect: { kind: 'prepare-update', readdHook: false } },
    { state: 'PreparingNormal', hooked: true, view: noHook, expect: { kind: 'update' } },
    { state: 'Updated', hooked: false, view: withHook, expect: { kind: 'prepare-update', readdHook: true } },
    { state: 'Updated', hooked: false, view: noHook, expect: { kind: 'none' } },
    { state: 'PreparingUpdate', hooked: true, view: withHook, expect: { kind: 'wait-hook' } },
    { state: 'PreparingUpdate', hooked: false, view: withHook, expect: { kind: 'update' } },
    { state: 'Updating', hooked: true, view: withHook, expect: { kind: 'update' } },
    { state: 'PreparingDelete', hooked: false, view: noHook, expect: { kind: 'error', message: 'not allowed to in-place update pod p in state PreparingDelete' } },
  ]
  for (const r of rows) {
    const p = pod({ name: 'p', lifecycle: r.state, labels: r.hooked ? { 'example.com/hold': 'true' } : {} })
    t.same(inPlaceEntry(p, r.view), r.expect, `${r.state || '""'}${r.hooked ? ' hooked' : ''}`)
  }
})

t.test('§4.8 transitions', async (t) => {
  const updating = beginInPlaceUpdate(pod({ name: 'u' }), { revision: 'web-new', containerImages: { app: 'nginx:1.26' } }, { now: NOW, gates, revisionLabel: 'web-new' }).pod
  const finished = { ...updating, status: { ...updating.status, containerStatuses: [{ ...updating.status!.containerStatuses![0], image: 'nginx:1.26', imageID: 'new' }] } }
  const rows = [
    { name: 'PreparingNormal, scheduled, no preNormal hook', pod: pod({ name: 'a', lifecycle: 'PreparingNormal' }), view: noHook, expect: { to: 'Normal' } },
    { name: 'PreparingNormal, not scheduled', pod: pod({ name: 'b', lifecycle: 'PreparingNormal', nodeName: null }), view: noHook, expect: null },
    { name: 'Updating, kubelet not done', pod: updating, view: noHook, expect: null },
    { name: 'Updating, done, no lifecycle', pod: finished, view: noHook, expect: { to: 'Normal' } },
    { name: 'Updating, done, hook not all-hooked', pod: finished, view: withHook, expect: { to: 'Updated', notReadyKey: 'remove' } },
    { name: 'PreparingUpdate at the update revision (rollback)', pod: pod({ name: 'c', lifecycle: 'PreparingUpdate', revision: 'web-new' }), view: noHook, expect: { to: 'Normal' } },
    { name: 'PreparingUpdate at an old revision', pod: pod({ name: 'd', lifecycle: 'PreparingUpdate' }), view: noHook, expect: null },
    { name: 'Updated, hook re-added', pod: pod({ name: 'e', lifecycle: 'Updated', labels: { 'example.com/hold': 'true' } }), view: withHook, expect: { to: 'Normal' } },
    { name: 'Updated, hook pending', pod: pod({ name: 'f', lifecycle: 'Updated' }), view: withHook, expect: null },
  ]
  for (const r of rows) t.same(lifecycleTransition(r.pod, r.view, 'web-new', gates), r.expect, r.name)
})

t.test('entering PreparingUpdate from Updated re-adds the hook; markPodNotReady uses KruisePodReady', async (t) => {
  const p = withLifecycleState(pod({ name: 'p', lifecycle: 'Updated' }), 'PreparingUpdate', NOW, { labelsHandler: { hold: 'true' }, finalizersHandler: ['example.com/f'] })
  t.equal(p.metadata.labels?.['lifecycle.apps.kruise.io/state'], 'PreparingUpdate')
  t.equal(p.metadata.labels?.hold, 'true')
  t.same(p.metadata.finalizers, ['example.com/f'])
  t.equal(p.metadata.annotations?.['lifecycle.apps.kruise.io/timestamp'], '2026-01-01T12:00:00Z')

  const added = kruisePodReadyStatus(p, 'add', NOW)!
  t.match(added.conditions!.find((c) => c.type === 'KruisePodReady'), { status: 'False', message: '[{"userAgent":"Lifecycle","key":"preUpdateHook"}]' })
  t.equal(kruisePodReadyStatus({ ...p, status: added }, 'add', NOW), null)
  const removed = kruisePodReadyStatus({ ...p, status: added }, 'remove', NOW)!
  t.match(removed.conditions!.find((c) => c.type === 'KruisePodReady'), { status: 'True' })
})

t.test('a KruisePodReady message that is not a list of keys holds none', async (t) => {
  const p = withLifecycleState(pod({ name: 'p', lifecycle: 'Updated' }), 'PreparingUpdate', NOW, {})
  for (const message of ['null', '{}', '5', '[null, 1]', 'not json']) {
    const written = { ...p, status: { ...p.status, conditions: [{ type: 'KruisePodReady', status: 'True', message }] } }
    const added = kruisePodReadyStatus(written, 'add', NOW)!
    t.equal(added.conditions!.find((c) => c.type === 'KruisePodReady')!.message, '[{"userAgent":"Lifecycle","key":"preUpdateHook"}]', message)
  }
})
