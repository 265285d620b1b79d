import { GuardError } from '../errors.js';
/** A serving certificate and key that belong together, checked before they are ever handed to TLS. */
export interface ServingCertificate {
    cert: string;
    key: string;
    notAfter: Date;
    /** SHA-256 of the certificate and key, to notice a change. */
    digest: string;
}
/** Checks that `cert` parses, `key` parses, and the key is the certificate's. Throws GuardError IPG_ERR_TLS. */
export declare function servingCertificate(cert: string, key: string, source?: string): ServingCertificate;
export declare function readServingCertificate(certPath: string, keyPath: string): Promise<ServingCertificate>;
export interface CertificateWatcherOptions {
    certPath: string;
    keyPath: string;
    intervalMs: number;
    current: ServingCertificate;
    onChange: (certificate: ServingCertificate) => void;
    onError: (error: GuardError) => void;
}
/**
 * Re-reads the certificate and key when their files change. cert-manager and the kubelet replace Secret volumes by
 * swapping a symlink, which a file watch can miss, so a directory watch triggers an early check and a timer
 * checks regularly anyway. A pair that does not load (half-written, key and cert from different generations) is
 * skipped and the current one stays in use until a later check succeeds.
 */
export declare class CertificateWatcher {
    private readonly options;
    private current;
    private readonly watchers;
    private timer;
    private debounce;
    private checking;
    private lastError;
    constructor(options: CertificateWatcherOptions);
    start(): void;
    stop(): void;
    /** Reads the files now; resolves when the check (and any swap) is done. */
    check(): Promise<void>;
    private soon;
    private load;
}
