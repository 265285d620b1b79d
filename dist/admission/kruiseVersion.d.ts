import { CloneSetVersionNotServedError } from '../engine/kruise/releases.js';
/**
 * The sentence a person reads when a CloneSet's apiVersion is one the chosen OpenKruise release does not serve
 * (engine: CloneSetVersionNotServedError). Written once, for the webhook and the CLI, short enough that the webhook's
 * "allowed without a prediction" warning carries it whole.
 */
export declare function versionNotServedMessage(err: CloneSetVersionNotServedError): string;
/** The message of an engine error as a person reads it: the served-version refusal gets the sentence above. */
export declare function engineErrorMessage(err: Error): string;
