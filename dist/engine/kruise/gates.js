import { GuardError } from '../../errors.js';
export const DEFAULT_GATES = Object.freeze({
    InPlaceUpdateEnvFromMetadata: true,
    InPlaceWorkloadVerticalScaling: false,
    RecreatePodWhenChangeVCTInCloneSetGate: false,
    CloneSetPartitionRollback: false,
    CloneSetShortHash: false,
    PreparingUpdateAsUpdate: false,
    PodUnavailableBudgetUpdateGate: false,
    PreDownloadImageForInPlaceUpdate: false,
    TemplateNoDefaults: false,
    KruiseDaemon: true,
});
export const GATE_NAMES = Object.keys(DEFAULT_GATES);
/** Kruise's defaults overlaid with `overrides`; env-from-metadata is forced off without kruise-daemon, as Kruise does. */
export function resolveGates(overrides = {}) {
    // Spelled out, not a spread of the frozen defaults: it runs on every prediction, and copying a frozen object is slow in V8.
    const o = overrides;
    const d = DEFAULT_GATES;
    const kruiseDaemon = o.KruiseDaemon ?? d.KruiseDaemon;
    return {
        InPlaceUpdateEnvFromMetadata: kruiseDaemon && (o.InPlaceUpdateEnvFromMetadata ?? d.InPlaceUpdateEnvFromMetadata),
        InPlaceWorkloadVerticalScaling: o.InPlaceWorkloadVerticalScaling ?? d.InPlaceWorkloadVerticalScaling,
        RecreatePodWhenChangeVCTInCloneSetGate: o.RecreatePodWhenChangeVCTInCloneSetGate ?? d.RecreatePodWhenChangeVCTInCloneSetGate,
        CloneSetPartitionRollback: o.CloneSetPartitionRollback ?? d.CloneSetPartitionRollback,
        CloneSetShortHash: o.CloneSetShortHash ?? d.CloneSetShortHash,
        PreparingUpdateAsUpdate: o.PreparingUpdateAsUpdate ?? d.PreparingUpdateAsUpdate,
        PodUnavailableBudgetUpdateGate: o.PodUnavailableBudgetUpdateGate ?? d.PodUnavailableBudgetUpdateGate,
        PreDownloadImageForInPlaceUpdate: o.PreDownloadImageForInPlaceUpdate ?? d.PreDownloadImageForInPlaceUpdate,
        TemplateNoDefaults: o.TemplateNoDefaults ?? d.TemplateNoDefaults,
        KruiseDaemon: kruiseDaemon,
    };
}
/** Parses `Name=true,Other=false` (the kruise-manager `--feature-gates` syntax). */
export function parseGates(text) {
    const result = {};
    for (const raw of text.split(',')) {
        const item = raw.trim();
        if (item === '')
            continue;
        const eq = item.indexOf('=');
        const name = (eq < 0 ? item : item.slice(0, eq)).trim();
        const value = eq < 0 ? 'true' : item.slice(eq + 1).trim().toLowerCase();
        if (!GATE_NAMES.includes(name)) {
            throw new GuardError('IPG_ERR_GATES', `unknown feature gate "${name}" (known: ${GATE_NAMES.join(', ')})`);
        }
        if (value !== 'true' && value !== 'false') {
            throw new GuardError('IPG_ERR_GATES', `feature gate ${name} must be true or false, got "${value}"`);
        }
        result[name] = value === 'true';
    }
    return result;
}
//# sourceMappingURL=gates.js.map