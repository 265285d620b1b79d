// What a command loads: a lint step must cost little more than node's own start, so nothing heavy is imported unless
// the command needs it. Each row runs the CLI in a real process and records every module it resolves.
import t from 'tap'
import { ensureDevelopmentCertificates } from '../../src/certs/devCertificates.js'
import { packagesOf, runTraced } from '../support/loadedModules.js'

/** Packages only a command that talks to a cluster, serves HTTPS or makes a certificate may load. */
const HEAVY = ['@kubernetes/client-node', '@peculiar/x509', 'fastify', 'pino', 'prom-client']

const offline = [
  { name: 'check --old --new', argv: ['check', '--old', 'examples/check/web.yaml', '--new', 'examples/check/web-image-only.yaml'], code: 0 },
  { name: 'check (lint a folder)', argv: ['check', 'examples/check/web.yaml', 'examples/gitops/pr'], code: 0 },
  { name: 'diff', argv: ['diff', 'examples/gitops/base', 'examples/gitops/pr'], code: 1 },
]

for (const row of offline) {
  t.test(`${row.name} loads no cluster client, server or certificate library`, async (t) => {
    const run = await runTraced(row.argv)
    t.equal(run.code, row.code, 'exit code', { stderr: run.stderr })
    t.ok(run.modules.some((url) => url.endsWith('/src/cli/main.ts')), 'the trace saw the CLI load')
    const loaded = packagesOf(run.modules)
    for (const heavy of HEAVY) t.notOk(loaded.includes(heavy), `${heavy} is not loaded`, { loaded })
    t.notOk(loaded.includes('minimatch'), 'no --exclude: the glob library is not loaded', { loaded })
  })
}

t.test('--exclude loads the glob library (the trace sees it when it is loaded)', async (t) => {
  const run = await runTraced(['diff', 'examples/gitops/base', 'examples/gitops/pr', '--exclude', '**/no-such-file.yaml'])
  t.equal(run.code, 1, 'the same verdicts as without the glob', { stderr: run.stderr })
  t.ok(packagesOf(run.modules).includes('minimatch'))
})

t.test('check --live loads the cluster client (the trace sees it when it is loaded)', async (t) => {
  const run = await runTraced(['check', '--old', 'examples/check/web.yaml', '--new', 'examples/check/web-image-only.yaml', '--live', '--kubeconfig', 'no-such-kubeconfig'])
  t.equal(run.code, 2, 'no cluster to read: bad input', { stderr: run.stderr })
  t.ok(packagesOf(run.modules).includes('@kubernetes/client-node'))
})

t.test('serve without a cluster loads neither the cluster client nor the certificate library once its certificate exists', async (t) => {
  const dir = t.testdir({})
  // The certificate made beforehand, as a restarted serve finds it (making one is what loads the certificate library).
  await ensureDevelopmentCertificates(`${dir}/certs`)
  const run = await runTraced(['serve', '--port=0', `--cert-dir=${dir}/certs`, '--mode=off'], { until: /"msg":"inplace-guard serving"/ })
  t.equal(run.code, 0, 'SIGINT: exit 0', { stderr: run.stderr })
  const loaded = packagesOf(run.modules)
  t.ok(loaded.includes('fastify'), 'it serves')
  t.notOk(loaded.includes('@kubernetes/client-node'), 'no cluster client', { loaded })
  t.notOk(loaded.includes('@peculiar/x509'), 'no certificate library: the certificate is read with node:crypto', { loaded })
})
