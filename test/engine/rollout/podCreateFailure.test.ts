import t from 'tap'
import { diagnose, failuresOf } from '../../../src/engine/rollout/diagnosis.js'
import { failedCreateMessage, podCreateFailure } from '../../../src/engine/rollout/podCreateFailure.js'
import { readCloneSet } from '../../../src/engine/workloads/cloneSet.js'
import { NOW, cloneSetObject, pod } from '../../reconciler/support/fixtures.js'

/**
 * When the apiserver, a ResourceQuota or an admission webhook refuses the Pods a controller creates, the controller
 * says so in a FailedCreate Event on the workload (an Advanced StatefulSet also in a FailedCreatePod condition). The
 * diagnosis names the refusal, never the Pod a CloneSet's Event carries as JSON (its env values).
 */

const SECRET = 'db-password-do-not-print'
const QUOTA = 'pods "web-abcde" is forbidden: exceeded quota: compute, requested: cpu=500m, used: cpu=2, limited: cpu=2'
const view = (status: Record<string, unknown> = {}) => readCloneSet({ ...cloneSetObject({ containers: [{ name: 'app', image: 'nginx:1.26' }] }), status })
const podJson = JSON.stringify({ metadata: { name: 'web-abcde' }, spec: { containers: [{ name: 'app', env: [{ name: 'PASSWORD', value: SECRET }] }] } })

const rows: { name: string; events: { reason: string; message: string; object: string }[]; status?: Record<string, unknown>; want?: { field: string; error: string } }[] = [
  { name: 'a CloneSet\'s Event, its Pod JSON left out', events: [{ reason: 'FailedCreate', object: 'web', message: `failed to create pod: ${QUOTA}, pod: ${podJson}` }], want: { field: 'events FailedCreate', error: QUOTA } },
  { name: 'an Advanced StatefulSet\'s Event', events: [{ reason: 'FailedCreate', object: 'web', message: `create Pod web-0 in StatefulSet web failed error: ${QUOTA}` }], want: { field: 'events FailedCreate', error: QUOTA } },
  { name: 'an Advanced DaemonSet\'s Event', events: [{ reason: 'FailedCreate', object: 'web', message: `Error creating: ${QUOTA}` }], want: { field: 'events FailedCreate', error: QUOTA } },
  {
    name: 'the last of several Events',
    events: [
      { reason: 'FailedCreate', object: 'web', message: 'failed to create pod: an older refusal, pod: {}' },
      { reason: 'FailedCreate', object: 'web', message: `failed to create pod: ${QUOTA}, pod: ${podJson}` },
    ],
    want: { field: 'events FailedCreate', error: QUOTA },
  },
  {
    name: 'an Advanced StatefulSet\'s FailedCreatePod condition',
    events: [], status: { conditions: [{ type: 'FailedCreatePod', status: 'True', message: `StatefulPodControl failed to create Pod error: ${QUOTA}` }] },
    want: { field: 'status.conditions[FailedCreatePod]', error: QUOTA },
  },
  { name: 'another workload\'s Event', events: [{ reason: 'FailedCreate', object: 'api', message: `failed to create pod: ${QUOTA}` }] },
  { name: 'an Event of another reason', events: [{ reason: 'FailedCreateImagePullJob', object: 'web', message: 'failed to create ImagePullJob x: boom' }] },
  { name: 'a message no controller writes', events: [{ reason: 'FailedCreate', object: 'web', message: `something else: ${SECRET}` }] },
  { name: 'a False condition', events: [], status: { conditions: [{ type: 'FailedCreatePod', status: 'False', message: `StatefulPodControl failed to create Pod error: ${QUOTA}` }] } },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const found = podCreateFailure(view(row.status), row.events)
    if (row.want === undefined) return void t.equal(found, undefined, 'nothing reported')
    t.match(found, { reason: 'pod-create-refused', blocking: true, field: row.want.field })
    t.match(found?.message, `the controller's Pod creations are refused: ${row.want.error}. Until what refuses them is fixed`)
    t.notMatch(found?.message, SECRET, 'no env value')
    t.notMatch(found?.message, ', pod: {', 'no Pod JSON')
  })
}

t.test('an error of any length is kept to one bounded line', async (t) => {
  const long = `admission webhook "policy.example.com" denied the request:\n${'x'.repeat(2000)}`
  const found = podCreateFailure(view(), [{ reason: 'FailedCreate', object: 'web', message: `Error creating: ${long}` }])
  t.notMatch(found?.message, '\n')
  t.ok(found!.message.length < 700, `${found!.message.length} characters`)
})

t.test('what the embedded reconciler records reads back as each controller\'s Event', async (t) => {
  for (const kind of ['CloneSet', 'StatefulSet', 'DaemonSet'] as const) {
    const message = failedCreateMessage(kind, 'web', 'web-0', QUOTA)
    t.match(podCreateFailure(view(), [{ reason: 'FailedCreate', object: 'web', message }])?.message, QUOTA, kind)
  }
})

t.test('diagnose: a failure more time does not clear, beside the wait it causes', async (t) => {
  const d = diagnose(view(), [pod({ name: 'web-a', revision: 'web-old' })], NOW, {
    updateRevision: 'web-new', currentRevision: 'web-old', stallAfterSeconds: 0,
    events: [{ reason: 'FailedCreate', object: 'web', message: `failed to create pod: ${QUOTA}, pod: ${podJson}` }],
  })
  t.ok(failuresOf(d).some((r) => r.reason === 'pod-create-refused'), `failures: ${failuresOf(d).map((r) => r.reason).join(', ')}`)
  for (const r of d.reasons) t.notMatch(r.message, SECRET)
})
