import type { OutputFormat } from '../options.js';
import type { RunReport } from '../runReport.js';
import type { TextOptions } from '../verdictReport.js';
export declare function formatRun(run: RunReport, format: OutputFormat, options?: TextOptions): string;
