import t from 'tap'
import { X509Certificate } from 'node:crypto'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseAllDocuments } from 'yaml'
import { loadKubeConfig } from '../../src/reconciler/kubeCluster.js'
import { ensureSelfManagedCertificates, type SelfManagedCertificateOptions } from '../../src/server/selfManagedCertificates.js'
import { requireTools } from './harness/availability.js'
import { helmTemplate } from './harness/chart.js'
import { startControlPlane } from './harness/controlPlane.js'
import { CLI, ensureBuilt } from './harness/webhookServer.js'

/**
 * The chart's default certificate mode against a real kube-apiserver: `helm template` twice gives the same
 * manifests; both renders are applied one after the other (what Argo CD does on every sync) with the guard's
 * startup (ensureSelfManagedCertificates, with the flags the chart's Deployment passes) between them; the
 * second apply changes neither the Secret nor the injected caBundle. The chart's RBAC allows exactly those calls.
 */

const NAMESPACE = 'guard-system'
const RELEASE = 'ipg'

type Json = Record<string, any>

function objectsOf(rendered: string): Json[] {
  return parseAllDocuments(rendered).map((d) => d.toJS() as Json | null).filter((o): o is Json => !!o)
}

/** The guard's options, read from the rendered Deployment's arguments (what `serve` would parse). */
function optionsFromDeployment(objects: Json[], dir: string): SelfManagedCertificateOptions {
  const args: string[] = objects.find((o) => o.kind === 'Deployment')!.spec.template.spec.containers[0].args
  const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? ''
  const [namespace, secretName] = flag('self-managed-secret').split('/')
  return {
    namespace,
    secretName,
    hosts: flag('self-managed-hosts').split(','),
    webhookConfigurations: flag('inject-ca-into').split(',').map((item) => {
      const [kind, name] = item.split('/')
      return { kind: kind as 'mutating' | 'validating', name }
    }),
    dir,
  }
}

const tools = await requireTools(t, 'self-managed certificates against kube-apiserver', { helm: true })
if (tools) {
  t.setTimeout(300_000)
  const cp = await startControlPlane({ binDir: tools.binDir })
  t.teardown(() => cp.stop())
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kig-self-managed-'))
  t.teardown(() => fs.rmSync(scratch, { recursive: true, force: true }))
  const kc = loadKubeConfig(cp.kubeconfigPath)

  const first = await helmTemplate(tools.helm!, {}, { release: RELEASE, namespace: NAMESPACE })
  const second = await helmTemplate(tools.helm!, {}, { release: RELEASE, namespace: NAMESPACE })
  const objects = objectsOf(first)
  const options = optionsFromDeployment(objects, path.join(scratch, 'replica-1'))
  const caBundles = async () => {
    const out: Record<string, string | undefined> = {}
    for (const ref of options.webhookConfigurations) {
      const r = await cp.kubectl(['get', `${ref.kind}webhookconfiguration`, ref.name, '-o', 'json'])
      for (const w of JSON.parse(r.stdout).webhooks) out[`${ref.kind}/${w.name}`] = w.clientConfig.caBundle
    }
    return out
  }
  const secret = async () => JSON.parse((await cp.kubectl(['-n', NAMESPACE, 'get', 'secret', options.secretName, '-o', 'json'])).stdout)

  await t.test('helm template twice: identical manifests without key material', async (t) => {
    t.equal(second, first)
    t.notOk(objects.some((o) => o.kind === 'Secret'), 'no Secret rendered')
    t.ok(options.secretName && options.hosts.length === 2 && options.webhookConfigurations.length === 2, 'the Deployment passes the self-managed flags')
  })

  await t.test('apply the first render, then the guard starts: Secret created, CA injected into both configurations', async (t) => {
    await cp.kubectl(['create', 'namespace', NAMESPACE])
    // Where Kruise runs: the chart grants a read of kruise-manager's Deployment there.
    await cp.kubectl(['create', 'namespace', 'kruise-system'])
    const applied = await cp.kubectl(['apply', '-f', '-'], { input: first, allowFail: true })
    t.equal(applied.code, 0, 'kubectl apply', { stderr: applied.stderr })
    t.same(Object.values(await caBundles()), [undefined, undefined], 'no caBundle before the guard starts')

    const result = await ensureSelfManagedCertificates(kc, options)
    t.equal(result.createdSecret, true)
    t.same(result.injected.sort(), options.webhookConfigurations.map((r) => r.name).sort())
    const stored = await secret()
    t.equal(stored.type, 'kubernetes.io/tls')
    const ca = Buffer.from(stored.data['ca.crt'], 'base64').toString('utf8')
    const cert = new X509Certificate(Buffer.from(stored.data['tls.crt'], 'base64'))
    t.ok(cert.verify(new X509Certificate(ca).publicKey), 'the serving certificate is signed by the CA')
    for (const host of options.hosts) t.equal(cert.checkHost(host, { subject: 'never' }), host, `SAN ${host}`)
    t.equal(fs.readFileSync(result.paths.cert, 'utf8'), cert.toString(), 'written for the HTTPS server')
    for (const [name, bundle] of Object.entries(await caBundles())) t.equal(bundle, stored.data['ca.crt'], `${name} trusts the CA`)
  })

  await t.test('a second replica and a restart reuse the Secret and change nothing', async (t) => {
    const before = await secret()
    const other = await ensureSelfManagedCertificates(kc, { ...options, dir: path.join(scratch, 'replica-2') })
    t.equal(other.createdSecret, false)
    t.same(other.injected, [], 'the caBundles are already right')
    t.equal(fs.readFileSync(other.paths.key, 'utf8'), Buffer.from(before.data['tls.key'], 'base64').toString('utf8'), 'the same key on every replica')
    t.equal((await secret()).metadata.resourceVersion, before.metadata.resourceVersion)
  })

  await t.test('apply the second render (the next sync): no certificate change', async (t) => {
    const bundles = await caBundles()
    const before = await secret()
    const applied = await cp.kubectl(['apply', '-f', '-'], { input: second, allowFail: true })
    t.equal(applied.code, 0, 'kubectl apply', { stderr: applied.stderr })
    t.same(await caBundles(), bundles, 'the injected caBundles stay')
    t.equal((await secret()).metadata.resourceVersion, before.metadata.resourceVersion, 'the Secret is untouched')
    const deployment = JSON.parse((await cp.kubectl(['-n', NAMESPACE, 'get', 'deployment', '-o', 'json'])).stdout).items[0]
    t.equal(deployment.metadata.generation, 1, 'the Deployment is unchanged: no Pod roll')
  })

  await t.test("the chart's RBAC allows the guard exactly these calls", async (t) => {
    const sa = objects.find((o) => o.kind === 'ServiceAccount')!.metadata.name
    const as = `--as=system:serviceaccount:${NAMESPACE}:${sa}`
    const can = async (...args: string[]) => (await cp.kubectl(['auth', 'can-i', as, ...args], { allowFail: true })).stdout.trim()
    t.equal(await can('-n', NAMESPACE, 'create', 'secrets'), 'yes')
    t.equal(await can('-n', NAMESPACE, 'get', `secret/${options.secretName}`), 'yes')
    t.equal(await can('-n', NAMESPACE, 'update', `secret/${options.secretName}`), 'yes')
    t.equal(await can('-n', NAMESPACE, 'get', 'secret/another'), 'no', 'no other Secret')
    t.equal(await can('-n', NAMESPACE, 'list', 'secrets'), 'no')
    for (const ref of options.webhookConfigurations) {
      t.equal(await can('update', `${ref.kind}webhookconfigurations/${ref.name}`), 'yes', `update ${ref.kind} ${ref.name}`)
      t.equal(await can('update', `${ref.kind}webhookconfigurations/someone-else`), 'no', `no other ${ref.kind} configuration`)
    }
  })

  await t.test('serve --self-managed-secret: a fresh Secret, the CA injected, /healthz trusted through that CA', async (t) => {
    ensureBuilt()
    const secretName = 'serve-own-tls'
    const port = await freePort()
    const child = spawn(process.execPath, [
      CLI, 'serve', '--host=127.0.0.1', `--port=${port}`, '--mode=off', '--log-level=warn', `--kubeconfig=${cp.kubeconfigPath}`,
      `--self-managed-secret=${NAMESPACE}/${secretName}`, '--self-managed-hosts=localhost', `--cert-dir=${path.join(scratch, 'serve')}`,
      `--inject-ca-into=${options.webhookConfigurations.map((r) => `${r.kind}/${r.name}`).join(',')}`,
    ], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    t.teardown(() => void (child.exitCode === null && child.kill('SIGKILL')))
    let ca: string | undefined
    let status: number | undefined
    for (const deadline = Date.now() + 30_000; Date.now() < deadline && status === undefined && child.exitCode === null; ) {
      await new Promise((r) => setTimeout(r, 300))
      const r = await cp.kubectl(['-n', NAMESPACE, 'get', 'secret', secretName, '-o', 'json'], { allowFail: true })
      if (r.code !== 0) continue
      ca = Buffer.from(JSON.parse(r.stdout).data['ca.crt'], 'base64').toString('utf8')
      status = await new Promise<number | undefined>((resolve) => {
        const req = https.request({ host: '127.0.0.1', port, path: '/healthz', servername: 'localhost', ca, timeout: 2_000 }, (res) => {
          res.resume()
          resolve(res.statusCode)
        })
        req.on('error', () => resolve(undefined))
        req.end()
      })
    }
    t.equal(status, 200, 'GET /healthz verified against the CA in the Secret', { output })
    for (const bundle of Object.values(await caBundles())) t.equal(Buffer.from(bundle ?? '', 'base64').toString('utf8'), ca, 'the configurations trust the new CA')
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
