import { setFlagsFromString } from 'node:v8'

/**
 * V8 grows its young generation (two semi-spaces) up to 16 MB each (32 MB on Node 24) under load and keeps the pages
 * afterwards: a webhook whose reviews allocate only short-lived objects then idles about 30 MB above where it
 * started, and a CLI run that reads manifests holds about 50 MB for garbage that dies at once. Growth factor 1 keeps
 * the young generation at its starting size (1 MB a semi-space). Only this flag can still change once V8 runs: it is
 * read each time the young generation would grow, while the semi-space sizes are fixed at start. The CLI sets it
 * first thing (main.ts), before loading modules grows it.
 */
export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1'

/**
 * How the image starts node (its `NODE_OPTIONS`), for `serve` above all: semi-spaces of at most 4 MB. With 1 MB ones,
 * the objects of the reviews in flight outlive a young collection and move to the old generation: on Node 24 serve
 * then spends about a tenth more CPU a review and holds 10 to 17 MB more after load (bench/README.md); with 4 MB, the
 * young generation stays 6 MB over its start. Only a start flag can set it, so a `serve` started without it keeps
 * growth factor 1.
 */
export const SERVE_NODE_OPTIONS = '--max-semi-space-size=4'

/** Node flags that set the young generation's size: given by whoever started node, they are left as they are. */
const SIZING = /--(?:max|min)[-_]semi[-_]space[-_]size|--semi[-_]space[-_]growth[-_]factor/

/** Keeps the young generation at its starting size, unless node was started with a young-generation size of its own. */
export function keepYoungGenerationSmall(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): boolean {
  if (execArgv.some((flag) => SIZING.test(flag)) || SIZING.test(nodeOptions)) return false
  setFlagsFromString(YOUNG_GENERATION_FLAG)
  return true
}
