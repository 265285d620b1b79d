/**
 * Shaping text for the places the apiserver and kubectl put it: warnings are dropped whole when they contain a
 * control character (spec §2.4) and truncated when long, so every line we emit is made safe here.
 */
/** Short enough that kubectl prints it whole on one terminal line pair, far under the 256-rune truncation. */
export declare const WARNING_MAX_RUNES = 200;
/** One line without control characters, whitespace collapsed, cut to `maxRunes` code points with an ellipsis. */
export declare function oneLine(text: string, maxRunes?: number): string;
/** `a, b, c and 4 more`: at most `maxItems` items and (roughly) `maxChars` characters. */
export declare function boundedList(items: string[], maxItems: number, maxChars?: number): string;
/** JSON pointers in the order a manifest lists their fields: list indexes by number (`/env/10` after `/env/9`). */
export declare function comparePointers(a: string, b: string): number;
