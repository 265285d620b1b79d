/**
 * V8 grows its young generation (two semi-spaces) up to 16 MB each under load and keeps the pages afterwards: a
 * webhook whose reviews allocate only short-lived objects then idles about 30 MB above where it started, and a CLI
 * run that reads manifests holds about 50 MB for garbage that dies at once. Growth factor 1 keeps the young
 * generation at its starting size, for about 15 % of serve's peak throughput (bench/README.md): memory is what a
 * webhook's limits are sized by. Start node with a semi-space size of your own to choose throughput instead.
 * Only this flag can still change once V8 runs: it is read each time the young generation would grow, while the
 * semi-space sizes are fixed at start. The CLI sets it first thing (main.ts), before loading modules grows it.
 */
export declare const YOUNG_GENERATION_FLAG = "--semi-space-growth-factor=1";
/** Keeps the young generation at its starting size, unless node was started with a young-generation size of its own. */
export declare function keepYoungGenerationSmall(execArgv?: readonly string[], nodeOptions?: string): boolean;
