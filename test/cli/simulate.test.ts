import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { stringify } from 'yaml'
import { run as simulate } from '../../src/cli/commands/simulate.js'
import { container, podTemplate, statefulSet, withReadinessGate } from '../engine/support/builders.js'
import { daemonSet } from '../engine/support/daemonSets.js'
import { cloneSetObject, v1alpha1CloneSetObject } from '../reconciler/support/fixtures.js'
import { runCli } from '../support/cliRun.js'

const dir = mkdtempSync(join(tmpdir(), 'ipg-simulate-'))
t.teardown(() => rmSync(dir, { recursive: true, force: true }))
const file = join(dir, 'web.yaml')
writeFileSync(file, stringify(v1alpha1CloneSetObject({ replicas: 6, maxUnavailable: 2 })))
const v1beta1File = join(dir, 'web-v1beta1.yaml')
writeFileSync(v1beta1File, stringify(cloneSetObject({ replicas: 6, maxUnavailable: 2 })))

t.test('JSON: completed, rounds, pods with UIDs and restarts', async (t) => {
  const r = await runCli(simulate, ['-f', file, '--set-image', 'app=nginx:1.26', '--output', 'json'])
  t.equal(r.code, 0)
  t.equal(r.stderr, '')
  const out = JSON.parse(r.stdout)
  t.equal(out.completed, true)
  t.same(out.rounds.map((x: { pods: string[] }) => x.pods.length), [2, 2, 2])
  t.same(out.rounds.map((x: { pods: string[] }) => x.pods), out.plannedRounds)
  t.equal(out.pods.length, 6)
  for (const p of out.pods) {
    t.match(p, { name: /^web-/, uidBefore: /^[0-9a-f-]{36}$/, restarts: 1 })
    t.equal(p.uidAfter, p.uidBefore)
  }
  t.notOk('diagnosis' in out)
})

t.test('text: a long plan is told by runs of equal rounds, on one short line', async (t) => {
  const many = join(dir, 'many.yaml')
  writeFileSync(many, stringify(v1alpha1CloneSetObject({ replicas: 21, maxUnavailable: 2 })))
  const r = await runCli(simulate, ['-f', many, '--set-image', 'app=nginx:1.26'])
  t.equal(r.code, 0)
  const planned = r.stdout.split('\n').find((l) => l.startsWith('Planned:'))
  t.equal(planned, 'Planned: 11 rounds: 10 rounds of 2 Pods, then 1 round of 1 Pod')
  const json = JSON.parse((await runCli(simulate, ['-f', many, '--set-image', 'app=nginx:1.26', '--output', 'json'])).stdout)
  t.same(json.plannedRounds.map((x: string[]) => x.length), [...Array(10).fill(2), 1], 'JSON keeps every round')
})

t.test('JSON: a stall carries diagnosis {reason, pods, message}', async (t) => {
  const r = await runCli(simulate, ['-f', file, '--set-image', 'app=nginx:1.26', '--fail-pull', '5', '4', '--output', 'json'])
  t.equal(r.code, 1, 'exit 1: the rollout stalled')
  const out = JSON.parse(r.stdout)
  t.equal(out.completed, false)
  t.match(out.diagnosis, { reason: 'image-pull-failing', pods: Array, message: /ErrImagePull/ })
  t.equal(out.diagnosis.pods.length, 2)
  t.ok(out.diagnosis.reasons.length >= 1)
})

t.test('text: a readable timeline', async (t) => {
  const r = await runCli(simulate, ['-f', file, '--set-image', 'app=nginx:1.26'])
  t.equal(r.code, 0)
  t.match(r.stdout, /^CloneSet default\/web: image change app: nginx:1\.25 → nginx:1\.26\n/)
  t.match(r.stdout, /Planned: 3 rounds: 2 \+ 2 \+ 2/)
  t.match(r.stdout, /t=0s\s+round 1\s+in place\s+web-\w+, web-\w+/)
  t.match(r.stdout, /Result: completed in \d+s: 6\/6 Pods at web-\w+, updated in place \(same names and UIDs, no Pod deleted\)/)
  const stalled = await runCli(simulate, ['-f', file, '--set-image', 'app=nginx:1.26', '--not-ready', '3'])
  t.equal(stalled.code, 1)
  t.match(stalled.stdout, /Result: STALLED after \d+s/)
  t.match(stalled.stdout, /negative-budget\n\s+maxUnavailable is 2 but 3 Pods are already unavailable/)
  t.match(stalled.stdout, /already NotReady before its update started/)
  t.notMatch(stalled.stdout, /symptom|§/, 'user words only')
  const json = await runCli(simulate, ['-f', file, '--set-image', 'app=nginx:1.26', '--not-ready', '3', '--output', 'json'])
  t.notMatch(json.stdout, /"(pitfall|symptom)"/, 'json: no catalogue numbers of our own')
  t.match(JSON.parse(json.stdout).diagnosis, { reason: 'negative-budget' })
})

t.test('bad input is a one-line error and exit 2', async (t) => {
  const rows: [string[], RegExp | string][] = [
    [['-f', file], /at least one --set-image/],
    [['--set-image', 'app=x'], /-f WORKLOAD\.yaml \(with --set-image\) or --old OLD --new NEW is required/],
    [['-f', file, '--set-image', 'nope=x'], /no container "nope" \(containers: app\)/],
    [['-f', file, '--set-image', 'app'], /is not CONTAINER=IMAGE/],
    [['-f', file, '--set-image', 'app=x', 'stray'], /unexpected argument "stray"/],
    [['-f', file, '--set-image', 'app=x', '--not-ready', 'many'], /--not-ready: "many" is not a number/],
    [['-f', file, '--set-image', 'app=x', '--kruise-version', '2.0'], /--kruise-version: "2.0" is not one of 1.8, 1.9, next/],
    [['-f', v1beta1File, '--set-image', 'app=x'], 'web-v1beta1.yaml: Kruise 1.9 serves no apps.kruise.io/v1beta1 CloneSet; only its main branch does (--kruise-version next) [IPG_ERR_VERSION_NOT_SERVED]'],
    [['-f', join(dir, 'missing.yaml'), '--set-image', 'app=x'], /cannot be read/],
  ]
  for (const [args, message] of rows) {
    const r = await runCli(simulate, args)
    t.equal(r.code, 2, args.join(' '))
    t.match(r.stderr, message)
    t.equal(r.stderr.trim().split('\n').length, 1)
  }
  t.match((await runCli(simulate, ['--help'])).stdout, /^usage: inplace-guard simulate -f WORKLOAD\.yaml --set-image CONTAINER=IMAGE/)
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/

t.test('--old/--new rolls out any change: the recreate path, with a Pod table that reads right', async (t) => {
  const r = await runCli(simulate, ['--old', 'examples/check/web-ifpossible.yaml', '--new', 'examples/check/web-ifpossible-env-reorder.yaml'])
  t.equal(r.code, 0)
  t.equal(r.stderr, '')
  t.match(r.stdout, /^CloneSet shop\/web: update from examples\/check\/web-ifpossible-env-reorder\.yaml: spec\.template\.spec\.containers\[app\]\.env\[LOG_LEVEL\]\.value, .* and 2 more\n/)
  t.notMatch(r.stdout, /not done|s3cr3t|debug/)
  const rows = r.stdout.slice(r.stdout.indexOf('Pods:\n')).split('\n').slice(2).filter((l) => l.startsWith('  web-'))
  t.equal(rows.length, 12, 'six deleted, six new')
  const deleted = rows.filter((l) => l.includes('(deleted)'))
  const created = rows.filter((l) => l.includes('(new)'))
  t.equal(deleted.length, 6)
  t.equal(created.length, 6)
  for (const row of rows) t.match(row.trim().split(/\s+/)[1], UUID, 'a UID that looks like one')
  // Each deleted Pod names its replacement, which is ready 5 s (pull 2, start 1, readiness 2) after the deletion.
  for (const row of deleted) {
    const [, name, , , , started, , , replacement] = row.split(/\s+/)
    const startedAt = Number(started!.slice(2, -1))
    const replaced = created.find((c) => c.trim().startsWith(`${replacement} `))
    t.ok(replaced, `${name} is replaced by ${replacement}`)
    t.match(replaced, new RegExp(`ready at t=${startedAt + 5}s$`))
  }
  t.match(r.stdout, /Result: completed in 30s: 6\/6 Pods at web-\w+, 6 Pods deleted and recreated/)
  const json = JSON.parse((await runCli(simulate, ['--old', 'examples/check/web-ifpossible.yaml', '--new', 'examples/check/web-ifpossible-env-reorder.yaml', '--output', 'json'])).stdout)
  t.match(json.change, { old: 'examples/check/web-ifpossible.yaml', new: 'examples/check/web-ifpossible-env-reorder.yaml', changes: Array })
  t.same(json.deletedPods.length, 6)
})

t.test('--old/--new: claim templates and image change in place; ReCreate (default) recreates a plain image bump', async (t) => {
  const db = await runCli(simulate, ['--old', 'examples/check/db.yaml', '--new', 'examples/check/db-image-and-claims.yaml', '--output', 'json'])
  t.equal(db.code, 0)
  const out = JSON.parse(db.stdout)
  t.same(out.deletedPods, [])
  for (const p of out.pods) t.equal(p.uidAfter, p.uidBefore, `${p.name} kept`)
  const guestbook = await runCli(simulate, ['--old', 'examples/check/guestbook.yaml', '--new', 'examples/check/guestbook-v2.yaml', '--output', 'json'])
  t.equal(JSON.parse(guestbook.stdout).deletedPods.length, 3)
  const renamed = await runCli(simulate, ['--old', 'examples/check/web.yaml', '--new', 'examples/check/guestbook-v2.yaml'])
  t.equal(renamed.code, 2)
  t.match(renamed.stderr, /\[IPG_ERR_IDENTITY_MISMATCH\]\n$/)
  const both = await runCli(simulate, ['--old', 'examples/check/web.yaml', '--new', 'examples/check/web.yaml', '-f', file])
  t.equal(both.stderr, 'inplace-guard: use either --old/--new or -f/--set-image, not both [IPG_ERR_USAGE]\n')
})

t.test('--output markdown: a Mermaid gantt of the rounds, then the text report', async (t) => {
  const r = await runCli(simulate, ['--old', 'examples/check/web-ifpossible.yaml', '--new', 'examples/check/web-ifpossible-env-reorder.yaml', '--output', 'markdown'])
  t.equal(r.code, 0)
  const gantt = r.stdout.slice(r.stdout.indexOf('```mermaid\n') + 11, r.stdout.indexOf('\n```\n'))
  const lines = gantt.split('\n')
  t.same(lines.slice(0, 4), ['gantt', '  title shop/web rollout (simulated seconds)', '  dateFormat X', '  axisFormat %Ss'])
  t.equal(lines.filter((l) => l.startsWith('  section round ')).length, 6)
  const bars = lines.filter((l) => / :\d/.test(l))
  t.equal(bars.length, 6)
  for (const bar of bars) t.match(bar, /^ {2}web-\w+ → web-\w+ :(\d+), (\d+)$/)
  t.same(bars.map((b) => b.split(':')[1]), ['0, 5', '5, 10', '10, 15', '15, 20', '20, 25', '25, 30'])
  t.match(r.stdout, /<details><summary>Timeline and Pods<\/summary>\n\n```text\nCloneSet shop\/web: update from/)
  const stalled = await runCli(simulate, ['-f', file, '--set-image', 'app=nginx:1.26', '--fail-pull', '0', '--output', 'markdown', '--max-seconds', '120'])
  t.equal(stalled.code, 1)
  t.match(stalled.stdout, /\*\*Stalled\*\* after \d+s/)
  t.match(stalled.stdout, / :crit, \d+, \d+\n/, 'the Pod that never finished is marked')
})

t.test('--kruise-version next reads a v1beta1 CloneSet (Kruise main branch)', async (t) => {
  const r = await runCli(simulate, ['-f', v1beta1File, '--set-image', 'app=nginx:1.26', '--kruise-version', 'next', '--output', 'json'])
  t.equal(r.code, 0, r.stderr)
  t.equal(JSON.parse(r.stdout).completed, true)
})

t.test('an update OpenKruise\'s own webhook refuses is not played: REFUSED, exit 1, in every format', async (t) => {
  const cs = (level: string) => v1alpha1CloneSetObject({ replicas: 3, policy: 'InPlaceOnly', containers: [{ name: 'app', image: 'nginx:1.25', env: [{ name: 'LEVEL', value: level }] }] })
  const db = (serviceName: string, image = 'registry/db:1', extra = {}, policy: 'InPlaceIfPossible' | 'InPlaceOnly' = 'InPlaceIfPossible') =>
    statefulSet(withReadinessGate(podTemplate([container('db', image, extra)])), { spec: { serviceName }, replicas: 3, policy })
  const agent = (selector: Record<string, string>) => daemonSet('v1alpha1', { type: 'RollingUpdate', rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } }, { selector: { matchLabels: selector } })
  const labelled = <T extends { metadata?: object }>(object: T): T => ({ ...object, metadata: { ...object.metadata, labels: { commit: 'c'.repeat(64) } } })
  const rows: { name: string; old: unknown; new: unknown; refused: RegExp | undefined; by?: string }[] = [
    { name: 'a CloneSet env change under InPlaceOnly', old: cs('info'), new: cs('debug'), refused: /env\[LEVEL\]\.value.*vcloneset\.kb\.io\) rejects this update/ },
    { name: 'an Advanced StatefulSet\'s serviceName beside an image', old: db('db'), new: db('db-headless', 'registry/db:2'), refused: /vstatefulset\.kb\.io\) refuses it: spec\.serviceName/ },
    { name: 'an Advanced DaemonSet\'s selector', old: agent({ app: 'agent' }), new: agent({ app: 'agent', tier: 'node' }), refused: /vdaemonset\.kb\.io\) refuses it: .*spec\.selector: a change of spec\.selector/ },
    // The API server validates the object's own labels before any webhook.
    { name: 'a CloneSet update adding a label value of 64 characters', old: cs('info'), new: labelled(cs('info')), refused: /as written: the API server refuses it: metadata\.labels: label "commit"/, by: 'the API server' },
    // Kruise's StatefulSet webhook lets this one through, and its controller then stalls: played.
    { name: 'an Advanced StatefulSet pull-policy change under InPlaceOnly', old: db('db', 'registry/db:1', {}, 'InPlaceOnly'), new: db('db', 'registry/db:1', { imagePullPolicy: 'Never' }, 'InPlaceOnly'), refused: undefined },
  ]
  for (const row of rows) {
    const here = t.testdir({ 'old.yaml': stringify(row.old), 'new.yaml': stringify(row.new) })
    const args = ['--old', 'old.yaml', '--new', 'new.yaml']
    const json = await runCli(simulate, [...args, '--output', 'json'], here)
    t.equal(json.code, 1, `${row.name}: exit 1`)
    const out = JSON.parse(json.stdout)
    t.equal(out.completed, false, `${row.name}: not completed`)
    if (row.refused === undefined) {
      t.notOk('refused' in out, `${row.name}: played`)
      t.match(out.diagnosis, { reason: 'in-place-only-impossible' }, `${row.name}: the controller's stall`)
      continue
    }
    t.match(out, { refused: row.refused, change: { old: 'old.yaml', new: 'new.yaml' } }, `${row.name}: the refusal`)
    t.notOk('rounds' in out || 'pods' in out, `${row.name}: nothing played`)
    const text = await runCli(simulate, args, here)
    t.equal(text.code, 1)
    t.match(text.stdout, row.refused)
    const by = row.by ?? "OpenKruise's webhook"
    t.match(text.stdout, `\nResult: REFUSED: ${by} refuses the update; the API server rejects it, so no Pod is touched`)
    const markdown = await runCli(simulate, [...args, '--output', 'markdown'], here)
    t.match(markdown.stdout, `**Refused** by ${by}: `)
    t.match(markdown.stdout, row.refused)
  }
})

t.test('the simulated time limit reached mid-rollout: NOT FINISHED, not a stall, in every format, exit 1', async (t) => {
  // 6 Pods, 2 at a time, about 5 s each: 12 simulated seconds stop it in its second round.
  const args = ['-f', file, '--set-image', 'app=nginx:1.26', '--max-seconds', '8']
  const text = await runCli(simulate, args)
  t.equal(text.code, 1)
  t.match(text.stdout, /\nResult: NOT FINISHED: simulated time reached --max-seconds 8 while Pods were still being updated: [1-5]\/6 Pods at the new revision, updatedReadyReplicas \d; give a larger --max-seconds to see the end\n$/)
  t.notMatch(text.stdout, /STALLED|Why:/, 'no stall, no stall reasons')
  const json = JSON.parse((await runCli(simulate, [...args, '--output', 'json'])).stdout)
  t.match(json, { completed: false, stoppedAtLimit: { maxSeconds: 8 } })
  t.notOk('diagnosis' in json, 'no stall diagnosis')
  t.match((await runCli(simulate, [...args, '--output', 'markdown'])).stdout, /\n\*\*Not finished\*\* when simulated time reached --max-seconds 8, Pods still being updated\.\n/)
  t.same(Object.keys(json.stoppedAtLimit), ['maxSeconds'], 'nothing failing yet: nothing more said')

  // The same limit with a first-round Pod whose pull fails: still moving, and what already failed is said.
  const failing = json.rounds[0].pods[0]
  const cut = ['-f', file, '--set-image', 'app=nginx:1.26', '--fail-pull', failing, '--max-seconds', '8']
  const failedText = await runCli(simulate, cut)
  t.equal(failedText.code, 1)
  t.match(failedText.stdout, new RegExp(`\nResult: NOT FINISHED: [^\n]*give a larger --max-seconds to see the end\nAlready failing \\(a larger --max-seconds will not clear it\\):\n  1\\. image-pull-failing \\(${failing}\\)\n     the kubelet cannot pull nginx:1\\.26 \\(ErrImagePull\\)`))
  t.notMatch(failedText.stdout, /STALLED|Why:|budget-exhausted/, 'only the failure, not the waits of a moving rollout')
  const failedJson = JSON.parse((await runCli(simulate, [...cut, '--output', 'json'])).stdout)
  t.match(failedJson.stoppedAtLimit, { maxSeconds: 8, alreadyFailing: [{ reason: 'image-pull-failing', pods: [failing], blocking: true }] })
  t.equal(failedJson.stoppedAtLimit.alreadyFailing.length, 1)
  t.match((await runCli(simulate, [...cut, '--output', 'markdown'])).stdout, /\n\*\*Not finished\*\* when simulated time reached --max-seconds 8, Pods still being updated; already failing: image-pull-failing\.\n/)
  const whole = await runCli(simulate, ['-f', file, '--set-image', 'app=nginx:1.26', '--max-seconds', '60'])
  t.match(whole.stdout, /Result: completed in \d+s: 6\/6 Pods/, 'a limit past the end changes nothing')
  const stalled = await runCli(simulate, ['-f', file, '--set-image', 'app=nginx:1.26', '--fail-pull', '0', '1', '--max-seconds', '600'])
  t.match(stalled.stdout, /Result: STALLED after \d+s/, 'a stall stops before the limit and is still called one')
})

t.test('more Pods than the embedded cluster plays: refused at once with a code, before or after the change', async (t) => {
  const huge = join(dir, 'huge.yaml')
  writeFileSync(huge, stringify(v1alpha1CloneSetObject({ replicas: 2147483647, maxUnavailable: 2 })))
  const scaled = join(dir, 'scaled.yaml')
  writeFileSync(scaled, stringify({ ...v1alpha1CloneSetObject({ replicas: 10_001, maxUnavailable: 2 }) }))
  const rows: [string[], RegExp][] = [
    [['-f', huge, '--set-image', 'app=x'], /spec\.replicas: 2147483647 Pods: the embedded cluster plays at most 10000 Pods in one rollout \[IPG_ERR_SIMULATION_TOO_LARGE\]/],
    [['--old', file, '--new', scaled], /spec\.replicas: 10001 Pods: the embedded cluster plays at most 10000 Pods in one rollout \[IPG_ERR_SIMULATION_TOO_LARGE\]/],
    [['--old', huge, '--new', file], /spec\.replicas: 2147483647 Pods: .*\[IPG_ERR_SIMULATION_TOO_LARGE\]/],
    [['-f', file, '--set-image', 'app=x', '--replicas', '10001'], /--replicas must be an integer between 0 and 10000 \[IPG_ERR_USAGE\]/],
  ]
  for (const [args, message] of rows) {
    const r = await runCli(simulate, args)
    t.equal(r.code, 2, args.join(' '))
    t.match(r.stderr, message)
    t.equal(r.stdout, '')
  }
  t.equal((await runCli(simulate, ['-f', file, '--set-image', 'app=x', '--replicas', '12'])).code, 0, 'a size it plays still plays')
})

t.test('a line break in a name or image from the manifest starts no line of the report (text and markdown)', async (t) => {
  const forged = mkdtempSync(join(tmpdir(), 'ipg-simulate-forged-'))
  t.teardown(() => rmSync(forged, { recursive: true, force: true }))
  const object = v1alpha1CloneSetObject({ replicas: 2, containers: [{ name: 'app\nResult: completed', image: 'nginx:1.25' }] })
  object.metadata.name = 'web\nResult: completed\n```\n# forged'
  writeFileSync(join(forged, 'web.json'), JSON.stringify(object))
  for (const output of ['text', 'markdown']) {
    const result = await runCli(simulate, ['-f', 'web.json', '--set-image', 'app\nResult: completed=nginx:1.26\n```', '--output', output], forged)
    t.equal(result.code, 0, `${output}: the rollout completes`, { stderr: result.stderr })
    const lines = result.stdout.split('\n')
    t.equal(lines.filter((line) => line.startsWith('Result:')).length, 1, `${output}: one Result line, the report's own`)
    t.notOk(lines.some((line) => line.startsWith('# forged')), `${output}: no forged heading`)
    t.equal(lines.filter((line) => line.startsWith('```')).length, output === 'markdown' ? 4 : 0, `${output}: only the report's own fences`)
  }
})
