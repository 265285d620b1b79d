import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { run as check } from '../../src/cli/commands/check.js'
import { pod, v1alpha1CloneSetObject } from '../reconciler/support/fixtures.js'
import { KRUISE_RELEASED_DISCOVERY, startFakeApiserver } from '../reconciler/support/fakeApiserver.js'
import { runCli } from '../support/cliRun.js'
import { container, podTemplate, statefulSet, withReadinessGate } from '../engine/support/builders.js'

/**
 * `check --live` reads the CloneSet's Pods and revisions from a cluster (a fake apiserver here) with the Kruise release
 * of --kruise-version. The Pods run revision web-r1 (nginx:1.24, no supplementalGroupsPolicy); the update goes from
 * nginx:1.25 to nginx:1.26, both with securityContext.supplementalGroupsPolicy, a field Kruise 1.9's Go types know
 * and Kruise 1.8's drop. Under 1.9 the Pods at web-r1 cannot reach the new template in place (a pod-spec change); under
 * 1.8 the field never reaches a Pod, and they can.
 */

const PODS = '/api/v1/namespaces/shop/pods'
const CLONESETS = '/apis/apps.kruise.io/v1alpha1/namespaces/shop/clonesets'
const REVISIONS = '/apis/apps/v1/namespaces/shop/controllerrevisions'
const SGP = 'spec.template.spec.securityContext.supplementalGroupsPolicy'

function cloneSet(image: string, status?: Record<string, unknown>) {
  const object = v1alpha1CloneSetObject({ replicas: 3, policy: 'InPlaceOnly', containers: [{ name: 'app', image }] })
  const template = (object.spec as { template: { spec: Record<string, unknown> } }).template
  template.spec.securityContext = { supplementalGroupsPolicy: 'Strict' }
  return { ...object, metadata: { ...object.metadata, namespace: 'shop' }, ...(status ? { status } : {}) }
}

function revision(name: string, spec: Record<string, unknown>) {
  return {
    apiVersion: 'apps/v1', kind: 'ControllerRevision',
    metadata: { name, namespace: 'shop', labels: { app: 'web' }, ownerReferences: [{ apiVersion: 'apps.kruise.io/v1alpha1', kind: 'CloneSet', name: 'web', uid: 'cs-uid-1', controller: true }] },
    data: { spec: { template: { metadata: { labels: { app: 'web' } }, spec } } }, revision: 1,
  }
}

/** The CloneSet web, its two revisions and `pods` at web-r1 in a fake apiserver; `live(...args)` checks nginx:1.25 → 1.26 against it. */
async function cloneSetCluster(t: Test, pods: string[]) {
  const api = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
  t.teardown(() => api.close())
  api.put(CLONESETS, cloneSet('nginx:1.25', { updateRevision: 'web-r2' }) as never)
  api.put(REVISIONS, revision('web-r1', { containers: [{ name: 'app', image: 'nginx:1.24' }] }) as never)
  api.put(REVISIONS, revision('web-r2', { containers: [{ name: 'app', image: 'nginx:1.25' }], securityContext: { supplementalGroupsPolicy: 'Strict' } }) as never)
  for (const name of pods) {
    const p = pod({ name, revision: 'web-r1' })
    api.put(PODS, { ...p, metadata: { ...p.metadata, namespace: 'shop' } } as never)
  }
  const dir = mkdtempSync(join(tmpdir(), 'check-live-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'old.json'), JSON.stringify(cloneSet('nginx:1.25')))
  writeFileSync(join(dir, 'new.json'), JSON.stringify(cloneSet('nginx:1.26')))
  const live = (...args: string[]) => runCli(check, ['--old', join(dir, 'old.json'), '--new', join(dir, 'new.json'), '--live', '--kubeconfig', api.kubeconfig, '--output', 'json', ...args])
  return { api, dir, live }
}

t.test('check --live --kruise-version: the Pods\' revisions are checked on the template that release decodes', async (t) => {
  const { api, live: checked } = await cloneSetCluster(t, ['web-a', 'web-b', 'web-c'])
  const live = (kruise: string) => checked('--kruise-version', kruise)

  const dropped = await live('1.8')
  t.equal(dropped.stderr, '')
  t.equal(dropped.code, 0, 'Kruise 1.8 drops the field: the Pods at web-r1 are updated in place')
  const report18 = JSON.parse(dropped.stdout)
  t.equal(report18.decision, 'warn')
  t.equal(report18.denyMessage, undefined)

  const kept = await live('1.9')
  t.equal(kept.code, 1, 'Kruise 1.9 keeps it: InPlaceOnly would stall on the Pods at web-r1')
  const report19 = JSON.parse(kept.stdout)
  t.equal(report19.decision, 'deny')
  t.match(report19.denyMessage, `3 Pods still run revision web-r1, which cannot be updated in place to this template: ${SGP} (pod-spec)`)
  t.notOk(api.requests.some((x) => x.method !== 'GET'), 'read-only')
})

t.test("check --live without --kruise-version: the cluster's kruise-manager names the release", async (t) => {
  const { api, dir, live } = await cloneSetCluster(t, ['web-a'])
  const manager = (image: string) => ({
    apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'kruise-controller-manager', namespace: 'kruise-system' },
    spec: { template: { spec: { containers: [{ name: 'manager', image, args: ['--feature-gates='] }] } } },
  })

  const unread = await live()
  t.match(unread, { code: 1, stderr: '' }, 'no manager Deployment: Kruise 1.9 (the default), which keeps the field: denied, silently')
  api.put('/apis/apps/v1/namespaces/kruise-system/deployments', manager('openkruise/kruise-manager:v1.8.3') as never)
  const from18 = await live()
  t.equal(from18.code, 0, "the manager runs 1.8, whose Go types drop the field: the Pods at web-r1 are updated in place")
  t.equal(from18.stderr, "note: with kruise-manager's settings (kruise-system/kruise-controller-manager): --kruise-version 1.8\n")
  t.equal(JSON.parse(from18.stdout).decision, 'warn')
  const given = await live('--kruise-version', '1.9')
  t.equal(given.code, 1, 'a flag given wins')
  t.match(given.stderr, /^note: kruise-manager \(kruise-system\/kruise-controller-manager\) runs v1\.8\.3, the guard predicts with --kruise-version 1\.9/)
  api.put('/apis/apps/v1/namespaces/kruise-system/deployments', manager('openkruise/kruise-manager:v1.8.3-\u001b]0;owned\u0007\u001b[2J') as never)
  const escaped = await live('--kruise-version', '1.9')
  t.match(escaped.stderr, /^note: kruise-manager \(kruise-system\/kruise-controller-manager\) runs v1\.8\.3- \]0;owned \[2J, the guard predicts with --kruise-version 1\.9/,
    "the manager's image tag is noted without the escape sequences in it")
  t.notMatch(escaped.stderr, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/)
  t.match(await live('--kruise-manager', 'none'), { code: 1, stderr: '' }, '--kruise-manager none: not read')
  const lint = await runCli(check, [join(dir, 'new.json'), '--kruise-manager', 'kruise-system/kruise-controller-manager'])
  t.match(lint, { code: 2, stderr: /--kruise-manager works with --live only/ })
  t.notOk(api.requests.some((x) => x.method !== 'GET'), 'read-only')
})

/** An Advanced StatefulSet web at v1beta1 (InPlaceOnly) whose Pods run web-r1, another env than the stored web-r2. */
async function statefulSetCluster(t: Test) {
  const api = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
  t.teardown(() => api.close())
  const template = (image: string, env: string) => withReadinessGate(podTemplate([container('app', image, { env: [{ name: 'MODE', value: env }] })]))
  const sts = (image: string, status?: Record<string, unknown>) => {
    const object = statefulSet(template(image, 'a'), { name: 'web', version: 'v1beta1', policy: 'InPlaceOnly', replicas: 2 })
    return { ...object, metadata: { ...object.metadata, uid: 'sts-uid-1' }, ...(status ? { status } : {}) }
  }
  api.put('/apis/apps.kruise.io/v1beta1/namespaces/shop/statefulsets', sts('nginx:1.25', { updateRevision: 'web-r2' }) as never)
  const owner = [{ apiVersion: 'apps.kruise.io/v1beta1', kind: 'StatefulSet', name: 'web', uid: 'sts-uid-1', controller: true }]
  const stsRevision = (name: string, tpl: unknown) => ({
    apiVersion: 'apps/v1', kind: 'ControllerRevision', metadata: { name, namespace: 'shop', labels: { app: 'web' }, ownerReferences: owner },
    data: { spec: { template: { ...(tpl as object), $patch: 'replace' } } }, revision: 1,
  })
  api.put(REVISIONS, stsRevision('web-r1', template('nginx:1.24', 'old')) as never)
  api.put(REVISIONS, stsRevision('web-r2', template('nginx:1.25', 'a')) as never)
  for (const name of ['web-0', 'web-1']) {
    const p = pod({ name, revision: 'web-r1' })
    api.put(PODS, { ...p, metadata: { ...p.metadata, namespace: 'shop', ownerReferences: owner } } as never)
  }
  const dir = mkdtempSync(join(tmpdir(), 'check-live-sts-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'old.json'), JSON.stringify(sts('nginx:1.25')))
  writeFileSync(join(dir, 'new.json'), JSON.stringify(sts('nginx:1.26')))
  return { api, args: ['--old', join(dir, 'old.json'), '--new', join(dir, 'new.json'), '--kubeconfig', api.kubeconfig, '--output', 'json', '--live'] }
}

t.test('check --live on an Advanced StatefulSet: read at v1beta1 with its Pods and revisions, read-only', async (t) => {
  const { api, args } = await statefulSetCluster(t)
  const live = await runCli(check, args)
  t.equal(live.stderr, '')
  t.match(JSON.parse(live.stdout), { kind: 'StatefulSet', workload: 'shop/web', operation: 'UPDATE', outcome: 'in-place' })
  const read = api.requests.map((x) => `${x.method} ${x.path}`)
  t.ok(read.includes('GET /apis/apps.kruise.io/v1beta1/namespaces/shop/statefulsets/web'), 'the StatefulSet is read at v1beta1')
  t.ok(read.some((r) => r.startsWith('GET /api/v1/namespaces/shop/pods')), 'its Pods are listed')
  t.ok(read.some((r) => r.startsWith('GET /apis/apps/v1/namespaces/shop/controllerrevisions')), 'its revisions are listed')
  t.notOk(api.requests.some((x) => x.method !== 'GET'), 'read-only')
})

t.test('check --live on an Advanced StatefulSet: Pods held back at a revision InPlaceOnly cannot reach are denied', async (t) => {
  const { args } = await statefulSetCluster(t)
  const live = await runCli(check, args)
  t.equal(live.code, 1)
  t.match(JSON.parse(live.stdout), { kind: 'StatefulSet', decision: 'deny', denyMessage: /2 Pods still run revision web-r1, which cannot be updated in place to this template/ })
})
