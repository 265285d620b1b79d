import t from 'tap'
import { run as demo } from '../../src/cli/commands/demo.js'
import { runCli } from '../support/cliRun.js'

t.test('the demo tells the whole story', async (t) => {
  const r = await runCli(demo, [])
  t.equal(r.code, 0)
  t.equal(r.stderr, '')
  const out = r.stdout
  t.match(out, /1\. An image-only change rolls out in place[\s\S]*webhook: allow[\s\S]*result: completed in \d+s: same Pod names and UIDs \(4\/4\), each container restarted once \(4\/4\), no Pod deleted/)
  t.match(out, /2\. An env change under InPlaceOnly is denied[\s\S]*webhook: deny\n   message: CloneSet shop\/web uses InPlaceOnly \(spec\.updateStrategy\.rollingUpdate\.podUpdatePolicy\), but 1 change cannot be applied in place/)
  t.match(out, /3\. The same change under InPlaceIfPossible[\s\S]*webhook: warn\n   Warning: [\s\S]*round 1\s+recreate[\s\S]*4 Pod\(s\) deleted and replaced by new Pods with new UIDs/)
  t.match(out, /4\. A stalled rollout is diagnosed[\s\S]*STALLED after \d+s: updated 1\/4, updatedReadyReplicas 0[\s\S]*image-pull-failing \(web-\w+\) \[stall symptom 1, spec §6 #7\]/)
  t.notMatch(out, /debug|info\b/, 'env values never printed')
  t.equal((await runCli(demo, [])).stdout, out, 'deterministic: simulated clock, seeded names')
})
