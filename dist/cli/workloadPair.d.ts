import type { CliIO } from './io.js';
import type { InputLimits, ManifestDocument } from './manifests.js';
export interface PairOptions {
    old?: string;
    new: string;
    /** --name [KIND/]NAMESPACE/NAME or NAME */
    name?: string;
    rename?: boolean;
    namespace: string;
    limits: InputLimits;
}
/**
 * The workload before and after (check, simulate): the one asked for with --name, else the only one of each file;
 * the old file is searched for the new workload's identity when it holds several. Two different objects are not an
 * update unless --rename, and objects of two kinds never are.
 */
export declare function readWorkloadPair(io: CliIO, options: PairOptions): Promise<{
    before?: ManifestDocument;
    after: ManifestDocument;
}>;
