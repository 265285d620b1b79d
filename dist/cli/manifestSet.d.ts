import type { CliIO } from './io.js';
import type { SkippedFile } from './manifestTree.js';
import { type ManifestDocument } from './manifests.js';
import type { SourceLayout } from './sourceLayout.js';
/** A file to read: its absolute path (or `-` for standard input), how reports name it, and the top of its tree. */
export interface InputFile {
    path: string;
    label: string;
    /** The folder up to which the folders above the file say what it is (a kustomization, a Helm chart). */
    top: string;
}
/** An object or file read and left alone, and why: a kind the guard does not check, a kustomization, a chart's values. */
export interface PassedOver {
    file: string;
    document?: string;
    line?: number;
    kind?: string;
    name?: string;
    reason: string;
}
/** Input that could not be checked: the run goes on and exits 2 at the end. */
export interface InputError {
    file: string;
    code: string;
    message: string;
}
export interface ManifestSet {
    /** Every Kubernetes object read (apiVersion and kind), of any kind. */
    objects: ManifestDocument[];
    passedOver: PassedOver[];
    skipped: SkippedFile[];
    errors: InputError[];
}
export interface ReadSetOptions {
    io: CliIO;
    maxFileBytes: number;
    layout: SourceLayout;
    /**
     * A file that cannot be read or parsed: listed as skipped (diff, whose trees hold all sorts of files) or an input
     * error (check, which was given the files to lint). An unrendered template is skipped either way.
     */
    unreadable: 'skip' | 'error';
}
export declare function emptySet(): ManifestSet;
/** Reads every file, in order, into one set; no problem with one file stops the others. */
export declare function readManifestSet(files: InputFile[], options: ReadSetOptions, into?: ManifestSet): Promise<ManifestSet>;
export declare function isKubernetesObject(value: unknown): boolean;
/** `kind` and `namespace/name` of an object, for the passed-over list. */
export declare function objectWords(doc: ManifestDocument): {
    kind?: string;
    name?: string;
};
/** Entries in the order their files were read (a stable sort: within a file, as found). */
export declare function inFileOrder<T extends {
    file: string;
}>(entries: T[], files: InputFile[]): T[];
