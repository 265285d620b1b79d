/**
 * The TLS versions and cipher suites the webhook accepts: TLS 1.3 (all of its suites are AEAD with forward secrecy),
 * and TLS 1.2 with ECDHE key exchange and an AEAD cipher only. Left out: CBC suites (Lucky13-style padding oracles,
 * SHA-1 MACs), CCM_8 (a 64-bit tag), static RSA key exchange (no forward secrecy) and finite-field DHE. The
 * kube-apiserver's Go client offers the ECDHE-GCM and ChaCha20 suites first, so it always finds one of these.
 */
const TLS12_SUITES = [
    'ECDHE-ECDSA-AES128-GCM-SHA256',
    'ECDHE-RSA-AES128-GCM-SHA256',
    'ECDHE-ECDSA-AES256-GCM-SHA384',
    'ECDHE-RSA-AES256-GCM-SHA384',
    'ECDHE-ECDSA-CHACHA20-POLY1305',
    'ECDHE-RSA-CHACHA20-POLY1305',
];
const TLS13_SUITES = ['TLS_AES_128_GCM_SHA256', 'TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256'];
export const TLS_POLICY = {
    minVersion: 'TLSv1.2',
    ciphers: [...TLS13_SUITES, ...TLS12_SUITES].join(':'),
    honorCipherOrder: true,
};
//# sourceMappingURL=tlsPolicy.js.map