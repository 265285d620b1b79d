import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { type GuardApp } from './app.js';
export interface RunningServer {
    app: GuardApp;
    url: string;
    /** The development CA, when no --tls-cert was given. */
    caPath?: string;
    /** Readiness false, keep answering for the drain period, then stop accepting, let in-flight requests finish (up to the grace period), stop the reconciler. */
    shutdown: (reason: string) => Promise<void>;
}
export interface StartOptions {
    logger: Logger;
    /** Base for relative paths (--cert-dir). */
    cwd: string;
    /** Human-facing lines (the CA path); logs go to the logger. */
    say: (text: string) => void;
}
/** `serve`: certificates, the HTTPS app, the embedded reconciler, and an orderly shutdown. */
export declare function startServer(config: Config, options: StartOptions): Promise<RunningServer>;
