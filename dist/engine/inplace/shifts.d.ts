import type { PodTemplate } from '../kube/podTemplate.js';
/**
 * Plain-words explanations of the triggers people don't expect: OpenKruise compares containers (and most lists)
 * by position, so a reorder, an insert or a removal in the middle makes every later item look changed.
 */
export declare function explainShifts(oldTemplate: PodTemplate, newTemplate: PodTemplate, options?: ShiftOptions): string[];
export interface ShiftOptions {
    /**
     * False when no change can have moved an env var's name (no env list replaced, no env var added, removed or
     * renamed): the env lists then have the same names in the same order, so there is no env shift to explain and they
     * need no reading.
     */
    envNamesMayDiffer?: boolean;
}
