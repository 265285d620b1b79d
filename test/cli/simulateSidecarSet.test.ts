import t from 'tap'
import { run as simulate } from '../../src/cli/commands/simulate.js'
import { runCli } from '../support/cliRun.js'

/**
 * `simulate` of a SidecarSet through the public CLI: Pods injected with the old sidecars, the controller's rounds on
 * the embedded cluster, what each Pod ends with, and the exit code a pipeline reads.
 */
type Json = Record<string, any>

const SECRET = 'token-never-printed'

function sidecarSet(o: { image?: string; env?: string; strategy?: Json; selector?: Json; name?: string; upgrade?: Json } = {}): Json {
  return {
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: o.name ?? 'mesh' },
    spec: {
      selector: o.selector ?? { matchLabels: { app: 'web' } },
      containers: [{ name: 'proxy', image: o.image ?? 'envoy:1.30', env: [{ name: 'TOKEN', value: o.env ?? SECRET }], ...(o.upgrade ? { upgradeStrategy: o.upgrade } : {}) }],
      updateStrategy: { maxUnavailable: 2, ...o.strategy },
    },
  }
}

const json = (obj: Json) => JSON.stringify(obj, null, 2)

interface Row {
  name: string
  old: Json
  new: Json
  args?: string[]
  code: number
  outcome: string
  completed: boolean
  rounds: number[]
  /** Each Pod's verdict, in name order. */
  verdicts: string[]
  text: RegExp[]
  /** The JSON's stoppedAtLimit (outcome not-finished). */
  stoppedAtLimit?: Json
}

const NEW = 'envoy:1.31'
const rows: Row[] = [
  {
    name: 'image only: in place, rounds bounded by maxUnavailable', old: sidecarSet(), new: sidecarSet({ image: NEW }), args: ['--replicas', '5'],
    code: 0, outcome: 'completed', completed: true, rounds: [2, 2, 1], verdicts: Array(5).fill('updated'),
    text: [/^SidecarSet mesh: update from new\.json: spec\.containers\[proxy\]\.image\n/, /t=0s\s+round 1\s+in place\s+pod-4, pod-3/, /Result: completed in \d+s: 5\/5 Pods run the new sidecars, upgraded in place/],
  },
  {
    name: 'partition keeps Pods back', old: sidecarSet(), new: sidecarSet({ image: NEW, strategy: { partition: 2, maxUnavailable: 5 } }), args: ['--replicas', '5'],
    code: 0, outcome: 'completed', completed: true, rounds: [3], verdicts: ['waiting', 'waiting', 'updated', 'updated', 'updated'],
    text: [/3\/5 Pods run the new sidecars.*partition keeps 2 Pods on the old sidecars/],
  },
  {
    name: 'env change: every Pod left behind', old: sidecarSet(), new: sidecarSet({ image: NEW, env: 'other-secret-value' }),
    code: 1, outcome: 'not-upgradable', completed: false, rounds: [], verdicts: Array(3).fill('not-upgradable'),
    text: [/Result: LEFT BEHIND: 3 running Pods keep the old sidecar; only Pods created from now on get the new one/, /because spec\.containers\[proxy\]\.env changed, not only images/, /SidecarSetUpgradable=False \(reason UpdateImmutableField\)/],
  },
  {
    name: 'paused: nothing happens, exit 0', old: sidecarSet(), new: sidecarSet({ image: NEW, strategy: { paused: true } }),
    code: 0, outcome: 'paused', completed: false, rounds: [], verdicts: Array(3).fill('paused'),
    text: [/Result: no running Pod is updated: spec\.updateStrategy\.paused is true/],
  },
  {
    name: 'paused, and more than images changed: exit 0, and it says the Pods stay behind once unpaused', old: sidecarSet(), new: sidecarSet({ image: NEW, env: 'other-secret-value', strategy: { paused: true } }),
    code: 0, outcome: 'paused', completed: false, rounds: [], verdicts: Array(3).fill('paused'),
    text: [/Result: no running Pod is updated: spec\.updateStrategy\.paused is true\n.*\n  SidecarSet "mesh": spec\.containers\[proxy\]\.env changed, not only images: even once updates resume, running Pods will never be upgraded in place/],
  },
  {
    name: 'NotUpdate: nothing happens, exit 0', old: sidecarSet(), new: sidecarSet({ image: NEW, strategy: { type: 'NotUpdate' } }),
    code: 0, outcome: 'not-updated', completed: false, rounds: [], verdicts: Array(3).fill('not-updated'),
    text: [/Result: no running Pod is updated: spec\.updateStrategy\.type is NotUpdate/],
  },
  {
    name: '--fail-pull: that Pod stalls the upgrade', old: sidecarSet(), new: sidecarSet({ image: NEW }), args: ['--fail-pull', 'pod-2'],
    code: 1, outcome: 'stalled', completed: false, rounds: [2, 1], verdicts: Array(3).fill('updated'),
    text: [/Result: STALLED after \d+s: 2\/3 Pods run the new sidecars/, /pulling the new sidecar image fails on pod-2 \(ErrImagePull\)/, /pod-2 .*not done\s+ErrImagePull/],
  },
  {
    name: '--max-seconds reached while the first round still pulls: NOT FINISHED, not stalled, exit 1', old: sidecarSet(), new: sidecarSet({ image: NEW }), args: ['--max-seconds', '3'],
    code: 1, outcome: 'not-finished', completed: false, rounds: [2], verdicts: ['waiting', 'updated', 'updated'],
    text: [/Result: NOT FINISHED: simulated time reached --max-seconds 3 while Pods were still being upgraded: 0\/3 Pods run the new sidecars; give a larger --max-seconds to see the end\n/],
    stoppedAtLimit: { maxSeconds: 3 },
  },
  {
    name: '--max-seconds reached after a pull failed: NOT FINISHED, and the failed pull is named as already failing', old: sidecarSet(), new: sidecarSet({ image: NEW }),
    args: ['--fail-pull', 'pod-2', '--max-seconds', '6'],
    code: 1, outcome: 'not-finished', completed: false, rounds: [2, 1], verdicts: Array(3).fill('updated'),
    text: [/Result: NOT FINISHED: simulated time reached --max-seconds 6 while Pods were still being upgraded: 1\/3 Pods run the new sidecars; give a larger --max-seconds to see the end\nAlready failing \(a larger --max-seconds will not clear it\):\n  pulling the new sidecar image fails on pod-2 \(ErrImagePull\)/],
    stoppedAtLimit: {
      maxSeconds: 6,
      alreadyFailing: [{
        reason: 'image-pull-failing', pods: ['pod-2'],
        message: 'pulling the new sidecar image fails on pod-2 (ErrImagePull): the Pod stays unavailable, and counts against spec.updateStrategy.maxUnavailable until the image can be pulled',
      }],
    },
  },
  {
    name: 'no sidecar change', old: sidecarSet(), new: sidecarSet({ strategy: { maxUnavailable: 3 } }),
    code: 0, outcome: 'unchanged', completed: true, rounds: [], verdicts: Array(3).fill('updated'),
    text: [/Result: no sidecar container changed: running Pods are not touched/],
  },
  {
    name: 'a selector of In and Exists expressions is satisfied',
    old: sidecarSet({ selector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['web', 'api'] }, { key: 'mesh', operator: 'Exists' }, { key: 'legacy', operator: 'DoesNotExist' }] } }),
    new: sidecarSet({ image: NEW, selector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['web', 'api'] }, { key: 'mesh', operator: 'Exists' }, { key: 'legacy', operator: 'DoesNotExist' }] } }),
    code: 0, outcome: 'completed', completed: true, rounds: [2, 1], verdicts: Array(3).fill('updated'),
    text: [/labels app=web,mesh=true/],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const dir = t.testdir({ 'old.json': json(row.old), 'new.json': json(row.new) })
    const args = ['--old', 'old.json', '--new', 'new.json', ...(row.args ?? [])]
    const out = await runCli(simulate, [...args, '--output', 'json'], dir)
    t.equal(out.stderr, '')
    t.equal(out.code, row.code, 'exit code')
    const r = JSON.parse(out.stdout)
    t.match(r, { sidecarSet: { kind: 'SidecarSet', name: 'mesh' }, outcome: row.outcome, completed: row.completed })
    t.same(r.rounds.map((x: Json) => x.pods.length), row.rounds, 'round sizes')
    t.same(r.pods.map((p: Json) => p.verdict), row.verdicts)
    for (const p of r.pods) {
      t.equal(p.uidAfter, p.uidBefore, `${p.name} keeps its UID`)
      t.equal(p.restarts.app, 0, `${p.name}: the app container never restarts`)
      // Upgraded: started, pulled and ready again (at --max-seconds a started Pod may still be pulling).
      const upgraded = p.startedAt !== undefined && !p.pullFailed && p.seconds !== undefined
      t.equal(p.restarts.proxy, upgraded ? 1 : 0, `${p.name}: the sidecar restarts ${upgraded ? 'once' : 'never'}`)
    }
    if (row.outcome === 'not-upgradable') {
      t.ok(r.pods.every((p: Json) => p.notUpgradable), 'every Pod has SidecarSetUpgradable=False')
      t.same(r.blocking, [{ container: 'proxy', path: 'spec.containers[proxy]', pointer: '/spec/containers/0/env', fields: ['env'] }])
      t.match(r.event, /^NotUpgradablePods/)
    }
    if (!row.completed) t.type(r.reason, 'string')
    if (row.outcome === 'not-finished') t.same(r.stoppedAtLimit, row.stoppedAtLimit)
    else t.equal(r.stoppedAtLimit, undefined, 'no time limit reached')
    const text = await runCli(simulate, args, dir)
    t.equal(text.code, row.code)
    for (const m of row.text) t.match(text.stdout, m)
    for (const o of [out.stdout, text.stdout]) {
      t.notMatch(o, SECRET, 'never prints an env value')
      t.notMatch(o, 'other-secret-value')
    }
  })
}

t.test('-f --set-image: the sidecar gets the image; markdown has a gantt of the rounds', async (t) => {
  const dir = t.testdir({ 'mesh.json': json(sidecarSet()) })
  const r = await runCli(simulate, ['-f', 'mesh.json', '--set-image', `proxy=${NEW}`, '--output', 'markdown'], dir)
  t.equal(r.code, 0)
  t.match(r.stdout, /^### inplace-guard simulate: SidecarSet mesh\n\nCompleted in \d+s: 3\/3 Pods run the new sidecars/)
  t.match(r.stdout, /```mermaid\ngantt\n/)
  t.match(r.stdout, /section round 1 \(in place\)\n  pod-2 :0, \d+\n  pod-1 :0, \d+/)
  t.match(r.stdout, /image change proxy: envoy:1\.30 → envoy:1\.31/)
})

t.test('--name SidecarSet/NAME picks one of several (a SidecarSet has no namespace)', async (t) => {
  const both = `${json(sidecarSet())}\n---\n${json(sidecarSet({ name: 'other', image: 'other:1' }))}`
  const bothNew = `${json(sidecarSet({ image: NEW }))}\n---\n${json(sidecarSet({ name: 'other', image: 'other:2' }))}`
  const dir = t.testdir({ 'all.yaml': both, 'all-new.yaml': bothNew })
  const picked = await runCli(simulate, ['-f', 'all.yaml', '--set-image', 'proxy=other:2', '--name', 'SidecarSet/other', '--output', 'json'], dir)
  t.equal(picked.code, 0, picked.stderr)
  t.equal(JSON.parse(picked.stdout).sidecarSet.name, 'other')
  const pair = await runCli(simulate, ['--old', 'all.yaml', '--new', 'all-new.yaml', '--name', 'sidecarset/mesh', '--output', 'json'], dir)
  t.equal(pair.code, 0, pair.stderr)
  t.match(JSON.parse(pair.stdout), { sidecarSet: { name: 'mesh' }, outcome: 'completed' })
  const bare = await runCli(simulate, ['-f', 'all.yaml', '--set-image', 'proxy=other:2', '--name', 'other', '--output', 'json'], dir)
  t.equal(bare.code, 0, `--name NAME names a SidecarSet too: ${bare.stderr}`)
  t.equal(JSON.parse(bare.stdout).sidecarSet.name, 'other')
  const namespaced = await runCli(simulate, ['-f', 'all.yaml', '--set-image', 'proxy=x:1', '--name', 'default/other'], dir)
  t.equal(namespaced.code, 2, 'NAMESPACE/NAME does not: a SidecarSet has no namespace')
  const none = await runCli(simulate, ['-f', 'all.yaml', '--set-image', 'proxy=x:1', '--name', 'SidecarSet/nope'], dir)
  t.equal(none.code, 2)
  t.match(none.stderr, /no workload SidecarSet\/nope.*\[IPG_ERR_NO_WORKLOAD\]/)
  const several = await runCli(simulate, ['-f', 'all.yaml', '--set-image', 'proxy=x:1'], dir)
  t.equal(several.code, 2)
  t.match(several.stderr, /IPG_ERR_AMBIGUOUS_WORKLOAD/)
})

const bad: { name: string; ss?: Json; args: string[]; code: string; message: RegExp }[] = [
  { name: '--nodes', args: ['--nodes', '2'], code: 'IPG_ERR_USAGE', message: /--nodes does not apply to a SidecarSet/ },
  { name: '--gates', args: ['--gates', 'PreDownloadImageForInPlaceUpdate=true'], code: 'IPG_ERR_USAGE', message: /--gates does not apply to a SidecarSet/ },
  { name: 'an unknown sidecar', args: ['--set-image', 'nope=x:1'], code: 'IPG_ERR_USAGE', message: /the SidecarSet has no container "nope" \(containers: proxy\)/ },
  { name: 'no spec.selector', ss: { ...sidecarSet(), spec: { ...sidecarSet().spec, selector: undefined } }, args: [], code: 'IPG_ERR_FIELD_VALUE', message: /no spec\.selector/ },
  {
    name: 'a selector no labels satisfy', ss: sidecarSet({ selector: { matchLabels: { app: 'web' }, matchExpressions: [{ key: 'app', operator: 'NotIn', values: ['web'] }] } }), args: [],
    code: 'IPG_ERR_FIELD_VALUE', message: /satisfy spec\.selector/,
  },
  { name: 'HotUpgrade', ss: sidecarSet({ upgrade: { upgradeType: 'HotUpgrade', hotUpgradeEmptyImage: 'empty:1' } }), args: [], code: 'IPG_ERR_KIND_NOT_SIMULATED', message: /HotUpgrade, which the embedded cluster does not play/ },
  { name: 'v1beta1 on OpenKruise 1.8', ss: { ...sidecarSet(), apiVersion: 'apps.kruise.io/v1beta1' }, args: ['--kruise-version', '1.8'], code: 'IPG_ERR_VERSION_NOT_SERVED', message: /mesh\.json: apiVersion: OpenKruise 1\.8 serves SidecarSets at apps\.kruise\.io\/v1alpha1 only/ },
  { name: '--replicas over the limit', args: ['--replicas', '301'], code: 'IPG_ERR_USAGE', message: /at most 300 Pods/ },
]

for (const b of bad) {
  t.test(`bad input: ${b.name} → exit 2 with ${b.code}`, async (t) => {
    const dir = t.testdir({ 'mesh.json': json(b.ss ?? sidecarSet()) })
    const r = await runCli(simulate, ['-f', 'mesh.json', ...(b.args.includes('--set-image') ? [] : ['--set-image', `proxy=${NEW}`]), ...b.args], dir)
    t.equal(r.code, 2)
    t.equal(r.stdout, '')
    t.match(r.stderr, b.message)
    t.match(r.stderr, `[${b.code}]`)
  })
}
