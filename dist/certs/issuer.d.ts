import 'reflect-metadata';
/**
 * A development CA and the certificates it issues, built with @peculiar/x509 on Node's WebCrypto: ECDSA P-256 keys,
 * ecdsa-with-SHA256 signatures, the extensions a TLS client checks (basic constraints, key usage, extended key usage,
 * subject and authority key identifiers, subjectAltNames).
 */
export interface IssuedCertificate {
    certPem: string;
    keyPem: string;
    notBefore: Date;
    notAfter: Date;
}
export interface CertificateOptions {
    commonName: string;
    /** Now, for the validity window (certificates start one hour earlier, to tolerate clock skew). */
    now?: Date;
    validDays?: number;
}
export interface LeafOptions extends CertificateOptions {
    /** DNS names and IP addresses for the subjectAltName extension; the CN is ignored by every modern verifier. */
    hosts: string[];
    usage: 'server' | 'client';
}
/** A self-signed ECDSA P-256 certificate authority. */
export declare function createCertificateAuthority(options: CertificateOptions): Promise<IssuedCertificate>;
/** A leaf certificate for a server or a client, signed by `ca`. */
export declare function issueCertificate(ca: IssuedCertificate, options: LeafOptions): Promise<IssuedCertificate>;
/** A throw-away CA and a serving certificate for `hosts` (default localhost and 127.0.0.1), entirely in memory. */
export declare function createServingCertificates(options?: {
    hosts?: string[];
    now?: Date;
    validDays?: number;
}): Promise<{
    ca: IssuedCertificate;
    server: IssuedCertificate;
}>;
