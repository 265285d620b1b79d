/** One object from a manifest file, with where it came from (for errors and for annotations on a pull request). */
export interface ManifestDocument {
    file: string;
    /** 1-based position of the YAML document in its file. */
    index: number;
    /** 1-based position inside a `kind: List` document; absent for a plain document. */
    item?: number;
    /** What produced the text when it is not the file itself, e.g. `kustomize build` (then lines are the file's first). */
    source?: string;
    /** 1-based line where the object starts. */
    line: number;
    value: unknown;
    /** The line of the field at `pointer` (RFC 6901, from the object's root), or of its nearest ancestor present. */
    lineOf: (pointer: string) => number;
}
export interface InputLimits {
    /** Bytes read from one file (or stdin) at most. */
    maxFileBytes: number;
}
export declare const DEFAULT_MAX_FILE_BYTES: number;
/**
 * The most --max-file-size allows. The YAML parser is linear but not fast: about a second and 20 MB of memory per
 * MiB of YAML on a small CI machine, so a 50 MB file would take about a minute and a gigabyte. The apiserver stores
 * no object above 1.5 MiB: a file this large is a dump to split, not a manifest.
 */
export declare const MAX_FILE_BYTES_CEILING: number;
/** Kubernetes objects nest a few dozen levels; anything far deeper is not a manifest (and could exhaust the stack). */
export declare const MAX_DOCUMENT_DEPTH = 100;
/** Where a document is, as errors and reports name it: `document 2` or `document 1, item 3`. */
export declare function documentLabel(doc: Pick<ManifestDocument, 'index' | 'item' | 'source'>): string;
/** A manifest file's text, at most `limits.maxFileBytes` of it (a larger file is an error, not a slow parse). */
export declare function readManifestText(path: string, shownAs: string, limits: InputLimits): Promise<string>;
/** Reads a stream to its end or to the limit, whichever comes first (stdin has no size to check beforehand). */
export declare function readBounded(stream: AsyncIterable<Uint8Array | string>, shownAs: string, limits: InputLimits): Promise<string>;
export declare function formatBytes(bytes: number): string;
/** Every object in a YAML (multi-document) or JSON text; a `kind: List` is expanded into its items. */
export declare function parseManifests(text: string, file: string): ManifestDocument[];
