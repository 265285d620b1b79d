import { createHash, createPrivateKey, X509Certificate } from 'node:crypto'
import { watch, type FSWatcher } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { GuardError } from '../errors.js'

/** A serving certificate and key that belong together, checked before they are ever handed to TLS. */
export interface ServingCertificate {
  cert: string
  key: string
  notAfter: Date
  /** SHA-256 of the certificate and key, to notice a change. */
  digest: string
}

/** Checks that `cert` parses, `key` parses, and the key is the certificate's. Throws GuardError IPG_ERR_TLS. */
export function servingCertificate(cert: string, key: string, source = 'the serving certificate'): ServingCertificate {
  let x509: X509Certificate
  try {
    x509 = new X509Certificate(cert)
  } catch {
    throw new GuardError('IPG_ERR_TLS', `${source} is not a PEM certificate`)
  }
  let matches: boolean
  try {
    matches = x509.checkPrivateKey(createPrivateKey(key))
  } catch {
    throw new GuardError('IPG_ERR_TLS', `the key of ${source} is not a PEM private key`)
  }
  if (!matches) throw new GuardError('IPG_ERR_TLS', `the key does not belong to ${source}`)
  return { cert, key, notAfter: new Date(x509.validTo), digest: createHash('sha256').update(cert).update('\0').update(key).digest('hex') }
}

export async function readServingCertificate(certPath: string, keyPath: string): Promise<ServingCertificate> {
  let cert: string
  let key: string
  try {
    ;[cert, key] = await Promise.all([readFile(certPath, 'utf8'), readFile(keyPath, 'utf8')])
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unknown error'
    throw new GuardError('IPG_ERR_TLS', `cannot read ${certPath} or ${keyPath} (${code})`)
  }
  return servingCertificate(cert, key, certPath)
}

export interface CertificateWatcherOptions {
  certPath: string
  keyPath: string
  intervalMs: number
  current: ServingCertificate
  onChange: (certificate: ServingCertificate) => void
  onError: (error: GuardError) => void
}

/**
 * Re-reads the certificate and key when their files change. cert-manager and the kubelet replace Secret volumes by
 * swapping a symlink, which a file watch can miss, so a directory watch triggers an early check and a timer
 * checks regularly anyway. A pair that does not load (half-written, key and cert from different generations) is
 * skipped and the current one stays in use until a later check succeeds.
 */
export class CertificateWatcher {
  private current: ServingCertificate
  private readonly watchers: FSWatcher[] = []
  private timer: NodeJS.Timeout | undefined
  private debounce: NodeJS.Timeout | undefined
  private checking: Promise<void> | undefined
  private queued: Promise<void> | undefined
  private lastError: string | undefined

  constructor(private readonly options: CertificateWatcherOptions) {
    this.current = options.current
  }

  start(): void {
    for (const dir of new Set([dirname(this.options.certPath), dirname(this.options.keyPath)])) {
      try {
        const watcher = watch(dir, { persistent: false }, () => this.soon())
        watcher.on('error', () => {}) // the timer still covers this directory
        this.watchers.push(watcher)
      } catch {
        // Watching is an optimisation; the timer below is the guarantee.
      }
    }
    this.timer = setInterval(() => void this.check(), this.options.intervalMs)
    this.timer.unref()
  }

  stop(): void {
    for (const watcher of this.watchers.splice(0)) watcher.close()
    clearInterval(this.timer)
    clearTimeout(this.debounce)
  }

  /**
   * Reads the files now; resolves when the check (and any swap) is done. A check already reading may have read them
   * before the caller's change, so one more follows it, shared by every caller until it starts.
   */
  check(): Promise<void> {
    if (this.queued) return this.queued
    if (this.checking) {
      this.queued = this.checking.then(() => this.checkNow())
      return this.queued
    }
    return this.checkNow()
  }

  private checkNow(): Promise<void> {
    this.queued = undefined
    this.checking = this.load().finally(() => {
      this.checking = undefined
    })
    return this.checking
  }

  private soon(): void {
    clearTimeout(this.debounce)
    this.debounce = setTimeout(() => void this.check(), 50)
    this.debounce.unref()
  }

  private async load(): Promise<void> {
    try {
      const next = await readServingCertificate(this.options.certPath, this.options.keyPath)
      this.lastError = undefined
      if (next.digest === this.current.digest) return
      this.current = next
      this.options.onChange(next)
    } catch (err) {
      const error = err instanceof GuardError ? err : new GuardError('IPG_ERR_TLS', 'the serving certificate cannot be reloaded')
      // Report a failure once, not on every tick while cert-manager is mid-write.
      if (error.message !== this.lastError) this.options.onError(error)
      this.lastError = error.message
    }
  }
}
