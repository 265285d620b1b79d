import t from 'tap'
import { run as demo } from '../../src/cli/commands/demo.js'
import { runCli } from '../support/cliRun.js'

t.test('the demo tells the whole story', async (t) => {
  const r = await runCli(demo, [])
  t.equal(r.code, 0)
  t.equal(r.stderr, '')
  const out = r.stdout
  t.match(out, /1\. An image-only change rolls out in place[\s\S]*webhook: allow[\s\S]*result: completed in \d+s: same Pod names and UIDs \(4\/4\), each container restarted once \(4\/4\), no Pod deleted/)
  t.match(out, /2\. An env change under InPlaceOnly is denied[\s\S]*webhook: deny\n   message: CloneSet shop\/web uses InPlaceOnly \(spec\.updateStrategy\.type\), and 1 change is not a container image change/)
  t.match(out, /3\. The same change under InPlaceIfPossible[\s\S]*webhook: warn\n   Warning: [\s\S]*round 1\s+recreate[\s\S]*4 Pods deleted and replaced by new Pods with new UIDs/)
  t.match(out, /4\. A stalled rollout is diagnosed[\s\S]*STALLED after \d+s: updated 1\/4, updatedReadyReplicas 0[\s\S]*image-pull-failing \(web-\w+\)\n/)
  // What Kruise 1.9 serves: an apps.kruise.io/v1alpha1 CloneSet, whose policy is spec.updateStrategy.type.
  t.notMatch(out, /rollingUpdate|podUpdatePolicy|v1beta1/, 'no field a released Kruise does not have')
  t.notMatch(out, /symptom|§|spec #/, 'no internal reference')
  t.notMatch(out, /debug|info\b/, 'env values never printed')
  t.equal((await runCli(demo, [])).stdout, out, 'deterministic: simulated clock, seeded names')
})
