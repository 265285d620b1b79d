import { canonical } from './compare.js'
import { materialize } from './generator.js'
import type { CaseResult } from './run.js'

/** A shrunk disagreement as a person reads it: what was mutated, what each side says, and the pair itself. */
export function formatReproduction(c: CaseResult, context: { kruiseModule: string; seed: number }): string[] {
  const { old, new: updated } = materialize(c.pair, c.mutations)
  const lines = [
    `disagreement with Kruise ${context.kruiseModule} (KIG_CONFORMANCE_SEED=${context.seed}, pair #${c.pair.index}, gates ${c.setting} ${canonical(c.gates)})`,
    ...c.mutations.map((m) => `  mutation [${m.cls}]: ${m.what}`),
  ]
  for (const d of c.disagreements) lines.push(`  ${d.aspect}: Kruise ${canonical(d.kruise)} | engine ${canonical(d.engine)}`)
  if (c.kruise.message) lines.push(`  Kruise's webhook: ${c.kruise.message}`)
  if (c.engine.message) lines.push(`  our webhook: ${c.engine.message.slice(0, 400)}`)
  lines.push(`  old: ${JSON.stringify(old)}`, `  new: ${JSON.stringify(updated)}`)
  return lines
}
