import t from 'tap'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { statefulSetCreations } from '../../../src/engine/rollout/statefulSetScale.js'
import { statefulSetStatus, statefulSetStatusChanged } from '../../../src/engine/rollout/statefulSetStatus.js'
import type { StatefulSetView } from '../../../src/engine/workloads/statefulSet.js'
import { readWorkload } from '../../../src/engine/workloads/workload.js'
import { statefulSet, withReadinessGate } from '../support/builders.js'

const TEMPLATE = withReadinessGate({ metadata: { labels: { app: 'db' } }, spec: { containers: [{ name: 'app', image: 'nginx:1.25' }] } })
const NOW = Date.UTC(2026, 0, 1, 1)
const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

function view(options: Parameters<typeof statefulSet>[1] = {}): StatefulSetView {
  return readWorkload(statefulSet(TEMPLATE, options)) as StatefulSetView
}

interface PodRow { ordinal: number; revision: string; phase?: string; ready?: boolean; readyFor?: number; terminating?: boolean; lifecycle?: string }

function pod(row: PodRow): Pod {
  return {
    metadata: {
      name: `db-${row.ordinal}`, namespace: 'shop',
      labels: { app: 'db', 'controller-revision-hash': row.revision, ...(row.lifecycle ? { 'lifecycle.apps.kruise.io/state': row.lifecycle } : {}) },
      ...(row.terminating ? { deletionTimestamp: at(NOW) } : {}),
    },
    spec: { containers: [] },
    status: {
      ...(row.phase === '' ? {} : { phase: row.phase ?? 'Running' }),
      conditions: [{ type: 'Ready', status: row.ready === false ? 'False' : 'True', lastTransitionTime: at(NOW - (row.readyFor ?? 3600) * 1000) }],
    },
  } as Pod
}

const INPUTS = { updateRevision: 'db-new', currentRevision: 'db-old', collisionCount: 0, labelSelector: 'app=db', now: NOW }

t.test('statefulSetStatus counts as computeReplicaStatus does and completes the rolling update once all are updated and ready', async (t) => {
  const rows = [
    {
      name: 'mid-rollout', view: view({ replicas: 3 }),
      pods: [{ ordinal: 0, revision: 'db-old' }, { ordinal: 1, revision: 'db-old', ready: false }, { ordinal: 2, revision: 'db-new' }],
      want: { replicas: 3, readyReplicas: 2, availableReplicas: 2, currentReplicas: 2, updatedReplicas: 1, updatedReadyReplicas: 1, updatedAvailableReplicas: 1, currentRevision: 'db-old' },
    },
    {
      name: 'a terminating Pod is a replica and ready, but neither current nor updated', view: view({ replicas: 2 }),
      pods: [{ ordinal: 0, revision: 'db-new' }, { ordinal: 1, revision: 'db-old', terminating: true }],
      want: { replicas: 2, readyReplicas: 2, currentReplicas: 0, updatedReplicas: 1, currentRevision: 'db-old' },
    },
    {
      name: 'a Pod without a phase is not created yet', view: view({ replicas: 2 }),
      pods: [{ ordinal: 0, revision: 'db-new' }, { ordinal: 1, revision: 'db-new', phase: '' }],
      want: { replicas: 1, updatedReplicas: 1, currentRevision: 'db-new', currentReplicas: 1 },
    },
    {
      name: 'minReadySeconds and a lifecycle state short of Normal keep a ready Pod unavailable', view: view({ replicas: 2, rolling: { minReadySeconds: 30 } }),
      pods: [{ ordinal: 0, revision: 'db-new', readyFor: 10 }, { ordinal: 1, revision: 'db-new', lifecycle: 'Updating' }],
      want: { readyReplicas: 2, availableReplicas: 0, updatedAvailableReplicas: 0, currentRevision: 'db-new' },
    },
    {
      name: 'all updated and ready: the current revision becomes the update revision', view: view({ replicas: 2 }),
      pods: [{ ordinal: 0, revision: 'db-new' }, { ordinal: 1, revision: 'db-new' }],
      want: { currentRevision: 'db-new', currentReplicas: 2, updatedReplicas: 2 },
    },
    {
      name: 'OnDelete never completes the rolling update', view: view({ replicas: 1, updateType: 'OnDelete' }),
      pods: [{ ordinal: 0, revision: 'db-new' }],
      want: { currentRevision: 'db-old', currentReplicas: 0 },
    },
  ]
  for (const row of rows) t.match(statefulSetStatus(row.view, row.pods.map(pod), INPUTS), { ...row.want, updateRevision: 'db-new', labelSelector: 'app=db' }, row.name)
  const status = statefulSetStatus(view({ replicas: 1 }), [pod({ ordinal: 0, revision: 'db-old' })], INPUTS)
  t.notOk(statefulSetStatusChanged(structuredClone(status), status), 'the same status is no change')
  t.ok(statefulSetStatusChanged({ ...status, readyReplicas: 0 }, status))
  t.ok(statefulSetStatusChanged(undefined, status))
})

t.test('statefulSetCreations: the missing replica ordinals from the lowest, each at the revision isCurrentRevisionNeeded picks', async (t) => {
  const scale = (current: number, update: number) => ({ deleteSpecified: [], deleteExcess: [], createCurrent: current, createUpdate: update })
  const rows = [
    { name: 'from empty', view: view({ replicas: 3 }), present: [], scale: scale(0, 3), want: [[0, 'update'], [1, 'update'], [2, 'update']] },
    { name: 'holes filled first', view: view({ replicas: 4 }), present: [0, 2], scale: scale(0, 2), want: [[1, 'update'], [3, 'update']] },
    { name: 'OrderedReady: one', view: view({ replicas: 4 }), present: [0], scale: scale(0, 1), want: [[1, 'update']] },
    { name: 'partition 2: ranks below it at the current revision', view: view({ replicas: 4, rolling: { partition: 2 } }), present: [], scale: scale(2, 2), want: [[0, 'current'], [1, 'current'], [2, 'update'], [3, 'update']] },
    { name: 'reserved ordinals stay holes', view: view({ replicas: 3, spec: { reserveOrdinals: [1] } }), present: [], scale: scale(0, 3), want: [[0, 'update'], [2, 'update'], [3, 'update']] },
    { name: 'nothing to create', view: view({ replicas: 2 }), present: [0, 1], scale: scale(0, 0), want: [] },
  ]
  for (const row of rows) {
    const pods = row.present.map((ordinal) => pod({ ordinal, revision: 'db-old' }))
    t.same(statefulSetCreations(row.view, pods, row.scale).map((c) => [c.ordinal, c.revision]), row.want, row.name)
  }
})
