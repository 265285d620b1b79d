import type { KubeConfig } from '@kubernetes/client-node';
/**
 * JSON over the apiserver's REST API, authenticated by client-node's KubeConfig (certificates, tokens, exec
 * plugins, TLS settings). We do not use the generated typed clients for Pods: they deserialise into model classes
 * (timestamps become Date objects, fields unknown to the model are dropped), and a Pod PUT built from such an object
 * could silently remove fields. Here objects travel as the JSON the apiserver sent.
 */
export type PatchType = 'merge' | 'strategic' | 'json';
export interface RestOptions {
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
    patch?: PatchType;
    /** Retries for GETs on 429/5xx and network errors. Default 3. */
    retries?: number;
}
export interface ApiStatus {
    kind?: string;
    code?: number;
    reason?: string;
    message?: string;
}
export declare class KubeRest {
    readonly kc: KubeConfig;
    private readonly sleep;
    constructor(kc: KubeConfig, sleep?: (ms: number) => Promise<void>);
    get server(): string;
    request<T>(method: string, path: string, options?: RestOptions): Promise<T>;
    private once;
}
/** The HTTP status of a failed request (undefined for network errors). */
export declare function apiStatusOf(err: unknown): number | undefined;
