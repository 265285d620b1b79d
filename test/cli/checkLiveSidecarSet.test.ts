import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { run as check } from '../../src/cli/commands/check.js'
import type { Pod } from '../../src/engine/kube/pod.js'
import { KRUISE_RELEASED_DISCOVERY, startFakeApiserver } from '../reconciler/support/fakeApiserver.js'
import { runCli } from '../support/cliRun.js'
import { type Json, SECRET_VALUE, injectedPod, sidecarSetObject, sidecarSetView } from './support/sidecarSets.js'

/**
 * `check --live` on a SidecarSet: the census of NEW over the Pods its selector picks in the cluster, as they run.
 * OLD→NEW changes only the image (envoy:1.30 → 1.31); Pods injected from OLD are upgradable in place, a Pod
 * injected from an older SidecarSet with another env never is, a Pod from before the SidecarSet was never injected.
 */

const OLD = sidecarSetObject('envoy:1.30')
const NEW = sidecarSetObject('envoy:1.31')

async function cluster(t: Test, pods: Pod[]) {
  const api = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
  t.teardown(() => api.close())
  for (const p of pods) api.put(`/api/v1/namespaces/${p.metadata.namespace}/pods`, p as never)
  const dir = mkdtempSync(join(tmpdir(), 'check-live-sidecarset-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'old.json'), JSON.stringify(OLD))
  writeFileSync(join(dir, 'new.json'), JSON.stringify(NEW))
  const live = (...more: string[]) => runCli(check, ['--old', join(dir, 'old.json'), '--new', join(dir, 'new.json'), '--live', '--kubeconfig', api.kubeconfig, ...more])
  return { api, live }
}

const fromOld = sidecarSetView('envoy:1.30')
const fromOlder = sidecarSetView('envoy:1.29', { env: 'older' })

t.test('check --live SidecarSet: matched, upgradable in place, never upgradable (named) and not injected, as structure', async (t) => {
  const rows: { name: string; pods: Pod[]; args: string[]; code: number; want: Json; note: RegExp }[] = [
    {
      name: 'every matched Pod is upgradable: the verdict stays allow, with the counts',
      pods: [injectedPod('a', fromOld), injectedPod('b', fromOld, { namespace: 'other' })],
      args: [], code: 0,
      want: { kind: 'SidecarSet', decision: 'allow', livePods: { matched: 2, updated: 0, upgradable: 2, thisRound: 1, neverUpgradable: [], notInjected: [] }, warnings: [] },
      note: /^in the cluster \(all namespaces\): 2 Pods matched, 0 already updated, 2 upgradable in place by this SidecarSet \(1 this round\), 0 never upgradable$/,
    },
    {
      name: 'a Pod from an older SidecarSet with another env: never upgraded in place, warned about by name',
      pods: [injectedPod('a', fromOld), injectedPod('b', fromOld), injectedPod('c', fromOlder), injectedPod('d', undefined)],
      args: [], code: 0,
      want: {
        decision: 'warn', livePods: { matched: 3, upgradable: 2, neverUpgradable: ['shop/c'], notInjected: ['shop/d'] },
        warnings: [{ code: 'trap/sidecarset-pods-left-behind', path: 'spec.containers', severity: 'warning', text: /^SidecarSet mesh: 1 running Pod \(shop\/c\) keeps its old sidecars/ }],
      },
      note: /3 Pods matched, 0 already updated, 2 upgradable in place by this SidecarSet \(1 this round\), 1 never upgradable, 1 not injected \(created before it\)$/,
    },
    {
      name: '--deny-strategies SidecarSetNotUpgradable: denied, naming the Pod',
      pods: [injectedPod('a', fromOld), injectedPod('c', fromOlder)],
      args: ['--deny-strategies', 'SidecarSetNotUpgradable'], code: 1,
      want: { decision: 'deny', denyMessage: /^SidecarSet mesh: 1 running Pod \(shop\/c\) would keep its old sidecars: [^]*--deny-strategies lists SidecarSetNotUpgradable/ },
      note: /1 never upgradable/,
    },
  ]
  for (const row of rows) {
    const { api, live } = await cluster(t, row.pods)
    const r = await live('--output', 'json', ...row.args)
    t.equal(r.stderr, '', row.name)
    t.equal(r.code, row.code, `${row.name}: exit ${row.code}`)
    const report = JSON.parse(r.stdout)
    t.match(report, row.want, row.name)
    t.match(report.notes.at(-1), row.note, `${row.name}: the note`)
    t.notMatch(r.stdout, SECRET_VALUE, 'no env value')
    t.ok(api.requests.some((x) => x.path.startsWith('/api/v1/pods?') && x.path.includes('labelSelector=app%3Dweb')), 'the Pods are listed by spec.selector')
    t.notOk(api.requests.some((x) => x.method !== 'GET'), 'read-only')
  }
})

t.test('every output format reads the live finding from structure', async (t) => {
  const { live } = await cluster(t, [injectedPod('a', fromOld), injectedPod('c', fromOlder)])
  const text = await live()
  t.match(text.stdout, /\n {2}note: in the cluster \(all namespaces\): 2 Pods matched[^\n]*\n/)
  t.match(text.stdout, /\n {2}warning: SidecarSet mesh: 1 running Pod \(shop\/c\) keeps its old sidecars/)
  const sarif = JSON.parse((await live('--output', 'sarif')).stdout)
  t.ok(sarif.runs[0].results.some((r: Json) => r.ruleId === 'trap/sidecarset-pods-left-behind' && /shop\/c/.test(r.message.text)), 'sarif: the rule and the Pod')
  t.match((await live('--output', 'github')).stdout, /::warning [^\n]*shop\/c/)
})

t.test('check --live SidecarSet with --kruise-version 1.8: a v1beta1 NEW is refused before the cluster is asked', async (t) => {
  const { api, live } = await cluster(t, [injectedPod('a', fromOld)])
  const r = await live('--kruise-version', '1.8')
  t.equal(r.code, 2)
  t.match(r.stderr, /OpenKruise 1\.8 serves SidecarSets at apps\.kruise\.io\/v1alpha1 only[^\n]*\[IPG_ERR_VERSION_NOT_SERVED\]/)
  t.notOk(api.requests.some((x) => x.path.includes('/pods')), 'no Pods listed')
})
