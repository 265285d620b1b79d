import type { PodUpdatePolicy } from './engine/workloads/cloneSet.js';
import { type FeatureGates } from './engine/kruise/gates.js';
import { type KruiseRelease } from './engine/kruise/releases.js';
/**
 * The one typed configuration of `serve`: command-line flags, then `IPG_*` environment variables, then defaults.
 * Every option is declared once in OPTIONS below; parsing, env names and `--help` all come from that table.
 */
export type OnError = 'allow' | 'deny';
export type ReconcilerMode = 'observe' | 'active' | 'off';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export interface Config {
    host: string;
    port: number;
    tlsCert?: string;
    tlsKey?: string;
    clientCa?: string;
    /** Kruise's feature gates with the flag's overrides applied. */
    gates: FeatureGates;
    /** The cluster's OpenKruise release line: which CloneSet API versions it serves and which fields its Go types know. */
    kruise: KruiseRelease;
    /** Strategies under which a recreate is denied rather than warned about. */
    denyStrategies: (PodUpdatePolicy | 'SidecarSetNotUpgradable')[];
    /** What /validate answers when the engine cannot read a CloneSet or fails. */
    onError: OnError;
    maxBodyBytes: number;
    logLevel: LogLevel;
    mode: ReconcilerMode;
    kubeconfig?: string;
    /** The name the webhook is registered under; only used in messages and to read audit annotations. */
    webhookName: string;
    certDir: string;
    /** certs.mode=selfManaged: the Secret that holds the guard's own CA and serving certificate. */
    selfManagedSecret?: {
        namespace: string;
        name: string;
    };
    /** The serving certificate's DNS names in that mode (the Service's). */
    selfManagedHosts: string[];
    /** Webhook configurations whose caBundle the guard sets to its own CA at startup. */
    injectCaInto: {
        kind: 'mutating' | 'validating';
        name: string;
    }[];
    certReloadMs: number;
    shutdownGraceMs: number;
    /** On SIGTERM, how long the server keeps answering with /readyz at 503 before it stops accepting connections. */
    drainMs: number;
}
export declare const DEFAULT_WEBHOOK_NAME = "validate.inplace-guard.kruise.io";
/**
 * An UPDATE review carries the object and the old object, each up to the apiserver's 3 MiB request limit, plus the
 * envelope: 7 MiB admits anything the apiserver can send and still bounds what a stranger can make us parse.
 */
export declare const DEFAULT_MAX_BODY_BYTES: number;
export interface LoadedConfig {
    config: Config;
    help: boolean;
}
/** Reads flags (which win) and `IPG_*` env vars into a validated Config. Throws GuardError IPG_ERR_CONFIG / IPG_ERR_USAGE. */
export declare function loadConfig(argv: string[], env?: NodeJS.ProcessEnv): LoadedConfig;
/** The options block of `serve --help`. */
export declare function configHelp(): string;
