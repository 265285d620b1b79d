// The workload: Deployment, Service, PodDisruptionBudget, ServiceMonitor.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { KubeConfig } from '@kubernetes/client-node'
import t from 'tap'
import { loadConfig } from '../../src/config.js'
import { findOne, helmForTest, helmTemplate, NAMESPACE, render } from './render.js'

const helm = helmForTest(t)

function flag(args: string[], name: string): string | undefined {
  const prefix = `--${name}=`
  return args.find((a) => a.startsWith(prefix))?.slice(prefix.length)
}

if (helm) {
  const objects = render(helm)
  const deployment = findOne(objects, 'Deployment')
  const pod = deployment.spec.template.spec
  const container = pod.containers[0]
  const podLabels = deployment.spec.template.metadata.labels

  t.test('two replicas that never all go away at once', async (t) => {
    t.equal(deployment.spec.replicas, 2)
    t.same(deployment.spec.strategy.rollingUpdate, { maxUnavailable: 0, maxSurge: 1 })
    for (const [key, value] of Object.entries(deployment.spec.selector.matchLabels)) t.equal(podLabels[key], value, `selector label ${key} is on the Pods`)
    const keys = pod.topologySpreadConstraints.map((c: any) => c.topologyKey)
    t.same(keys, ['kubernetes.io/hostname', 'topology.kubernetes.io/zone'])
    for (const c of pod.topologySpreadConstraints) t.same(c.labelSelector.matchLabels, deployment.spec.selector.matchLabels)
    const anti = pod.affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[0]
    t.equal(anti.podAffinityTerm.topologyKey, 'kubernetes.io/hostname')
    t.same(anti.podAffinityTerm.labelSelector.matchLabels, deployment.spec.selector.matchLabels)
  })

  t.test('PodDisruptionBudget covers the Pods', async (t) => {
    const pdb = findOne(objects, 'PodDisruptionBudget')
    t.equal(pdb.apiVersion, 'policy/v1')
    t.equal(pdb.metadata.namespace, NAMESPACE)
    t.equal(pdb.spec.maxUnavailable, 1)
    for (const [key, value] of Object.entries(pdb.spec.selector.matchLabels)) t.equal(podLabels[key], value, `pod label ${key}`)
  })

  t.test('hardened security context', async (t) => {
    t.match(pod.securityContext, { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } })
    t.type(pod.securityContext.runAsUser, 'number')
    t.ok(pod.securityContext.runAsUser > 0, 'numeric non-root uid')
    t.match(container.securityContext, {
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      runAsNonRoot: true,
      privileged: false,
      capabilities: { drop: ['ALL'] },
      seccompProfile: { type: 'RuntimeDefault' },
    })
    t.notOk(container.securityContext.capabilities.add, 'no capability added back')
    t.ok(container.resources.requests.cpu && container.resources.requests.memory && container.resources.limits.memory, 'requests and a memory limit')
    const mounts = container.volumeMounts.map((m: any) => m.mountPath)
    t.ok(mounts.includes('/tmp'), 'writable /tmp on a read-only root filesystem')
  })

  t.test('probes and port', async (t) => {
    t.same(container.ports, [{ name: 'https', containerPort: 8443, protocol: 'TCP' }])
    t.match(container.livenessProbe, { httpGet: { path: '/healthz', port: 'https', scheme: 'HTTPS' } })
    t.match(container.readinessProbe, { httpGet: { path: '/readyz', port: 'https', scheme: 'HTTPS' } })
    const service = findOne(objects, 'Service')
    t.same(service.spec.ports, [{ name: 'https', port: 443, targetPort: 'https', protocol: 'TCP' }])
    t.same(service.spec.selector, deployment.spec.selector.matchLabels)
  })

  t.test('serve arguments: in-cluster defaults', async (t) => {
    const args: string[] = container.args
    t.equal(args[0], 'serve')
    t.equal(flag(args, 'host'), '0.0.0.0')
    t.equal(flag(args, 'port'), '8443')
    t.equal(flag(args, 'mode'), 'observe', 'OpenKruise does the updates in a cluster')
    t.equal(flag(args, 'deny-strategies'), 'InPlaceOnly')
    t.equal(flag(args, 'on-error'), 'allow')
    t.equal(flag(args, 'gates'), undefined, 'no gates flag when none are set')
    t.equal(flag(args, 'kruise-version'), '1.9', 'the default Kruise release line')
    // certs.mode=selfManaged (default): the guard's own Secret, written to the /tmp emptyDir; the other modes mount
    // the Secret and pass --tls-cert/--tls-key (test/chart/certificates.test.ts).
    t.notOk(flag(args, 'tls-cert'), 'no --tls-cert in selfManaged mode')
    t.match(flag(args, 'self-managed-secret'), new RegExp(`^${NAMESPACE}/`))
    t.match(flag(args, 'cert-dir'), /^\/tmp\//, 'certificates written to the /tmp emptyDir')
    t.ok(container.volumeMounts.some((m: any) => m.mountPath === '/tmp'))
    t.notOk(container.command, 'the image entrypoint (node dist/cli/main.js) is kept')
  })

  t.test('the server accepts exactly what the chart passes', async (t) => {
    const { config } = loadConfig(container.args.slice(1), {})
    t.match(config, { host: '0.0.0.0', port: 8443, kruise: '1.9', mode: 'observe', onError: 'allow', denyStrategies: ['InPlaceOnly'], webhookName: 'validate.inplace-guard.kruise.io' })
    const rendered = render(helm, { values: { guard: { featureGates: { InPlaceWorkloadVerticalScaling: true }, maxBodyBytes: 2048, mode: 'active' } } })
    const args = findOne(rendered, 'Deployment').spec.template.spec.containers[0].args.slice(1)
    const loaded = loadConfig(args, {}).config
    t.equal(loaded.gates.InPlaceWorkloadVerticalScaling, true)
    t.equal(loaded.maxBodyBytes, 2048)
    t.equal(loaded.mode, 'active')
  })

  t.test('shutdown: a preStop wait with node (the image has no shell), a drain, and a grace period longer than both', async (t) => {
    const args: string[] = container.args
    const { config } = loadConfig(args.slice(1), {})
    t.equal(config.drainMs, 5000)
    t.same(container.lifecycle.preStop.exec.command, ['node', '-e', 'setTimeout(() => {}, 5000)'])
    t.ok(pod.terminationGracePeriodSeconds > 5 + (config.drainMs + config.shutdownGraceMs) / 1000, `grace ${pod.terminationGracePeriodSeconds} s`)
    const none = findOne(render(helm, { values: { preStopSleepSeconds: 0 } }), 'Deployment').spec.template.spec.containers[0]
    t.notOk(none.lifecycle, 'preStopSleepSeconds 0: no hook')
    const tooShort = helmTemplate(helm, { values: { terminationGracePeriodSeconds: 15 } })
    t.not(tooShort.code, 0)
    t.match(tooShort.stderr, /terminationGracePeriodSeconds \(15\) must be longer than .* \(20 s\)/)
  })

  t.test('the reconciler reaches the apiserver with the ServiceAccount token', async (t) => {
    const configMap = findOne(objects, 'ConfigMap')
    const mount = container.volumeMounts.find((m: any) => m.name === 'kubeconfig')
    t.equal(pod.volumes.find((v: any) => v.name === 'kubeconfig').configMap.name, configMap.metadata.name)
    t.equal(flag(container.args, 'kubeconfig'), `${mount.mountPath}/kubeconfig`)
    const kubeconfig = new KubeConfig()
    kubeconfig.loadFromString(configMap.data.kubeconfig)
    t.equal(kubeconfig.getCurrentCluster()?.server, 'https://kubernetes.default.svc')
    t.equal(kubeconfig.getCurrentCluster()?.caFile, '/var/run/secrets/kubernetes.io/serviceaccount/ca.crt')
    t.same(kubeconfig.getCurrentUser()?.authProvider, { name: 'tokenFile', config: { tokenFile: '/var/run/secrets/kubernetes.io/serviceaccount/token' } }, 'rotating token, re-read by client-node')
    t.equal(kubeconfig.getContextObject(kubeconfig.getCurrentContext())?.namespace, NAMESPACE)

    // client-node (what src/reconciler/kubeRest.ts uses) turns that user into a bearer token read from the file.
    const dir = mkdtempSync(join(tmpdir(), 'ipg-token-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    writeFileSync(join(dir, 'token'), 'projected-token-value')
    writeFileSync(join(dir, 'ca.crt'), 'cluster CA as projected by the kubelet')
    const local = new KubeConfig()
    local.loadFromString(configMap.data.kubeconfig.replaceAll('/var/run/secrets/kubernetes.io/serviceaccount/', `${dir}/`))
    const options: { headers?: Record<string, unknown> } = {}
    await local.applyToHTTPSOptions(options)
    t.equal(options.headers?.Authorization, 'Bearer projected-token-value')
  })

  t.test('engine configuration from values', async (t) => {
    const rendered = render(helm, {
      values: {
        guard: {
          featureGates: { InPlaceWorkloadVerticalScaling: true, InPlaceUpdateEnvFromMetadata: false },
          denyStrategies: ['InPlaceOnly', 'InPlaceIfPossible'],
          onError: 'deny',
          mode: 'off',
          logLevel: 'debug',
          maxBodyBytes: 1048576,
        },
      },
    })
    const args: string[] = findOne(rendered, 'Deployment').spec.template.spec.containers[0].args
    t.equal(flag(args, 'gates'), 'InPlaceUpdateEnvFromMetadata=false,InPlaceWorkloadVerticalScaling=true', 'sorted Name=bool list')
    t.equal(flag(args, 'deny-strategies'), 'InPlaceOnly,InPlaceIfPossible')
    t.equal(flag(args, 'on-error'), 'deny')
    t.equal(flag(args, 'mode'), 'off')
    t.equal(flag(args, 'log-level'), 'debug')
    t.equal(flag(args, 'max-body-bytes'), '1048576')
  })

  t.test('ServiceMonitor only behind its flag', async (t) => {
    t.equal(objects.filter((o) => o.kind === 'ServiceMonitor').length, 0)
    const rendered = render(helm, { values: { metrics: { serviceMonitor: { enabled: true, labels: { release: 'prometheus' } } } } })
    const monitor = findOne(rendered, 'ServiceMonitor')
    t.equal(monitor.metadata.labels?.release, 'prometheus')
    t.match(monitor.spec.endpoints[0], { port: 'https', path: '/metrics', scheme: 'https', honorLabels: true })
    t.same(monitor.spec.selector.matchLabels, deployment.spec.selector.matchLabels)
  })

  t.test("every namespaced object lands in the release namespace, but the grant to read kruise-manager's Deployment in Kruise's", async (t) => {
    const clusterScoped = new Set(['ClusterRole', 'ClusterRoleBinding', 'ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration'])
    for (const o of objects) {
      const namespace = /^Role(Binding)?$/.test(o.kind) && o.metadata.name.endsWith('-kruise-manager') ? 'kruise-system' : NAMESPACE
      if (clusterScoped.has(o.kind)) t.notOk(o.metadata.namespace, `${o.kind} is cluster-scoped`)
      else t.equal(o.metadata.namespace, namespace, `${o.kind}/${o.metadata.name}`)
    }
  })
}
