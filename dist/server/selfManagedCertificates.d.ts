import type { KubeConfig } from '@kubernetes/client-node';
import { type CertificatePaths } from '../certs/devCertificates.js';
/**
 * The chart's default certificate mode (`certs.mode=selfManaged`), as OpenKruise and Kyverno do it: the guard keeps
 * its own CA and serving certificate in a Secret of its namespace (created by the first replica, shared by all) and
 * writes the CA into the caBundle of its own webhook configurations at startup. The chart renders neither key
 * material nor a caBundle, so `helm template` gives the same output every time and never rolls the Pods.
 */
export interface SelfManagedCertificateOptions {
    namespace: string;
    secretName: string;
    /** DNS names of the Service (the serving certificate's SANs). */
    hosts: string[];
    /** Webhook configurations whose every webhook gets the CA as clientConfig.caBundle. */
    webhookConfigurations: WebhookConfigurationRef[];
    /** Where the certificate and key are written for the HTTPS server (an emptyDir in the chart). */
    dir: string;
    validDays?: number;
    now?: Date;
}
export interface WebhookConfigurationRef {
    kind: 'mutating' | 'validating';
    name: string;
}
export interface SelfManagedCertificates {
    paths: CertificatePaths;
    /** true when this call created (or replaced) the Secret. */
    createdSecret: boolean;
    /** Names of the configurations whose caBundle this call changed. */
    injected: string[];
    notAfter: Date;
}
export declare function ensureSelfManagedCertificates(kc: KubeConfig, options: SelfManagedCertificateOptions): Promise<SelfManagedCertificates>;
