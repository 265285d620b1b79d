import { JsonObject } from './json.js';
/** A pod template as raw JSON: `{metadata?, spec}`. The engine never assumes more shape than it checks. */
export interface PodTemplate {
    metadata?: JsonObject;
    spec: JsonObject;
    [key: string]: unknown;
}
