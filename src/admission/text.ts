/**
 * Shaping text for the places the apiserver and kubectl put it: a warning is dropped whole when it contains a control
 * character, so every line we emit is made safe here (the apiserver's length budget: warningLines.ts).
 */

/**
 * The most one warning says: every message we write fits whole, even with Kubernetes' longest names (the longest,
 * about an Advanced DaemonSet's readiness gate, is near 510 runes with short names); a manifest's key of any length
 * still makes a bounded line.
 */
export const WARNING_MAX_RUNES = 1024

// Invalid UTF-16 would become invalid UTF-8 on the wire, which the apiserver also drops.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
// Unicode control characters (C0, DEL, C1) and the line/paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

// The same but the line feed: what a finished text of several lines keeps.
const CONTROL_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]+/g

/**
 * `text` with each run of control characters replaced by a space (line feeds kept when `keepLineFeeds`): what a
 * terminal may be given when the text carries names and values read from a manifest, a cluster or a log, since an
 * escape sequence in them would move the cursor, retitle the window or write to the clipboard.
 */
export function printable(text: string, keepLineFeeds = false): string {
  return text.replace(keepLineFeeds ? CONTROL_BUT_LINE_FEED : CONTROL, ' ')
}

// Anything oneLine would change besides trimming: a control character, a surrogate, two spaces in a row.
const NEEDS_SHAPING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\uD800-\uDFFF]| {2}/

/** One line without control characters, whitespace collapsed, cut to `maxRunes` code points with an ellipsis. */
export function oneLine(text: string, maxRunes = WARNING_MAX_RUNES): string {
  // The common case, one test instead of three replacements: a UTF-16 length within maxRunes is within it in runes too.
  if (text.length <= maxRunes && !NEEDS_SHAPING.test(text)) return text.trim()
  const flat = text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim()
  if (flat.length <= maxRunes) return flat
  const runes = Array.from(flat)
  return runes.length <= maxRunes ? flat : `${runes.slice(0, maxRunes - 1).join('').trimEnd()}…`
}

/** `a, b, c and 4 more`: at most `maxItems` items and (roughly) `maxChars` characters. */
export function boundedList(items: string[], maxItems: number, maxChars = Infinity): string {
  const shown: string[] = []
  let length = 0
  for (const item of items) {
    if (shown.length >= maxItems) break
    const suffixRoom = items.length - shown.length - 1 > 0 ? ' and 999999 more'.length : 0
    if (shown.length > 0 && length + 2 + item.length + suffixRoom > maxChars) break
    shown.push(shown.length === 0 && item.length > maxChars ? oneLine(item, maxChars) : item)
    length += (shown.length > 1 ? 2 : 0) + item.length
  }
  const rest = items.length - shown.length
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ')
}

/** Made on first use: an ICU collator is about 10 ms of a CLI start, and most runs never sort two fields. */
let pointerCollator: Intl.Collator | undefined

/** JSON pointers in the order a manifest lists their fields: list indexes by number (`/env/10` after `/env/9`). */
export function comparePointers(a: string, b: string): number {
  pointerCollator ??= new Intl.Collator('en', { numeric: true })
  return pointerCollator.compare(a, b)
}
