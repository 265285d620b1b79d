import { GuardError } from '../../errors.js';
/**
 * Kubernetes resource quantities (apimachinery `resource.Quantity`): parsing, the canonical form the apiserver and
 * Kruise's controller see after decoding, and comparison. Values are held exactly as nano-units in a bigint.
 */
export type QuantityFormat = 'DecimalSI' | 'BinarySI' | 'DecimalExponent';
export interface Quantity {
    /** The value in units of 10^-9, rounded up as Kubernetes does below nano precision. */
    nano: bigint;
    format: QuantityFormat;
}
export declare function parseQuantity(input: string | number): Quantity;
/** The string the apiserver stores for a quantity: `1000m` → `1`, `1024Mi` → `1Gi`, `0.5` → `500m`; the format is kept. */
export declare function canonicalQuantity(input: string | number): string;
/**
 * The spellings nearly every manifest uses (`500m`, `512Mi`, `2`), recognised as canonical without bigint arithmetic:
 * a whole number with a binary suffix that is not a multiple of 1024, or with a decimal suffix (or none) that is not a
 * multiple of 1000, is exactly what formatQuantity prints for it. That is `^[1-9]\d{0,14}(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE])?$`,
 * read by hand: this runs for every quantity of every template compared.
 */
export declare function isCanonicalSpelling(text: string): boolean;
/** k8s SetDefaults_ResourceList: the stored form after rounding up (away from zero) to milli units, `100u` → `1m`. */
export declare function canonicalQuantityRoundedToMilli(input: string | number): string;
export declare function formatQuantity(q: Quantity): string;
/** Fields whose Go type is a single `*resource.Quantity`, by JSON name. */
export declare const QUANTITY_FIELDS: ReadonlySet<string>;
/** Maps of `resource.Quantity` (ResourceList), by JSON name: every value is decoded, and stored in canonical form. */
export declare const QUANTITY_MAP_FIELDS: ReadonlySet<string>;
/**
 * The form a quantity field's value is stored in (rounded up to milli units when `roundedToMilli`), or undefined when
 * Go's resource.Quantity cannot decode it (quantityError then says why).
 */
export declare function storedQuantity(value: unknown, roundedToMilli: boolean): string | undefined;
/** The error for a quantity field whose value storedQuantity refused; `path` names the field. */
export declare function quantityError(value: unknown, path: string): GuardError;
export declare function compareQuantities(a: string | number, b: string | number): number;
export declare function isQuantity(value: unknown): boolean;
