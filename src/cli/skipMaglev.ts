import { setFlagsFromString } from 'node:v8'

/**
 * A command that runs for a moment (every command but serve) gains nothing from Maglev, the mid-tier compiler V8 turns
 * on from Node 24: the run ends about when its code would be optimized, and Maglev's working memory is most of what
 * Node 24 adds to a run's peak. A 200-pair diff peaks at 78-82 MB without it against 89-102 MB with it, a few percent
 * slower, and check takes the same time (bench/README.md); TurboFan still optimizes what is hot. serve keeps Maglev:
 * there it is a quarter of the reviews a second. Set first thing, as the flag applies to what is compiled from then on.
 */
export function skipMaglev(): void {
  setFlagsFromString('--no-maglev')
}
