import type { CliIO } from './io.js';
import { type InputFile, type ManifestSet } from './manifestSet.js';
/**
 * The files behind `check FILE|DIR|- ...`: a file as given (whatever its extension), every YAML and JSON file under a
 * folder, `-` for standard input (once). A path that does not exist is an input error; the others are still read.
 * --exclude globs match a file's path as given and its path inside a folder given.
 */
export declare function collectInputFiles(paths: string[], io: CliIO, exclude: string[]): Promise<{
    files: InputFile[];
    set: ManifestSet;
}>;
/** How a path is named in reports: relative to the working directory when it is inside it. */
export declare function shownPath(cwd: string): (path: string) => string;
