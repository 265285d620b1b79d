import { resolve } from 'node:path'
import type { Logger } from 'pino'
import type { Registry } from 'prom-client'
import { ensureDevelopmentCertificates } from '../certs/devCertificates.js'
import type { Config } from '../config.js'
import { GuardError } from '../errors.js'
import { startEmbeddedReconciler, startKruiseManagerCheck, startRevisionView } from '../reconciler/embedded.js'
import { buildApp, type GuardApp } from './app.js'
import { createMetrics } from './metrics.js'
import type { SelfManagedCertificates } from './selfManagedCertificates.js'

export interface RunningServer {
  app: GuardApp
  url: string
  /** The development CA, when no --tls-cert was given. */
  caPath?: string
  /** Readiness false, keep answering for the drain period, then stop accepting, let in-flight requests finish (up to the grace period), stop the reconciler. */
  shutdown: (reason: string) => Promise<void>
}

export interface StartOptions {
  logger: Logger
  /** Base for relative paths (--cert-dir). */
  cwd: string
  /** Human-facing lines (the CA path); logs go to the logger. */
  say: (text: string) => void
}

/** Only with a cluster: the cluster client (client-node) is loaded here, so serve without one never loads it. */
async function selfManagedCertificates(config: Config, dir: string): Promise<SelfManagedCertificates> {
  const secret = config.selfManagedSecret!
  const [{ ensureSelfManagedCertificates }, { loadKubeConfig }] = await Promise.all([import('./selfManagedCertificates.js'), import('../reconciler/kubeCluster.js')])
  return ensureSelfManagedCertificates(loadKubeConfig(config.kubeconfig), {
    namespace: secret.namespace,
    secretName: secret.name,
    hosts: config.selfManagedHosts,
    webhookConfigurations: config.injectCaInto,
    dir,
  })
}

/** The development certificate, or an error that names the flags to pass when --cert-dir cannot be written. */
async function developmentCertificates(dir: string): ReturnType<typeof ensureDevelopmentCertificates> {
  try {
    return await ensureDevelopmentCertificates(dir)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw err
    throw new GuardError(
      'IPG_ERR_TLS',
      `cannot write a development certificate to ${dir} (${code}): pass --tls-cert FILE --tls-key FILE (IPG_TLS_CERT, IPG_TLS_KEY), or --cert-dir DIR (IPG_CERT_DIR) with a writable directory`,
    )
  }
}

/** `serve`: certificates, the HTTPS app, the embedded reconciler, and an orderly shutdown. */
export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const { logger } = options
  let effective = config
  let caPath: string | undefined
  if (config.selfManagedSecret) {
    const own = await selfManagedCertificates(config, resolve(options.cwd, config.certDir))
    effective = { ...config, tlsCert: own.paths.cert, tlsKey: own.paths.key }
    logger.info(
      { secret: `${config.selfManagedSecret.namespace}/${config.selfManagedSecret.name}`, createdSecret: own.createdSecret, injected: own.injected, notAfter: own.notAfter.toISOString() },
      'serving the self-managed certificate',
    )
  } else if (!config.tlsCert) {
    const dev = await developmentCertificates(resolve(options.cwd, config.certDir))
    effective = { ...config, tlsCert: dev.paths.cert, tlsKey: dev.paths.key }
    caPath = dev.paths.caCert
    options.say(
      `${dev.created ? 'Generated' : 'Using'} a development certificate for localhost and 127.0.0.1 (valid until ${dev.notAfter.toISOString()}).\n` +
        `Its CA, for a webhook configuration's caBundle or curl --cacert: ${caPath}\n` +
        `To see the guard at work without a cluster, run: npm run demo\n`,
    )
  }
  const metrics = createMetrics({ processMetrics: true })
  // The cluster view the validating webhook checks held-back revisions against (only with a real cluster).
  const view = config.kubeconfig && config.mode !== 'off' ? await startRevisionView(config.kubeconfig, logger.child({ component: 'revision-view' }), config.kruise) : undefined
  const managerCheck = config.kubeconfig && config.mode !== 'off' && config.kruiseManager
    ? await startKruiseManagerCheck(config.kubeconfig, {
      ...config.kruiseManager, guard: { release: config.kruise, gates: config.gates }, logger: logger.child({ component: 'kruise-manager-check' }), registry: metrics.registry,
    })
    : undefined
  const app = await buildApp(effective, { logger, metrics, clusterView: view })
  const url = await app.listen({ host: config.host, port: config.port })
  const reconciler = await startReconciler(config, logger, metrics.registry)
  logger.info(
    { url, denyStrategies: config.denyStrategies, onError: config.onError, mode: config.mode, webhookName: config.webhookName },
    'inplace-guard serving',
  )

  let stopping: Promise<void> | undefined
  const shutdown = (reason: string): Promise<void> => {
    stopping ??= (async () => {
      // Readiness false at once: endpoints drop this replica while it still answers, and every answer from now on
      // closes its connection, so a client's next request opens a connection to another replica.
      app.guard.state.shuttingDown = true
      // SIGINT is a person at a terminal: no load balancer to wait for.
      const drainMs = reason === 'SIGINT' ? 0 : config.drainMs
      logger.info({ reason, drainMs, graceMs: config.shutdownGraceMs }, 'shutting down: readiness is false, finishing in-flight requests')
      if (drainMs > 0) {
        await new Promise((done) => setTimeout(done, drainMs))
        logger.info('drain period over: closing idle connections')
      }
      const grace = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), config.shutdownGraceMs).unref())
      const result = await Promise.race([app.close().then(() => 'closed' as const), grace])
      if (result === 'timeout') {
        logger.warn('grace period over: closing the remaining connections')
        app.server.closeAllConnections()
      }
      await reconciler.stop()
      view?.stop()
      managerCheck?.stop()
      logger.info('stopped')
    })()
    return stopping
  }
  return { app, url, caPath, shutdown }
}

/** The reconciler runs beside the webhook; its own engineer owns what it does. */
async function startReconciler(config: Config, logger: Logger, registry: Registry): Promise<{ stop(): Promise<void> }> {
  return startEmbeddedReconciler({ logger: logger.child({ component: 'reconciler' }), mode: config.mode, kubeconfig: config.kubeconfig, gates: config.gates, kruise: config.kruise, registry })
}
