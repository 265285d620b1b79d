/** `<at>.gracePeriodSeconds` of an `inPlaceUpdateStrategy` at `at`: the only part the controllers pass to the in-place update. */
export declare function readGracePeriodSeconds(value: unknown, at: string): number;
