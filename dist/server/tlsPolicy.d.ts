import type { SecureContextOptions } from 'node:tls';
export declare const TLS_POLICY: Pick<SecureContextOptions, 'minVersion' | 'ciphers' | 'honorCipherOrder'>;
