import { writeFileSync } from 'node:fs'

/**
 * `node --import=.../maxRss.js`: when the process exits, writes its peak resident set size in bytes
 * (process.resourceUsage().maxRSS, which the kernel counts in KiB) to the file named by IPG_BENCH_MAX_RSS_FILE.
 * Loaded only into the runs that measure memory, never into the timed ones.
 */
const out = process.env.IPG_BENCH_MAX_RSS_FILE
if (out) process.on('exit', () => writeFileSync(out, String(process.resourceUsage().maxRSS * 1024)))
