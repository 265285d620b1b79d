import { X509Certificate, createPrivateKey } from 'node:crypto';
import { mkdir, readFile, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
export const DEFAULT_DEV_HOSTS = ['localhost', '127.0.0.1'];
const MIN_REMAINING_MS = 24 * 3_600_000;
export function certificatePaths(dir) {
    return { caCert: join(dir, 'ca.crt'), cert: join(dir, 'tls.crt'), key: join(dir, 'tls.key') };
}
/**
 * A development CA and serving certificate in `dir`: kept when they are still valid for a day and cover `hosts`
 * (so a restarted `serve` keeps the CA a webhook configuration already trusts), generated otherwise.
 */
export async function ensureDevelopmentCertificates(dir, options = {}) {
    const hosts = options.hosts ?? DEFAULT_DEV_HOSTS;
    const now = options.now ?? new Date();
    const paths = certificatePaths(dir);
    if (!options.force) {
        const existing = await readUsableCertificate(paths, hosts, now);
        if (existing)
            return { paths, created: false, notAfter: existing };
    }
    // The certificate library (@peculiar/x509, about 15 MB of a process) is loaded only when a certificate is made.
    const { createServingCertificates } = await import('./issuer.js');
    const { ca, server } = await createServingCertificates({ hosts, now, validDays: options.validDays });
    await mkdir(dir, { recursive: true });
    await writeAtomically(paths.caCert, ca.certPem, 0o644);
    await writeAtomically(paths.key, server.keyPem, 0o600);
    await writeAtomically(paths.cert, server.certPem, 0o644);
    return { paths, created: true, notAfter: server.notAfter };
}
async function readUsableCertificate(paths, hosts, now) {
    try {
        const [caPem, certPem, keyPem] = await Promise.all([readFile(paths.caCert, 'utf8'), readFile(paths.cert, 'utf8'), readFile(paths.key, 'utf8')]);
        const ca = new X509Certificate(caPem);
        const cert = new X509Certificate(certPem);
        const notAfter = new Date(cert.validTo);
        const usable = cert.verify(ca.publicKey) &&
            cert.checkPrivateKey(createPrivateKey(keyPem)) &&
            notAfter.getTime() - now.getTime() > MIN_REMAINING_MS &&
            new Date(cert.validFrom).getTime() <= now.getTime() &&
            hosts.every((host) => (host.includes(':') || /^\d+(\.\d+){3}$/.test(host) ? cert.checkIP(host) : cert.checkHost(host)) !== undefined);
        return usable ? notAfter : undefined;
    }
    catch {
        return undefined;
    }
}
/** Write then rename, so a server watching the file never reads half a certificate. */
async function writeAtomically(path, content, mode) {
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, content, { mode });
    await rename(temporary, path);
}
//# sourceMappingURL=devCertificates.js.map