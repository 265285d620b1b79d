import { defaultedTemplate } from '../kruise/templateDefaults.js';
import { diffTemplates } from './diff.js';
const RULES = {
    CloneSet: { versions: ['v1alpha1'], allowed: /^\/containers\/[0-9]+\/image$/, defaultsNewTemplate: false },
    StatefulSet: { versions: ['v1alpha1', 'v1beta1'], allowed: /\/containers\/[0-9]+\/image/, defaultsNewTemplate: true },
    // Advanced DaemonSet has no InPlaceOnly: its webhook has no such rule.
    DaemonSet: { versions: [], allowed: /$^/, defaultsNewTemplate: false },
};
/** The template changes Kruise's own webhook rejects for this update, in the diff's order; empty when it accepts it. */
export function inPlaceOnlyRejections(view, input) {
    const rule = RULES[view.kind];
    if (view.podUpdatePolicy !== 'InPlaceOnly' || !rule.versions.includes(view.version))
        return [];
    const rejected = [];
    for (const { change } of webhookChanges(rule, input)) {
        if (!change.pointer.startsWith('/spec/'))
            continue;
        if (change.op === 'replace' && rule.allowed.test(kruisePath(change)))
            continue;
        rejected.push(change);
    }
    return rejected;
}
/**
 * The changes Kruise's webhook diffs. Without TemplateNoDefaults both templates hold Kruise's defaults (the stored one
 * from its CREATE, the new one from the mutating webhook), so they are the update's own changes. With it, the stored
 * template holds none, and a webhook that defaults the new template before diffing sees every default the old one
 * does not write as an `add`: an InPlaceOnly update is then refused even for an image alone.
 */
function webhookChanges(rule, input) {
    if (!rule.defaultsNewTemplate || !input.gates.TemplateNoDefaults)
        return input.changes;
    const defaulted = defaultedTemplate(input.newTemplate, { TemplateNoDefaults: false });
    return diffTemplates(input.oldTemplate, defaulted, { TemplateNoDefaults: true }).map((change) => ({ change }));
}
/** The operation as Kruise's message names it: `replace /containers/0/resources/limits/cpu`. */
export function kruiseWebhookOperation(change) {
    return `${change.op} ${kruisePath(change)}`;
}
/** The change's pointer relative to `spec.template.spec`, as Kruise's webhook diffs it. */
function kruisePath(change) {
    return change.pointer.slice('/spec'.length);
}
//# sourceMappingURL=inPlaceOnlyValidation.js.map