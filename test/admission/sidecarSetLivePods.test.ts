import t from 'tap'
import { liveSidecarSetPodsVerdict } from '../../src/admission/sidecarSetLivePods.js'
import type { SidecarSetCensus } from '../../src/engine/rollout/sidecarSetCensus.js'

/** The guard's policy for running Pods a SidecarSet update leaves behind (check --live reads the census from a cluster). */
function census(neverUpgradable: string[]): SidecarSetCensus {
  return {
    sidecarSet: 'mesh', selected: 8, matched: 8, updated: 0, upgradable: 8 - neverUpgradable.length, thisRound: 1,
    heldBack: { notUpdate: 0, paused: 0, outsideSelector: 0, partition: 0, upgrading: 0 },
    neverUpgradable, markedNotUpgradable: [], notInjected: [], messages: [],
  }
}

t.test('left-behind Pods: a warning, or a denial under SidecarSetNotUpgradable; none: nothing to say', async (t) => {
  const seven = Array.from({ length: 7 }, (_, i) => `shop/web-${i}`)
  const rows = [
    { name: 'none left behind', left: [], deny: ['SidecarSetNotUpgradable'], want: { decision: 'allow' } },
    { name: 'one, warn', left: ['shop/web-0'], deny: ['InPlaceOnly'], want: { decision: 'warn', warning: { code: 'trap/sidecarset-pods-left-behind', path: 'spec.containers', text: /^SidecarSet mesh: 1 running Pod \(shop\/web-0\) keeps its old sidecars/ } } },
    { name: 'seven, bounded list', left: seven, deny: [], want: { decision: 'warn', warning: { text: /7 running Pods \(shop\/web-0, .* and 2 more\) keep their old sidecars/ } } },
    { name: 'denied', left: seven, deny: ['SidecarSetNotUpgradable'], want: { decision: 'deny', denyMessage: /inplace-guard denies this because --deny-strategies lists SidecarSetNotUpgradable/ } },
  ]
  for (const row of rows) t.match(liveSidecarSetPodsVerdict(census(row.left), { denyStrategies: row.deny } as never), row.want, row.name)
})
