import { CloneSetVersionNotServedError } from '../engine/kruise/releases.js';
/**
 * The sentence a person reads when a CloneSet's apiVersion is one the chosen OpenKruise release does not serve
 * (engine: CloneSetVersionNotServedError). Written once, for the webhook and the CLI, short enough that the webhook's
 * "allowed without a prediction" warning carries it whole.
 */
export function versionNotServedMessage(err) {
    return `Kruise ${err.release} serves no apps.kruise.io/${err.version} CloneSet; only its main branch does (--kruise-version next)`;
}
/** The message of an engine error as a person reads it: the served-version refusal gets the sentence above. */
export function engineErrorMessage(err) {
    return err instanceof CloneSetVersionNotServedError ? versionNotServedMessage(err) : err.message;
}
//# sourceMappingURL=kruiseVersion.js.map