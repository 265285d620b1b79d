import t from 'tap'
import { stringify } from 'yaml'
import { run as check } from '../../src/cli/commands/check.js'
import { run as diff } from '../../src/cli/commands/diff.js'
import { run as simulate } from '../../src/cli/commands/simulate.js'
import { predictUpdate } from '../../src/engine/inplace/prediction.js'
import { type Json, cloneSet, container, edit, podTemplate, statefulSet, withReadinessGate } from '../engine/support/builders.js'
import { runCli } from '../support/cliRun.js'
import { CHECKED_KINDS as GUARDED_KINDS } from '../../src/cli/checkedKind.js'

/**
 * The CLI takes every workload kind the engine reads, each at both API versions: the verdict is the engine's, the
 * report names the kind, and objects are told apart by kind, namespace and name.
 */
const TEMPLATE = withReadinessGate(podTemplate([container('app', 'nginx:1.25', { env: [{ name: 'MODE', value: 'a' }] })]))
const IMAGE = edit(TEMPLATE, (x) => { x.spec.containers[0].image = 'nginx:1.26' })
const ENV = edit(TEMPLATE, (x) => { x.spec.containers[0].env[0].value = 'b' })

interface Kind {
  kind: 'CloneSet' | 'StatefulSet' | 'DaemonSet'
  version: 'v1alpha1' | 'v1beta1'
  /** Released Kruise serves a v1beta1 CloneSet in no release: only its main branch. */
  kruise: string[]
  build: (template: typeof TEMPLATE, name?: string) => Json
}

const KINDS: Kind[] = [
  { kind: 'CloneSet', version: 'v1alpha1', kruise: [], build: (tpl, name) => cloneSet(tpl, { version: 'v1alpha1', name: name ?? 'web' }) },
  { kind: 'CloneSet', version: 'v1beta1', kruise: ['--kruise-version', 'next'], build: (tpl, name) => cloneSet(tpl, { version: 'v1beta1', name: name ?? 'web' }) },
  { kind: 'StatefulSet', version: 'v1alpha1', kruise: [], build: (tpl, name) => statefulSet(tpl, { version: 'v1alpha1', name: name ?? 'web' }) },
  { kind: 'StatefulSet', version: 'v1beta1', kruise: [], build: (tpl, name) => statefulSet(tpl, { version: 'v1beta1', name: name ?? 'web' }) },
  { kind: 'DaemonSet', version: 'v1alpha1', kruise: [], build: (tpl, name) => daemonSet(tpl, 'v1alpha1', name ?? 'web') },
  { kind: 'DaemonSet', version: 'v1beta1', kruise: [], build: (tpl, name) => daemonSet(tpl, 'v1beta1', name ?? 'web') },
]

/** An Advanced DaemonSet under InPlaceIfPossible whose template (so its Pods) carries the readiness gate. */
function daemonSet(template: typeof TEMPLATE, version: 'v1alpha1' | 'v1beta1', name: string): Json {
  return {
    apiVersion: `apps.kruise.io/${version}`, kind: 'DaemonSet', metadata: { name, namespace: 'shop' },
    spec: { selector: { matchLabels: { app: 'web' } }, updateStrategy: { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } }, template: structuredClone(template) },
  }
}

/** Kubernetes' own apps/v1 workloads: not OpenKruise's, never guarded. */
function appsV1(kind: 'StatefulSet' | 'DaemonSet', name: string, image: string): Json {
  return {
    apiVersion: 'apps/v1', kind, metadata: { name, namespace: 'shop' },
    spec: { selector: { matchLabels: { app: name } }, template: { metadata: { labels: { app: name } }, spec: { containers: [{ name: 'app', image }] } } },
  }
}

const yaml = (...docs: Json[]) => docs.map((d) => stringify(d)).join('---\n')

t.test('check --old/--new: each kind at each API version, the engine\'s verdict, the kind named', async (t) => {
  for (const k of KINDS) {
    for (const [change, after] of [['image', IMAGE], ['env', ENV]] as const) {
      const label = `${k.kind} ${k.version} ${change}`
      const dir = t.testdir({ 'old.yaml': yaml(k.build(TEMPLATE)), 'new.yaml': yaml(k.build(after)) })
      const expected = predictUpdate(k.build(TEMPLATE), k.build(after))
      const json = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'json', ...k.kruise], dir)
      t.equal(json.stderr, '', `${label}: no error`)
      const report = JSON.parse(json.stdout)
      t.match(report, { kind: k.kind, workload: 'shop/web', operation: 'UPDATE', outcome: expected.outcome, consequence: expected.consequence }, `${label}: the engine's verdict`)
      t.equal(report.policyField, expected.policyField, `${label}: the field the strategy is read from`)
      const text = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', ...k.kruise], dir)
      t.match(text.stdout, new RegExp(`^new\\.yaml:\\d+: ${k.kind} shop/web \\(update, InPlaceIfPossible from ${expected.policyField.replace(/\./g, '\\.')}\\)\n`), `${label}: text names the kind`)
    }
  }
})

t.test('the outcomes differ by change, so the table above tells them apart', async (t) => {
  for (const k of KINDS) {
    t.equal(predictUpdate(k.build(TEMPLATE), k.build(IMAGE)).outcome, 'in-place', `${k.kind} ${k.version}: an image change`)
    t.equal(predictUpdate(k.build(TEMPLATE), k.build(ENV)).outcome, 'recreate', `${k.kind} ${k.version}: an env change`)
  }
})

t.test('check FILE: every guarded kind is linted, apps/v1 StatefulSets and DaemonSets are passed over', async (t) => {
  const dir = t.testdir({
    'apps.yaml': yaml(KINDS[0]!.build(TEMPLATE), KINDS[3]!.build(TEMPLATE, 'db'), appsV1('StatefulSet', 'cache', 'redis:7'), appsV1('DaemonSet', 'agent', 'fluent-bit:3')),
  })
  const result = await runCli(check, ['apps.yaml', '--output', 'json'], dir)
  t.equal(result.code, 0)
  const body = JSON.parse(result.stdout)
  t.same(body.results.map((r: Json) => `${r.kind} ${r.workload} ${r.operation}`), ['CloneSet shop/web CREATE', 'StatefulSet shop/db CREATE'])
  t.same(body.passedOver.map((p: Json) => `${p.kind} ${p.name}: ${p.reason}`), ['StatefulSet shop/cache: not a kind the guard checks', 'DaemonSet shop/agent: not a kind the guard checks'])
  const only = t.testdir({ 'plain.yaml': yaml(appsV1('StatefulSet', 'cache', 'redis:7'), appsV1('DaemonSet', 'agent', 'fluent-bit:3')) })
  const plain = await runCli(check, ['plain.yaml'], only)
  t.equal(plain.code, 0, 'a file of apps/v1 workloads passes (the pre-commit hook)')
  t.equal(plain.stdout, 'summary: 0 workloads checked (0 new, 0 updated), 2 passed over, 0 files skipped; 0 deny, 0 warn, 0 allow\n')
  const pair = await runCli(check, ['--new', 'plain.yaml'], only)
  t.equal(pair.stderr, `inplace-guard: plain.yaml: no apps.kruise.io ${GUARDED_KINDS.join(' or ')}: found apps/v1 StatefulSet (document 1), apps/v1 DaemonSet (document 2) [IPG_ERR_NO_WORKLOAD]\n`)
})

t.test('--name: KIND/NAMESPACE/NAME, NAMESPACE/NAME and NAME; a name two kinds share needs the kind', async (t) => {
  const shared = yaml(KINDS[0]!.build(TEMPLATE), KINDS[3]!.build(TEMPLATE), KINDS[0]!.build(TEMPLATE, 'cart'))
  const nameless = (doc: Json) => ({ ...doc, metadata: { name: doc.metadata.name } })
  const dir = t.testdir({ 'shared.yaml': shared, 'default.yaml': yaml(nameless(KINDS[0]!.build(TEMPLATE))) })
  const rows: { args: string[]; file: string; code: number; picked?: string[]; stderr?: string }[] = [
    { args: ['--name', 'StatefulSet/shop/web'], file: 'shared.yaml', code: 0, picked: ['StatefulSet shop/web'] },
    { args: ['--name', 'statefulset/shop/web'], file: 'shared.yaml', code: 0, picked: ['StatefulSet shop/web'] },
    { args: ['--name', 'CloneSet/shop/web'], file: 'shared.yaml', code: 0, picked: ['CloneSet shop/web'] },
    { args: ['--name', 'shop/cart'], file: 'shared.yaml', code: 0, picked: ['CloneSet shop/cart'] },
    { args: ['--name', 'web'], file: 'default.yaml', code: 0, picked: ['CloneSet default/web'] },
    {
      args: ['--name', 'shop/web'], file: 'shared.yaml', code: 2,
      stderr: 'inplace-guard: shared.yaml: --name shop/web fits 2 kinds: CloneSet shop/web, StatefulSet shop/web; name one as KIND/NAMESPACE/NAME, e.g. --name CloneSet/shop/web [IPG_ERR_AMBIGUOUS_WORKLOAD]\n',
    },
    { args: ['--name', 'StatefulSet/shop/cart'], file: 'shared.yaml', code: 2, stderr: 'inplace-guard: no workload StatefulSet/shop/cart in shared.yaml [IPG_ERR_NO_WORKLOAD]\n' },
  ]
  for (const row of rows) {
    for (const mode of ['lint', 'new'] as const) {
      const label = `${mode} ${row.args.join(' ')}`
      const args = mode === 'lint' ? [row.file, ...row.args, '--output', 'json'] : ['--new', row.file, ...row.args, '--output', 'json']
      const result = await runCli(check, args, dir)
      t.equal(result.code, row.code, `${label}: exit code`)
      if (row.picked) {
        const body = JSON.parse(result.stdout)
        const results = mode === 'lint' ? body.results : [body]
        t.same(results.map((r: Json) => `${r.kind} ${r.workload}`), row.picked, `${label}: picked`)
      }
      if (row.stderr && mode === 'lint') t.equal(result.stderr, row.stderr, `${label}: message`)
      if (row.stderr && mode === 'new') t.match(result.stderr, /\[IPG_ERR_(AMBIGUOUS|NO)_WORKLOAD\]\n$/, `${label}: message`)
    }
  }
  const several = await runCli(check, ['--new', 'shared.yaml'], dir)
  t.equal(several.stderr, 'inplace-guard: shared.yaml: holds 3 workloads: CloneSet shop/web (document 1), StatefulSet shop/web (document 2), CloneSet shop/cart (document 3); pick one with --name KIND/NAMESPACE/NAME [IPG_ERR_AMBIGUOUS_WORKLOAD]\n')
  const pairAmbiguous = await runCli(check, ['--new', 'shared.yaml', '--name', 'shop/web'], dir)
  t.equal(pairAmbiguous.stderr, 'inplace-guard: shared.yaml: --name shop/web fits 2 kinds: CloneSet shop/web, StatefulSet shop/web; name one as KIND/NAMESPACE/NAME, e.g. --name CloneSet/shop/web [IPG_ERR_AMBIGUOUS_WORKLOAD]\n')
})

t.test('check --old/--new: the old file is searched by kind too; two kinds are never one object, even with --rename', async (t) => {
  const dir = t.testdir({
    'old.yaml': yaml(KINDS[0]!.build(TEMPLATE), KINDS[2]!.build(TEMPLATE)),
    'sts.yaml': yaml(KINDS[3]!.build(ENV)),
    'cs.yaml': yaml(KINDS[0]!.build(IMAGE)),
  })
  const sts = JSON.parse((await runCli(check, ['--old', 'old.yaml', '--new', 'sts.yaml', '--output', 'json'], dir)).stdout)
  t.match(sts, { kind: 'StatefulSet', workload: 'shop/web', operation: 'UPDATE', outcome: predictUpdate(KINDS[2]!.build(TEMPLATE), KINDS[3]!.build(ENV)).outcome })
  const cs = JSON.parse((await runCli(check, ['--old', 'old.yaml', '--new', 'cs.yaml', '--output', 'json'], dir)).stdout)
  t.match(cs, { kind: 'CloneSet', workload: 'shop/web', operation: 'UPDATE', outcome: 'in-place' })
  for (const rename of [[], ['--rename']]) {
    const mixed = await runCli(check, ['--old', 'cs.yaml', '--new', 'sts.yaml', ...rename], dir)
    t.equal(mixed.code, 2)
    t.equal(mixed.stderr, 'inplace-guard: --old cs.yaml is CloneSet shop/web but --new sts.yaml is StatefulSet shop/web: a CloneSet never becomes a StatefulSet [IPG_ERR_IDENTITY_MISMATCH]\n', `kinds differ ${rename.join('')}`)
  }
})

t.test('diff matches by kind, namespace and name: a CloneSet and a StatefulSet named alike are two objects', async (t) => {
  const dir = t.testdir({
    old: { 'web.yaml': yaml(KINDS[0]!.build(TEMPLATE), KINDS[2]!.build(TEMPLATE)), 'cache.yaml': yaml(appsV1('StatefulSet', 'web', 'redis:7')) },
    // The StatefulSet moves to v1beta1 and changes its image; the CloneSet is removed; the apps/v1 one changes too.
    new: { 'web.yaml': yaml(KINDS[3]!.build(IMAGE)), 'cache.yaml': yaml(appsV1('StatefulSet', 'web', 'redis:8')) },
  })
  const result = await runCli(diff, ['old', 'new', '--output', 'json'], dir)
  t.equal(result.stderr, '')
  const body = JSON.parse(result.stdout)
  t.same(body.results.map((r: Json) => `${r.kind} ${r.workload} ${r.operation} ${r.outcome}`), ['StatefulSet shop/web UPDATE in-place'])
  t.same(body.removed.map((r: Json) => `${r.kind} ${r.workload}: ${r.message}`), ['CloneSet shop/web: CloneSet shop/web is removed: deleting it deletes all its Pods'])
  t.same(body.passedOver.filter((p: Json) => p.kind === 'StatefulSet').map((p: Json) => p.file), ['old/cache.yaml', 'new/cache.yaml'], 'the apps/v1 StatefulSet is passed over on both sides')
  t.match(body.summary, { compared: 1, added: 0, removed: 1 })
})

t.test('every output format names the kind', async (t) => {
  const dir = t.testdir({
    old: { 'db.yaml': yaml(KINDS[3]!.build(TEMPLATE, 'db')), 'gone.yaml': yaml(KINDS[2]!.build(TEMPLATE, 'gone')) },
    new: { 'db.yaml': yaml(KINDS[3]!.build(ENV, 'db')) },
  })
  const outputs: Record<string, RegExp[]> = {
    text: [/^new\/db\.yaml:\d+: StatefulSet shop\/db \(update/m, /^old\/gone\.yaml:\d+: StatefulSet shop\/gone \(removed\)/m],
    markdown: [/^\| `StatefulSet shop\/db` \| update \|/m, /^#### ⚠️ `StatefulSet shop\/db`/m, /^\| `StatefulSet shop\/gone` \| removed \|/m],
    junit: [/name="StatefulSet shop\/db \(update\)"/, /name="StatefulSet shop\/gone \(removed\)"/],
    github: [/title=StatefulSet shop\/db%3A WARN::/, /title=StatefulSet shop\/gone removed::StatefulSet shop\/gone is removed/],
    sarif: [/"text": "StatefulSet shop\/gone is removed/, /"ruleId": "workload-removed"/, /"fullyQualifiedName": "StatefulSet\/shop\/db"/],
    json: [/"kind": "StatefulSet",\n\s+"workload": "shop\/db"/],
  }
  for (const [output, patterns] of Object.entries(outputs)) {
    const result = await runCli(diff, ['old', 'new', '--output', output, '--no-changed-only'], dir)
    t.equal(result.stderr, '', `${output}: no error`)
    for (const pattern of patterns) t.match(result.stdout, pattern, `${output}: ${pattern}`)
    t.notMatch(result.stdout, /CloneSet shop\/gone/, `${output}: the removed workload is not called a CloneSet`)
  }
})

t.test('simulate plays an Advanced StatefulSet at both API versions: in its Pod order, in place for an image, recreated for an env change', async (t) => {
  for (const k of KINDS.filter((x) => x.kind === 'StatefulSet')) {
    const dir = t.testdir({ 'db.yaml': yaml(k.build(TEMPLATE)), 'db-new.yaml': yaml(k.build(ENV)) })
    const image = await runCli(simulate, ['-f', 'db.yaml', '--set-image', 'app=nginx:1.26', '--output', 'json'], dir)
    t.equal(image.code, 0, `${k.version} image: completed`)
    const body = JSON.parse(image.stdout)
    t.match(body, { workload: { kind: 'StatefulSet', namespace: 'shop', name: 'web' }, completed: true })
    t.same(body.rounds.map((r: Json) => [r.pods, r.path]), [[['web-3'], 'in-place'], [['web-2'], 'in-place'], [['web-1'], 'in-place'], [['web-0'], 'in-place']], `${k.version}: highest ordinal first`)
    t.ok(body.pods.every((p: Json) => p.uidBefore === p.uidAfter), `${k.version}: same UIDs`)
    const env = await runCli(simulate, ['--old', 'db.yaml', '--new', 'db-new.yaml'], dir)
    t.equal(env.code, 0, `${k.version} env: completed`)
    t.match(env.stdout, /^StatefulSet shop\/web: update from db-new\.yaml: spec\.template\.spec\.containers\[app\]\.env\[MODE\]\.value/m)
    t.match(env.stdout, /^  web-0  [0-9a-f-]+ \(recreated\)/m, `${k.version}: the same name, a new UID`)
  }
})

t.test('simulate plays an Advanced DaemonSet at both API versions: one Pod per simulated node, the highest node name first, in place for an image, recreated for an env change', async (t) => {
  for (const k of KINDS.filter((x) => x.kind === 'DaemonSet')) {
    const dir = t.testdir({ 'db.yaml': yaml(k.build(TEMPLATE)), 'db-new.yaml': yaml(k.build(ENV)) })
    const image = await runCli(simulate, ['-f', 'db.yaml', '--set-image', 'app=nginx:1.26', '--output', 'json'], dir)
    t.equal(image.code, 0, `${k.version} image: completed`)
    t.equal(image.stderr, '', `${k.version}: no refusal`)
    const body = JSON.parse(image.stdout)
    t.match(body, { workload: { kind: 'DaemonSet', namespace: 'shop', name: 'web' }, completed: true })
    t.equal(body.pods.length, 3, `${k.version}: three simulated nodes by default, one Pod each`)
    t.same(body.rounds.map((r: Json) => [r.pods.length, r.path]), [[1, 'in-place'], [1, 'in-place'], [1, 'in-place']], `${k.version}: one node a round, in place`)
    t.ok(body.pods.every((p: Json) => p.uidBefore === p.uidAfter), `${k.version}: same UIDs`)
    const nodeOf = new Map(body.pods.map((p: Json) => [p.name, p.node]))
    t.same(body.rounds.map((r: Json) => nodeOf.get(r.pods[0])), ['sim-node-3', 'sim-node-2', 'sim-node-1'], `${k.version}: the highest node name first`)
    const five = await runCli(simulate, ['-f', 'db.yaml', '--set-image', 'app=nginx:1.26', '--nodes', '5', '--output', 'json'], dir)
    t.equal(five.stderr, '', `${k.version}: --nodes 5 accepted`)
    t.equal(JSON.parse(five.stdout).pods.length, 5, `${k.version}: --nodes 5`)
    const env = await runCli(simulate, ['--old', 'db.yaml', '--new', 'db-new.yaml'], dir)
    t.equal(env.code, 0, `${k.version} env: completed`)
    t.match(env.stdout, /^DaemonSet shop\/web: update from db-new\.yaml: spec\.template\.spec\.containers\[app\]\.env\[MODE\]\.value/m)
    t.match(env.stdout, /^  web-[a-z0-9]{5}  [0-9a-f-]+ \(deleted\) .* replaced by web-[a-z0-9]{5}$/m, `${k.version}: recreated under a new name`)
    t.match(env.stdout, /^  t=0s +round 1 +recreate +web-[a-z0-9]{5} on sim-node-3$/m, `${k.version}: the timeline names the node`)
    t.equal(env.stdout.match(/^  web-[a-z0-9]{5}  [0-9a-f-]+ \(new\)/gm)?.length, 3, `${k.version}: three new Pods, one per node`)
  }
})

t.test('simulate --nodes: a count of at least 1', async (t) => {
  const dir = t.testdir({ 'db.yaml': yaml(KINDS.find((x) => x.kind === 'DaemonSet')!.build(TEMPLATE)) })
  for (const bad of ['0', 'x', '1.5']) {
    const result = await runCli(simulate, ['-f', 'db.yaml', '--set-image', 'app=nginx:1.26', '--nodes', bad], dir)
    t.equal(result.code, 2, `--nodes ${bad}: exit 2`)
    t.match(result.stderr, /--nodes.*\[IPG_ERR_USAGE\]/, `--nodes ${bad}: a usage error with its code`)
  }
})
