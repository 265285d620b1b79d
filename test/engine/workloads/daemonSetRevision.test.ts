import t from 'tap'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { goJson } from '../../../src/engine/kube/goEncoding.js'
import { readDaemonSet } from '../../../src/engine/workloads/daemonSet.js'
import { type ControllerRevision, daemonSetRevisionData, daemonSetRevisionName, resolveUpdateRevision } from '../../../src/engine/workloads/revision.js'
import { type Json, daemonSet } from '../support/daemonSets.js'

/**
 * An Advanced DaemonSet's update revision as its controller builds it (daemonset_history.go `constructHistory`,
 * `snapshot`, `getPatch`, Kruise v1.9.1): the data is the template as Go's encoding/json writes the PodTemplateSpec,
 * keys sorted; the name `<name>-<ComputeHash>`, bumped by a collision; an equal stored revision is reused.
 */

const gates = resolveGates()
const withTemplate = (template: Json, extra: Json = {}): Json => ({ ...daemonSet('v1beta1', { type: 'RollingUpdate', rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } }, { template }), ...extra })

t.test('the data is the template as Go writes it: unknown and empty omitempty fields gone, zero structs written, quantities canonical', async (t) => {
  const rows: { name: string; template: Json; data: string }[] = [
    {
      name: 'the smallest template',
      template: { metadata: { labels: { app: 'agent' } }, spec: { containers: [{ name: 'agent', image: 'busybox:1.36' }] } },
      data: '{"spec":{"template":{"$patch":"replace","metadata":{"creationTimestamp":null,"labels":{"app":"agent"}},"spec":{"containers":[{"image":"busybox:1.36","name":"agent","resources":{}}]}}}}',
    },
    {
      name: 'empty lists and maps, an unknown field, a quantity spelled long',
      template: {
        metadata: { labels: { app: 'agent' }, annotations: {} },
        spec: { containers: [{ name: 'agent', image: 'a', env: [], unknown: 1, resources: { requests: { cpu: '0.5', memory: '1024Mi' } } }], nodeSelector: {}, hostNetwork: false },
      },
      data: '{"spec":{"template":{"$patch":"replace","metadata":{"creationTimestamp":null,"labels":{"app":"agent"}},"spec":{"containers":[{"image":"a","name":"agent","resources":{"requests":{"cpu":"500m","memory":"1Gi"}}}]}}}}',
    },
    {
      name: 'non-omitempty fields written with their zero value, inline structs flattened',
      template: {
        metadata: { labels: { app: 'agent' } },
        spec: {
          containers: [{ name: 'agent', image: 'a', ports: [{ containerPort: 80 }], readinessProbe: { httpGet: { port: 'http' } } }],
          volumes: [{ name: 'data', emptyDir: {} }],
          tolerations: [{ operator: 'Exists', tolerationSeconds: null }],
        },
      },
      data: '{"spec":{"template":{"$patch":"replace","metadata":{"creationTimestamp":null,"labels":{"app":"agent"}},"spec":{"containers":[{"image":"a","name":"agent",' +
        '"ports":[{"containerPort":80}],"readinessProbe":{"httpGet":{"port":"http"}},"resources":{}}],"tolerations":[{"operator":"Exists"}],"volumes":[{"emptyDir":{},"name":"data"}]}}}}',
    },
  ]
  for (const row of rows) t.equal(goJson(daemonSetRevisionData(readDaemonSet(withTemplate(row.template)))), row.data, row.name)
})

t.test('a new revision: named by ComputeHash, labelled with the hash and the template labels, numbered after the stored ones', async (t) => {
  const view = readDaemonSet({ ...withTemplate({ metadata: { labels: { app: 'agent', tier: 'core' } }, spec: { containers: [{ name: 'agent', image: 'a' }] } }), metadata: { name: 'agent', namespace: 'ops', uid: 'u-1', annotations: { note: 'x' } } })
  const { name, hash } = daemonSetRevisionName(view)
  const other: ControllerRevision = { apiVersion: 'apps/v1', kind: 'ControllerRevision', metadata: { name: 'agent-old' }, data: { spec: { template: {} } }, revision: 4 }
  const resolved = resolveUpdateRevision(view, [other], 0, gates)
  t.equal(resolved.name, name)
  t.equal(resolved.collisionCount, 0)
  t.match(resolved.create, {
    metadata: {
      name, namespace: 'ops', labels: { app: 'agent', tier: 'core', 'controller-revision-hash': hash }, annotations: { note: 'x' },
      ownerReferences: [{ kind: 'DaemonSet', name: 'agent', uid: 'u-1', controller: true }],
    },
    data: daemonSetRevisionData(view),
    revision: 5,
  })
})

t.test('a stored revision with the same data is reused, the highest-numbered one', async (t) => {
  const view = readDaemonSet(withTemplate({ metadata: { labels: { app: 'agent' } }, spec: { containers: [{ name: 'agent', image: 'a' }] } }))
  const data = JSON.parse(goJson(daemonSetRevisionData(view)))
  const stored = (name: string, revision: number): ControllerRevision => ({ apiVersion: 'apps/v1', kind: 'ControllerRevision', metadata: { name }, data, revision })
  const resolved = resolveUpdateRevision(view, [stored('agent-a', 2), stored('agent-b', 7)], 0, gates)
  t.same(resolved, { name: 'agent-b', collisionCount: 0 })
})

t.test('a name taken by other data bumps the collision count (an unset count becomes 1)', async (t) => {
  const object = withTemplate({ metadata: { labels: { app: 'agent' } }, spec: { containers: [{ name: 'agent', image: 'a' }] } })
  const view = readDaemonSet(object)
  const taken: ControllerRevision = { apiVersion: 'apps/v1', kind: 'ControllerRevision', metadata: { name: daemonSetRevisionName(view).name }, data: { spec: { template: {} } }, revision: 1 }
  const resolved = resolveUpdateRevision(view, [taken], 0, gates)
  const bumped = daemonSetRevisionName(readDaemonSet({ ...object, status: { collisionCount: 1 } }))
  t.same({ name: resolved.name, collisionCount: resolved.collisionCount }, { name: bumped.name, collisionCount: 1 })
  t.not(resolved.name, taken.metadata.name)
  const counted = readDaemonSet({ ...object, status: { collisionCount: 0 } })
  t.equal(resolveUpdateRevision(counted, [], 0, gates).name, daemonSetRevisionName(counted).name, 'a written count of 0 is hashed, as ComputeHash does with a non-nil pointer')
  t.not(daemonSetRevisionName(counted).name, daemonSetRevisionName(view).name)
})

t.test('a template value the Go types cannot hold is refused with a code and the field, before any revision is built', async (t) => {
  const object = withTemplate({ metadata: { labels: { app: 'agent' } }, spec: { containers: [{ name: 'agent', image: 'a' }], hostNetwork: 'yes' } })
  t.throws(() => readDaemonSet(object), { code: 'IPG_ERR_FIELD_TYPE', path: 'spec.template.spec.hostNetwork' })
})
