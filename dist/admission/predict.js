import { isGuardError } from '../errors.js';
import { decide } from './decision.js';
import { engineErrorMessage } from './kruiseVersion.js';
import { oneLine } from './text.js';
const MAX_FAILURE_RUNES = 300;
/** The decision on a guarded workload's CREATE or UPDATE review (decision.ts). Never throws: an engine failure is described. */
export function decideRequest(request, settings) {
    if (request.object === undefined)
        return missing('request.object');
    if (request.operation === 'UPDATE' && request.oldObject === undefined)
        return missing('request.oldObject');
    try {
        return { ok: true, decided: decide({ operation: request.operation, object: request.object, oldObject: request.oldObject }, settings) };
    }
    catch (err) {
        return { ok: false, failure: describeFailure(err) };
    }
}
function describeFailure(err) {
    // Engine messages name fields and never carry env values, command args or other content (engine contract).
    if (isGuardError(err))
        return { code: err.code, path: err.path, message: oneLine(engineErrorMessage(err), MAX_FAILURE_RUNES), internal: false };
    const frames = err instanceof Error && err.stack ? err.stack.split('\n').slice(1).join('\n') : undefined;
    return { code: 'IPG_ERR_ENGINE', message: 'internal error in the prediction engine', internal: true, frames };
}
function missing(path) {
    return { ok: false, failure: { code: 'IPG_ERR_REVIEW_MALFORMED', path, message: `${path} is missing`, internal: false } };
}
//# sourceMappingURL=predict.js.map