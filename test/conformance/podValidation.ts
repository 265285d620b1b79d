import type { Obj } from './cloneSets.js'
import type { Random } from './random.js'

/**
 * Edits of a pod template that Kubernetes' Pod validation refuses, beside the nearest spellings it accepts: names,
 * images, ports, volume mounts, requests and limits (resource names, extended resources, huge pages), probes and
 * lifecycle hooks, a container's restartPolicy, the Pods' labels and annotations. Kruise's CloneSet and Advanced DaemonSet
 * webhooks run all of it on the template, its UnitedDeployment webhook on a Deployment child's; its Advanced
 * StatefulSet webhook (and the UnitedDeployment's for a StatefulSet child) reads the labels and annotations only.
 */
export const POD_VALIDATION_EDITS = [
  'container name with capitals', 'container name of 63 characters', 'container name of 64 characters', 'two containers named alike', 'init container named as a container',
  'empty image', 'port name of 15 characters', 'port name of 16 characters', 'port name without a letter', 'two ports named alike', 'containerPort 65535', 'containerPort 65536',
  'hostPort 70000', 'protocol tcp', 'protocol SCTP', 'imagePullPolicy always', 'mount of a missing volume', 'mount of a volume claim template', 'two mounts at one path',
  'volume name with a dot', 'two volumes named alike', 'cpu request above its limit', 'memory request equal to its limit', 'memory request above its limit in other units',
  'template label value of 64 characters', 'template annotation key with a space', 'resource cpus', 'extended resource request without a limit',
  'extended resource request equal to its limit', 'extended resource of half a unit', 'huge pages without cpu or memory', 'huge pages beside memory',
  'resource under kubernetes.io', 'liveness probe without a handler', 'readiness probe with two handlers', 'liveness successThreshold 2', 'readiness successThreshold 2',
  'probe port as a quoted number', 'probe port by name', 'probe scheme https', 'probe with a negative initialDelaySeconds', 'readiness probe with a termination grace period',
  'exec probe without a command', 'preStop hook without a handler', 'init container with a probe', 'sidecar init container with a probe', 'container with a restartPolicy',
] as const
export type PodValidationEdit = (typeof POD_VALIDATION_EDITS)[number]

export function drawPodValidationEdit(rng: Random): PodValidationEdit {
  return rng.pick([...POD_VALIDATION_EDITS])
}

/** Applies the edit to a workload whose template has containers (`spec.volumeClaimTemplates` read where it has them). */
export function applyPodValidationEdit(edit: PodValidationEdit, workload: Obj): void {
  const spec: Obj = workload.spec.template.spec
  const app: Obj = spec.containers[0]
  const second = (): Obj => ({ name: 'helper', image: 'shop/helper:1' })
  switch (edit) {
    case 'container name with capitals': app.name = 'App'; break
    case 'container name of 63 characters': app.name = `a${'p'.repeat(62)}`; break
    case 'container name of 64 characters': app.name = `a${'p'.repeat(63)}`; break
    case 'two containers named alike': spec.containers.push({ ...second(), name: app.name }); break
    case 'init container named as a container': spec.initContainers = [...(spec.initContainers ?? []), { ...second(), name: app.name }]; break
    case 'empty image': app.image = ''; break
    case 'port name of 15 characters': app.ports = [{ name: 'http-metrics-01', containerPort: 8080 }]; break
    case 'port name of 16 characters': app.ports = [{ name: 'http-metrics-012', containerPort: 8080 }]; break
    case 'port name without a letter': app.ports = [{ name: '8080', containerPort: 8080 }]; break
    case 'two ports named alike': app.ports = [{ name: 'http', containerPort: 8080 }, { name: 'http', containerPort: 8081 }]; break
    case 'containerPort 65535': app.ports = [{ name: 'http', containerPort: 65535 }]; break
    case 'containerPort 65536': app.ports = [{ name: 'http', containerPort: 65536 }]; break
    case 'hostPort 70000': app.ports = [{ name: 'http', containerPort: 8080, hostPort: 70000 }]; break
    case 'protocol tcp': app.ports = [{ name: 'http', containerPort: 8080, protocol: 'tcp' }]; break
    case 'protocol SCTP': app.ports = [{ name: 'http', containerPort: 8080, protocol: 'SCTP' }]; break
    case 'imagePullPolicy always': app.imagePullPolicy = 'always'; break
    case 'mount of a missing volume': app.volumeMounts = [...(app.volumeMounts ?? []), { name: 'cache', mountPath: '/cache' }]; break
    case 'mount of a volume claim template': {
      const claim = workload.spec.volumeClaimTemplates?.[0]?.metadata?.name
      app.volumeMounts = [...(app.volumeMounts ?? []), { name: claim ?? 'data', mountPath: '/data' }]
      break
    }
    case 'two mounts at one path':
      spec.volumes = [...(spec.volumes ?? []), { name: 'scratch-a', emptyDir: {} }, { name: 'scratch-b', emptyDir: {} }]
      app.volumeMounts = [...(app.volumeMounts ?? []), { name: 'scratch-a', mountPath: '/scratch' }, { name: 'scratch-b', mountPath: '/scratch' }]
      break
    case 'volume name with a dot': spec.volumes = [...(spec.volumes ?? []), { name: 'scratch.v2', emptyDir: {} }]; break
    case 'two volumes named alike': spec.volumes = [...(spec.volumes ?? []), { name: 'scratch', emptyDir: {} }, { name: 'scratch', emptyDir: {} }]; break
    case 'cpu request above its limit': app.resources = { requests: { cpu: '1500m' }, limits: { cpu: '1' } }; break
    case 'memory request equal to its limit': app.resources = { requests: { memory: '1Gi' }, limits: { memory: '1024Mi' } }; break
    case 'memory request above its limit in other units': app.resources = { requests: { memory: '1G' }, limits: { memory: '900Mi' } }; break
    case 'resource cpus': app.resources = { limits: { cpus: '1' } }; break
    case 'extended resource request without a limit': app.resources = { requests: { 'example.com/gpu': '1' } }; break
    case 'extended resource request equal to its limit': app.resources = { requests: { 'example.com/gpu': '1' }, limits: { 'example.com/gpu': '1' } }; break
    case 'extended resource of half a unit': app.resources = { requests: { 'example.com/gpu': '500m' }, limits: { 'example.com/gpu': '500m' } }; break
    case 'huge pages without cpu or memory': app.resources = { requests: { 'hugepages-2Mi': '4Mi' }, limits: { 'hugepages-2Mi': '4Mi' } }; break
    case 'huge pages beside memory': app.resources = { requests: { 'hugepages-2Mi': '4Mi' }, limits: { 'hugepages-2Mi': '4Mi', memory: '1Gi' } }; break
    case 'resource under kubernetes.io': app.resources = { requests: { 'kubernetes.io/batteries': '1' } }; break
    case 'liveness probe without a handler': app.livenessProbe = { periodSeconds: 5 }; break
    case 'readiness probe with two handlers': app.readinessProbe = { exec: { command: ['true'] }, tcpSocket: { port: 8080 } }; break
    case 'liveness successThreshold 2': app.livenessProbe = { httpGet: { port: 8080 }, successThreshold: 2 }; break
    case 'readiness successThreshold 2': app.readinessProbe = { httpGet: { port: 8080 }, successThreshold: 2 }; break
    case 'probe port as a quoted number': app.livenessProbe = { httpGet: { path: '/healthz', port: '8080' } }; break
    case 'probe port by name': app.ports = [{ name: 'http', containerPort: 8080 }]; app.readinessProbe = { httpGet: { path: '/ready', port: 'http' } }; break
    case 'probe scheme https': app.livenessProbe = { httpGet: { port: 8443, scheme: 'https' } }; break
    case 'probe with a negative initialDelaySeconds': app.startupProbe = { tcpSocket: { port: 8080 }, initialDelaySeconds: -1 }; break
    case 'readiness probe with a termination grace period': app.readinessProbe = { tcpSocket: { port: 8080 }, terminationGracePeriodSeconds: 10 }; break
    case 'exec probe without a command': app.livenessProbe = { exec: {} }; break
    case 'preStop hook without a handler': app.lifecycle = { preStop: {} }; break
    case 'init container with a probe': spec.initContainers = [...(spec.initContainers ?? []), { ...second(), readinessProbe: { tcpSocket: { port: 9000 } } }]; break
    case 'sidecar init container with a probe': spec.initContainers = [...(spec.initContainers ?? []), { ...second(), restartPolicy: 'Always', readinessProbe: { tcpSocket: { port: 9000 } } }]; break
    case 'container with a restartPolicy': app.restartPolicy = 'Always'; break
    case 'template label value of 64 characters': workload.spec.template.metadata = { ...workload.spec.template.metadata, labels: { ...workload.spec.template.metadata?.labels, release: 'v'.repeat(64) } }; break
    case 'template annotation key with a space': workload.spec.template.metadata = { ...workload.spec.template.metadata, annotations: { ...workload.spec.template.metadata?.annotations, 'build note': 'x' } }; break
  }
}
