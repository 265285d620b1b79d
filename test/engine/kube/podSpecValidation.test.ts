import t from 'tap'
import { podSpecProblems } from '../../../src/engine/kube/podSpecValidation.js'

/**
 * Kubernetes' Pod validation as Kruise's CloneSet and Advanced DaemonSet webhooks run it (k8s.io/kubernetes v1.30 and
 * v1.32): each row one edit of a valid pod spec and the fields it makes refused (none for the spellings it accepts).
 */
type Spec = Record<string, any>
const base = (): Spec => ({
  initContainers: [{ name: 'migrate', image: 'shop/migrate:1' }],
  containers: [
    { name: 'app', image: 'shop/web:1', ports: [{ name: 'http', containerPort: 8080 }], volumeMounts: [{ name: 'config', mountPath: '/etc/app' }], resources: { requests: { cpu: '500m', memory: '512Mi' }, limits: { cpu: '1', memory: '1Gi' } } },
    { name: 'proxy', image: 'envoy:1.30', ports: [{ name: 'admin', containerPort: 9901, protocol: 'TCP' }] },
  ],
  volumes: [{ name: 'config', configMap: { name: 'web' } }],
})
const app = (s: Spec) => s.containers[0]

const rows: [what: string, edit: (s: Spec) => void, fields: string[]][] = [
  ['as written', () => {}, []],
  ['defaultable values unset', (s) => { delete s.containers[1].ports[0].protocol }, []],
  ['no containers', (s) => { s.containers = [] }, ['spec.template.spec.containers']],
  ['a container name with capitals', (s) => { app(s).name = 'App' }, ['spec.template.spec.containers[0].name']],
  ['a container name of 63 characters', (s) => { app(s).name = `a${'p'.repeat(62)}` }, []],
  ['a container name of 64 characters', (s) => { app(s).name = `a${'p'.repeat(63)}` }, ['spec.template.spec.containers[0].name']],
  ['no container name', (s) => { delete app(s).name }, ['spec.template.spec.containers[0].name']],
  ['two containers named alike: the second is the duplicate', (s) => { s.containers[1].name = 'app' }, ['spec.template.spec.containers[1].name']],
  ['an init container named as a container: the init container is', (s) => { s.initContainers[0].name = 'proxy' }, ['spec.template.spec.initContainers[0].name']],
  ['an empty image', (s) => { app(s).image = '' }, ['spec.template.spec.containers[app].image']],
  ['no image on an init container', (s) => { delete s.initContainers[0].image }, ['spec.template.spec.initContainers[migrate].image']],
  ['a port name of 15 characters', (s) => { app(s).ports[0].name = 'http-metrics-01' }, []],
  ['a port name of 16 characters', (s) => { app(s).ports[0].name = 'http-metrics-012' }, ['spec.template.spec.containers[app].ports[0].name']],
  ['a port name without a letter', (s) => { app(s).ports[0].name = '8080' }, ['spec.template.spec.containers[app].ports[0].name']],
  ['a port name with "--"', (s) => { app(s).ports[0].name = 'http--a' }, ['spec.template.spec.containers[app].ports[0].name']],
  ['two ports of a container named alike', (s) => { app(s).ports.push({ name: 'http', containerPort: 8081 }) }, ['spec.template.spec.containers[app].ports[1].name']],
  ['one port name in two containers', (s) => { s.containers[1].ports[0].name = 'http' }, []],
  ['containerPort 65535', (s) => { app(s).ports[0].containerPort = 65535 }, []],
  ['containerPort 65536', (s) => { app(s).ports[0].containerPort = 65536 }, ['spec.template.spec.containers[app].ports[0].containerPort']],
  ['no containerPort', (s) => { delete app(s).ports[0].containerPort }, ['spec.template.spec.containers[app].ports[0].containerPort']],
  ['hostPort 70000', (s) => { app(s).ports[0].hostPort = 70000 }, ['spec.template.spec.containers[app].ports[0].hostPort']],
  ['protocol tcp', (s) => { app(s).ports[0].protocol = 'tcp' }, ['spec.template.spec.containers[app].ports[0].protocol']],
  ['protocol SCTP', (s) => { app(s).ports[0].protocol = 'SCTP' }, []],
  ['imagePullPolicy always', (s) => { app(s).imagePullPolicy = 'always' }, ['spec.template.spec.containers[app].imagePullPolicy']],
  ['terminationMessagePolicy FallbackToLogsOnError', (s) => { app(s).terminationMessagePolicy = 'FallbackToLogsOnError' }, []],
  ['a mount of a missing volume', (s) => { app(s).volumeMounts[0].name = 'cache' }, ['spec.template.spec.containers[app].volumeMounts[0].name']],
  ['a mount without a path', (s) => { delete app(s).volumeMounts[0].mountPath }, ['spec.template.spec.containers[app].volumeMounts[0].mountPath']],
  ['two mounts at one path', (s) => { s.volumes.push({ name: 'extra', emptyDir: {} }); app(s).volumeMounts.push({ name: 'extra', mountPath: '/etc/app' }) }, ['spec.template.spec.containers[app].volumeMounts[1].mountPath']],
  ['a volume name with a dot: its mounts name no volume', (s) => { s.volumes[0].name = 'config.v2'; app(s).volumeMounts[0].name = 'config.v2' }, ['spec.template.spec.volumes[0].name', 'spec.template.spec.containers[app].volumeMounts[0].name']],
  ['two volumes named alike', (s) => { s.volumes.push({ name: 'config', emptyDir: {} }) }, ['spec.template.spec.volumes[1].name']],
  ['a cpu request above its limit', (s) => { app(s).resources.requests.cpu = '1500m' }, ['spec.template.spec.containers[app].resources.requests.cpu']],
  ['a memory request equal to its limit in other units', (s) => { app(s).resources.requests.memory = '1024Mi' }, []],
  ['a memory request above its limit in other units', (s) => { app(s).resources.requests.memory = '1.1Gi'; app(s).resources.limits.memory = '1126Mi' }, ['spec.template.spec.containers[app].resources.requests.memory']],
  ['a request without a limit', (s) => { delete app(s).resources.limits }, []],
  ['a negative limit (below its request too)', (s) => { app(s).resources.limits.cpu = '-1' }, ['spec.template.spec.containers[app].resources.limits.cpu', 'spec.template.spec.containers[app].resources.requests.cpu']],
]

for (const [what, edit, fields] of rows) {
  const spec = base()
  edit(spec)
  t.same(podSpecProblems(spec, { at: 'spec.template.spec' }).map((p) => p.field), fields, what)
}

t.test('volume claim templates count as volumes: mounts may name them; a CloneSet\'s volume may not repeat one', async (t) => {
  const spec = base()
  app(spec).volumeMounts.push({ name: 'data', mountPath: '/data' })
  const claims = (names: string[], replace?: boolean) => ({ at: 'spec.volumeClaimTemplates', templates: names.map((name) => ({ metadata: { name } })), ...(replace ? { replace } : {}) })
  t.same(podSpecProblems(spec, { at: 'spec.template.spec', claims: claims(['data']) }), [])
  t.same(podSpecProblems(spec, { at: 'spec.template.spec' }).map((p) => p.field), ['spec.template.spec.containers[app].volumeMounts[1].name'], 'without the claim, no volume')
  t.same(podSpecProblems(spec, { at: 'spec.template.spec', claims: claims(['data', 'config']) }).map((p) => p.field), ['spec.volumeClaimTemplates[1].metadata.name'])
  t.same(podSpecProblems(spec, { at: 'spec.template.spec', claims: claims(['data', 'config'], true) }), [], 'a StatefulSet\'s claim replaces the volume of its name')
})

t.test('the words name the rule and the container, never an env value or a command', async (t) => {
  const spec = base()
  app(spec).env = [{ name: 'TOKEN', value: 'tok-do-not-print' }]
  app(spec).ports[0].name = 'http-metrics-exporter'
  const [problem] = podSpecProblems(spec, { at: 'spec.template.spec' })
  t.match(problem, { field: 'spec.template.spec.containers[app].ports[0].name', problem: /^port name "http-metrics-exporter" is not a port name: at most 15 lowercase letters/ })
  t.notMatch(JSON.stringify(problem), 'tok-do-not-print')
})
