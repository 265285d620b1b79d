import { resolve } from 'node:path'
import type { Logger } from 'pino'
import type { Registry } from 'prom-client'
import { ensureDevelopmentCertificates } from '../certs/devCertificates.js'
import type { Config } from '../config.js'
import { startEmbeddedReconciler, startRevisionView } from '../reconciler/embedded.js'
import { buildApp, type GuardApp } from './app.js'
import { createMetrics } from './metrics.js'

export interface RunningServer {
  app: GuardApp
  url: string
  /** The development CA, when no --tls-cert was given. */
  caPath?: string
  /** Readiness false, stop accepting, let in-flight requests finish (up to the grace period), stop the reconciler. */
  shutdown: (reason: string) => Promise<void>
}

export interface StartOptions {
  logger: Logger
  /** Base for relative paths (--cert-dir). */
  cwd: string
  /** Human-facing lines (the CA path); logs go to the logger. */
  say: (text: string) => void
}

/** `serve`: certificates, the HTTPS app, the embedded reconciler, and an orderly shutdown. */
export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const { logger } = options
  let effective = config
  let caPath: string | undefined
  if (!config.tlsCert) {
    const dev = await ensureDevelopmentCertificates(resolve(options.cwd, config.certDir))
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
  const view = config.kubeconfig && config.mode !== 'off' ? await startRevisionView(config.kubeconfig, logger.child({ component: 'revision-view' })) : undefined
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
      app.guard.state.shuttingDown = true
      logger.info({ reason, graceMs: config.shutdownGraceMs }, 'shutting down: readiness is false, finishing in-flight requests')
      const grace = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), config.shutdownGraceMs).unref())
      const result = await Promise.race([app.close().then(() => 'closed' as const), grace])
      if (result === 'timeout') {
        logger.warn('grace period over: closing the remaining connections')
        app.server.closeAllConnections()
      }
      await reconciler.stop()
      view?.stop()
      logger.info('stopped')
    })()
    return stopping
  }
  return { app, url, caPath, shutdown }
}

/** The reconciler runs beside the webhook; its own engineer owns what it does. */
async function startReconciler(config: Config, logger: Logger, registry: Registry): Promise<{ stop(): Promise<void> }> {
  return startEmbeddedReconciler({ logger: logger.child({ component: 'reconciler' }), mode: config.mode, kubeconfig: config.kubeconfig, gates: config.gates, registry })
}
