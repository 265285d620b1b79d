import { GuardError } from '../../errors.js';
const BINARY = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };
const DECIMAL = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
const DECIMAL_SUFFIX_BY_EXPONENT = new Map(Object.entries(DECIMAL).map(([suffix, exp]) => [exp, suffix]));
const QUANTITY = /^([+-]?)(\d*)(?:\.(\d*))?(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]))?$/;
const NANO = 10n ** 9n;
/** The callers name the field (quantityError). */
function fail() {
    throw new GuardError('IPG_ERR_QUANTITY', 'not a valid resource quantity');
}
function ceilDiv(a, b) {
    const q = a / b;
    return a % b !== 0n && (a > 0n) === (b > 0n) ? q + 1n : q;
}
export function parseQuantity(input) {
    const text = typeof input === 'number' ? numberText(input) : input.trim();
    const m = QUANTITY.exec(text);
    if (!m || text === '')
        fail();
    const [, sign, whole = '', frac = '', exponent, suffix = ''] = m;
    if (whole === '' && frac === '')
        fail();
    let numerator = BigInt((whole || '0') + frac);
    let denominator = 10n ** BigInt(frac.length);
    let format = 'DecimalSI';
    if (exponent !== undefined) {
        format = 'DecimalExponent';
        const e = Number.parseInt(exponent.slice(1), 10);
        if (Math.abs(e) > 1000)
            fail();
        if (e >= 0)
            numerator *= 10n ** BigInt(e);
        else
            denominator *= 10n ** BigInt(-e);
    }
    else if (suffix in BINARY) {
        format = 'BinarySI';
        numerator *= 2n ** BigInt(BINARY[suffix]);
    }
    else {
        const e = DECIMAL[suffix];
        if (e >= 0)
            numerator *= 10n ** BigInt(e);
        else
            denominator *= 10n ** BigInt(-e);
    }
    let nano = ceilDiv(numerator * NANO, denominator);
    if (sign === '-')
        nano = -nano;
    return { nano, format };
}
/**
 * A YAML/JSON number as the decimal text it was written as: Go's Quantity.UnmarshalJSON parses the raw bytes
 * (`0.0000001` is DecimalSI), while JavaScript would print `1e-7` (DecimalExponent).
 */
function numberText(value) {
    if (!Number.isFinite(value))
        fail();
    const text = String(value);
    const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
    if (!m)
        return text;
    const [, sign, first, rest = '', exponent] = m;
    const digits = first + rest;
    const point = 1 + Number(exponent);
    if (point <= 0)
        return `${sign}0.${'0'.repeat(-point)}${digits}`;
    if (point >= digits.length)
        return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
    return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
/** The string the apiserver stores for a quantity: `1000m` → `1`, `1024Mi` → `1Gi`, `0.5` → `500m`; the format is kept. */
export function canonicalQuantity(input) {
    if (typeof input === 'string' && isCanonicalSpelling(input))
        return input;
    return formatQuantity(parseQuantity(input));
}
/**
 * The spellings nearly every manifest uses (`500m`, `512Mi`, `2`), recognised as canonical without bigint arithmetic:
 * a whole number with a binary suffix that is not a multiple of 1024, or with a decimal suffix (or none) that is not a
 * multiple of 1000, is exactly what formatQuantity prints for it. That is `^[1-9]\d{0,14}(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE])?$`,
 * read by hand: this runs for every quantity of every template compared.
 */
export function isCanonicalSpelling(text) {
    const length = text.length;
    let digits = 0;
    let value = 0;
    for (; digits < length && digits < 15; digits++) {
        const code = text.charCodeAt(digits);
        if (code < 48 || code > 57 || (digits === 0 && code === 48))
            break;
        value = value * 10 + (code - 48);
    }
    if (digits === 0)
        return false;
    if (digits === length)
        return value % 1000 !== 0;
    if (digits === length - 1)
        return DECIMAL_SUFFIXES.includes(text[digits]) && value % 1000 !== 0;
    if (digits === length - 2 && text.charCodeAt(length - 1) === 105)
        return BINARY_PREFIXES.includes(text[digits]) && value % 1024 !== 0;
    return false;
}
const DECIMAL_SUFFIXES = 'numkMGTPE';
const BINARY_PREFIXES = 'KMGTPE';
/** k8s SetDefaults_ResourceList: the stored form after rounding up (away from zero) to milli units, `100u` → `1m`. */
export function canonicalQuantityRoundedToMilli(input) {
    // A canonical spelling in milli units or coarser is a whole number of milli units: nothing to round.
    if (typeof input === 'string' && isCanonicalSpelling(input) && !input.endsWith('n') && !input.endsWith('u'))
        return input;
    const q = parseQuantity(input);
    const milli = 1000000n;
    const rest = q.nano % milli;
    return formatQuantity(rest === 0n ? q : { ...q, nano: q.nano - rest + (q.nano > 0n ? milli : -milli) });
}
export function formatQuantity(q) {
    if (q.nano === 0n)
        return '0';
    let format = q.format;
    const abs = q.nano < 0n ? -q.nano : q.nano;
    const sign = q.nano < 0n ? '-' : '';
    if (format === 'BinarySI' && (abs < 1024n * NANO || abs % NANO !== 0n))
        format = 'DecimalSI';
    if (format === 'BinarySI') {
        let value = abs / NANO;
        let exp = 0;
        while (exp < 60 && value % 1024n === 0n) {
            value /= 1024n;
            exp += 10;
        }
        const suffix = Object.entries(BINARY).find(([, e]) => e === exp)?.[0] ?? '';
        return `${sign}${value}${suffix}`;
    }
    // Decimal: mantissa × 10^exponent with the exponent a multiple of 3, as large as keeps the mantissa whole.
    let mantissa = abs;
    let exponent = -9;
    while (mantissa % 10n === 0n) {
        mantissa /= 10n;
        exponent += 1;
    }
    const aligned = Math.floor(exponent / 3) * 3;
    mantissa *= 10n ** BigInt(exponent - aligned);
    if (format === 'DecimalExponent')
        return `${sign}${mantissa}${aligned === 0 ? '' : `e${aligned}`}`;
    const suffix = DECIMAL_SUFFIX_BY_EXPONENT.get(aligned);
    return `${sign}${mantissa}${suffix ?? `e${aligned}`}`;
}
/** Fields whose Go type is a single `*resource.Quantity`, by JSON name. */
export const QUANTITY_FIELDS = new Set(['sizeLimit']);
/** Maps of `resource.Quantity` (ResourceList), by JSON name: every value is decoded, and stored in canonical form. */
export const QUANTITY_MAP_FIELDS = new Set(['limits', 'requests', 'overhead']);
/**
 * The form a quantity field's value is stored in (rounded up to milli units when `roundedToMilli`), or undefined when
 * Go's resource.Quantity cannot decode it (quantityError then says why).
 */
export function storedQuantity(value, roundedToMilli) {
    if (typeof value === 'string' && isCanonicalSpelling(value) && !(roundedToMilli && (value.endsWith('n') || value.endsWith('u'))))
        return value;
    if (typeof value !== 'string' && typeof value !== 'number')
        return undefined;
    try {
        return roundedToMilli ? canonicalQuantity(canonicalQuantityRoundedToMilli(value)) : canonicalQuantity(value);
    }
    catch (err) {
        if (err instanceof GuardError)
            return undefined;
        throw err;
    }
}
/** The error for a quantity field whose value storedQuantity refused; `path` names the field. */
export function quantityError(value, path) {
    return typeof value === 'string' || typeof value === 'number'
        ? new GuardError('IPG_ERR_QUANTITY', 'is not a valid resource quantity', path)
        : new GuardError('IPG_ERR_QUANTITY', 'a resource quantity must be a string or a number', path);
}
export function compareQuantities(a, b) {
    const x = parseQuantity(a).nano;
    const y = parseQuantity(b).nano;
    return x < y ? -1 : x > y ? 1 : 0;
}
export function isQuantity(value) {
    if (typeof value !== 'string' && typeof value !== 'number')
        return false;
    try {
        parseQuantity(value);
        return true;
    }
    catch {
        return false;
    }
}
//# sourceMappingURL=quantity.js.map