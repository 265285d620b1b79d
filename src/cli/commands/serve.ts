import { configHelp, loadConfig } from '../../config.js'
import { isGuardError } from '../../errors.js'
import { createLogger } from '../../server/logger.js'
import { startServer } from '../../server/run.js'
import { type CliCommand, type CliIO, EXIT_OK, EXIT_USAGE } from '../io.js'
import { wrapHelp } from '../helpText.js'

export const USAGE = wrapHelp(`usage: inplace-guard serve [--host H] [--port P] [--tls-cert F --tls-key F] [--client-ca F] [--gates Name=bool,...]
                           [options]

Runs the admission webhook over HTTPS (TLS 1.2+) and the embedded reconciler.
  POST /validate   ValidatingWebhook: deny, warn or allow CREATE/UPDATE of apps.kruise.io CloneSets, StatefulSets,
                   DaemonSets, SidecarSets and UnitedDeployments (AdmissionReview v1, v1beta1)
  POST /mutate     MutatingWebhook: stamps inplace-guard.io/* prediction annotations on them
  GET  /healthz    the process is alive
  GET  /readyz     a certificate is loaded and the server is not shutting down
  GET  /metrics    Prometheus metrics
Without --tls-cert/--tls-key a development CA and certificate (localhost, 127.0.0.1) are created in --cert-dir.
SIGTERM: readiness turns false, the server keeps answering for --drain-ms (each answer closing its connection),
then in-flight requests finish and the process exits 0. SIGINT: the same without the drain.

`)

/** The usage and every option with its environment variable and default. */
function help(): string {
  return USAGE + wrapHelp(configHelp())
}

/** Resolves with the name of the first SIGTERM/SIGINT. */
function processStopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => () => {
      process.off('SIGTERM', onTerm)
      process.off('SIGINT', onInt)
      resolve(signal)
    }
    const onTerm = stop('SIGTERM')
    const onInt = stop('SIGINT')
    process.once('SIGTERM', onTerm)
    process.once('SIGINT', onInt)
  })
}

export const run: CliCommand = (argv, io) => serve(argv, io, processStopSignal())

/** `serve` with an injectable stop signal (tests resolve it instead of sending SIGTERM). */
export async function serve(argv: string[], io: CliIO, stopSignal: Promise<string>): Promise<number> {
  let loaded
  try {
    loaded = loadConfig(argv, io.env)
  } catch (err) {
    if (!isGuardError(err)) throw err
    io.stderr(`inplace-guard serve: ${err.message} (${err.code})\n\n${help()}`)
    return EXIT_USAGE
  }
  if (loaded.help) {
    io.stdout(help())
    return EXIT_OK
  }
  const { config } = loaded
  const { logger, flush } = createLogger(config.logLevel, io.stdout)
  let server
  try {
    server = await startServer(config, { logger, cwd: io.cwd, say: (text) => io.stderr(text) })
  } catch (err) {
    flush()
    const code = isGuardError(err) ? ` (${err.code})` : ''
    io.stderr(`inplace-guard serve: ${err instanceof Error ? err.message : String(err)}${code}\n`)
    return EXIT_USAGE
  }
  const signal = await stopSignal
  await server.shutdown(signal)
  flush()
  return EXIT_OK
}
