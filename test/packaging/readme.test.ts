// README.md is for users: what it links to ships with the repository, it cites nothing that does not, it stays
// short, and it keeps the install and test commands CI looks for.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { applyPolicy } from '../../src/admission/policy.js'
import { DEFAULT_WEBHOOK_NAME } from '../../src/config.js'
import { predictUpdate } from '../../src/engine/inplace/prediction.js'
import { REPO_ROOT } from './dockerfile.js'

const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')

t.test('every relative link names a file or folder of the repository', async (t) => {
  const links = [...readme.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l))
  t.ok(links.length > 0)
  for (const link of links) t.ok(existsSync(join(REPO_ROOT, link)), `${link} exists`)
})

t.test('every in-page link names a heading', async (t) => {
  const anchors = new Set(
    [...readme.matchAll(/^#+ (.+)$/gm)].map((m) => m[1].toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-')),
  )
  for (const [, anchor] of readme.matchAll(/\]\(#([^)]+)\)/g)) t.ok(anchors.has(anchor), `#${anchor} is a heading`)
})

t.test('short, self-contained, with the commands CI looks for', async (t) => {
  t.ok(Buffer.byteLength(readme) <= 22_528, `at most 22 KiB, well under half the 50 KB it once was (${Buffer.byteLength(readme)} bytes)`)
  t.notMatch(readme, /spec §|\/work\/shared|shared\/spec/, 'cites nothing that does not ship')
  t.match(readme, /\bnpm ci\b/)
  t.match(readme, /\bnpm test\b/)
  const firstScreen = readme.split('\n').slice(0, 60).join('\n')
  t.match(firstScreen, /denied the request/, 'the first screen shows a denial')
  t.match(firstScreen, /^Warning: /m, 'and a warning as kubectl prints it')
  t.match(firstScreen, /kube-apiserver[\s\S]*kruise-inplace-guard[\s\S]*OpenKruise/, 'and where the guard sits')
})

/** The CloneSets of the README's kubectl examples: v1alpha1 (what released Kruise serves), one container `app`, LOG_LEVEL info -> debug. */
function cloneSet(name: string, policy: 'InPlaceOnly' | 'InPlaceIfPossible', logLevel: string): Record<string, unknown> {
  return {
    apiVersion: 'apps.kruise.io/v1alpha1',
    kind: 'CloneSet',
    metadata: { name, namespace: 'shop' },
    spec: {
      replicas: 3,
      selector: { matchLabels: { app: name } },
      updateStrategy: { type: policy },
      template: { metadata: { labels: { app: name } }, spec: { containers: [{ name: 'app', image: 'registry.example/shop/web:1.0.0', env: [{ name: 'LOG_LEVEL', value: logLevel }] }] } },
    },
  }
}

t.test("the README's denial and warnings are the policy's own words", async (t) => {
  const deny = applyPolicy(predictUpdate(cloneSet('web', 'InPlaceOnly', 'info'), cloneSet('web', 'InPlaceOnly', 'debug')), { denyStrategies: ['InPlaceOnly'] }, 'UPDATE')
  t.ok(deny.denyMessage)
  t.ok(readme.includes(`Error from server (Forbidden): admission webhook "${DEFAULT_WEBHOOK_NAME}" denied the request: ${deny.denyMessage}\n`), 'the denial, as kubectl apply --server-side prints it')
  const warn = applyPolicy(predictUpdate(cloneSet('cart', 'InPlaceIfPossible', 'info'), cloneSet('cart', 'InPlaceIfPossible', 'debug')), { denyStrategies: ['InPlaceOnly'] }, 'UPDATE')
  t.equal(warn.decision, 'warn')
  t.ok(readme.includes(`${warn.warnings.map((w) => `Warning: ${w.text}\n`).join('')}cloneset.apps.kruise.io/cart configured\n`), 'the warnings, as kubectl apply prints them')
})
