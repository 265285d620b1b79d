import t from 'tap'
import { run as simulate } from '../../src/cli/commands/simulate.js'
import type { SubsetChildKind } from '../../src/engine/workloads/unitedDeployment.js'
import { type Json, unitedDeployment } from '../engine/support/unitedDeployments.js'
import { runCli } from '../support/cliRun.js'

/**
 * `simulate` of a UnitedDeployment through the public CLI: each subset's child rendered as Kruise's controller writes
 * it, CloneSet and Advanced StatefulSet children played on the embedded cluster, apps/v1 children reported.
 */
const SUBSETS = [
  { name: 'zone-a', replicas: 3, nodeSelectorTerm: { matchExpressions: [{ key: 'zone', operator: 'In', values: ['a'] }] } },
  { name: 'zone-b', replicas: 2, patch: { metadata: { labels: { zone: 'b' } } } },
]
/** spec.replicas 5: every subset sets replicas, and Kruise's webhook wants them to add up to it. */
const ud = (kind: SubsetChildKind, o: Json = {}) => {
  const obj = unitedDeployment(kind, { subsets: SUBSETS, ...o })
  obj.spec.replicas = 5
  return obj
}
const SECRET = 'env-value-never-printed'
const WITH_ENV = { containers: [{ name: 'app', image: 'registry/app:1', env: [{ name: 'MODE', value: SECRET }] }] }
const json = (obj: Json) => JSON.stringify(obj, null, 2)

interface Row {
  name: string
  old: Json
  new: Json
  code: number
  /** Per subset: outcome, and for a played child whether its Pods kept their UIDs. */
  subsets: { outcome: string; child: string; sameUids?: boolean; pods?: number }[]
  text: RegExp[]
}

const rows: Row[] = [
  {
    name: 'CloneSet children, InPlaceIfPossible, image change: in place in each subset',
    old: ud('CloneSet', { policy: 'InPlaceIfPossible' }), new: ud('CloneSet', { policy: 'InPlaceIfPossible', image: 'registry/app:2' }), code: 0,
    subsets: [{ outcome: 'completed', child: 'CloneSet shop/ud-zone-a-*', sameUids: true, pods: 3 }, { outcome: 'completed', child: 'CloneSet shop/ud-zone-b-*', sameUids: true, pods: 2 }],
    text: [/^UnitedDeployment shop\/ud: update from new\.json\n/, /subset zone-a \(CloneSet shop\/ud-zone-a-\*\): completed in \d+s, updated in place \(same names and UIDs\)/, /Result: completed: 2 subsets played/],
  },
  {
    name: 'CloneSet children, InPlaceIfPossible, env change: recreated',
    old: ud('CloneSet', { policy: 'InPlaceIfPossible' }), new: ud('CloneSet', { policy: 'InPlaceIfPossible', podSpec: WITH_ENV }), code: 0,
    subsets: [{ outcome: 'completed', child: 'CloneSet shop/ud-zone-a-*', sameUids: false, pods: 3 }, { outcome: 'completed', child: 'CloneSet shop/ud-zone-b-*', sameUids: false, pods: 2 }],
    text: [/subset zone-a \(CloneSet shop\/ud-zone-a-\*\): completed in \d+s, 3 Pods deleted and recreated/],
  },
  {
    name: 'Advanced StatefulSet children, image change: in place',
    old: ud('AdvancedStatefulSet', { policy: 'InPlaceIfPossible' }), new: ud('AdvancedStatefulSet', { policy: 'InPlaceIfPossible', image: 'registry/app:2' }), code: 0,
    subsets: [{ outcome: 'completed', child: 'Advanced StatefulSet shop/ud-zone-a-*', sameUids: true, pods: 3 }, { outcome: 'completed', child: 'Advanced StatefulSet shop/ud-zone-b-*', sameUids: true, pods: 2 }],
    text: [/ud-zone-a-\w+-2/],
  },
  {
    name: 'Deployment children: reported as recreating every Pod, not played',
    old: ud('Deployment'), new: ud('Deployment', { image: 'registry/app:2' }), code: 0,
    subsets: [{ outcome: 'not-played', child: 'Deployment shop/ud-zone-a-*' }, { outcome: 'not-played', child: 'Deployment shop/ud-zone-b-*' }],
    text: [/subset zone-a \(Deployment shop\/ud-zone-a-\*\): not played on the embedded cluster \(an apps\/v1 child\): every Pod is recreated/, /0 subsets played on the embedded cluster, 2 subsets reported/],
  },
  {
    name: 'a subset added and one removed',
    old: ud('CloneSet', { policy: 'InPlaceIfPossible' }), new: ud('CloneSet', { policy: 'InPlaceIfPossible', subsets: [SUBSETS[0], { name: 'zone-c', replicas: 2 }] }), code: 0,
    subsets: [{ outcome: 'unchanged', child: 'CloneSet shop/ud-zone-a-*' }, { outcome: 'created', child: 'CloneSet shop/ud-zone-c-*' }, { outcome: 'deleted', child: 'CloneSet shop/ud-zone-b-*' }],
    text: [/subset zone-c \(CloneSet shop\/ud-zone-c-\*\): created with new Pods/, /subset zone-b .*: the subset is removed/],
  },
  {
    name: 'InPlaceOnly children and a change that cannot be in place: the child\'s webhook refuses it, exit 1',
    old: ud('CloneSet', { policy: 'InPlaceOnly' }), new: ud('CloneSet', { policy: 'InPlaceOnly', podSpec: WITH_ENV }), code: 1,
    subsets: [{ outcome: 'refused', child: 'CloneSet shop/ud-zone-a-*' }, { outcome: 'refused', child: 'CloneSet shop/ud-zone-b-*' }],
    text: [/subset zone-a \(CloneSet shop\/ud-zone-a-\*\): Kruise refuses the controller's update of the child \(FailedUpdateSubset Event\): the subset keeps its old template: CloneSet's webhook refuses/, /Result: REFUSED: Kruise refuses its write of the child of subset zone-a, zone-b;/],
  },
  {
    name: 'a new subset whose child Kruise refuses to create: the kept subsets are not updated, exit 1',
    old: ud('CloneSet', { policy: 'InPlaceIfPossible' }),
    new: ud('CloneSet', { policy: 'InPlaceIfPossible', image: 'registry/app:2', subsets: [...SUBSETS, { name: 'zone-c', replicas: 0, patch: { metadata: { labels: { app: 'other' } } } }] }), code: 1,
    subsets: [{ outcome: 'blocked', child: 'CloneSet shop/ud-zone-a-*' }, { outcome: 'blocked', child: 'CloneSet shop/ud-zone-b-*' }, { outcome: 'refused', child: 'CloneSet shop/ud-zone-c-*' }],
    text: [
      /\nsubset zone-a \(CloneSet shop\/ud-zone-a-\*\): not updated before Kruise can create the child of subset zone-c: each reconcile stops at that failed creation[^\n]*\n {2}subset zone-a \(CloneSet shop\/ud-zone-a-\*\): its Pods are updated in place\n\n/,
      /subset zone-c \(CloneSet shop\/ud-zone-c-\*\): Kruise refuses to create the child \(FailedUpdateSubset Event\): the subset gets no Pods/,
      /Result: REFUSED: Kruise refuses its write of the child of subset zone-c; subset zone-a, zone-b not updated until then;/,
    ],
  },
  {
    name: 'Kruise refuses a kept subset\'s nodeSelectorTerm change: nothing is played, exit 1',
    old: ud('CloneSet', { policy: 'InPlaceIfPossible' }),
    new: ud('CloneSet', { policy: 'InPlaceIfPossible', image: 'registry/app:2', subsets: [{ ...SUBSETS[0], nodeSelectorTerm: { matchExpressions: [{ key: 'zone', operator: 'In', values: ['c'] }] } }, SUBSETS[1]] }), code: 1,
    subsets: [{ outcome: 'refused', child: 'CloneSet shop/ud-zone-a-*' }, { outcome: 'refused', child: 'CloneSet shop/ud-zone-b-*' }],
    text: [/Kruise's UnitedDeployment webhook refuses the update: /, /subset zone-a \(CloneSet shop\/ud-zone-a-\*\): not changed: Kruise's UnitedDeployment webhook refuses the update/, /Result: REFUSED: /],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const dir = t.testdir({ 'old.json': json(row.old), 'new.json': json(row.new) })
    const out = await runCli(simulate, ['--old', 'old.json', '--new', 'new.json', '--output', 'json'], dir)
    t.equal(out.stderr, '')
    t.equal(out.code, row.code, 'exit code')
    const r = JSON.parse(out.stdout)
    t.match(r, { unitedDeployment: { kind: 'UnitedDeployment', namespace: 'shop', name: 'ud' }, completed: row.code === 0 })
    t.same(r.subsets.map((s: Json) => [s.outcome, s.child]), row.subsets.map((s) => [s.outcome, s.child]))
    row.subsets.forEach((want, i) => {
      const got = r.subsets[i]
      if (want.sameUids === undefined) return t.notOk(got.simulation, `${got.subset}: not played`)
      t.equal(got.simulation.completed, true)
      const seeded = got.simulation.pods.filter((p: Json) => p.uidBefore !== null)
      t.equal(seeded.length, want.pods, `${got.subset}: its subset's replicas`)
      for (const p of seeded) {
        t.equal(p.uidAfter === p.uidBefore, want.sameUids, `${got.subset} ${p.name}: ${want.sameUids ? 'same UID' : 'recreated'}`)
        if (want.sameUids) t.equal(p.restarts, 1)
      }
    })
    const text = await runCli(simulate, ['--old', 'old.json', '--new', 'new.json'], dir)
    t.equal(text.code, row.code)
    for (const m of row.text) t.match(text.stdout, m)
    for (const o of [out.stdout, text.stdout]) t.notMatch(o, SECRET, 'never prints an env value')
  })
}

t.test('-f --set-image on the child template; --fail-pull stalls a subset: exit 1', async (t) => {
  const dir = t.testdir({ 'ud.json': json(ud('CloneSet', { policy: 'InPlaceIfPossible' })) })
  const ok = await runCli(simulate, ['-f', 'ud.json', '--set-image', 'app=registry/app:2'], dir)
  t.equal(ok.code, 0)
  t.match(ok.stdout, /^UnitedDeployment shop\/ud: image change app: registry\/app:1 → registry\/app:2/)
  const stalled = await runCli(simulate, ['-f', 'ud.json', '--set-image', 'app=registry/app:2', '--fail-pull', '0', '--output', 'json'], dir)
  t.equal(stalled.code, 1)
  const r = JSON.parse(stalled.stdout)
  t.equal(r.completed, false)
  t.same(r.subsets.map((s: Json) => s.outcome), ['stalled', 'stalled'])
  t.match(r.subsets[0].simulation.diagnosis, { reason: 'image-pull-failing' })
  const md = await runCli(simulate, ['-f', 'ud.json', '--set-image', 'app=registry/app:2', '--fail-pull', '0', '--output', 'markdown'], dir)
  t.equal(md.code, 1)
  t.match(md.stdout, /^### inplace-guard simulate: UnitedDeployment shop\/ud\n\n\*\*Stalled\*\* \(simulated\)\.\n\n- subset `zone-a` \(CloneSet shop\/ud-zone-a-\*\): STALLED/)
})

t.test('a subset still updating when simulated time reaches --max-seconds is not finished, not stalled', async (t) => {
  const dir = t.testdir({ 'ud.json': json(ud('CloneSet', { policy: 'InPlaceIfPossible' })) })
  const r = await runCli(simulate, ['-f', 'ud.json', '--set-image', 'app=registry/app:2', '--max-seconds', '2'], dir)
  t.equal(r.code, 1)
  t.match(r.stdout, /subset zone-a \(CloneSet shop\/ud-zone-a-\*\): NOT FINISHED: simulated time reached --max-seconds 2 while its Pods were still being updated\n/)
  t.match(r.stdout, /\nResult: NOT FINISHED: subset zone-a, zone-b still updating at --max-seconds; 2 subsets played on the embedded cluster/)
  t.notMatch(r.stdout, /STALLED|Why:/)
  const out = JSON.parse((await runCli(simulate, ['-f', 'ud.json', '--set-image', 'app=registry/app:2', '--max-seconds', '2', '--output', 'json'], dir)).stdout)
  t.same(out.subsets.map((s: Json) => s.outcome), ['not-finished', 'not-finished'])
  t.match(out.subsets[0].simulation, { completed: false, stoppedAtLimit: { maxSeconds: 2 } })
  t.equal(out.completed, false)
  const md = await runCli(simulate, ['-f', 'ud.json', '--set-image', 'app=registry/app:2', '--max-seconds', '2', '--output', 'markdown'], dir)
  t.match(md.stdout, /^### inplace-guard simulate: UnitedDeployment shop\/ud\n\n\*\*Not finished\*\* when simulated time reached --max-seconds\.\n/)
})

t.test('-f on a UnitedDeployment whose selector has no matchLabels: kruise-manager fails, no subset changes, exit 1', async (t) => {
  const broken = ud('CloneSet', { policy: 'InPlaceIfPossible' })
  broken.spec.selector = { matchExpressions: [{ key: 'app', operator: 'Exists' }] }
  const dir = t.testdir({ 'ud.json': json(broken) })
  const text = await runCli(simulate, ['-f', 'ud.json', '--set-image', 'app=registry/app:2'], dir)
  t.equal(text.code, 1)
  t.match(text.stdout, /\n {2}Kruise admits the update, but spec\.selector has no matchLabels: kruise-manager panics and exits each time its UnitedDeployment controller writes a subset's workload [^\n]*; give spec\.selector a matchLabels entry/)
  t.match(text.stdout, /\nsubset zone-a \(CloneSet shop\/ud-zone-a-\*\): not changed: kruise-manager fails before it writes any subset's workload\n/)
  t.match(text.stdout, /\nResult: FAILED: kruise-manager fails before it writes any subset's workload; 0 subsets played on the embedded cluster, 2 subsets reported from the prediction\n$/)
  const out = JSON.parse((await runCli(simulate, ['-f', 'ud.json', '--set-image', 'app=registry/app:2', '--output', 'json'], dir)).stdout)
  t.match(out, { completed: false, refused: [], controllerFailure: /^spec\.selector has no matchLabels/ })
  t.same(out.subsets.map((s: Json) => s.outcome), ['controller-fails', 'controller-fails'])
  const md = await runCli(simulate, ['-f', 'ud.json', '--set-image', 'app=registry/app:2', '--output', 'markdown'], dir)
  t.match(md.stdout, /\n\n\*\*Failed\*\*: kruise-manager fails on it\.\n\n- subset `zone-a` /)
})

const bad: { name: string; args: string[]; code: string; message: RegExp }[] = [
  { name: '--replicas', args: ['--set-image', 'app=registry/app:2', '--replicas', '4'], code: 'IPG_ERR_USAGE', message: /--replicas does not apply to a UnitedDeployment: each subset's replicas come from spec\.replicas and spec\.topology\.subsets\[\]\.replicas, as Kruise allocates them/ },
  { name: '--nodes', args: ['--set-image', 'app=registry/app:2', '--nodes', '4'], code: 'IPG_ERR_USAGE', message: /--nodes does not apply to a UnitedDeployment/ },
  { name: 'an unknown container', args: ['--set-image', 'web=registry/app:2'], code: 'IPG_ERR_USAGE', message: /the child template has no container "web" \(containers: app\)/ },
  { name: 'no change asked for', args: [], code: 'IPG_ERR_USAGE', message: /--set-image/ },
]

for (const b of bad) {
  t.test(`bad input: ${b.name} → exit 2 with ${b.code}`, async (t) => {
    const dir = t.testdir({ 'ud.json': json(ud('CloneSet')) })
    const r = await runCli(simulate, ['-f', 'ud.json', ...b.args], dir)
    t.equal(r.code, 2)
    t.equal(r.stdout, '')
    t.match(r.stderr, b.message)
    t.match(r.stderr, `[${b.code}]`)
  })
}

t.test('each child plays the replicas Kruise allocates its subset: spec.replicas spread, a percentage rounded half up', async (t) => {
  const rows = [
    { name: 'no subset replicas: 5 over two subsets, the remainder to the last by name', subsets: [{ name: 'zone-a' }, { name: 'zone-b' }], want: [2, 3] },
    { name: 'zone-a 30% of 5 (1.5 → 2), the rest to zone-b', subsets: [{ name: 'zone-a', replicas: '30%' }, { name: 'zone-b' }], want: [2, 3] },
    { name: 'zone-b 4, the rest to zone-a', subsets: [{ name: 'zone-a' }, { name: 'zone-b', replicas: 4 }], want: [1, 4] },
  ]
  for (const row of rows) {
    const make = (image: string) => {
      const obj = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', image, subsets: row.subsets })
      obj.spec.replicas = 5
      return obj
    }
    const dir = t.testdir({ 'old.json': json(make('registry/app:1')), 'new.json': json(make('registry/app:2')) })
    const out = await runCli(simulate, ['--old', 'old.json', '--new', 'new.json', '--output', 'json'], dir)
    t.equal(out.code, 0, row.name)
    const pods = JSON.parse(out.stdout).subsets.map((s: Json) => s.simulation.pods.filter((p: Json) => p.uidBefore !== null).length)
    t.same(pods, row.want, row.name)
  }
})

t.test('a subset with more Pods than the embedded cluster plays: refused at once with a code', async (t) => {
  const huge = ud('CloneSet', { policy: 'InPlaceIfPossible' })
  huge.spec.replicas = 2147483647
  huge.spec.topology.subsets[0].replicas = 2147483645
  const dir = t.testdir({ 'ud.json': json(huge) })
  const r = await runCli(simulate, ['-f', 'ud.json', '--set-image', 'app=registry/app:2'], dir)
  t.equal(r.code, 2)
  t.match(r.stderr, /Pods: the embedded cluster plays at most 10000 Pods in one rollout \[IPG_ERR_SIMULATION_TOO_LARGE\]/)
})
