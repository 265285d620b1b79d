import t, { type Test } from 'tap'
import { run as diagnose } from '../../src/cli/commands/diagnose.js'
import { beginInPlaceUpdate } from '../../src/engine/update/podUpdate.js'
import { NOW, cloneSetObject, pod } from '../reconciler/support/fixtures.js'
import { startFakeApiserver } from '../reconciler/support/fakeApiserver.js'
import { runCli } from '../support/cliRun.js'
import { container, podTemplate, statefulSet, withReadinessGate } from '../engine/support/builders.js'
import { GUARDED_KINDS } from '../../src/engine/workloads/workload.js'

const PODS = '/api/v1/namespaces/shop/pods'
const CLONESETS = '/apis/apps.kruise.io/v1beta1/namespaces/shop/clonesets'
const REVISIONS = '/apis/apps/v1/namespaces/shop/controllerrevisions'
const inShop = <T extends { metadata: object }>(o: T): T => ({ ...o, metadata: { ...o.metadata, namespace: 'shop' } })

async function cluster(t: Test, image = 'nginx:1.26') {
  const api = await startFakeApiserver('shop')
  t.teardown(() => api.close())
  const cs = cloneSetObject({ replicas: 4, maxUnavailable: 1, containers: [{ name: 'app', image }] })
  api.put(CLONESETS, inShop({ ...cs, status: { updateRevision: 'web-new', currentRevision: 'web-old' } }) as never)
  const started = beginInPlaceUpdate(pod({ name: 'web-a' }), { revision: 'web-new', containerImages: { app: image } },
    { now: NOW, gates: { InPlaceWorkloadVerticalScaling: false }, revisionLabel: 'web-new' }).pod
  const failing = pod({ name: 'web-a', revision: 'web-new', lifecycle: 'Updating', images: { app: image }, running: { app: 'nginx:1.25' }, imageIDs: { app: 'id-of-nginx:1.25' }, waiting: { app: 'ImagePullBackOff' }, ready: false, inPlaceReady: false })
  api.put(PODS, inShop({ ...failing, metadata: { ...failing.metadata, annotations: started.metadata.annotations } }) as never)
  for (const n of ['web-b', 'web-c', 'web-d']) api.put(PODS, inShop(pod({ name: n })) as never)
  api.put(PODS, inShop(pod({ name: 'other', labels: { app: 'other' } })) as never)
  return api
}

t.test('text: the plan and the diagnosis of a stalled rollout', async (t) => {
  const api = await cluster(t)
  const r = await runCli(diagnose, ['-n', 'shop', 'web', '--kubeconfig', api.kubeconfig])
  t.equal(r.stderr, '')
  t.equal(r.code, 1, 'exit 1: stalled')
  t.match(r.stdout, /^CloneSet shop\/web \(v1beta1\): InPlaceIfPossible, maxUnavailable 1 → 1, partition 0 → 0\n/)
  t.match(r.stdout, /revisions: update web-new, current web-old/)
  t.match(r.stdout, /replicas 4\/4, updated 1 \(expected 4\), updatedReady 0/)
  t.match(r.stdout, /budget: maxUnavailable 1, 1 Pod unavailable now → 0 left \(web-a\)/)
  t.match(r.stdout, /waiting \(wait for updated Pods to become available\): 3 Pods: /)
  t.match(r.stdout, /Diagnosis: STALLED\n/)
  t.match(r.stdout, /1\. image-pull-failing \(web-a\)\n\s+the kubelet cannot pull nginx:1\.26 \(ImagePullBackOff\)[^\n]*\n\s+look at: pod status\.containerStatuses\[app\]\.state\.waiting\.reason/)
  t.notMatch(r.stdout, /symptom|§|spec /, 'user words only: no internal references')
  t.notOk(api.requests.some((x) => x.method !== 'GET'), 'read-only')
})

t.test('text: an escape sequence in a value read from the cluster does not reach the terminal; JSON keeps it', async (t) => {
  const image = 'nginx:1.26\u001b]0;owned\u0007'
  const api = await cluster(t, image)
  const text = await runCli(diagnose, ['-n', 'shop', 'web', '--kubeconfig', api.kubeconfig])
  t.equal(text.code, 1)
  t.match(text.stdout, /the kubelet cannot pull nginx:1\.26 \]0;owned +\(ImagePullBackOff\)/, 'the rest of the value is shown')
  t.notMatch(text.stdout, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/, 'no control character but the line ends')
  const json = await runCli(diagnose, ['-n', 'shop', 'web', '--kubeconfig', api.kubeconfig, '--output', 'json'])
  t.match(JSON.parse(json.stdout).reasons[0].message, image)
})

t.test('text: a line break in a value read from the cluster stays inside its reason, forging no line of the report', async (t) => {
  const image = 'nginx:1.26\nDiagnosis: complete'
  const api = await cluster(t, image)
  const text = await runCli(diagnose, ['-n', 'shop', 'web', '--kubeconfig', api.kubeconfig])
  t.equal(text.code, 1)
  t.match(text.stdout, /\n {5}the kubelet cannot pull nginx:1\.26 Diagnosis: complete \(ImagePullBackOff\)/)
  t.notMatch(text.stdout, /\nDiagnosis: complete/, 'no line of its own')
  t.match(text.stdout, /\nDiagnosis: STALLED\n/)
})

t.test('json, context namespace, and errors', async (t) => {
  const api = await cluster(t)
  const r = await runCli(diagnose, ['web', '--kubeconfig', api.kubeconfig, '--output', 'json'])
  t.equal(r.code, 1)
  const out = JSON.parse(r.stdout)
  t.match(out, { namespace: 'shop', name: 'web', stalled: true, updatedReplicas: 1, updatedReadyReplicas: 0 })
  t.equal(out.reasons[0].reason, 'image-pull-failing')
  t.notMatch(r.stdout, /"(pitfall|symptom)"/, 'no catalogue numbers of our own')
  t.same(out.plan.updateNow, [])
  const missing = await runCli(diagnose, ['-n', 'shop', 'nope', '--kubeconfig', api.kubeconfig])
  t.equal(missing.code, 2)
  t.equal(missing.stderr, `inplace-guard: no ${GUARDED_KINDS.join(' or ')} or UnitedDeployment "nope" found in namespace shop, and no SidecarSet "nope" [IPG_ERR_NOT_FOUND]\n`)
  t.match((await runCli(diagnose, ['--kubeconfig', api.kubeconfig])).stderr, /exactly one workload \[KIND\/\]NAME is required/)
  t.match((await runCli(diagnose, ['web', '--kubeconfig', '/nonexistent/config'])).stderr, /cannot load kubeconfig/)
})

t.test('a ControllerRevision without ownerReferences is the CloneSet\'s (Kruise lists it), one another CloneSet controls is not', async (t) => {
  const api = await startFakeApiserver('shop')
  t.teardown(() => api.close())
  const cs = cloneSetObject({ replicas: 2, containers: [{ name: 'app', image: 'nginx:1.26' }] })
  api.put(CLONESETS, inShop({ ...cs, status: { updateRevision: 'web-new', currentRevision: 'web-old' } }) as never)
  for (const n of ['web-b', 'web-c']) api.put(PODS, inShop(pod({ name: n, revision: 'web-old' })) as never)
  const revision = (name: string, image: string, ownerReferences?: unknown[]) => ({
    apiVersion: 'apps/v1', kind: 'ControllerRevision',
    metadata: { name, namespace: 'shop', labels: { app: 'web' }, ...(ownerReferences ? { ownerReferences } : {}) },
    data: { spec: { template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image }] } } } }, revision: 1,
  })
  const controller = (uid: string) => [{ apiVersion: 'apps.kruise.io/v1beta1', kind: 'CloneSet', name: 'web', uid, controller: true }]
  api.put(REVISIONS, revision('web-new', 'nginx:1.26', controller('cs-uid-1')) as never)
  api.put(REVISIONS, revision('web-old', 'nginx:1.25') as never)
  const orphan = JSON.parse((await runCli(diagnose, ['-n', 'shop', 'web', '--kubeconfig', api.kubeconfig, '--output', 'json'])).stdout)
  t.notOk(orphan.reasons.some((r: { reason: string }) => r.reason === 'old-revision-missing'), 'the Pods\' revision is found')
  api.put(REVISIONS, revision('web-old', 'nginx:1.25', controller('another-cloneset')) as never)
  const foreign = JSON.parse((await runCli(diagnose, ['-n', 'shop', 'web', '--kubeconfig', api.kubeconfig, '--output', 'json'])).stdout)
  t.ok(foreign.reasons.some((r: { reason: string }) => r.reason === 'old-revision-missing'), 'a revision another CloneSet controls is not this one\'s')
})

t.test('diagnose [KIND/]NAME: an Advanced StatefulSet is found by kind and planned in its own order; a name two kinds share needs the kind', async (t) => {
  const api = await startFakeApiserver('shop')
  t.teardown(() => api.close())
  const template = withReadinessGate(podTemplate([container('app', 'nginx:1.26')]))
  const sts = (name: string, version: 'v1alpha1' | 'v1beta1') => {
    const object = statefulSet(template, { name, version, replicas: 3 })
    return { ...object, metadata: { ...(object.metadata as object), uid: `${name}-uid` }, status: { updateRevision: `${name}-new`, currentRevision: `${name}-old` } }
  }
  api.put('/apis/apps.kruise.io/v1beta1/namespaces/shop/statefulsets', sts('db', 'v1beta1') as never)
  api.put('/apis/apps.kruise.io/v1alpha1/namespaces/shop/statefulsets', sts('db', 'v1alpha1') as never)
  api.put('/apis/apps.kruise.io/v1beta1/namespaces/shop/statefulsets', sts('web', 'v1beta1') as never)
  api.put(CLONESETS, inShop(cloneSetObject({ replicas: 2 })) as never)
  const owner = [{ apiVersion: 'apps.kruise.io/v1beta1', kind: 'StatefulSet', name: 'db', uid: 'db-uid', controller: true }]
  for (const i of [0, 1, 2]) {
    const p = pod({ name: `db-${i}`, revision: 'db-old', labels: { app: 'web' } })
    api.put(PODS, inShop({ ...p, metadata: { ...p.metadata, ownerReferences: owner } }) as never)
  }
  const planned = /^StatefulSet shop\/db \(v1(alpha|beta)1\): InPlaceIfPossible[^\n]*\n[\s\S]*update now: db-2\n[\s\S]*waiting \(wait for the maxUnavailable budget\): 2 Pods: db-1, db-0\n/
  const rows: { args: string[]; code: number; stdout?: RegExp; stderr: string | RegExp }[] = [
    { args: ['statefulset/db'], code: 0, stdout: planned, stderr: '' },
    { args: ['StatefulSets/db', '--api-version', 'v1alpha1'], code: 0, stdout: planned, stderr: '' },
    { args: ['db'], code: 0, stdout: planned, stderr: '' },
    { args: ['web'], code: 2, stderr: 'inplace-guard: namespace shop has a CloneSet and a StatefulSet named "web": name one as KIND/NAME, e.g. cloneset/web [IPG_ERR_AMBIGUOUS_WORKLOAD]\n' },
    { args: ['statefulset/nope'], code: 2, stderr: /"nope" not found \[IPG_ERR_NOT_FOUND\]\n$/ },
    { args: ['deployment/web'], code: 2, stderr: `inplace-guard: "deployment" is not a kind the guard checks (${GUARDED_KINDS.join(', ')}, UnitedDeployment, SidecarSet) [IPG_ERR_USAGE]\n` },
    { args: ['a/b/c'], code: 2, stderr: 'inplace-guard: "a/b/c" is not KIND/NAME or NAME [IPG_ERR_USAGE]\n' },
  ]
  for (const row of rows) {
    const r = await runCli(diagnose, ['-n', 'shop', ...row.args, '--kubeconfig', api.kubeconfig])
    t.equal(r.code, row.code, `${row.args.join(' ')}: exit ${row.code}`)
    if (row.stdout) t.match(r.stdout, row.stdout, `${row.args.join(' ')}: the plan, highest ordinal first`)
    else t.equal(r.stdout, '')
    if (typeof row.stderr === 'string') t.equal(r.stderr, row.stderr, row.args.join(' '))
    else t.match(r.stderr, row.stderr, row.args.join(' '))
  }
  const v1alpha1 = api.requests.filter((x) => x.path === '/apis/apps.kruise.io/v1alpha1/namespaces/shop/statefulsets/db')
  t.equal(v1alpha1.length, 1, '--api-version picks the version read')
  const json = JSON.parse((await runCli(diagnose, ['-n', 'shop', 'statefulset/db', '--kubeconfig', api.kubeconfig, '--output', 'json'])).stdout)
  t.match(json, { kind: 'StatefulSet', namespace: 'shop', name: 'db', replicas: 3 }, 'its own Pods only (owned by the StatefulSet)')
  t.same(json.plan.waiting.map((w: { name: string }) => w.name), ['db-1', 'db-0'])
  const cloneSet = await runCli(diagnose, ['-n', 'shop', 'cloneset/web', '--kubeconfig', api.kubeconfig, '--output', 'json'])
  t.match(JSON.parse(cloneSet.stdout), { kind: 'CloneSet', namespace: 'shop', name: 'web' }, 'the JSON names the kind')
  t.notOk(api.requests.some((x) => x.method !== 'GET'), 'read-only')
})

t.test('diagnose on a dump of an Advanced StatefulSet cluster: the InPlaceOnly stall Kruise\'s webhook lets through (imagePullPolicy), named as its controller reports it', async (t) => {
  const { runSimulatedRollout } = await import('../../src/reconciler/simulation.js')
  const template = withReadinessGate(podTemplate([container('app', 'nginx:1.25')]))
  const stalled = await runSimulatedRollout({
    workload: statefulSet(template, { name: 'db', replicas: 3, policy: 'InPlaceOnly' }), maxSeconds: 60,
    change: (w) => {
      const next = structuredClone(w)
      ;(next.spec.template as { spec: { containers: { imagePullPolicy?: string }[] } }).spec.containers[0]!.imagePullPolicy = 'Never'
      return next
    },
  })
  t.notOk(stalled.completed, 'the embedded cluster stalls')
  const api = await startFakeApiserver('shop')
  t.teardown(() => api.close())
  // Kruise's controller writes the new revision into status before it fails on the first Pod.
  const set = stalled.cluster.workload('StatefulSet', 'shop', 'db')!
  api.put('/apis/apps.kruise.io/v1beta1/namespaces/shop/statefulsets', { ...set, status: { ...(set.status as object), updateRevision: stalled.updateRevision } } as never)
  for (const p of stalled.cluster.allPods()) api.put(PODS, p as never)
  for (const r of stalled.cluster.allRevisions()) api.put(REVISIONS, r as never)
  const text = await runCli(diagnose, ['-n', 'shop', 'statefulset/db', '--kubeconfig', api.kubeconfig])
  t.equal(text.code, 1, 'stalled: exit 1')
  t.match(text.stdout, /^StatefulSet shop\/db \(v1beta1\): InPlaceOnly/)
  t.match(text.stdout, /in-place-only-impossible/)
  t.match(text.stdout, /find strategy is InPlaceOnly but Pod … can not update in-place" \(every reconcile, with no Event and no condition\)/)
  const json = JSON.parse((await runCli(diagnose, ['-n', 'shop', 'statefulset/db', '--kubeconfig', api.kubeconfig, '--output', 'json'])).stdout)
  t.match(json, { kind: 'StatefulSet', stalled: true, completed: false, reasons: [{ reason: 'in-place-only-impossible', pods: ['db-0', 'db-1', 'db-2'], blocking: true }] })
  t.same(json.plan.updateNow.map((p: { name: string }) => p.name), ['db-2'], 'the controller tries the highest ordinal first, and fails on it')
})
