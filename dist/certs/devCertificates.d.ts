/** File names follow the keys of a kubernetes.io/tls Secret, so the same paths work with cert-manager mounts. */
export interface CertificatePaths {
    caCert: string;
    cert: string;
    key: string;
}
export interface DevelopmentCertificates {
    paths: CertificatePaths;
    /** false when valid certificates for the same hosts were already there and were kept. */
    created: boolean;
    notAfter: Date;
}
export declare const DEFAULT_DEV_HOSTS: string[];
export declare function certificatePaths(dir: string): CertificatePaths;
/**
 * A development CA and serving certificate in `dir`: kept when they are still valid for a day and cover `hosts`
 * (so a restarted `serve` keeps the CA a webhook configuration already trusts), generated otherwise.
 */
export declare function ensureDevelopmentCertificates(dir: string, options?: {
    hosts?: string[];
    now?: Date;
    validDays?: number;
    force?: boolean;
}): Promise<DevelopmentCertificates>;
