import type { UnitedDeploymentView } from '../workloads/unitedDeployment.js';
import type { KruiseRefusal } from './kruiseWebhookRefusals.js';
/**
 * The rules of Kruise's UnitedDeployment validating webhook that refuse an update (`ValidateUnitedDeploymentUpdate`,
 * the same in v1.8.3 and v1.9.1): a subset that stays may not change its nodeSelectorTerm or tolerations, and a
 * (Advanced) StatefulSet template may change no spec field but template, updateStrategy and replicas; and, as on
 * CREATE, no two subsets share a name.
 */
export declare function unitedDeploymentRefusals(view: UnitedDeploymentView, previous: UnitedDeploymentView): KruiseRefusal[];
