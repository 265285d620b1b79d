import t, { type Test } from 'tap'
import { run as check } from '../../src/cli/commands/check.js'
import { run as diff } from '../../src/cli/commands/diff.js'
import { container, podTemplate, statefulSet, withReadinessGate } from '../engine/support/builders.js'
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

/** The 1-based line of the only line of `text` that matches `pattern`. */
function lineMatching(text: string, pattern: RegExp): number {
  const hits = text.split('\n').flatMap((line, i) => (pattern.test(line) ? [i + 1] : []))
  if (hits.length !== 1) throw new Error(`${hits.length} lines match ${pattern}`)
  return hits[0]!
}

/** A pod spec whose second container is `app`, the one the subsets' patch lists (first). */
const logFirst = { containers: [{ name: 'log', image: 'registry/log:1', env: [{ name: 'LEVEL', value: 'info' }] }, { name: 'app', image: 'registry/app:1' }] }

t.test('SidecarSet and UnitedDeployment reports point at the changed field, as the other kinds\' do', async (t) => {
  const twoSidecars = (edit: (containers: Json[]) => void = () => {}) => {
    const s = sidecarSet()
    s.spec.containers.push({ name: 'log', image: 'fluent-bit:3' })
    edit(s.spec.containers)
    return s
  }
  const rows: { name: string; old: Json; new: Json; want: { path: string; at: RegExp }[]; warnedAt?: RegExp }[] = [
    { name: 'a sidecar image', old: twoSidecars(), new: twoSidecars((c) => { c[1]!.image = 'fluent-bit:4' }), want: [{ path: 'spec.containers[log].image', at: /"fluent-bit:4"/ }] },
    {
      name: 'a sidecar env besides its image', old: twoSidecars(), new: twoSidecars((c) => { c[0]!.image = 'envoy:1.31'; c[0]!.env.push({ name: 'LEVEL', value: 'debug' }) }),
      want: [{ path: 'spec.containers[proxy].image', at: /"envoy:1.31"/ }, { path: 'spec.containers[proxy]', at: /"env":/ }], warnedAt: /"env":/,
    },
    { name: 'a sidecar removed', old: twoSidecars(), new: twoSidecars((c) => { c.pop() }), want: [{ path: 'spec.containers[log]', at: /"containers":/ }], warnedAt: /"containers":/ },
    {
      name: 'a UnitedDeployment child image', old: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' }), new: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', image: 'registry/app:2' }),
      want: ['zone-a', 'zone-b'].map((zone) => ({ path: `subset ${zone}: spec.template.spec.containers[app].image`, at: /"registry\/app:2"/ })),
    },
    {
      name: 'a UnitedDeployment Advanced StatefulSet child\'s grace period', old: unitedDeployment('AdvancedStatefulSet', { policy: 'InPlaceIfPossible' }),
      new: unitedDeployment('AdvancedStatefulSet', { policy: 'InPlaceIfPossible', podSpec: { terminationGracePeriodSeconds: 10 } }),
      want: ['zone-a', 'zone-b'].map((zone) => ({ path: `subset ${zone}: spec.template.spec.terminationGracePeriodSeconds`, at: /"terminationGracePeriodSeconds": 10/ })),
      warnedAt: /"terminationGracePeriodSeconds": 10/,
    },
    {
      name: 'a UnitedDeployment subset\'s patch', old: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' }),
      new: (() => { const ud = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' }); ud.spec.topology.subsets[1].patch.spec.containers[0].env[0].value = 'c'; return ud })(),
      want: [{ path: 'subset zone-b: spec.template.spec.containers[app].env[ZONE].value', at: /"value": "c"/ }], warnedAt: /"value": "c"/,
    },
    {
      name: 'a subset\'s patch that lists the containers in another order than the template (merged by name)',
      old: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', podSpec: logFirst }),
      new: (() => { const ud = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', podSpec: logFirst }); ud.spec.topology.subsets[1].patch.spec.containers[0].env[0].value = 'c'; return ud })(),
      want: [{ path: 'subset zone-b: spec.template.spec.containers[app].env[ZONE].value', at: /"value": "c"/ }], warnedAt: /"value": "c"/,
    },
  ]
  for (const row of rows) {
    const text = file(row.new)
    const dir = t.testdir({ 'old.yaml': file(row.old), 'new.yaml': text })
    const report = JSON.parse((await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'json'], dir)).stdout) as Json
    for (const w of row.want) t.match(report.changes.find((c: Json) => c.path === w.path), { line: lineMatching(text, w.at) }, `${row.name}: ${w.path}`)
    if (row.warnedAt) t.equal(report.warnings[0]?.line, lineMatching(text, row.warnedAt), `${row.name}: its warning`)
    const github = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'github'], dir)
    t.match(github.stdout, `file=new.yaml,line=${report.blocking[0]?.line ?? report.changes[0].line},`, `${row.name}: the annotation`)
  }
})

/** `check --output json` of one new manifest (beside its old one, if any), which must deny: the report and how to run it again. */
async function deniedCheck(t: Test, row: { name: string; old?: Json; new: Json }): Promise<{ manifest: string; dir: string; args: string[]; report: Json }> {
  const manifest = file(row.new)
  const dir = t.testdir({ 'new.yaml': manifest, ...(row.old ? { 'old.yaml': file(row.old) } : {}) })
  const args = row.old ? ['--old', 'old.yaml', '--new', 'new.yaml'] : ['new.yaml']
  const json = await runCli(check, [...args, '--output', 'json'], dir)
  t.equal(json.code, 1, `${row.name}: denied`)
  return { manifest, dir, args, report: (row.old ? JSON.parse(json.stdout) : JSON.parse(json.stdout).results[0]) as Json }
}

t.test('a write OpenKruise\'s own webhook refuses is annotated at the refused field, under its own rule', async (t) => {
  const db = (serviceName: string, image = 'registry/app:1') => statefulSet(withReadinessGate(podTemplate([container('app', image)])), { spec: { serviceName } })
  const labelled = (ud: Json): Json => { ud.metadata.labels = { commit: 'c'.repeat(64) }; return ud }
  const rows: { name: string; old?: Json; new: Json; field: string; at: RegExp | ((manifest: string) => number); by?: 'api-server' }[] = [
    { name: 'an Advanced StatefulSet\'s serviceName', old: db('db'), new: db('db-headless'), field: 'spec.serviceName', at: /"serviceName": "db-headless"/ },
    { name: 'the same beside an image change', old: db('db'), new: db('db-headless', 'registry/app:2'), field: 'spec.serviceName', at: /"serviceName": "db-headless"/ },
    { name: 'a SidecarSet container\'s podInjectPolicy', old: sidecarSet(), new: sidecarSet((c) => { c.podInjectPolicy = 'Sideways' }), field: 'spec.containers[proxy].podInjectPolicy', at: /"podInjectPolicy": "Sideways"/ },
    { name: 'a SidecarSet\'s empty selector', old: sidecarSet(), new: (() => { const s = sidecarSet(); s.spec.selector = {}; return s })(), field: 'spec.selector', at: /"selector": \{\}/ },
    { name: 'a new UnitedDeployment\'s child replicas', new: unitedDeployment('StatefulSet', { spec: { replicas: 3 } }), field: 'spec.template.statefulSetTemplate.spec.replicas', at: /"replicas": 3/ },
    // The API server's own validation of a custom resource's metadata answers before any webhook.
    { name: 'a UnitedDeployment\'s own label value of 64 characters', old: unitedDeployment('CloneSet'), new: labelled(unitedDeployment('CloneSet')), field: 'metadata.labels', at: (m) => lineMatching(m, /"commit": "c+"/) - 1, by: 'api-server' },
    { name: 'a new StatefulSet named in capitals', new: (() => { const db = statefulSet(withReadinessGate(podTemplate([container('app', 'registry/app:1')]))); db.metadata.name = 'DB'; return db })(), field: 'metadata.name', at: /"name": "DB"/, by: 'api-server' },
    { name: 'a new SidecarSet named in capitals', new: (() => { const s = sidecarSet(); s.metadata.name = 'Mesh'; return s })(), field: 'metadata.name', at: /"name": "Mesh"/, by: 'api-server' },
  ]
  for (const row of rows) {
    const { manifest, dir, args, report } = await deniedCheck(t, row)
    const line = row.at instanceof RegExp ? lineMatching(manifest, row.at) : row.at(manifest)
    t.match(report.refusals, [{ field: row.field, rule: String, by: row.by ?? 'kruise-webhook', line }], `${row.name}: the refusal`)
    t.match((await runCli(check, [...args, '--output', 'github'], dir)).stdout, `::error file=new.yaml,line=${line},`, `${row.name}: the annotation`)
    const sarif = JSON.parse((await runCli(check, [...args, '--output', 'sarif'], dir)).stdout) as Json
    t.match(sarif.runs[0].results[0], { ruleId: 'kruise-refused', level: 'error', locations: [{ physicalLocation: { region: { startLine: line } } }] }, `${row.name}: SARIF`)
    const text = (await runCli(check, args, dir)).stdout
    t.match(text, `new.yaml:${line}: `, `${row.name}: text`)
    const who = row.by === 'api-server' ? 'the API server' : "OpenKruise's webhook"
    t.match(text, new RegExp(`verdict: DENY: ${who} refuses the (update|creation): nothing is written\n`), `${row.name}: the verdict says the write is refused, and by whom`)
  }
})

t.test('a UnitedDeployment Kruise admits but its controller fails on is denied at its selector, under its own rule', async (t) => {
  const broken = (ud: Json): Json => { ud.spec.selector = { matchExpressions: [{ key: 'app', operator: 'Exists' }] }; return ud }
  const rows: { name: string; old?: Json; new: Json }[] = [
    { name: 'an update dropping matchLabels', old: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' }), new: broken(unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' })) },
    { name: 'a new one without matchLabels', new: broken(unitedDeployment('Deployment')) },
  ]
  for (const row of rows) {
    const { manifest, dir, args, report } = await deniedCheck(t, row)
    const line = lineMatching(manifest, /"selector": \{$/)
    t.match(report.controllerFailure, { field: 'spec.selector.matchLabels', rule: /^spec\.selector has no matchLabels: /, line }, `${row.name}: the failure`)
    t.same(report.refusals, [], `${row.name}: Kruise's webhook refuses nothing`)
    const sarif = JSON.parse((await runCli(check, [...args, '--output', 'sarif'], dir)).stdout) as Json
    t.match(sarif.runs[0].results[0], { ruleId: 'kruise-controller-fails', level: 'error', locations: [{ physicalLocation: { region: { startLine: line } } }] }, `${row.name}: SARIF`)
    const text = (await runCli(check, args, dir)).stdout
    t.match(text, `new.yaml:${line}: `, `${row.name}: text`)
    t.match(text, /verdict: DENY: OpenKruise admits the (update|creation), but kruise-manager fails on it: no Pod changes\n/, `${row.name}: the verdict`)
  }
})

t.test('a trap about a field of a list item is annotated at that field', async (t) => {
  const db = (extra = {}) => statefulSet(withReadinessGate(podTemplate([container('sidecar', 'registry/log:1'), container('db', 'registry/db:1', extra)])), { policy: 'InPlaceOnly' })
  const manifest = file(db({ imagePullPolicy: 'Never' }))
  const dir = t.testdir({ 'old.yaml': file(db()), 'new.yaml': manifest })
  const report = JSON.parse((await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'json'], dir)).stdout) as Json
  const line = lineMatching(manifest, /"imagePullPolicy": "Never"/)
  t.match(report.traps, [{ id: 'in-place-only-stall', field: 'spec.template.spec.containers[db].imagePullPolicy', line }])
  t.match(report.warnings, [{ code: 'trap/in-place-only-stall', line }])
})

t.test('a UnitedDeployment whose children cannot be written: the verdict says so, and CI formats name the rule', async (t) => {
  const ud = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' })
  ud.metadata.name = `cart-${'x'.repeat(55)}`
  const dir = t.testdir({ 'ud.yaml': file(ud) })
  const text = await runCli(check, ['ud.yaml'], dir)
  t.equal(text.code, 1)
  t.match(text.stdout, /verdict: DENY: OpenKruise admits the creation, but cannot write the child of subsets zone-a, zone-b \(FailedUpdateSubset\)\n/)
  t.match(text.stdout, /its label apps\.kruise\.io\/controller-revision-hash holds the UnitedDeployment's revision cart-x{55}-\w+: 7\d characters/)
  t.match(JSON.parse((await runCli(check, ['ud.yaml', '--output', 'json'], dir)).stdout), { results: [{ kind: 'UnitedDeployment', decision: 'deny', refusedSubsets: ['zone-a', 'zone-b'] }] })
  const sarif = JSON.parse((await runCli(check, ['ud.yaml', '--output', 'sarif'], dir)).stdout)
  t.match(sarif.runs[0].tool.driver.rules, [{ id: 'child-write-refused', shortDescription: { text: /a subset's child cannot be written/ } }])
  t.match(sarif.runs[0].results, [{ ruleId: 'child-write-refused', level: 'error' }])
})

t.test('a UnitedDeployment child\'s trap is reported at its field in the manifest', async (t) => {
  const paused = (image?: string) => unitedDeployment('CloneSet', { ...(image ? { image } : {}), spec: { updateStrategy: { type: 'InPlaceIfPossible', paused: true } } })
  const dir = t.testdir({ 'old.yaml': file(paused()), 'new.yaml': file(paused('registry/app:2')) })
  const json = JSON.parse((await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'json'], dir)).stdout)
  const line = file(paused('registry/app:2')).split('\n').findIndex((l) => l.includes('"paused": true')) + 1
  t.ok(line > 1)
  t.match(json.warnings, [
    { code: 'trap/paused', path: 'spec.template.cloneSetTemplate.spec.updateStrategy.paused', line, text: /^subset zone-a \(CloneSet shop\/ud-zone-a-\*\): the update strategy is paused/ },
    { code: 'trap/paused', line, text: /^subset zone-b / },
  ])
})

t.test('a UnitedDeployment child\'s traps are in the report\'s traps too, named by subset; a revision label too long changes the verdict\'s words', async (t) => {
  const ud = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', subsets: [{ name: `zone-a-${'x'.repeat(20)}` }, { name: 'zone-b' }] })
  ud.metadata.name = `cart-${'y'.repeat(30)}`
  const dir = t.testdir({ 'ud.yaml': file(ud) })
  const [report] = JSON.parse((await runCli(check, ['ud.yaml', '--output', 'json'], dir)).stdout).results
  t.match(report.traps, [{ id: 'revision-label-too-long', severity: 'warning', field: 'metadata.name', message: /^subset zone-a-x{20} \(CloneSet shop\/cart-y{30}-zone-a-x{15}\*\): its generated name has 63 characters/ }])
  t.equal(report.traps.length, 1, 'zone-b\'s child name leaves room for its revision')
  const text = await runCli(check, ['ud.yaml'], dir)
  t.match(text.stdout, /verdict: WARN: OpenKruise admits the creation, but the API server refuses the Pods written at its revision/)
})

t.test('an Advanced StatefulSet whose template breaks Pod validation: admitted, the verdict says its Pods are refused, at the field', async (t) => {
  const db = (portName: string) => statefulSet(withReadinessGate(podTemplate([container('app', 'registry/app:1', { ports: [{ name: portName, containerPort: 8080 }] })])))
  const dir = t.testdir({ 'bad.yaml': file(db('http-metrics-012')), 'fine.yaml': file(db('http-metrics-01')) })
  const bad = await runCli(check, ['bad.yaml'], dir)
  t.equal(bad.code, 0, 'warned, not denied: Kruise admits it')
  t.match(bad.stdout, /verdict: WARN: OpenKruise admits the creation, but the API server refuses the Pods created from its template \(Kubernetes' Pod validation\)\n/)
  const [report] = JSON.parse((await runCli(check, ['bad.yaml', '--output', 'json'], dir)).stdout).results
  t.match(report.traps, [{ id: 'pods-refused', field: 'spec.template.spec.containers[app].ports[0].name', line: lineMatching(file(db('http-metrics-012')), /"name": "http-metrics-012"/) }])
  t.notMatch((await runCli(check, ['fine.yaml'], dir)).stdout, /refuses the Pods/, 'a port name of 15 characters is fine')
})

t.test('a UnitedDeployment whose Advanced StatefulSet children\'s Pods break Pod validation: each subset warns, at the UnitedDeployment\'s field and line', async (t) => {
  const ud = unitedDeployment('AdvancedStatefulSet', { podSpec: { containers: [{ name: 'app', image: 'registry/app:1', ports: [{ name: 'http-metrics-012', containerPort: 8080 }] }] } })
  const dir = t.testdir({ 'ud.yaml': file(ud) })
  const text = await runCli(check, ['ud.yaml'], dir)
  t.equal(text.code, 0, 'warned, not denied: Kruise admits it')
  t.match(text.stdout, /verdict: WARN: OpenKruise admits the creation, but the API server refuses the Pods created from its template \(Kubernetes' Pod validation\)\n/)
  const [report] = JSON.parse((await runCli(check, ['ud.yaml', '--output', 'json'], dir)).stdout).results
  const field = 'spec.template.advancedStatefulSetTemplate.spec.template.spec.containers[app].ports[0].name'
  const line = lineMatching(file(ud), /"name": "http-metrics-012"/)
  t.match(report.traps, [{ id: 'pods-refused', field, line, message: /^subset zone-a \(Advanced StatefulSet shop\/ud-zone-a-\*\): Neither/ }, { id: 'pods-refused', field, line, message: /^subset zone-b / }])
})
