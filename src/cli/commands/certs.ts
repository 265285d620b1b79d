import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_DEV_HOSTS, ensureDevelopmentCertificates } from '../../certs/devCertificates.js'
import { type CliCommand, EXIT_OK, EXIT_USAGE } from '../io.js'
import { wrapHelp } from '../helpText.js'

export const USAGE = wrapHelp(`usage: inplace-guard certs [--out DIR] [--host NAME]... [--service NAME --namespace NS] [--days N] [--force]

Creates a development CA and a serving certificate signed by it (ECDSA P-256, no openssl needed):
  DIR/ca.crt    the CA: put it in a webhook configuration's caBundle (base64) or pass it to curl --cacert
  DIR/tls.crt   the serving certificate (subjectAltNames below)
  DIR/tls.key   its private key (mode 0600)
Existing files that are still valid for the same names are kept unless --force is given.

options:
  --out DIR          where to write (default: certs/dev)
  --host NAME        an extra DNS name or IP address (repeatable); localhost and 127.0.0.1 are always included
  --service NAME     add the in-cluster names of Service NAME: NAME.NS, NAME.NS.svc, NAME.NS.svc.cluster.local
  --namespace NS     the Service's namespace (default: default)
  --days N           validity in days (default: 365)
  --force            replace existing files
  -h, --help         show this help
`)

export const run: CliCommand = async (argv, io) => {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        out: { type: 'string' },
        host: { type: 'string', multiple: true },
        service: { type: 'string' },
        namespace: { type: 'string' },
        days: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (err) {
    io.stderr(`inplace-guard certs: ${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`)
    return EXIT_USAGE
  }
  if (values.help) {
    io.stdout(USAGE)
    return EXIT_OK
  }
  const days = values.days === undefined ? 365 : Number(values.days)
  if (!Number.isSafeInteger(days) || days < 1 || days > 36500) {
    io.stderr(`inplace-guard certs: --days must be a whole number of days from 1 to 36500\n`)
    return EXIT_USAGE
  }
  if (values.namespace !== undefined && values.service === undefined) {
    io.stderr('inplace-guard certs: --namespace needs --service\n')
    return EXIT_USAGE
  }
  const hosts = [...DEFAULT_DEV_HOSTS, ...(values.host ?? []), ...serviceNames(values.service, values.namespace ?? 'default')]
  const dir = resolve(io.cwd, values.out ?? 'certs/dev')
  let result
  try {
    result = await ensureDevelopmentCertificates(dir, { hosts: [...new Set(hosts)], validDays: days, force: values.force === true })
  } catch (err) {
    io.stderr(`inplace-guard certs: ${err instanceof Error ? err.message : String(err)}\n`)
    return EXIT_USAGE
  }
  const caBundle = Buffer.from(await readFile(result.paths.caCert)).toString('base64')
  io.stdout(
    `${result.created ? 'Created' : 'Kept (still valid)'}: ${result.paths.caCert}, ${result.paths.cert}, ${result.paths.key}\n` +
      `Names: ${[...new Set(hosts)].join(', ')}; valid until ${result.notAfter.toISOString()}\n` +
      `caBundle: ${caBundle}\n`,
  )
  return EXIT_OK
}

function serviceNames(service: string | undefined, namespace: string): string[] {
  if (service === undefined) return []
  return [service, `${service}.${namespace}`, `${service}.${namespace}.svc`, `${service}.${namespace}.svc.cluster.local`]
}
