import t from 'tap'
import { connect, type ConnectionOptions } from 'node:tls'
import { startApp } from './harness.js'

/** Real handshakes against the running app: what a client may and may not negotiate with it. */
function handshake(running: { url: string; ca: { certPem: string } }, options: ConnectionOptions): Promise<{ ok: true; protocol: string; cipher: string } | { ok: false; error: string }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(running.url).port), servername: 'localhost', ca: running.ca.certPem, ...options })
    socket.once('secureConnect', () => {
      resolve({ ok: true, protocol: socket.getProtocol() ?? '', cipher: socket.getCipher().standardName })
      socket.destroy()
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ ok: false, error: error.code ?? error.message }))
  })
}

t.test('TLS 1.3 and TLS 1.2 ECDHE with AEAD are accepted; CBC, CCM_8 and old versions are refused', async (t) => {
  const running = await startApp(t)
  const rows: { name: string; options: ConnectionOptions; accepted: boolean; cipher?: string }[] = [
    { name: 'TLS 1.3 (a default client; the server picks by its order)', options: {}, accepted: true, cipher: 'TLS_AES_128_GCM_SHA256' },
    { name: 'TLS 1.3 ChaCha20', options: { minVersion: 'TLSv1.3', ciphers: 'TLS_CHACHA20_POLY1305_SHA256' }, accepted: true, cipher: 'TLS_CHACHA20_POLY1305_SHA256' },
    { name: 'TLS 1.2 ECDHE-ECDSA-AES128-GCM', options: { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256' }, accepted: true, cipher: 'TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256' },
    { name: 'TLS 1.2 ECDHE-ECDSA-CHACHA20', options: { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-CHACHA20-POLY1305' }, accepted: true, cipher: 'TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256' },
    { name: 'TLS 1.2 CBC-SHA1', options: { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-SHA' }, accepted: false },
    { name: 'TLS 1.2 CBC-SHA256', options: { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-SHA256' }, accepted: false },
    { name: 'TLS 1.2 CCM_8', options: { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-CCM8' }, accepted: false },
    { name: 'TLS 1.2 CCM', options: { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-CCM' }, accepted: false },
    { name: 'TLS 1.1', options: { minVersion: 'TLSv1.1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' }, accepted: false },
  ]
  for (const row of rows) {
    const result = await handshake(running, row.options)
    t.equal(result.ok, row.accepted, `${row.name}: ${result.ok ? `${result.protocol} ${result.cipher}` : result.error}`)
    if (result.ok && row.cipher) t.equal(result.cipher, row.cipher, `${row.name}: negotiated suite`)
  }
})
