import { oneLine } from './text.js'
import type { Warning } from './warning.js'

/**
 * The runes of warnings the apiserver passes whole in one response, every webhook's and its own together: past it, it
 * cuts each warning to 256 runes, and past it again it drops the rest.
 */
export const APISERVER_WARNING_RUNES = 4096

/** Our share of it: the rest is left to other webhooks and the apiserver's own warnings (deprecated APIs). */
export const WARNING_BUDGET_RUNES = 3072

/** No warning is cut shorter: below this a line stops saying what to do. Warnings that do not fit then are left out. */
export const SHORTEST_CUT_RUNES = 160

/**
 * The `warnings` of an admission response: each warning whole while they fit the budget together; else the longest
 * are cut, each to the same length, as little as fits; when even lines of SHORTEST_CUT_RUNES do not fit, the last ones
 * are left out and one line says how many.
 */
export function warningLines(warnings: readonly Warning[], budget = WARNING_BUDGET_RUNES): string[] {
  const texts = warnings.map((w) => w.text)
  const lengths = texts.map(runeCount)
  if (sum(lengths) <= budget) return texts
  const cut = longestCut(lengths, budget)
  if (cut >= SHORTEST_CUT_RUNES) return texts.map((text, i) => (lengths[i]! > cut ? oneLine(text, cut) : text))
  return firstThatFit(texts, lengths, budget)
}

/** The greatest length L with Σ min(length, L) ≤ budget. */
function longestCut(lengths: number[], budget: number): number {
  const sorted = [...lengths].sort((a, b) => a - b)
  let spent = 0
  for (let i = 0; i < sorted.length; i++) {
    const rest = sorted.length - i
    if (spent + sorted[i]! * rest > budget) return Math.floor((budget - spent) / rest)
    spent += sorted[i]!
  }
  return Infinity
}

function firstThatFit(texts: string[], lengths: number[], budget: number): string[] {
  const kept: string[] = []
  let spent = 0
  for (let i = 0; i < texts.length; i++) {
    const line = lengths[i]! > SHORTEST_CUT_RUNES ? oneLine(texts[i]!, SHORTEST_CUT_RUNES) : texts[i]!
    const left = texts.length - i - 1
    const room = left > 0 ? runeCount(leftOut(left)) : 0
    const size = runeCount(line)
    if (spent + size + room > budget) break
    kept.push(line)
    spent += size
  }
  // Room for this line was kept at each step, for the count that stopping there leaves out.
  return kept.length < texts.length ? [...kept, leftOut(texts.length - kept.length)] : kept
}

function leftOut(count: number): string {
  const what = count === 1 ? '1 more warning is' : `${count} more warnings are`
  return `${what} left out: the API server passes at most ${APISERVER_WARNING_RUNES.toLocaleString('en')} characters of warnings per request (inplace-guard check lists them all)`
}

function runeCount(text: string): number {
  let count = text.length
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit >= 0xd800 && unit <= 0xdbff) count--
  }
  return count
}

function sum(values: number[]): number {
  let total = 0
  for (const value of values) total += value
  return total
}
