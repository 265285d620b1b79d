import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { stringify } from 'yaml'
import { run as simulate } from '../../src/cli/commands/simulate.js'
import { cloneSetObject, v1alpha1CloneSetObject } from '../reconciler/support/fixtures.js'
import { runCli } from '../support/cliRun.js'

const dir = mkdtempSync(join(tmpdir(), 'ipg-simulate-'))
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
  t.match(r.stdout, /Planned: 3 round\(s\): 2 \+ 2 \+ 2/)
  t.match(r.stdout, /t=0s\s+round 1\s+in place\s+web-\w+, web-\w+/)
  t.match(r.stdout, /Result: completed in \d+s: 6\/6 Pods at web-\w+, updated in place \(same names and UIDs, no Pod deleted\)/)
  const stalled = await runCli(simulate, ['-f', file, '--set-image', 'app=nginx:1.26', '--not-ready', '3'])
  t.equal(stalled.code, 1)
  t.match(stalled.stdout, /Result: STALLED after \d+s/)
  t.match(stalled.stdout, /negative-budget \[stall symptom 2\]\n\s+maxUnavailable is 2 but 3 Pod\(s\) are already unavailable/)
  t.match(stalled.stdout, /already NotReady before its update started/)
})

t.test('bad input is a one-line error and exit 2', async (t) => {
  const rows: [string[], RegExp | string][] = [
    [['-f', file], /at least one --set-image/],
    [['--set-image', 'app=x'], /-f CLONESET\.yaml is required/],
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
  t.match((await runCli(simulate, ['--help'])).stdout, /^usage: inplace-guard simulate -f CLONESET\.yaml --set-image CONTAINER=IMAGE/)
})

t.test('--kruise-version next reads a v1beta1 CloneSet (Kruise main branch)', async (t) => {
  const r = await runCli(simulate, ['-f', v1beta1File, '--set-image', 'app=nginx:1.26', '--kruise-version', 'next', '--output', 'json'])
  t.equal(r.code, 0, r.stderr)
  t.equal(JSON.parse(r.stdout).completed, true)
})
