import t, { type Test } from 'tap'
import { run as diagnose } from '../../src/cli/commands/diagnose.js'
import type { Pod } from '../../src/engine/kube/pod.js'
import { KRUISE_RELEASED_DISCOVERY, startFakeApiserver } from '../reconciler/support/fakeApiserver.js'
import { runCli } from '../support/cliRun.js'
import { type Json, SECRET_VALUE, injectedPod, sidecarSetObject, sidecarSetView } from './support/sidecarSets.js'

/**
 * `diagnose sidecarset/NAME` against a fake apiserver: the SidecarSet (cluster-scoped) as stored, the Pods its
 * selector picks in its namespace scope, and the engine's census of them.
 */

const NAMESPACES = '/api/v1/namespaces'
const podsIn = (ns: string) => `/api/v1/namespaces/${ns}/pods`
const SIDECARSETS = { v1beta1: '/apis/apps.kruise.io/v1beta1/sidecarsets', v1alpha1: '/apis/apps.kruise.io/v1alpha1/sidecarsets' }

const injectedAt = sidecarSetView('envoy:1.30')

/** A cluster with the SidecarSet `stored` at both versions (or at v1alpha1 alone), namespaces shop (team a) and other (team b), and `pods`. */
async function cluster(t: Test, stored: Json, pods: Pod[], options: { v1alpha1Only?: boolean } = {}) {
  const api = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
  t.teardown(() => api.close())
  if (!options.v1alpha1Only) api.put(SIDECARSETS.v1beta1, stored as never)
  api.put(SIDECARSETS.v1alpha1, { ...stored, apiVersion: 'apps.kruise.io/v1alpha1' } as never)
  for (const [name, team] of [['shop', 'a'], ['other', 'b']]) api.put(NAMESPACES, { metadata: { name: name!, labels: { 'kubernetes.io/metadata.name': name!, team: team! } } } as never)
  for (const p of pods) api.put(podsIn(p.metadata.namespace ?? 'default'), p as never)
  return api
}

const diagnosed = (api: { kubeconfig: string }, ...args: string[]) => runCli(diagnose, [...args, '--kubeconfig', api.kubeconfig])

t.test('the census: upgradable, never upgradable (exit 1), marked, not injected', async (t) => {
  const rows: { name: string; stored: Json; pods: Pod[]; code: number; lines: RegExp[]; json: Json }[] = [
    {
      name: 'an image-only change: every injected Pod is upgraded in place, one this round; a Pod from before the SidecarSet is not injected',
      stored: sidecarSetObject('envoy:1.31'),
      pods: [injectedPod('a', injectedAt), injectedPod('b', injectedAt), injectedPod('c', undefined), injectedPod('d', injectedAt, { labels: { app: 'other' } })],
      code: 0,
      lines: [
        /^SidecarSet mesh \(v1beta1\): RollingUpdate, partition 0, maxUnavailable 1\n/,
        /\n {2}looks at Pods in all namespaces with spec\.selector\n/,
        /\n {2}Pods: 3 selected, 2 matched, 0 updated, 2 upgradable in place \(1 this round\)\n/,
        /shop\/c\) matches spec\.selector but was created before it/,
        /\nDiagnosis: progressing: 2 Pods to be upgraded in place\n/,
        /only a recreated Pod gets them/,
      ],
      json: { kind: 'SidecarSet', name: 'mesh', selected: 3, matched: 2, upgradable: 2, thisRound: 1, neverUpgradable: [], notInjected: ['shop/c'], leftBehind: false },
    },
    {
      name: 'an env change: the Pods injected before it are never upgraded in place, named; the condition Kruise set is read',
      stored: sidecarSetObject('envoy:1.30', { env: 'changed' }),
      pods: [injectedPod('a', injectedAt, { marked: { mesh: false } }), injectedPod('b', injectedAt), injectedPod('c', sidecarSetView('envoy:1.30', { env: 'changed' }))],
      code: 1,
      lines: [
        /Pods: 3 selected, 3 matched, 1 updated, 0 upgradable in place \(0 this round\)/,
        /2 Pods \(shop\/a, shop\/b\) can never be upgraded in place/,
        /1 Pod \(shop\/a\) carries SidecarSetUpgradable=False/,
        /\nDiagnosis: PODS LEFT BEHIND: 2 Pods never upgraded in place\nWhat to do:\n {2}- 2 Pods keep the old sidecars for good: [^\n]*Recreate those Pods/,
      ],
      json: { neverUpgradable: ['shop/a', 'shop/b'], markedNotUpgradable: ['shop/a'], leftBehind: true },
    },
    {
      name: 'paused: the Pods wait, and the field to change is named',
      stored: sidecarSetObject('envoy:1.31', { strategy: { paused: true } }),
      pods: [injectedPod('a', injectedAt)],
      code: 0,
      lines: [/RollingUpdate, partition 0, maxUnavailable 1, paused\n/, /\nDiagnosis: held back: no matched Pod is upgraded now\n/, /spec\.updateStrategy\.paused is true: set it to false/],
      json: { heldBack: { paused: 1 } },
    },
  ]
  for (const row of rows) {
    const api = await cluster(t, row.stored, row.pods)
    const text = await diagnosed(api, 'sidecarset/mesh')
    t.equal(text.stderr, '', row.name)
    t.equal(text.code, row.code, `${row.name}: exit ${row.code}`)
    for (const line of row.lines) t.match(text.stdout, line, row.name)
    t.notMatch(text.stdout, SECRET_VALUE, `${row.name}: no env value printed`)
    const json = await diagnosed(api, 'sidecarsets/mesh', '--output', 'json')
    t.equal(json.code, row.code)
    t.match(JSON.parse(json.stdout), row.json, `${row.name}: json`)
    t.notMatch(json.stdout, SECRET_VALUE)
    t.notOk(api.requests.some((x) => x.method !== 'GET'), `${row.name}: read-only`)
  }
})

t.test('the namespace scope: spec.namespace lists one namespace, spec.namespaceSelector the namespaces it matches, none of them every namespace', async (t) => {
  const pods = [injectedPod('a', injectedAt), injectedPod('z', injectedAt, { namespace: 'other' })]
  const rows: { name: string; stored: Json; reach: RegExp; selected: number; listed: string[]; notListed: string[] }[] = [
    {
      name: 'v1alpha1 spec.namespace',
      stored: sidecarSetObject('envoy:1.31', { apiVersion: 'apps.kruise.io/v1alpha1', spec: { namespace: 'shop' } }),
      reach: /looks at Pods in namespace shop with/, selected: 1, listed: ['/api/v1/namespaces/shop/pods'], notListed: ['/api/v1/pods', '/api/v1/namespaces?'],
    },
    {
      name: 'spec.namespaceSelector',
      stored: sidecarSetObject('envoy:1.31', { spec: { namespaceSelector: { matchLabels: { team: 'b' } } } }),
      reach: /looks at Pods in namespaces other \(spec\.namespaceSelector\) with/, selected: 1, listed: ['/api/v1/namespaces?', '/api/v1/namespaces/other/pods'], notListed: ['/api/v1/namespaces/shop/pods', '/api/v1/pods'],
    },
    {
      name: 'every namespace',
      stored: sidecarSetObject('envoy:1.31'),
      reach: /looks at Pods in all namespaces with/, selected: 2, listed: ['/api/v1/pods?'], notListed: ['/api/v1/namespaces/shop/pods', '/api/v1/namespaces?'],
    },
  ]
  for (const row of rows) {
    const api = await cluster(t, row.stored, pods, { v1alpha1Only: row.stored.apiVersion === 'apps.kruise.io/v1alpha1' })
    const r = await diagnosed(api, '-n', 'elsewhere', 'sidecarset/mesh')
    t.equal(r.code, 0, `${row.name}: -n does not apply to a SidecarSet`)
    t.match(r.stdout, row.reach, row.name)
    t.match(r.stdout, new RegExp(`Pods: ${row.selected} selected`), row.name)
    const paths = api.requests.map((x) => x.path)
    for (const p of row.listed) t.ok(paths.some((x) => x.startsWith(p)), `${row.name}: lists ${p}`)
    for (const p of row.notListed) t.notOk(paths.some((x) => x.startsWith(p)), `${row.name}: does not list ${p}`)
    t.ok(paths.filter((x) => x.includes('/pods')).every((x) => x.includes('labelSelector=app%3Dweb')), `${row.name}: Pods listed by spec.selector`)
  }
})

t.test('versions: v1beta1 first, v1alpha1 where that is all the apiserver has; --kruise-version 1.8 reads v1alpha1 only; --api-version picks', async (t) => {
  const pods = [injectedPod('a', injectedAt)]
  const old = await cluster(t, sidecarSetObject('envoy:1.31'), pods, { v1alpha1Only: true })
  const fallback = await diagnosed(old, 'sidecarset/mesh')
  t.equal(fallback.code, 0)
  t.match(fallback.stdout, /^SidecarSet mesh \(v1alpha1\)/)
  const api = await cluster(t, sidecarSetObject('envoy:1.31'), pods)
  t.match((await diagnosed(api, 'sidecarset/mesh')).stdout, /^SidecarSet mesh \(v1beta1\)/)
  const before = api.requests.length
  const r18 = await diagnosed(api, 'sidecarset/mesh', '--kruise-version', '1.8')
  t.equal(r18.code, 0)
  t.match(r18.stdout, /^SidecarSet mesh \(v1alpha1\)/)
  t.notOk(api.requests.slice(before).some((x) => x.path.startsWith(SIDECARSETS.v1beta1)), 'Kruise 1.8 serves no v1beta1 SidecarSet: not asked')
  t.match((await diagnosed(api, 'sidecarset/mesh', '--api-version', 'v1alpha1')).stdout, /^SidecarSet mesh \(v1alpha1\)/)
})

t.test('a bare NAME finds a SidecarSet anywhere in the cluster; not found and ambiguity are errors', async (t) => {
  const api = await cluster(t, sidecarSetObject('envoy:1.31'), [injectedPod('a', injectedAt)])
  const bare = await diagnosed(api, '-n', 'shop', 'mesh')
  t.equal(bare.code, 0)
  t.match(bare.stdout, /^SidecarSet mesh \(v1beta1\)/)
  const missing = await diagnosed(api, 'sidecarset/nope')
  t.equal(missing.code, 2)
  t.equal(missing.stderr, 'inplace-guard: no SidecarSet "nope" found [IPG_ERR_NOT_FOUND]\n')
  api.put('/apis/apps.kruise.io/v1alpha1/namespaces/shop/uniteddeployments', { apiVersion: 'apps.kruise.io/v1alpha1', kind: 'UnitedDeployment', metadata: { name: 'mesh', namespace: 'shop' } } as never)
  const ambiguous = await diagnosed(api, '-n', 'shop', 'mesh')
  t.equal(ambiguous.code, 2)
  t.equal(ambiguous.stderr, 'inplace-guard: namespace shop has a UnitedDeployment and a SidecarSet (cluster-scoped) named "mesh": name one as KIND/NAME, e.g. uniteddeployment/mesh [IPG_ERR_AMBIGUOUS_WORKLOAD]\n')
  t.notOk(api.requests.some((x) => x.method !== 'GET'), 'read-only')
})

t.test("without --kruise-version and --gates, the cluster's kruise-manager decides them; a flag that differs is noted", async (t) => {
  const api = await cluster(t, sidecarSetObject('envoy:1.31'), [injectedPod('a', injectedAt)])
  const manager = (image: string, gates: string) => ({
    apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'kruise-controller-manager', namespace: 'kruise-system' },
    spec: { template: { spec: { containers: [{ name: 'manager', image, args: [`--feature-gates=${gates}`, '--token=do-not-print'], env: [{ name: 'T', value: 'do-not-print' }] }] } } },
  })
  const readsV1beta1 = async (...args: string[]) => {
    const before = api.requests.length
    const r = await diagnosed(api, 'sidecarset/mesh', ...args)
    return { ...r, v1beta1: api.requests.slice(before).some((x) => x.path.startsWith(SIDECARSETS.v1beta1)) }
  }
  const none = await readsV1beta1()
  t.match(none, { code: 0, stderr: '', v1beta1: true }, 'no manager Deployment: Kruise 1.9, silently')

  api.put('/apis/apps/v1/namespaces/kruise-system/deployments', manager('openkruise/kruise-manager:v1.8.3', 'KruiseDaemon=false') as never)
  const taken = await readsV1beta1()
  t.match(taken, { code: 0, v1beta1: false }, "Kruise 1.8 from the manager's image: no v1beta1 SidecarSet asked for")
  t.match(taken.stdout, /^SidecarSet mesh \(v1alpha1\)/)
  t.equal(taken.stderr, "note: with kruise-manager's settings (kruise-system/kruise-controller-manager): --kruise-version 1.8 --gates InPlaceUpdateEnvFromMetadata=false,KruiseDaemon=false\n")

  const given = await readsV1beta1('--kruise-version', '1.9', '--gates', 'KruiseDaemon=false')
  t.match(given, { code: 0, v1beta1: true }, 'a flag given wins')
  t.equal(given.stderr, "note: kruise-manager (kruise-system/kruise-controller-manager) runs v1.8.3, the guard predicts with --kruise-version 1.9: its predictions may not match what Kruise does; set the guard's value to the manager's\n")
  t.notMatch(given.stderr + taken.stderr, 'do-not-print', "nothing else of the manager's Deployment is echoed")
  api.put('/apis/apps/v1/namespaces/kruise-system/deployments', manager('openkruise/kruise-manager:v1.8.3-\u001b]0;owned\u0007', 'KruiseDaemon=false') as never)
  const escaped = await readsV1beta1('--kruise-version', '1.9', '--gates', 'KruiseDaemon=false')
  t.equal(escaped.stderr, "note: kruise-manager (kruise-system/kruise-controller-manager) runs v1.8.3- ]0;owned , the guard predicts with --kruise-version 1.9: its predictions may not match what Kruise does; set the guard's value to the manager's\n",
    "the manager's image tag is noted without the escape sequence in it")

  const off = await readsV1beta1('--kruise-manager', 'none')
  t.match(off, { code: 0, stderr: '', v1beta1: true }, '--kruise-manager none: not read')
  t.match(await diagnosed(api, 'sidecarset/mesh', '--kruise-manager', 'kruise'), { code: 2, stderr: /--kruise-manager: "kruise" is not NAMESPACE\/NAME or none/ })
})
