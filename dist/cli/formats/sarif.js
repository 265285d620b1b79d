import { RULES, findings } from '../findings.js';
import { packageVersion } from '../version.js';
/**
 * SARIF 2.1.0 (what GitHub code scanning and most CI dashboards import): one run, one result per finding, each at
 * the file and line of the manifest. Allowed workloads produce no result.
 */
export function formatSarif(run) {
    const all = findings(run);
    const ruleIds = [...new Set(all.map((f) => f.rule))].sort();
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [{
                tool: {
                    driver: {
                        name: 'inplace-guard',
                        version: packageVersion(),
                        rules: ruleIds.map((id) => ({ id, shortDescription: { text: RULES[id] ?? ruleText(id) } })),
                    },
                },
                results: all.map((f) => result(f, ruleIds.indexOf(f.rule))),
            }],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}
function ruleText(id) {
    return id.startsWith('trap/') ? `Rollout trap ${id.slice('trap/'.length)}: the update is legal but will not go as expected` : id;
}
function result(f, ruleIndex) {
    const region = f.line !== undefined ? { region: { startLine: f.line } } : {};
    return {
        ruleId: f.rule,
        ruleIndex,
        level: f.level,
        message: { text: f.message },
        locations: [{ physicalLocation: { artifactLocation: { uri: uriOf(f.file) }, ...region }, ...logicalLocation(f) }],
    };
}
/** The workload a finding is about, as the object it names: `StatefulSet/shop/web`. */
function logicalLocation(f) {
    if (f.workload === undefined)
        return {};
    const { kind, workload } = f.workload;
    return { logicalLocations: [{ name: workload, fullyQualifiedName: `${kind}/${workload}`, kind: 'resource' }] };
}
/** A relative path as a URI reference: forward slashes, each segment percent-encoded. */
function uriOf(file) {
    return file.split(/[\\/]/).map(encodeURIComponent).join('/');
}
//# sourceMappingURL=sarif.js.map