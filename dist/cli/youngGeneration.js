import { setFlagsFromString } from 'node:v8';
/**
 * V8 grows its young generation (two semi-spaces) up to 16 MB each under load and keeps the pages afterwards: a
 * webhook whose reviews allocate only short-lived objects then idles about 30 MB above where it started, and a CLI
 * run that reads manifests holds about 50 MB for garbage that dies at once. Growth factor 1 keeps the young
 * generation at its starting size, for about 15 % of serve's peak throughput (bench/README.md): memory is what a
 * webhook's limits are sized by. Start node with a semi-space size of your own to choose throughput instead.
 * Only this flag can still change once V8 runs: it is read each time the young generation would grow, while the
 * semi-space sizes are fixed at start. The CLI sets it first thing (main.ts), before loading modules grows it.
 */
export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1';
/** Node flags that set the young generation's size: given by whoever started node, they are left as they are. */
const SIZING = /--(?:max|min)[-_]semi[-_]space[-_]size|--semi[-_]space[-_]growth[-_]factor/;
/** Keeps the young generation at its starting size, unless node was started with a young-generation size of its own. */
export function keepYoungGenerationSmall(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? '') {
    if (execArgv.some((flag) => SIZING.test(flag)) || SIZING.test(nodeOptions))
        return false;
    setFlagsFromString(YOUNG_GENERATION_FLAG);
    return true;
}
//# sourceMappingURL=youngGeneration.js.map