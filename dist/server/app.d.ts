import type { Server as HttpsServer } from 'node:https';
import { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { ClusterView } from '../admission/heldBack.js';
import type { Config } from '../config.js';
import { type ServingCertificate } from './certificates.js';
import { type GuardMetrics } from './metrics.js';
/** What buildApp needs besides the configuration; everything is optional so tests and benchmarks pass only what they own. */
export interface AppDeps {
    /** Default: pino at config.logLevel on stdout, one write per event-loop turn. */
    logger?: Logger;
    /** An in-memory certificate and key (tests, benchmarks). Default: config.tlsCert / config.tlsKey, watched for changes. */
    certificate?: {
        cert: string;
        key: string;
    };
    /** PEM of the CA that signs apiserver client certificates. Default: the file config.clientCa. */
    clientCa?: string;
    metrics?: GuardMetrics;
    /** The HTTP timeouts (tests). */
    timeouts?: Partial<HttpTimeouts>;
    /** Pods and revisions per CloneSet (serve with a kubeconfig): updates are checked against every revision Pods run. */
    clusterView?: ClusterView;
}
export interface HttpTimeouts {
    /** Time an apiserver may take to send a whole request; it gives up after at most 30 s itself. */
    requestTimeoutMs: number;
    /** fastify's default: longer than the apiserver's idle keep-alive, so it is the client that closes idle connections. */
    keepAliveTimeoutMs: number;
    /** A connection with no traffic at all this long is closed (longer than the keep-alive, which ends idle ones first). */
    connectionTimeoutMs: number;
    /** How often node checks the request timeout (its default is 30 s). */
    checkIntervalMs: number;
}
export type AppConfig = Pick<Config, 'gates' | 'denyStrategies' | 'onError' | 'maxBodyBytes' | 'logLevel' | 'certReloadMs'> & Partial<Pick<Config, 'tlsCert' | 'tlsKey' | 'clientCa' | 'kruise'>>;
export interface ServerState {
    /** Set at SIGTERM: /readyz answers 503 and every answer closes its connection, so clients move to other replicas. */
    shuttingDown: boolean;
    certificate: ServingCertificate;
}
export interface GuardContext {
    state: ServerState;
    metrics: GuardMetrics;
    /** Re-read the certificate files now (they are also watched); resolves when done. No-op for in-memory certificates. */
    reloadCertificate: () => Promise<void>;
}
declare module 'fastify' {
    interface FastifyInstance {
        guard: GuardContext;
    }
}
export type GuardApp = FastifyInstance<HttpsServer>;
/** The HTTPS admission server: /validate, /mutate, /healthz, /readyz, /metrics. Not listening yet: call `listen`. */
export declare function buildApp(config: AppConfig, deps?: AppDeps): Promise<GuardApp>;
