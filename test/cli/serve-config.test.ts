import t from 'tap'
import { configHelp, DEFAULT_MAX_BODY_BYTES, DEFAULT_WEBHOOK_NAME, loadConfig } from '../../src/config.js'
import { DEFAULT_GATES } from '../../src/engine/kruise/gates.js'
import { GuardError } from '../../src/errors.js'

t.test('defaults', async (t) => {
  const { config, help } = loadConfig([], {})
  t.equal(help, false)
  t.same(config, {
    host: '127.0.0.1',
    port: 8443,
    tlsCert: undefined,
    tlsKey: undefined,
    clientCa: undefined,
    gates: { ...DEFAULT_GATES },
    kruise: '1.9',
    kruiseManager: { namespace: 'kruise-system', name: 'kruise-controller-manager' },
    denyStrategies: ['InPlaceOnly'],
    onError: 'allow',
    maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    logLevel: 'info',
    mode: 'active',
    kubeconfig: undefined,
    webhookName: DEFAULT_WEBHOOK_NAME,
    certDir: 'certs/dev',
    selfManagedSecret: undefined,
    selfManagedHosts: [],
    injectCaInto: [],
    certReloadMs: 10_000,
    shutdownGraceMs: 10_000,
    drainMs: 5_000,
  })
  t.equal(loadConfig(['--kubeconfig', '/k']).config.mode, 'observe', 'observe by default against a real cluster')
  t.equal(loadConfig(['-h']).help, true)
})

t.test('flags, then IPG_* env vars, then defaults', async (t) => {
  const env = {
    IPG_HOST: '0.0.0.0', IPG_PORT: '9443', IPG_TLS_CERT: '/tls/tls.crt', IPG_TLS_KEY: '/tls/tls.key', IPG_CLIENT_CA: '/tls/ca.crt',
    IPG_GATES: 'InPlaceWorkloadVerticalScaling=true', IPG_DENY_STRATEGIES: 'InPlaceOnly,InPlaceIfPossible', IPG_ON_ERROR: 'deny',
    IPG_MAX_BODY_BYTES: '4Mi', IPG_LOG_LEVEL: 'debug', IPG_MODE: 'off', IPG_KUBECONFIG: '/kube/config', IPG_WEBHOOK_NAME: 'guard.team.example.com',
    IPG_CERT_DIR: '/tmp/certs', IPG_CERT_RELOAD_MS: '500', IPG_SHUTDOWN_GRACE_MS: '2500',
  }
  const fromEnv = loadConfig([], env).config
  t.match(fromEnv, {
    host: '0.0.0.0', port: 9443, tlsCert: '/tls/tls.crt', tlsKey: '/tls/tls.key', clientCa: '/tls/ca.crt',
    gates: { InPlaceWorkloadVerticalScaling: true }, denyStrategies: ['InPlaceOnly', 'InPlaceIfPossible'], onError: 'deny',
    maxBodyBytes: 4 * 1024 * 1024, logLevel: 'debug', mode: 'off', kubeconfig: '/kube/config', webhookName: 'guard.team.example.com',
    certDir: '/tmp/certs', certReloadMs: 500, shutdownGraceMs: 2500,
  })
  const flags = loadConfig(['--port=10443', '--on-error', 'allow', '--deny-strategies', '', '--gates', 'KruiseDaemon=false', '--max-body-bytes', '65536'], env).config
  t.equal(flags.port, 10443, 'a flag wins over its env var')
  t.equal(flags.onError, 'allow')
  t.same(flags.denyStrategies, [], 'an empty list: warn only')
  t.same(loadConfig(['--deny-strategies', 'InPlaceOnly,SidecarSetNotUpgradable'], env).config.denyStrategies, ['InPlaceOnly', 'SidecarSetNotUpgradable'], 'SidecarSet updates that leave running Pods behind can be denied too')
  t.equal(flags.gates.KruiseDaemon, false)
  t.equal(flags.gates.InPlaceUpdateEnvFromMetadata, false, "Kruise's gate dependencies apply")
  t.equal(flags.maxBodyBytes, 65536)
  t.equal(flags.host, '0.0.0.0', 'the env var still applies where no flag is given')
})

t.test("--kruise-manager names kruise-manager's Deployment, or none", async (t) => {
  const rows: { argv: string[]; env: Record<string, string>; manager: unknown }[] = [
    { argv: [], env: {}, manager: { namespace: 'kruise-system', name: 'kruise-controller-manager' } },
    { argv: ['--kruise-manager', 'kruise/manager'], env: {}, manager: { namespace: 'kruise', name: 'manager' } },
    { argv: [], env: { IPG_KRUISE_MANAGER: ' ops/kruise-controller-manager ' }, manager: { namespace: 'ops', name: 'kruise-controller-manager' } },
    { argv: ['--kruise-manager=none'], env: { IPG_KRUISE_MANAGER: 'ops/kruise' }, manager: undefined },
  ]
  for (const row of rows) t.same(loadConfig(row.argv, row.env).config.kruiseManager, row.manager, `${row.argv.join(' ')} ${JSON.stringify(row.env)}`)
  for (const bad of ['kruise-controller-manager', 'Kruise/manager', 'a/b/c', '']) {
    t.throws(() => loadConfig([`--kruise-manager=${bad}`]), { code: 'IPG_ERR_CONFIG', message: `--kruise-manager: "${bad}" is not NAMESPACE/NAME or none` })
  }
})

t.test('--kruise-version picks the Kruise release line: flag, then IPG_KRUISE_VERSION, then 1.9', async (t) => {
  const rows: { argv: string[]; env: Record<string, string>; kruise: string }[] = [
    { argv: [], env: {}, kruise: '1.9' },
    { argv: ['--kruise-version', '1.8'], env: {}, kruise: '1.8' },
    { argv: ['--kruise-version=next'], env: {}, kruise: 'next' },
    { argv: [], env: { IPG_KRUISE_VERSION: 'next' }, kruise: 'next' },
    { argv: [], env: { IPG_KRUISE_VERSION: ' 1.8 ' }, kruise: '1.8' },
    { argv: ['--kruise-version', '1.9'], env: { IPG_KRUISE_VERSION: 'next' }, kruise: '1.9' },
  ]
  for (const row of rows) t.equal(loadConfig(row.argv, row.env).config.kruise, row.kruise, `${row.argv.join(' ')} ${JSON.stringify(row.env)}`)
})

t.test('invalid values name the flag or env var', async (t) => {
  const rows: { argv: string[]; env?: Record<string, string>; code: string; message: RegExp }[] = [
    { argv: ['--port', 'https'], code: 'IPG_ERR_CONFIG', message: /^--port: "https" is not an integer from 0 to 65535$/ },
    { argv: ['--port', '70000'], code: 'IPG_ERR_CONFIG', message: /^--port:/ },
    { argv: [], env: { IPG_PORT: '-1' }, code: 'IPG_ERR_CONFIG', message: /^IPG_PORT: "-1" is not an integer/ },
    { argv: ['--deny-strategies', 'InPlaceOnly,Always'], code: 'IPG_ERR_CONFIG', message: /^--deny-strategies: "Always" is not one of InPlaceOnly, InPlaceIfPossible, ReCreate, SidecarSetNotUpgradable$/ },
    { argv: ['--on-error', 'ignore'], code: 'IPG_ERR_CONFIG', message: /^--on-error: "ignore" is not one of allow, deny$/ },
    { argv: ['--gates', 'Nope=true'], code: 'IPG_ERR_CONFIG', message: /^--gates: unknown feature gate "Nope"/ },
    { argv: ['--gates', 'KruiseDaemon=maybe'], code: 'IPG_ERR_CONFIG', message: /^--gates: feature gate KruiseDaemon must be true or false/ },
    { argv: ['--kruise-version', '1.10'], code: 'IPG_ERR_CONFIG', message: /^--kruise-version: "1.10" is not one of 1.8, 1.9, next$/ },
    { argv: [], env: { IPG_KRUISE_VERSION: 'v1.9.1' }, code: 'IPG_ERR_CONFIG', message: /^IPG_KRUISE_VERSION: "v1.9.1" is not one of 1.8, 1.9, next$/ },
    { argv: ['--max-body-bytes', '10'], code: 'IPG_ERR_CONFIG', message: /^--max-body-bytes: "10" is not a size from 1Ki to 64Mi/ },
    { argv: ['--max-body-bytes', '1Gi'], code: 'IPG_ERR_CONFIG', message: /^--max-body-bytes:/ },
    { argv: ['--log-level', 'loud'], code: 'IPG_ERR_CONFIG', message: /^--log-level: "loud" is not one of fatal/ },
    { argv: ['--mode', 'passive'], code: 'IPG_ERR_CONFIG', message: /^--mode: "passive" is not one of observe, active, off$/ },
    { argv: ['--webhook-name', 'guard'], code: 'IPG_ERR_CONFIG', message: /^--webhook-name: "guard" is not a DNS subdomain with at least three segments$/ },
    { argv: ['--tls-cert', '/a.crt'], code: 'IPG_ERR_CONFIG', message: /^--tls-key is required when --tls-cert is given$/ },
    { argv: ['--tls-key', '/a.key'], code: 'IPG_ERR_CONFIG', message: /^--tls-cert is required when --tls-key is given$/ },
    { argv: ['--shutdown-grace-ms', '1.5'], code: 'IPG_ERR_CONFIG', message: /^--shutdown-grace-ms:/ },
    { argv: ['--cert-reload-ms', '5'], code: 'IPG_ERR_CONFIG', message: /^--cert-reload-ms: "5" is not an integer from 100/ },
    { argv: ['--no-such-flag'], code: 'IPG_ERR_USAGE', message: /no-such-flag/ },
    { argv: ['extra'], code: 'IPG_ERR_USAGE', message: /unexpected argument "extra"/ },
  ]
  for (const row of rows) {
    const error = t.throws(() => loadConfig(row.argv, row.env ?? {}), GuardError) as unknown as GuardError
    t.equal(error.code, row.code, row.argv.join(' ') || JSON.stringify(row.env))
    t.match(error.message, row.message)
  }
})

t.test('--help documents every flag with its env var and default', async (t) => {
  const help = configHelp()
  for (const flag of ['host', 'port', 'tls-cert', 'tls-key', 'client-ca', 'gates', 'kruise-version', 'deny-strategies', 'on-error', 'max-body-bytes', 'log-level', 'mode', 'kubeconfig', 'webhook-name', 'cert-dir', 'cert-reload-ms', 'shutdown-grace-ms']) {
    t.match(help, new RegExp(`--${flag} \\S+ .*\\[IPG_${flag.toUpperCase().replaceAll('-', '_')}; default: [^\\]]+\\]`), flag)
  }
})

t.test('self-managed certificates: the Secret, its hosts and the configurations to inject the CA into', async (t) => {
  const { config } = loadConfig([
    '--kubeconfig=/k', '--self-managed-secret=guard-system/guard-tls', '--self-managed-hosts=guard.guard-system.svc, guard.guard-system.svc.cluster.local',
    '--inject-ca-into=mutating/guard,validating/guard',
  ])
  t.same(config.selfManagedSecret, { namespace: 'guard-system', name: 'guard-tls' })
  t.same(config.selfManagedHosts, ['guard.guard-system.svc', 'guard.guard-system.svc.cluster.local'])
  t.same(config.injectCaInto, [{ kind: 'mutating', name: 'guard' }, { kind: 'validating', name: 'guard' }])
  const cases: [string[], string][] = [
    [['--kubeconfig=/k', '--self-managed-secret=guard-tls', '--self-managed-hosts=a'], '--self-managed-secret: "guard-tls" is not NAMESPACE/NAME'],
    [['--kubeconfig=/k', '--self-managed-secret=ns/s'], '--self-managed-secret needs --self-managed-hosts (the Service\'s DNS names)'],
    [['--self-managed-secret=ns/s', '--self-managed-hosts=a'], '--self-managed-secret needs --kubeconfig (the Secret lives in the cluster)'],
    [['--kubeconfig=/k', '--self-managed-secret=ns/s', '--self-managed-hosts=a', '--tls-cert=c', '--tls-key=k'], '--self-managed-secret and --tls-cert exclude each other'],
    [['--kubeconfig=/k', '--self-managed-secret=ns/s', '--self-managed-hosts=a', '--inject-ca-into=apiservice/x'], '--inject-ca-into: "apiservice/x" is not mutating/NAME or validating/NAME'],
    [['--inject-ca-into=mutating/x'], '--inject-ca-into needs --self-managed-secret (the CA it injects)'],
  ]
  for (const [argv, message] of cases) {
    t.throws(() => loadConfig(argv), new GuardError('IPG_ERR_CONFIG', message), argv.join(' '))
  }
})
