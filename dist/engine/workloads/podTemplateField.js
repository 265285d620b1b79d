import { GuardError } from '../../errors.js';
import { isJsonObject } from '../kube/json.js';
import { optionalArray, requireArray, requireObject, typeError } from './fieldReaders.js';
/** `spec.template` of a workload, checked as far as the engine reads it (its containers' names, images, env, resources). */
export function readTemplate(value) {
    const template = requireObject(value, 'spec.template');
    if (template.metadata !== undefined && template.metadata !== null)
        requireObject(template.metadata, 'spec.template.metadata');
    const spec = requireObject(template.spec, 'spec.template.spec');
    for (const list of ['containers', 'initContainers']) {
        const containers = list === 'containers' ? requireArray(spec[list], `spec.template.spec.${list}`) : optionalArray(spec[list], `spec.template.spec.${list}`);
        if (containers)
            for (let i = 0; i < containers.length; i++)
                readContainer(containers[i], list, i);
    }
    if (Array.isArray(spec.containers) && spec.containers.length === 0) {
        throw new GuardError('IPG_ERR_FIELD_VALUE', 'a pod template needs at least one container', 'spec.template.spec.containers');
    }
    return template;
}
/** The container fields the engine reads; a path is spelled out only for an error (this runs for every container). */
function readContainer(c, list, i) {
    if (!isJsonObject(c))
        typeError(`spec.template.spec.${list}[${i}]`, 'an object', c);
    if (typeof c.name !== 'string' || c.name === '') {
        throw new GuardError('IPG_ERR_FIELD_TYPE', 'every container needs a non-empty string name', `spec.template.spec.${list}[${i}].name`);
    }
    const { image, env, resources } = c;
    if (image !== undefined && image !== null && typeof image !== 'string')
        typeError(`spec.template.spec.${list}[${c.name}].image`, 'a string', image);
    if (env !== undefined && env !== null && !Array.isArray(env))
        typeError(`spec.template.spec.${list}[${c.name}].env`, 'a list', env);
    if (resources !== undefined && resources !== null && !isJsonObject(resources))
        typeError(`spec.template.spec.${list}[${c.name}].resources`, 'an object', resources);
}
//# sourceMappingURL=podTemplateField.js.map