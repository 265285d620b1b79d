import { parseArgs } from 'node:util'
import type { PodUpdatePolicy } from './engine/workloads/cloneSet.js'
import { parseGates, resolveGates, type FeatureGates } from './engine/kruise/gates.js'
import { DEFAULT_KRUISE_RELEASE, KRUISE_RELEASES, type KruiseRelease } from './engine/kruise/releases.js'
import { GuardError, isGuardError } from './errors.js'

/**
 * The one typed configuration of `serve`: command-line flags, then `IPG_*` environment variables, then defaults.
 * Every option is declared once in OPTIONS below; parsing, env names and `--help` all come from that table.
 */
export type OnError = 'allow' | 'deny'
export type ReconcilerMode = 'observe' | 'active' | 'off'
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

export interface Config {
  host: string
  port: number
  tlsCert?: string
  tlsKey?: string
  clientCa?: string
  /** Kruise's feature gates with the flag's overrides applied. */
  gates: FeatureGates
  /** The cluster's OpenKruise release line: which CloneSet API versions it serves and which fields its Go types know. */
  kruise: KruiseRelease
  /** The cluster's kruise-manager Deployment, whose release and gates are compared with ours (with a cluster); undefined: none. */
  kruiseManager?: { namespace: string; name: string }
  /** Strategies under which a recreate is denied rather than warned about. */
  denyStrategies: (PodUpdatePolicy | 'SidecarSetNotUpgradable')[]
  /** What /validate answers when the engine cannot read a workload or fails. */
  onError: OnError
  maxBodyBytes: number
  logLevel: LogLevel
  mode: ReconcilerMode
  kubeconfig?: string
  /** The name the webhook is registered under; only used in messages and to read audit annotations. */
  webhookName: string
  certDir: string
  /** certs.mode=selfManaged: the Secret that holds the guard's own CA and serving certificate. */
  selfManagedSecret?: { namespace: string; name: string }
  /** The serving certificate's DNS names in that mode (the Service's). */
  selfManagedHosts: string[]
  /** Webhook configurations whose caBundle the guard sets to its own CA at startup. */
  injectCaInto: { kind: 'mutating' | 'validating'; name: string }[]
  certReloadMs: number
  shutdownGraceMs: number
  /** On SIGTERM, how long the server keeps answering with /readyz at 503 before it stops accepting connections. */
  drainMs: number
}

const POLICIES: readonly (PodUpdatePolicy | 'SidecarSetNotUpgradable')[] = ['InPlaceOnly', 'InPlaceIfPossible', 'ReCreate', 'SidecarSetNotUpgradable']
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
const MODES: readonly ReconcilerMode[] = ['observe', 'active', 'off']
const MIB = 1024 * 1024

export const DEFAULT_WEBHOOK_NAME = 'validate.inplace-guard.kruise.io'
/**
 * An UPDATE review carries the object and the old object, each up to the apiserver's 3 MiB request limit, plus the
 * envelope: 7 MiB admits anything the apiserver can send and still bounds what a stranger can make us parse.
 */
export const DEFAULT_MAX_BODY_BYTES = 7 * MIB

type Field = keyof Config
type RawValues = Partial<Record<Field, string>>

interface OptionSpec {
  field: Field
  flag: string
  env: string
  value: string
  defaultText: string
  help: string
}

const OPTIONS: OptionSpec[] = [
  { field: 'host', flag: 'host', env: 'IPG_HOST', value: 'HOST', defaultText: '127.0.0.1', help: 'address to listen on (0.0.0.0 inside a cluster)' },
  { field: 'port', flag: 'port', env: 'IPG_PORT', value: 'PORT', defaultText: '8443', help: 'HTTPS port (0 picks a free one)' },
  { field: 'tlsCert', flag: 'tls-cert', env: 'IPG_TLS_CERT', value: 'FILE', defaultText: 'generated', help: 'serving certificate (PEM); re-read when the file changes' },
  { field: 'tlsKey', flag: 'tls-key', env: 'IPG_TLS_KEY', value: 'FILE', defaultText: 'generated', help: 'private key of the serving certificate (PEM)' },
  { field: 'clientCa', flag: 'client-ca', env: 'IPG_CLIENT_CA', value: 'FILE', defaultText: 'none', help: 'CA bundle; when set, /validate and /mutate require a client certificate it signed' },
  { field: 'gates', flag: 'gates', env: 'IPG_GATES', value: 'Name=bool,...', defaultText: "Kruise's defaults", help: "OpenKruise feature gates of the cluster's kruise-manager" },
  { field: 'kruise', flag: 'kruise-version', env: 'IPG_KRUISE_VERSION', value: 'RELEASE', defaultText: DEFAULT_KRUISE_RELEASE, help: `OpenKruise release of the cluster (${KRUISE_RELEASES.join(', ')}; next: Kruise's main branch, v1beta1 CloneSet)` },
  { field: 'kruiseManager', flag: 'kruise-manager', env: 'IPG_KRUISE_MANAGER', value: 'NS/NAME|none', defaultText: 'kruise-system/kruise-controller-manager', help: "kruise-manager's Deployment: with --kubeconfig (mode not off), its image version and --feature-gates are compared with --kruise-version and --gates at start and every 10 minutes (warnings, metric inplace_guard_kruise_settings_drift)" },
  { field: 'denyStrategies', flag: 'deny-strategies', env: 'IPG_DENY_STRATEGIES', value: 'LIST', defaultText: 'InPlaceOnly', help: 'strategies whose recreate updates are denied (InPlaceOnly,InPlaceIfPossible,ReCreate; SidecarSetNotUpgradable: SidecarSet updates that leave running Pods behind; empty: warn only)' },
  { field: 'onError', flag: 'on-error', env: 'IPG_ON_ERROR', value: 'allow|deny', defaultText: 'allow', help: 'answer when the engine cannot read a workload (allow adds a warning)' },
  { field: 'maxBodyBytes', flag: 'max-body-bytes', env: 'IPG_MAX_BODY_BYTES', value: 'BYTES', defaultText: '7Mi', help: 'largest AdmissionReview accepted (suffixes Ki, Mi)' },
  { field: 'logLevel', flag: 'log-level', env: 'IPG_LOG_LEVEL', value: 'LEVEL', defaultText: 'info', help: `log level (${LOG_LEVELS.join(', ')})` },
  { field: 'mode', flag: 'mode', env: 'IPG_MODE', value: 'MODE', defaultText: 'active, observe with --kubeconfig', help: 'embedded reconciler: observe, active or off' },
  { field: 'kubeconfig', flag: 'kubeconfig', env: 'IPG_KUBECONFIG', value: 'FILE', defaultText: 'in-memory cluster', help: 'reconcile a real cluster instead of the embedded one' },
  { field: 'webhookName', flag: 'webhook-name', env: 'IPG_WEBHOOK_NAME', value: 'NAME', defaultText: DEFAULT_WEBHOOK_NAME, help: 'name of the registered validating webhook (messages, audit annotation prefix)' },
  { field: 'certDir', flag: 'cert-dir', env: 'IPG_CERT_DIR', value: 'DIR', defaultText: './certs/dev', help: 'where the development CA and certificate go when no --tls-cert is given' },
  { field: 'selfManagedSecret', flag: 'self-managed-secret', env: 'IPG_SELF_MANAGED_SECRET', value: 'NS/NAME', defaultText: 'none', help: 'keep the CA and serving certificate in this Secret (created when missing); needs --kubeconfig' },
  { field: 'selfManagedHosts', flag: 'self-managed-hosts', env: 'IPG_SELF_MANAGED_HOSTS', value: 'LIST', defaultText: 'none', help: 'DNS names of the serving certificate kept in --self-managed-secret (the Service)' },
  { field: 'injectCaInto', flag: 'inject-ca-into', env: 'IPG_INJECT_CA_INTO', value: 'KIND/NAME,...', defaultText: 'none', help: 'webhook configurations (mutating/NAME, validating/NAME) whose caBundle is set to that CA at startup' },
  { field: 'certReloadMs', flag: 'cert-reload-ms', env: 'IPG_CERT_RELOAD_MS', value: 'MS', defaultText: '10000', help: 'how often the certificate files are checked for changes (also on file events)' },
  { field: 'shutdownGraceMs', flag: 'shutdown-grace-ms', env: 'IPG_SHUTDOWN_GRACE_MS', value: 'MS', defaultText: '10000', help: 'on SIGTERM, how long in-flight requests may take before the process exits' },
  { field: 'drainMs', flag: 'drain-ms', env: 'IPG_DRAIN_MS', value: 'MS', defaultText: '5000', help: 'on SIGTERM, how long to keep answering (readiness false, connections closed after each answer) before closing' },
]

export interface LoadedConfig {
  config: Config
  help: boolean
}

/** Reads flags (which win) and `IPG_*` env vars into a validated Config. Throws GuardError IPG_ERR_CONFIG / IPG_ERR_USAGE. */
export function loadConfig(argv: string[], env: NodeJS.ProcessEnv = {}): LoadedConfig {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] }
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries(OPTIONS.map((o) => [o.flag, { type: 'string' as const }])),
      },
      allowPositionals: true,
      strict: true,
    })
  } catch (err) {
    throw new GuardError('IPG_ERR_USAGE', err instanceof Error ? err.message : String(err))
  }
  if (parsed.positionals.length > 0) {
    throw new GuardError('IPG_ERR_USAGE', `unexpected argument ${JSON.stringify(parsed.positionals[0])}`)
  }
  const raw: RawValues = {}
  const source: Partial<Record<Field, string>> = {}
  for (const option of OPTIONS) {
    const fromFlag = parsed.values[option.flag]
    const fromEnv = env[option.env]
    if (typeof fromFlag === 'string') {
      raw[option.field] = fromFlag
      source[option.field] = `--${option.flag}`
    } else if (fromEnv !== undefined && fromEnv !== '') {
      raw[option.field] = fromEnv
      source[option.field] = option.env
    }
  }
  return { config: buildConfig(raw, source), help: parsed.values.help === true }
}

/** The options block of `serve --help`. */
export function configHelp(): string {
  const left = OPTIONS.map((o) => `  --${o.flag} ${o.value}`)
  const width = Math.max(...left.map((l) => l.length))
  const lines = OPTIONS.map((o, i) => `${left[i].padEnd(width)}  ${o.help} [${o.env}; default: ${o.defaultText}]`)
  return `options (flags win over environment variables):\n${lines.join('\n')}\n  ${'-h, --help'.padEnd(width - 2)}  show this help\n`
}

function buildConfig(raw: RawValues, source: Partial<Record<Field, string>>): Config {
  const where = (field: Field): string => source[field] ?? `--${OPTIONS.find((o) => o.field === field)?.flag}`
  const fail = (field: Field, expected: string): never => {
    throw new GuardError('IPG_ERR_CONFIG', `${where(field)}: ${quote(raw[field])} ${expected}`)
  }
  const integer = (field: Field, fallback: number, min: number, max: number): number => {
    const text = raw[field]
    if (text === undefined) return fallback
    const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN
    if (!Number.isSafeInteger(value) || value < min || value > max) fail(field, `is not an integer from ${min} to ${max}`)
    return value
  }
  const oneOf = <T extends string>(field: Field, allowed: readonly T[], fallback: T): T => {
    const text = raw[field]?.trim()
    if (text === undefined) return fallback
    if (!allowed.includes(text as T)) fail(field, `is not one of ${allowed.join(', ')}`)
    return text as T
  }

  const tlsCert = path(raw.tlsCert)
  const tlsKey = path(raw.tlsKey)
  if ((tlsCert === undefined) !== (tlsKey === undefined)) {
    const missing = tlsCert === undefined ? '--tls-cert' : '--tls-key'
    throw new GuardError('IPG_ERR_CONFIG', `${missing} is required when ${missing === '--tls-cert' ? '--tls-key' : '--tls-cert'} is given`)
  }
  const kubeconfig = path(raw.kubeconfig)
  const host = raw.host?.trim() ?? '127.0.0.1'
  if (host === '') fail('host', 'is not a host name or address')

  return {
    host,
    port: integer('port', 8443, 0, 65535),
    tlsCert,
    tlsKey,
    clientCa: path(raw.clientCa),
    gates: gates(raw.gates, where('gates')),
    kruise: oneOf('kruise', KRUISE_RELEASES, DEFAULT_KRUISE_RELEASE),
    kruiseManager: kruiseManager(raw.kruiseManager, where('kruiseManager')),
    denyStrategies: denyStrategies(raw.denyStrategies, where('denyStrategies')),
    onError: oneOf('onError', ['allow', 'deny'] as const, 'allow'),
    maxBodyBytes: byteSize(raw.maxBodyBytes, where('maxBodyBytes')),
    logLevel: oneOf('logLevel', LOG_LEVELS, 'info'),
    mode: oneOf('mode', MODES, kubeconfig === undefined ? 'active' : 'observe'),
    kubeconfig,
    webhookName: webhookName(raw.webhookName, where('webhookName')),
    certDir: path(raw.certDir) ?? 'certs/dev',
    ...selfManaged(raw, where, kubeconfig),
    certReloadMs: integer('certReloadMs', 10_000, 100, 86_400_000),
    shutdownGraceMs: integer('shutdownGraceMs', 10_000, 0, 600_000),
    drainMs: integer('drainMs', 5_000, 0, 600_000),
  }
}

function selfManaged(raw: RawValues, where: (field: Field) => string, kubeconfig: string | undefined): Pick<Config, 'selfManagedSecret' | 'selfManagedHosts' | 'injectCaInto'> {
  const list = (text: string | undefined) => (text ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '')
  const secretText = path(raw.selfManagedSecret)
  const secret = secretText === undefined ? undefined : /^([a-z0-9][-a-z0-9]*)\/([a-z0-9][-a-z0-9.]*)$/.exec(secretText)
  if (secretText !== undefined && !secret) throw new GuardError('IPG_ERR_CONFIG', `${where('selfManagedSecret')}: ${quote(secretText)} is not NAMESPACE/NAME`)
  const hosts = list(raw.selfManagedHosts)
  const injectCaInto = list(raw.injectCaInto).map((item) => {
    const match = /^(mutating|validating)\/([a-z0-9][-a-z0-9.]*)$/.exec(item)
    if (!match) throw new GuardError('IPG_ERR_CONFIG', `${where('injectCaInto')}: ${quote(item)} is not mutating/NAME or validating/NAME`)
    return { kind: match[1] as 'mutating' | 'validating', name: match[2] }
  })
  if (secret && hosts.length === 0) throw new GuardError('IPG_ERR_CONFIG', `${where('selfManagedSecret')} needs --self-managed-hosts (the Service's DNS names)`)
  if (secret && kubeconfig === undefined) throw new GuardError('IPG_ERR_CONFIG', `${where('selfManagedSecret')} needs --kubeconfig (the Secret lives in the cluster)`)
  if (secret && raw.tlsCert !== undefined) throw new GuardError('IPG_ERR_CONFIG', `${where('selfManagedSecret')} and --tls-cert exclude each other`)
  if (!secret && injectCaInto.length > 0) throw new GuardError('IPG_ERR_CONFIG', `${where('injectCaInto')} needs --self-managed-secret (the CA it injects)`)
  return { selfManagedSecret: secret ? { namespace: secret[1], name: secret[2] } : undefined, selfManagedHosts: hosts, injectCaInto }
}

const DEFAULT_KRUISE_MANAGER = { namespace: 'kruise-system', name: 'kruise-controller-manager' }

/** `NAMESPACE/NAME` or `none` (undefined); left out: Kruise's chart's kruise-system/kruise-controller-manager. */
export function kruiseManager(text: string | undefined, where: string): Config['kruiseManager'] {
  const value = text?.trim()
  if (value === undefined) return DEFAULT_KRUISE_MANAGER
  if (value === 'none') return undefined
  const match = /^([a-z0-9][-a-z0-9]*)\/([a-z0-9][-a-z0-9.]*)$/.exec(value)
  if (!match) throw new GuardError('IPG_ERR_CONFIG', `${where}: ${quote(value)} is not NAMESPACE/NAME or none`)
  return { namespace: match[1]!, name: match[2]! }
}

function gates(text: string | undefined, where: string): FeatureGates {
  if (text === undefined) return resolveGates()
  try {
    return resolveGates(parseGates(text))
  } catch (err) {
    throw new GuardError('IPG_ERR_CONFIG', `${where}: ${isGuardError(err) ? err.message : String(err)}`)
  }
}

function denyStrategies(text: string | undefined, where: string): Config['denyStrategies'] {
  if (text === undefined) return ['InPlaceOnly']
  const items = text.split(',').map((item) => item.trim()).filter((item) => item !== '')
  for (const item of items) {
    if (!POLICIES.includes(item as Config['denyStrategies'][number])) {
      throw new GuardError('IPG_ERR_CONFIG', `${where}: ${quote(item)} is not one of ${POLICIES.join(', ')}`)
    }
  }
  return [...new Set(items as Config['denyStrategies'])]
}

function byteSize(text: string | undefined, where: string): number {
  if (text === undefined) return DEFAULT_MAX_BODY_BYTES
  const match = /^(\d+)\s*(Ki|Mi)?$/.exec(text.trim())
  const value = match ? Number(match[1]) * (match[2] === 'Mi' ? MIB : match[2] === 'Ki' ? 1024 : 1) : NaN
  if (!Number.isSafeInteger(value) || value < 1024 || value > 64 * MIB) {
    throw new GuardError('IPG_ERR_CONFIG', `${where}: ${quote(text)} is not a size from 1Ki to 64Mi (bytes, or with suffix Ki or Mi)`)
  }
  return value
}

/** A webhook name is a DNS subdomain with at least three segments (spec §2.7); it prefixes our audit annotation keys. */
function webhookName(text: string | undefined, where: string): string {
  if (text === undefined) return DEFAULT_WEBHOOK_NAME
  const name = text.trim()
  const subdomain = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/
  if (!subdomain.test(name) || name.length > 253 || name.split('.').length < 3) {
    throw new GuardError('IPG_ERR_CONFIG', `${where}: ${quote(text)} is not a DNS subdomain with at least three segments`)
  }
  return name
}

function path(text: string | undefined): string | undefined {
  const trimmed = text?.trim()
  return trimmed === undefined || trimmed === '' ? undefined : trimmed
}

function quote(text: string | undefined): string {
  const value = text ?? ''
  return JSON.stringify(value.length > 64 ? `${value.slice(0, 64)}…` : value)
}
