import t from 'tap'
import { run as check } from '../../src/cli/commands/check.js'
import { run as diff } from '../../src/cli/commands/diff.js'
import { type Json, unitedDeployment } from '../engine/support/unitedDeployments.js'
import { runCli } from '../support/cliRun.js'

const SECRET = 'sidecar-token-do-not-print'

function sidecarSet(edit: (container: Json) => void = () => {}): Json {
  const container: Json = { name: 'proxy', image: 'envoy:1.30', env: [{ name: 'TOKEN', value: SECRET }] }
  edit(container)
  return { apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' }, spec: { selector: { matchLabels: { app: 'web' } }, containers: [container] } }
}

const file = (obj: Json) => JSON.stringify(obj, null, 2)
const ENV_CHANGED = sidecarSet((c) => { c.env = [{ name: 'TOKEN', value: SECRET }, { name: 'LEVEL', value: 'debug' }] })

const cases: { name: string; old: Json; new: Json; args?: string[]; code: number; decision: string; consequence: string; kind: string; match: RegExp[] }[] = [
  { name: 'SidecarSet image only', old: sidecarSet(), new: sidecarSet((c) => { c.image = 'envoy:1.31' }), code: 0, decision: 'allow', consequence: 'in-place', kind: 'SidecarSet', match: [/SidecarSet mesh \(update/, /verdict: ALLOW: Pods are updated in place/] },
  { name: 'SidecarSet env change', old: sidecarSet(), new: ENV_CHANGED, code: 0, decision: 'warn', consequence: 'on-delete', kind: 'SidecarSet', match: [/verdict: WARN/, /left behind/, /warning: SidecarSet "mesh": spec.containers\[proxy\].env changed, not only images/] },
  { name: 'SidecarSet env change, denied by --deny-strategies', old: sidecarSet(), new: ENV_CHANGED, args: ['--deny-strategies', 'InPlaceOnly,SidecarSetNotUpgradable'], code: 1, decision: 'deny', consequence: 'on-delete', kind: 'SidecarSet', match: [/verdict: DENY/, /SidecarSetNotUpgradable/] },
  { name: 'UnitedDeployment CloneSet child image, InPlaceIfPossible', old: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' }), new: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', image: 'registry/app:2' }), code: 0, decision: 'allow', consequence: 'in-place', kind: 'UnitedDeployment', match: [/UnitedDeployment shop\/ud \(update/, /verdict: ALLOW: Pods are updated in place/] },
  { name: 'UnitedDeployment CloneSet child image, ReCreate', old: unitedDeployment('CloneSet', { policy: 'ReCreate' }), new: unitedDeployment('CloneSet', { policy: 'ReCreate', image: 'registry/app:2' }), code: 0, decision: 'warn', consequence: 'recreate', kind: 'UnitedDeployment', match: [/verdict: WARN/, /warning: subset zone-a .*recreated/] },
  { name: 'UnitedDeployment InPlaceOnly child that would recreate', old: unitedDeployment('CloneSet', { policy: 'InPlaceOnly' }), new: unitedDeployment('CloneSet', { policy: 'InPlaceOnly', podSpec: { hostNetwork: true } }), code: 1, decision: 'deny', consequence: 'rollout-fails', kind: 'UnitedDeployment', match: [/verdict: DENY/, /InPlaceOnly/] },
]

for (const c of cases) {
  t.test(`check --old --new: ${c.name}`, async (t) => {
    const dir = t.testdir({ 'old.yaml': file(c.old), 'new.yaml': file(c.new) })
    const text = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', ...(c.args ?? [])], dir)
    t.equal(text.stderr, '')
    t.equal(text.code, c.code, 'exit code')
    for (const m of c.match) t.match(text.stdout, m)
    const json = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'json', ...(c.args ?? [])], dir)
    t.equal(json.code, c.code)
    t.match(JSON.parse(json.stdout), { kind: c.kind, decision: c.decision, consequence: c.consequence, operation: 'UPDATE' })
    for (const output of ['github', 'sarif', 'junit', 'markdown']) {
      const ci = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', output, ...(c.args ?? [])], dir)
      t.equal(ci.code, c.code, `${output} exit code`)
      if (c.decision !== 'allow') t.match(ci.stdout, c.kind, `${output} names the ${c.kind}`)
    }
    for (const out of [text.stdout, json.stdout]) t.notMatch(out, SECRET, 'never prints an env value')
  })
}

t.test('a manifest with a SidecarSet is linted, not passed over', async (t) => {
  const dir = t.testdir({ 'mesh.yaml': file(sidecarSet()) })
  const result = await runCli(check, ['mesh.yaml', '--output', 'json'], dir)
  t.equal(result.code, 0)
  t.match(JSON.parse(result.stdout), { results: [{ kind: 'SidecarSet', workload: 'mesh', operation: 'CREATE', decision: 'allow' }], passedOver: [] })
})

t.test('a UnitedDeployment\'s strategy is the one its child template declares, for a new one and for added subsets', async (t) => {
  const rows: { policy?: string; kind: 'CloneSet' | 'AdvancedStatefulSet' | 'Deployment'; want: string }[] = [
    { kind: 'CloneSet', policy: 'InPlaceIfPossible', want: 'InPlaceIfPossible' },
    { kind: 'CloneSet', want: 'ReCreate' },
    { kind: 'AdvancedStatefulSet', policy: 'InPlaceOnly', want: 'InPlaceOnly' },
    { kind: 'Deployment', want: 'ReCreate' },
  ]
  for (const row of rows) {
    const dir = t.testdir({ 'new.yaml': file(unitedDeployment(row.kind, { policy: row.policy })) })
    t.match(JSON.parse((await runCli(check, ['new.yaml', '--output', 'json'], dir)).stdout), { results: [{ operation: 'CREATE', strategy: row.want }] }, `${row.kind} ${row.policy ?? '(default)'}`)
  }
})

t.test('a new UnitedDeployment Kruise\'s webhook would refuse fails the check, naming the field', async (t) => {
  const valid = unitedDeployment('StatefulSet')
  const copied = unitedDeployment('StatefulSet', { spec: { replicas: 3 } })
  const dir = t.testdir({ 'valid.yaml': file(valid), 'copied.yaml': file(copied) })
  t.match(JSON.parse((await runCli(check, ['valid.yaml', '--output', 'json'], dir)).stdout), { results: [{ kind: 'UnitedDeployment', operation: 'CREATE', decision: 'allow' }] })
  const result = await runCli(check, ['copied.yaml'], dir)
  t.equal(result.code, 1)
  t.match(result.stdout, /verdict: DENY/)
  t.match(result.stdout, /spec\.template\.statefulSetTemplate\.spec\.replicas/)
})

t.test('diff of two trees with a SidecarSet and a UnitedDeployment', async (t) => {
  const dir = t.testdir({
    old: { 'mesh.yaml': file(sidecarSet()), 'ud.yaml': file(unitedDeployment('CloneSet', { policy: 'InPlaceOnly' })) },
    new: { 'mesh.yaml': file(ENV_CHANGED), 'ud.yaml': file(unitedDeployment('CloneSet', { policy: 'InPlaceOnly', podSpec: { hostNetwork: true } })) },
  })
  const result = await runCli(diff, ['old', 'new', '--output', 'json'], dir)
  t.equal(result.code, 1, 'the UnitedDeployment is denied')
  const report = JSON.parse(result.stdout)
  const byKind = Object.fromEntries(report.results.map((r: Json) => [r.kind, r]))
  t.match(byKind.SidecarSet, { workload: 'mesh', operation: 'UPDATE', decision: 'warn' })
  t.match(byKind.UnitedDeployment, { workload: 'shop/ud', operation: 'UPDATE', decision: 'deny' })
  t.notMatch(result.stdout, SECRET)
  const text = await runCli(diff, ['old', 'new'], dir)
  t.match(text.stdout, /SidecarSet mesh \(update/)
  t.match(text.stdout, /UnitedDeployment shop\/ud \(update/)
})
