// Least privilege: exactly the requests the embedded reconciler makes in each mode, nothing else.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { findOne, helmForTest, NAMESPACE, render, REPO_ROOT } from './render.js'

const helm = helmForTest(t)

/** What every mode's reconciler reads and publishes (the workloads' plans and diagnoses). */
const WORKLOAD_RULES = [
  { apiGroups: ['apps.kruise.io'], resources: ['clonesets'], verbs: ['get', 'list', 'watch', 'patch'] },
  { apiGroups: ['apps.kruise.io'], resources: ['statefulsets', 'daemonsets'], verbs: ['get', 'list', 'watch', 'patch'] },
  { apiGroups: [''], resources: ['pods'], verbs: ['get', 'list', 'watch'] },
  { apiGroups: [''], resources: ['nodes'], verbs: ['list'] },
  { apiGroups: ['apps'], resources: ['controllerrevisions'], verbs: ['list'] },
  { apiGroups: [''], resources: ['events'], verbs: ['create', 'list'] },
]
/** Observe mode's cluster view: SidecarSets (and the Namespaces their namespaceSelector matches), UnitedDeployments and their children. */
const SIDECARSET_RULES = [
  { apiGroups: ['apps.kruise.io'], resources: ['sidecarsets'], verbs: ['get', 'list', 'watch', 'patch'] },
  { apiGroups: [''], resources: ['namespaces'], verbs: ['list'] },
]
const UNITED_DEPLOYMENT_RULES = [
  { apiGroups: ['apps.kruise.io'], resources: ['uniteddeployments'], verbs: ['get', 'list', 'watch', 'patch'] },
  { apiGroups: ['apps'], resources: ['statefulsets', 'deployments'], verbs: ['list'] },
]
const OBSERVE_RULES = [...WORKLOAD_RULES, ...SIDECARSET_RULES, ...UNITED_DEPLOYMENT_RULES]
const ACTIVE_EXTRA_RULES = [
  { apiGroups: ['apps.kruise.io'], resources: ['clonesets/status'], verbs: ['update'] },
  { apiGroups: ['apps.kruise.io'], resources: ['statefulsets/status'], verbs: ['update'] },
  { apiGroups: ['apps.kruise.io'], resources: ['daemonsets/status'], verbs: ['update'] },
  { apiGroups: [''], resources: ['pods'], verbs: ['create', 'update', 'delete'] },
  { apiGroups: [''], resources: ['pods/status'], verbs: ['update'] },
  { apiGroups: [''], resources: ['pods/resize'], verbs: ['patch'] },
  { apiGroups: ['apps'], resources: ['controllerrevisions'], verbs: ['create'] },
]

/** The Lease the reconciler elects its leader with (a module constant in src/reconciler/embedded.ts). */
function reconcilerLeaseName(): string {
  const source = readFileSync(join(REPO_ROOT, 'src', 'reconciler', 'embedded.ts'), 'utf8')
  const match = /LEASE_NAME\s*=\s*'([^']+)'/.exec(source)
  if (!match) throw new Error('LEASE_NAME not found in src/reconciler/embedded.ts: update this test with the new way the Lease is named')
  return match[1]
}

/** The reconciler's own grants; certs.mode=selfManaged adds the certificate grants (test/chart/certificates.test.ts). */
const CHART_CERTS = { certs: { mode: 'selfSigned' } }

if (helm) {
  t.test('default (observe): read, publish the diagnosis, and the Lease', async (t) => {
    const objects = render(helm, { values: CHART_CERTS })
    const serviceAccount = findOne(objects, 'ServiceAccount')
    t.equal(findOne(objects, 'Deployment').spec.template.spec.serviceAccountName, serviceAccount.metadata.name)
    const clusterRole = findOne(objects, 'ClusterRole')
    t.same(clusterRole.rules, OBSERVE_RULES)
    const role = findOne(objects, 'Role', `${clusterRole.metadata.name}-leader-election`)
    t.equal(role.metadata.namespace, NAMESPACE, 'Lease rights only in the release namespace')
    t.same(role.rules, [
      { apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['create'] },
      { apiGroups: ['coordination.k8s.io'], resources: ['leases'], resourceNames: [reconcilerLeaseName()], verbs: ['get', 'update'] },
    ])
    const managerRole = findOne(objects, 'Role', `${clusterRole.metadata.name}-kruise-manager`)
    t.equal(managerRole.metadata.namespace, 'kruise-system', "kruise-manager's Deployment, in Kruise's namespace")
    t.same(managerRole.rules, [{ apiGroups: ['apps'], resources: ['deployments'], resourceNames: ['kruise-controller-manager'], verbs: ['get'] }], 'that one Deployment, read only')
    const bindings = [findOne(objects, 'ClusterRoleBinding'), findOne(objects, 'RoleBinding', role.metadata.name), findOne(objects, 'RoleBinding', managerRole.metadata.name)]
    for (const binding of bindings) {
      t.same(binding.subjects, [{ kind: 'ServiceAccount', name: serviceAccount.metadata.name, namespace: NAMESPACE }])
    }
    t.same(bindings.map((b) => b.roleRef.name), [clusterRole.metadata.name, role.metadata.name, managerRole.metadata.name])
    t.equal(bindings[2]!.metadata.namespace, 'kruise-system')
    t.equal(objects.filter((o) => o.kind === 'Role').length, 2, 'no other Role')
    for (const rule of [...clusterRole.rules, ...role.rules, ...managerRole.rules]) {
      t.notOk([...rule.apiGroups, ...rule.resources, ...rule.verbs].includes('*'), 'no wildcards')
      t.notOk(rule.resources.some((r: string) => ['secrets', 'configmaps'].includes(r)), 'no Secrets or ConfigMaps')
    }
    const env = findOne(objects, 'Deployment').spec.template.spec.containers[0].env
    t.same(env.find((e: any) => e.name === 'POD_NAMESPACE').valueFrom, { fieldRef: { fieldPath: 'metadata.namespace' } }, 'the Lease namespace comes from the Pod')
  })

  t.test('active mode adds only the writes of a rollout (and shows no SidecarSet or UnitedDeployment: the embedded cluster plays neither)', async (t) => {
    const rules = findOne(render(helm, { values: { ...CHART_CERTS, guard: { mode: 'active' } } }), 'ClusterRole').rules
    t.same(rules, [...WORKLOAD_RULES, ...ACTIVE_EXTRA_RULES])
  })

  t.test('observe mode: webhook.kinds.sidecarSets and unitedDeployments each add their reads and annotation patches, and nothing else', async (t) => {
    const rows = [
      { sidecarSets: true, unitedDeployments: false, statefulSets: true, want: SIDECARSET_RULES },
      { sidecarSets: false, unitedDeployments: true, statefulSets: true, want: UNITED_DEPLOYMENT_RULES },
      {
        sidecarSets: false, unitedDeployments: true, statefulSets: false,
        want: [...UNITED_DEPLOYMENT_RULES, { apiGroups: ['apps.kruise.io'], resources: ['statefulsets'], verbs: ['list'] }],
      },
      { sidecarSets: false, unitedDeployments: false, statefulSets: true, want: [] },
    ]
    for (const row of rows) {
      const { want, ...kinds } = row
      const rules = findOne(render(helm, { values: { ...CHART_CERTS, webhook: { kinds: { cloneSets: true, daemonSets: true, ...kinds } } } }), 'ClusterRole').rules
      const workloads = WORKLOAD_RULES.map((r) => (r.resources.includes('statefulsets') && !row.statefulSets ? { ...r, resources: ['daemonsets'] } : r))
      t.same(rules, [...workloads, ...want], JSON.stringify(kinds))
    }
  })

  t.test('webhook.kinds: the reconciler reads and annotates exactly the kinds turned on (CloneSets always: it lists them to start), and lists Nodes only for DaemonSets', async (t) => {
    const kinds = (statefulSets: boolean, daemonSets: boolean) => ({ ...CHART_CERTS, webhook: { kinds: { cloneSets: true, statefulSets, daemonSets, sidecarSets: false, unitedDeployments: false } } })
    const rows = [
      { statefulSets: true, daemonSets: false, others: ['statefulsets'], status: true, nodes: false },
      { statefulSets: false, daemonSets: true, others: ['daemonsets'], status: false, nodes: true },
      { statefulSets: false, daemonSets: false, others: [], status: false, nodes: false },
    ]
    for (const row of rows) {
      const name = `statefulSets=${row.statefulSets} daemonSets=${row.daemonSets}`
      const observe = findOne(render(helm, { values: kinds(row.statefulSets, row.daemonSets) }), 'ClusterRole').rules
      const others = row.others.length > 0 ? [{ apiGroups: ['apps.kruise.io'], resources: row.others, verbs: ['get', 'list', 'watch', 'patch'] }] : []
      const rest = WORKLOAD_RULES.slice(2).filter((r) => row.nodes || r.resources[0] !== 'nodes')
      t.same(observe, [WORKLOAD_RULES[0], ...others, ...rest], `${name}: observe`)
      const active = findOne(render(helm, { values: { ...kinds(row.statefulSets, row.daemonSets), guard: { mode: 'active' } } }), 'ClusterRole').rules
      const activeExtra = ACTIVE_EXTRA_RULES.filter((r) => (row.status || r.resources[0] !== 'statefulsets/status') && (row.nodes || r.resources[0] !== 'daemonsets/status'))
      t.same(active, [WORKLOAD_RULES[0], ...others, ...rest, ...activeExtra], `${name}: active`)
    }
  })

  t.test("kruiseManager: the Deployment compared with our settings is the flag's and the Role's; an empty namespace turns both off", async (t) => {
    const args = (objects: ReturnType<typeof render>) => findOne(objects, 'Deployment').spec.template.spec.containers[0].args as string[]
    const defaults = render(helm, { values: CHART_CERTS })
    t.ok(args(defaults).includes('--kruise-manager=kruise-system/kruise-controller-manager'))
    const moved = render(helm, { values: { ...CHART_CERTS, kruiseManager: { namespace: 'openkruise', deployment: 'kruise-manager' } } })
    t.ok(args(moved).includes('--kruise-manager=openkruise/kruise-manager'))
    t.match(findOne(moved, 'Role', `${findOne(moved, 'ClusterRole').metadata.name}-kruise-manager`), { metadata: { namespace: 'openkruise' }, rules: [{ resourceNames: ['kruise-manager'] }] })
    const off = render(helm, { values: { ...CHART_CERTS, kruiseManager: { namespace: '' } } })
    t.ok(args(off).includes('--kruise-manager=none'))
    t.same(off.filter((o) => o.kind === 'Role' || o.kind === 'RoleBinding').map((o) => o.metadata.name.endsWith('-leader-election')), [true, true], 'only the Lease grants')
  })

  t.test('mode off: the webhook alone needs no API access', async (t) => {
    const objects = render(helm, { values: { ...CHART_CERTS, guard: { mode: 'off' } } })
    for (const kind of ['ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding']) t.equal(objects.filter((o) => o.kind === kind).length, 0, `no ${kind}`)
  })

  t.test('rbac.create=false and an existing ServiceAccount', async (t) => {
    const objects = render(helm, { values: { rbac: { create: false }, serviceAccount: { create: false, name: 'platform-sa' } } })
    for (const kind of ['ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding', 'ServiceAccount']) {
      t.equal(objects.filter((o) => o.kind === kind).length, 0, `no ${kind}`)
    }
    t.equal(findOne(objects, 'Deployment').spec.template.spec.serviceAccountName, 'platform-sa')
  })
}
