import { asKruiseDecodes } from '../kruise/knownFields.js';
import { optionalObjectArray, requireObject } from './fieldReaders.js';
import { readTemplate } from './podTemplateField.js';
/**
 * The template and claim templates of a workload before an update (its kind and version already checked). Its strategy,
 * metadata and the rest are not read, so a stored object whose strategy no longer reads (an update may be fixing it)
 * does not stop the prediction of the update.
 */
export function readPreviousTemplates(obj, release) {
    const spec = requireObject(obj.spec, 'spec');
    const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, 'spec.volumeClaimTemplates'), release);
    return { template: decoded.template, volumeClaimTemplates: decoded.volumeClaimTemplates };
}
//# sourceMappingURL=previousWorkload.js.map