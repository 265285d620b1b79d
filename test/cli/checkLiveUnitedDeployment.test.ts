import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { run as check } from '../../src/cli/commands/check.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { readUnitedDeployment } from '../../src/engine/workloads/unitedDeployment.js'
import { LABEL_SUBSET_NAME, LABEL_UD_REVISION, renderSubsetChild } from '../../src/engine/workloads/unitedDeploymentChild.js'
import { unitedDeploymentRevisionName } from '../../src/engine/workloads/unitedDeploymentRevision.js'
import { type Json, unitedDeployment } from '../engine/support/unitedDeployments.js'
import { pod } from '../reconciler/support/fixtures.js'
import { KRUISE_RELEASED_DISCOVERY, startFakeApiserver } from '../reconciler/support/fakeApiserver.js'
import { runCli } from '../support/cliRun.js'

/**
 * `check --live` on a UnitedDeployment of CloneSets: OLD→NEW changes the image (in place). zone-a's child runs two
 * Pods at its revision a-r1, whose template has an env var the current one dropped: those Pods cannot reach the
 * child NEW renders in place. zone-b's Pods run the child's current revision.
 */

const UDS = '/apis/apps.kruise.io/v1alpha1/namespaces/shop/uniteddeployments'
const CLONESETS = '/apis/apps.kruise.io/v1alpha1/namespaces/shop/clonesets'
const PODS = '/api/v1/namespaces/shop/pods'
const REVISIONS = '/apis/apps/v1/namespaces/shop/controllerrevisions'

function ud(image: string, policy: string): Json {
  return unitedDeployment('CloneSet', { image, policy, subsets: [{ name: 'zone-a' }, { name: 'zone-b' }] })
}

async function cluster(t: Test, policy: string) {
  const api = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
  t.teardown(() => api.close())
  const old = ud('registry/app:1', policy)
  const view = readUnitedDeployment(old)
  const revision = unitedDeploymentRevisionName(view, { gates: resolveGates({}), release: '1.9' })
  api.put(UDS, { ...old, status: { currentRevision: revision, updateStatus: { updatedRevision: revision } } } as never)
  for (const [i, subset] of view.subsets.entries()) {
    const rendered = renderSubsetChild(view, { subset, revision, replicas: 2, partition: 0 })
    const name = `ud-${subset.name}-x1`
    const uid = `${name}-uid`
    const own = `${subset.name}-r2`
    api.put(CLONESETS, { ...rendered, metadata: { ...(rendered.metadata as Json), name, uid }, status: { replicas: 2, updateRevision: own, currentRevision: own } } as never)
    const owner = [{ apiVersion: 'apps.kruise.io/v1alpha1', kind: 'CloneSet', name, uid, controller: true }]
    const template = (rendered.spec as Json).template as Json
    const older = structuredClone(template)
    older.spec.containers[0].env = [{ name: 'MODE', value: 'old' }]
    const labels = { app: 'web', [LABEL_SUBSET_NAME]: subset.name }
    for (const [rev, tpl] of [[`${subset.name}-r1`, older], [own, template]] as const) {
      api.put(REVISIONS, { apiVersion: 'apps/v1', kind: 'ControllerRevision', metadata: { name: rev, namespace: 'shop', labels, ownerReferences: owner }, data: { spec: { template: tpl } }, revision: 1 } as never)
    }
    // zone-a's Pods are held back at the older revision; zone-b's run the current one.
    for (const n of [0, 1]) {
      const p = pod({ name: `${subset.name}-${n}`, revision: i === 0 ? `${subset.name}-r1` : own, labels: { ...labels, [LABEL_UD_REVISION]: revision }, images: { app: 'registry/app:1' } })
      api.put(PODS, { ...p, metadata: { ...p.metadata, namespace: 'shop', ownerReferences: owner } } as never)
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'check-live-ud-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'old.json'), JSON.stringify(old))
  writeFileSync(join(dir, 'new.json'), JSON.stringify(ud('registry/app:2', policy)))
  const live = (...more: string[]) => runCli(check, ['--old', join(dir, 'old.json'), '--new', join(dir, 'new.json'), '--kubeconfig', api.kubeconfig, '--output', 'json', ...more])
  return { api, live }
}

t.test('check --live UnitedDeployment: each CloneSet child\'s held-back Pods are checked against the child NEW renders', async (t) => {
  const { api, live } = await cluster(t, 'InPlaceOnly')
  const offline = JSON.parse((await live()).stdout)
  t.match(offline, { kind: 'UnitedDeployment', decision: 'allow', outcome: 'in-place' }, 'without --live: an image change, in place')
  const r = await live('--live')
  t.equal(r.stderr, '')
  t.equal(r.code, 1, 'InPlaceOnly: denied')
  const report = JSON.parse(r.stdout)
  t.match(report, { kind: 'UnitedDeployment', workload: 'shop/ud', decision: 'deny' })
  t.match(report.denyMessage, /^inplace-guard denies this UnitedDeployment shop\/ud update: subset zone-a: CloneSet shop\/ud-zone-a-x1 uses InPlaceOnly [^]*2 Pods still run revision zone-a-r1, which cannot be updated in place to this template: spec\.template\.spec\.containers\[app\]\.env/)
  t.notMatch(report.denyMessage, /subset zone-b/, 'zone-b\'s Pods run the current revision')
  t.notMatch(r.stdout, /"old"|MODE=old/, 'no env value')
  t.match(report.notes, [/in the cluster: subset zone-a \(CloneSet shop\/ud-zone-a-x1\): 2 Pods checked against the child's new template, 2 at a revision that cannot reach it in place/,
    /in the cluster: subset zone-b \(CloneSet shop\/ud-zone-b-x1\): 2 Pods checked against the child's new template, 0 at/])
  const read = api.requests.map((x) => `${x.method} ${x.path}`)
  t.ok(read.includes(`GET ${UDS}/ud`), 'the UnitedDeployment is read')
  t.notOk(api.requests.some((x) => x.method !== 'GET'), 'read-only')
})

t.test('check --live UnitedDeployment under InPlaceIfPossible: a warning per subset, from structure', async (t) => {
  const { live } = await cluster(t, 'InPlaceIfPossible')
  const r = await live('--live')
  t.equal(r.code, 0)
  const report = JSON.parse(r.stdout)
  t.equal(report.decision, 'warn')
  t.match(report.warnings, [{ code: 'subset/held-back-revision', severity: 'warning', text: /^subset zone-a: CloneSet shop\/ud-zone-a-x1: 2 Pods at revision zone-a-r1 cannot be updated in place to this template, InPlaceIfPossible recreates them/ }])
  t.equal(report.warnings.length, 1)
})

t.test('check --live UnitedDeployment not in the cluster: IPG_ERR_NOT_FOUND', async (t) => {
  const { api, live } = await cluster(t, 'InPlaceOnly')
  await api.close()
  const empty = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
  t.teardown(() => empty.close())
  const r = await live('--live', '--kubeconfig', empty.kubeconfig)
  t.equal(r.code, 2)
  t.equal(r.stderr, 'inplace-guard: no UnitedDeployment "ud" found in namespace shop [IPG_ERR_NOT_FOUND]\n')
})

t.test('check --live UnitedDeployment of apps/v1 Deployments: nothing to check, and the note says so', async (t) => {
  const api = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
  t.teardown(() => api.close())
  const dir = mkdtempSync(join(tmpdir(), 'check-live-ud-deploy-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'old.json'), JSON.stringify(unitedDeployment('Deployment', { image: 'registry/app:1' })))
  writeFileSync(join(dir, 'new.json'), JSON.stringify(unitedDeployment('Deployment', { image: 'registry/app:2' })))
  const r = await runCli(check, ['--old', join(dir, 'old.json'), '--new', join(dir, 'new.json'), '--kubeconfig', api.kubeconfig, '--output', 'json', '--live'])
  t.equal(r.stderr, '')
  t.match(JSON.parse(r.stdout).notes, ['in the cluster: nothing checked: --live checks the Pods of CloneSet and Advanced StatefulSet children, and these children are Deployments'])
  t.strictSame(api.requests.map((x) => `${x.method} ${x.path}`), ['GET /apis/apps/v1/namespaces/kruise-system/deployments/kruise-controller-manager'],
    "the cluster is asked for kruise-manager's release and gates (they decide the children's verdicts), nothing else")
})
