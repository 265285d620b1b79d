import type { CliIO } from './io.js';
import { type InputLimits, type ManifestDocument } from './manifests.js';
/** How a file argument is named in reports: `-` is standard input. */
export declare const STDIN_LABEL = "<stdin>";
/** The objects of a file argument (a path relative to the working directory, or `-` for standard input). */
export declare function readManifestInput(file: string, io: CliIO, limits: InputLimits): Promise<ManifestDocument[]>;
