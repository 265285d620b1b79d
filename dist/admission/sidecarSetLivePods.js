import { SIDECARSET_NOT_UPGRADABLE } from './sidecarSetPolicy.js';
import { boundedList, oneLine } from './text.js';
import { warning } from './warning.js';
const LISTED_PODS = 5;
/**
 * The policy for the running Pods an update leaves behind (the census of the NEW SidecarSet over the Pods as they run):
 * denied when --deny-strategies lists SidecarSetNotUpgradable, else a warning at spec.containers; nothing to say when
 * every Pod can be upgraded.
 */
export function liveSidecarSetPodsVerdict(census, policy) {
    const left = census.neverUpgradable;
    if (left.length === 0)
        return { decision: 'allow' };
    const one = left.length === 1;
    const their = one ? 'its' : 'their';
    const pods = `${left.length} running ${one ? 'Pod' : 'Pods'} (${boundedList(left, LISTED_PODS)})`;
    const why = `${their} sidecars differ from this SidecarSet's in more than images, so Kruise never upgrades ${one ? 'it' : 'them'} in place (it marks ${one ? 'it' : 'them'} SidecarSetUpgradable=False)`;
    const subject = `SidecarSet ${census.sidecarSet}`;
    if (policy.denyStrategies.includes(SIDECARSET_NOT_UPGRADABLE)) {
        return {
            decision: 'deny',
            denyMessage: `${subject}: ${pods} would keep ${their} old sidecars: ${why}; inplace-guard denies this because --deny-strategies lists ${SIDECARSET_NOT_UPGRADABLE}. ` +
                'Recreate those Pods (a new Pod gets the current sidecars), or change only images.',
        };
    }
    const text = oneLine(`${subject}: ${pods} ${one ? 'keeps' : 'keep'} ${their} old sidecars: ${why}; recreate ${one ? 'it' : 'them'} to get the new sidecars`);
    return { decision: 'warn', warning: warning('trap/sidecarset-pods-left-behind', text, 'spec.containers') };
}
//# sourceMappingURL=sidecarSetLivePods.js.map