import t from 'tap'
import { defaultedTemplate } from '../../../src/engine/kruise/templateDefaults.js'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { isGuardError } from '../../../src/errors.js'
import { type Json, blockingOf, cloneSet, container, edit, podTemplate } from '../support/builders.js'

/**
 * Spec §1.2 (Kruise's mutating-webhook pod defaults, `apis/apps/defaults/pod.go`) and §2.5 (the controller diffs the
 * stored, defaulted, Go-serialised template). A manifest that differs from the stored object only in what the
 * apiserver and Kruise fill in, drop or respell must predict `unchanged`.
 */

const gates = resolveGates()
const noDefaults = resolveGates({ TemplateNoDefaults: true })
const first = (x: Json, list = 'containers'): Json => x.spec[list][0]

/** What a person writes. */
const manifest = podTemplate([
  container('web', 'registry.example.com/shop/web:1.4.2', {
    ports: [{ name: 'http', containerPort: 8080 }],
    env: [
      { name: 'POD_NAME', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } },
      { name: 'MODE', value: 'prod' },
    ],
    resources: { requests: { cpu: 0.5, memory: '1024Mi' }, limits: { cpu: '1000m', memory: '2Gi' } },
    readinessProbe: { httpGet: { port: 8080 }, initialDelaySeconds: 0 },
    livenessProbe: { tcpSocket: { port: 8080 }, timeoutSeconds: 0 },
    lifecycle: { preStop: { httpGet: { port: 8080, path: '/drain' } } },
    volumeMounts: [{ name: 'conf', mountPath: '/etc/web', readOnly: false }],
  }),
], {
  spec: {
    initContainers: [container('migrate', 'registry.example.com/shop/migrate:1.4.2')],
    volumes: [
      { name: 'conf', configMap: { name: 'web-conf' } },
      { name: 'scratch' },
      { name: 'token', projected: { sources: [{ serviceAccountToken: { path: 'token' } }, { downwardAPI: { items: [{ path: 'labels', fieldRef: { fieldPath: 'metadata.labels' } }] } }] } },
      { name: 'cache', emptyDir: { sizeLimit: '1024Mi' } },
    ],
    tolerations: [],
    nodeSelector: {},
  },
})

/** What `kubectl get clonesets.apps.kruise.io web -o json` shows for it (Kruise's webhook ran, Go serialised it). */
const stored = {
  metadata: { creationTimestamp: null, labels: { app: 'web' } },
  spec: {
    containers: [{
      env: [
        { name: 'POD_NAME', valueFrom: { fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.name' } } },
        { name: 'MODE', value: 'prod' },
      ],
      image: 'registry.example.com/shop/web:1.4.2',
      imagePullPolicy: 'Always',
      lifecycle: { preStop: { httpGet: { path: '/drain', port: 8080, scheme: 'HTTP' } } },
      livenessProbe: { failureThreshold: 3, periodSeconds: 10, successThreshold: 1, tcpSocket: { port: 8080 }, timeoutSeconds: 1 },
      name: 'web',
      ports: [{ containerPort: 8080, name: 'http', protocol: 'TCP' }],
      readinessProbe: { failureThreshold: 3, httpGet: { path: '/', port: 8080, scheme: 'HTTP' }, periodSeconds: 10, successThreshold: 1, timeoutSeconds: 1 },
      resources: { limits: { cpu: '1', memory: '2Gi' }, requests: { cpu: '500m', memory: '1Gi' } },
      terminationMessagePath: '/dev/termination-log',
      terminationMessagePolicy: 'File',
      volumeMounts: [{ mountPath: '/etc/web', name: 'conf' }],
    }],
    dnsPolicy: 'ClusterFirst',
    initContainers: [{
      image: 'registry.example.com/shop/migrate:1.4.2',
      imagePullPolicy: 'IfNotPresent',
      name: 'migrate',
      resources: {},
      terminationMessagePath: '/dev/termination-log',
      terminationMessagePolicy: 'File',
    }],
    restartPolicy: 'Always',
    schedulerName: 'default-scheduler',
    securityContext: {},
    terminationGracePeriodSeconds: 30,
    volumes: [
      { configMap: { defaultMode: 420, name: 'web-conf' }, name: 'conf' },
      { emptyDir: {}, name: 'scratch' },
      {
        name: 'token',
        projected: {
          defaultMode: 420,
          sources: [
            { serviceAccountToken: { expirationSeconds: 3600, path: 'token' } },
            { downwardAPI: { items: [{ fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.labels' }, path: 'labels' }] } },
          ],
        },
      },
      { emptyDir: { sizeLimit: '1Gi' }, name: 'cache' },
    ],
  },
}

for (const version of ['v1alpha1', 'v1beta1'] as const) {
  t.test(`${version}: a manifest and its stored, defaulted form predict unchanged, both ways`, async (t) => {
    for (const [from, to, name] of [[stored, manifest, 'stored -> manifest'], [manifest, stored, 'manifest -> stored']] as const) {
      const p = predictUpdate(cloneSet(from, { version }), cloneSet(to, { version }))
      t.equal(p.eligibility, 'unchanged', name)
      t.same(p.verdicts, [], `${name}: no verdicts`)
      t.same(p.notes, [], `${name}: no notes`)
    }
  })
}

t.test('defaultedTemplate of the manifest is the stored form (modulo Go omitting null creationTimestamp)', async (t) => {
  const expected = structuredClone(stored) as Json
  delete expected.metadata.creationTimestamp
  t.same(defaultedTemplate(manifest, gates), expected)
})

t.test('defaultedTemplate is pure and idempotent', async (t) => {
  const before = structuredClone(manifest)
  const once = defaultedTemplate(manifest, gates)
  t.same(manifest, before, 'the input is not changed')
  t.same(defaultedTemplate(once, gates), once, 'defaulting twice changes nothing')
  t.same(defaultedTemplate(defaultedTemplate(manifest, noDefaults), noDefaults), defaultedTemplate(manifest, noDefaults), 'also with TemplateNoDefaults')
})

t.test('imagePullPolicy: Always for every app container, the Kubernetes rule for initContainers', async (t) => {
  const rows: [string, string, string][] = [
    ['nginx:1.25', 'Always', 'IfNotPresent'],
    ['nginx', 'Always', 'Always'],
    ['nginx:latest', 'Always', 'Always'],
    [`nginx@sha256:${'0f'.repeat(32)}`, 'Always', 'IfNotPresent'],
    [`nginx:1.25@sha256:${'0f'.repeat(32)}`, 'Always', 'IfNotPresent'],
    ['localhost:5000/nginx', 'Always', 'Always'],
    ['localhost:5000/nginx:1.25', 'Always', 'IfNotPresent'],
  ]
  for (const [image, app, init] of rows) {
    const d = defaultedTemplate(podTemplate([container('c', image)], { spec: { initContainers: [container('i', image)] } }), gates) as Json
    t.equal(first(d).imagePullPolicy, app, `container ${image}`)
    t.equal(first(d, 'initContainers').imagePullPolicy, init, `initContainer ${image}`)
  }
  const explicit = defaultedTemplate(podTemplate([container('c', 'nginx:1.25', { imagePullPolicy: 'IfNotPresent' })]), gates) as Json
  t.equal(first(explicit).imagePullPolicy, 'IfNotPresent', 'a declared policy is kept')
})

t.test('probe defaults replace zero values (k8s SetDefaults_Probe), and omitempty drops the rest', async (t) => {
  const d = defaultedTemplate(podTemplate([container('c', 'x:1', {
    readinessProbe: { exec: { command: ['true'] }, initialDelaySeconds: 0, timeoutSeconds: 0, periodSeconds: 0, successThreshold: 0, failureThreshold: 0 },
  })]), gates) as Json
  t.same(first(d).readinessProbe, { exec: { command: ['true'] }, timeoutSeconds: 1, periodSeconds: 10, successThreshold: 1, failureThreshold: 3 })
  const raw = defaultedTemplate(podTemplate([container('c', 'x:1', { readinessProbe: { exec: { command: ['true'] }, initialDelaySeconds: 0, timeoutSeconds: 0 } })]), noDefaults) as Json
  t.same(first(raw).readinessProbe, { exec: { command: ['true'] } }, 'TemplateNoDefaults: Go still omits zero int32 fields')
})

/** Changes Go's encoder or Kubernetes defaulting cannot see: each pair must predict unchanged. */
const INVISIBLE: { name: string; change: (x: Json) => void }[] = [
  { name: 'env: [] is no env', change: (x) => { first(x).env = [] } },
  { name: 'args: [] is no args', change: (x) => { first(x).args = [] } },
  { name: 'labels: {} on the pod spec nodeSelector', change: (x) => { x.spec.nodeSelector = {} } },
  { name: 'an empty annotations map', change: (x) => { x.metadata.annotations = {} } },
  { name: 'env value "" is no value', change: (x) => { first(x).env = [{ name: 'A', value: '' }] } },
  { name: 'imagePullPolicy "" is the default Always', change: (x) => { first(x).imagePullPolicy = '' } },
  { name: 'imagePullPolicy Always spelled out', change: (x) => { first(x).imagePullPolicy = 'Always' } },
  { name: 'hostPort: 0', change: (x) => { first(x).ports = [{ containerPort: 80, hostPort: 0 }] } },
  { name: 'protocol TCP spelled out', change: (x) => { first(x).ports = [{ containerPort: 80, protocol: 'TCP' }] } },
  { name: 'readOnly: false on a volumeMount', change: (x) => { first(x).volumeMounts = [{ name: 'v', mountPath: '/v', readOnly: false }] } },
  { name: 'stdin/tty false', change: (x) => { Object.assign(first(x), { stdin: false, tty: false }) } },
  { name: 'initialDelaySeconds: 0', change: (x) => { first(x).livenessProbe = { tcpSocket: { port: 80 }, initialDelaySeconds: 0 } } },
  { name: 'timeoutSeconds: 0 (defaulted to 1)', change: (x) => { first(x).livenessProbe = { tcpSocket: { port: 80 }, timeoutSeconds: 0 } } },
  { name: 'timeoutSeconds: 1 spelled out', change: (x) => { first(x).livenessProbe = { tcpSocket: { port: 80 }, timeoutSeconds: 1 } } },
  { name: 'terminationGracePeriodSeconds: 30 spelled out', change: (x) => { x.spec.terminationGracePeriodSeconds = 30 } },
  { name: 'dnsPolicy ClusterFirst spelled out', change: (x) => { x.spec.dnsPolicy = 'ClusterFirst' } },
  { name: 'securityContext: {} spelled out', change: (x) => { x.spec.securityContext = {} } },
  { name: 'resources: {} spelled out', change: (x) => { first(x).resources = {} } },
  { name: 'resources.limits: {}', change: (x) => { first(x).resources = { limits: {} } } },
  { name: 'fieldRef apiVersion v1 spelled out', change: (x) => { first(x).env = [{ name: 'N', valueFrom: { fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.name' } } }] } },
  { name: 'secret volume defaultMode 420 spelled out', change: (x) => { x.spec.volumes = [{ name: 's', secret: { secretName: 's', defaultMode: 420 } }] } },
  { name: 'null fields', change: (x) => { Object.assign(first(x), { command: null, env: null }); x.spec.affinity = null } },
]

t.test('Go omitempty and Kubernetes defaults: invisible differences predict unchanged', async (t) => {
  const base = podTemplate([container('app', 'app:1')])
  for (const row of INVISIBLE) {
    // Both sides get the same structure where the change adds a list item, so only the spelling differs.
    const plain = edit(base, (x) => {
      row.change(x)
      normalizeSpelling(first(x))
      if (x.spec.volumes) x.spec.volumes = x.spec.volumes.map((v: Json) => (v.secret ? { name: v.name, secret: { secretName: v.secret.secretName } } : v))
      for (const key of ['terminationGracePeriodSeconds', 'dnsPolicy', 'securityContext', 'nodeSelector']) delete x.spec[key]
      if (x.metadata.annotations && Object.keys(x.metadata.annotations).length === 0) delete x.metadata.annotations
    })
    const spelled = edit(base, row.change)
    for (const [from, to, dir] of [[plain, spelled, '->'], [spelled, plain, '<-']] as const) {
      const p = predictUpdate(cloneSet(from), cloneSet(to))
      t.equal(p.eligibility, 'unchanged', `${row.name} (${dir})${p.verdicts.length ? `: ${p.verdicts.map((v) => `${v.change.op} ${v.change.pointer}`).join(', ')}` : ''}`)
    }
  }
})

/** Strips the spelled-out defaults and empties `INVISIBLE` adds, leaving the plain manifest a person writes. */
function normalizeSpelling(c: Json): void {
  for (const key of ['stdin', 'tty', 'imagePullPolicy']) delete c[key]
  for (const key of ['args', 'env']) if (Array.isArray(c[key]) && c[key].length === 0) delete c[key]
  if (c.env === null) delete c.env
  if (c.command === null) delete c.command
  if (c.resources) delete c.resources
  for (const e of c.env ?? []) {
    if (e.value === '') delete e.value
    if (e.valueFrom?.fieldRef) delete e.valueFrom.fieldRef.apiVersion
  }
  for (const p of c.ports ?? []) {
    if (p.hostPort === 0) delete p.hostPort
    delete p.protocol
  }
  for (const m of c.volumeMounts ?? []) if (m.readOnly === false) delete m.readOnly
  if (c.livenessProbe) c.livenessProbe = { tcpSocket: c.livenessProbe.tcpSocket }
}

t.test('quantity spelling: equal spellings are unchanged, a decimal spelling of a binary value is a real change', async (t) => {
  const withResources = (requests: Json, limits: Json) => podTemplate([container('app', 'app:1', { resources: { requests, limits } })])
  const same: [Json, Json, Json, Json][] = [
    [{ cpu: '1000m' }, { cpu: '2' }, { cpu: '1' }, { cpu: '2000m' }],
    [{ memory: '1024Mi' }, { memory: '1Gi' }, { memory: '1Gi' }, { memory: '1024Mi' }],
    [{ cpu: '0.5' }, { cpu: 1 }, { cpu: '500m' }, { cpu: '1' }],
    [{ cpu: 0.25, memory: '512Mi' }, {}, { cpu: '250m', memory: '0.5Gi' }, {}],
  ]
  for (const [r1, l1, r2, l2] of same) {
    const p = predictUpdate(cloneSet(withResources(r1, l1)), cloneSet(withResources(r2, l2)))
    t.equal(p.eligibility, 'unchanged', `${JSON.stringify([r1, l1])} vs ${JSON.stringify([r2, l2])}`)
  }

  const bytes = predictUpdate(cloneSet(withResources({}, { memory: '512Mi' })), cloneSet(withResources({}, { memory: '536870912' })))
  t.equal(bytes.eligibility, 'recreate', '512Mi -> 536870912 is stored as a different string: Kruise sees a replace')
  t.same(blockingOf(bytes), ['resources-gate-off /spec/containers/0/resources/limits/memory'])
  const resized = predictUpdate(cloneSet(withResources({}, { memory: '512Mi' })), cloneSet(withResources({}, { memory: '536870912' })), { gates: { InPlaceWorkloadVerticalScaling: true } })
  t.equal(resized.eligibility, 'in-place', 'with the vertical gate it is an in-place resize to the same value')
  t.same(resized.verdicts.map((v) => v.rule), ['resources-in-place'])

  const sizeLimit = (value: string) => podTemplate([container('app', 'app:1')], { spec: { volumes: [{ name: 'cache', emptyDir: { sizeLimit: value } }] } })
  t.equal(predictUpdate(cloneSet(sizeLimit('1024Mi')), cloneSet(sizeLimit('1Gi'))).eligibility, 'unchanged', 'emptyDir.sizeLimit is a Quantity too')
  t.equal(predictUpdate(cloneSet(sizeLimit('1Gi')), cloneSet(sizeLimit('2Gi'))).eligibility, 'recreate', 'a real sizeLimit change')
})

t.test('resource lists are rounded up to milli units by the defaults (SetDefaults_ResourceList), not without them', async (t) => {
  const cpu = (value: string) => podTemplate([container('app', 'app:1', { resources: { requests: { cpu: value } } })])
  t.equal(first(defaultedTemplate(cpu('100u'), gates)).resources.requests.cpu, '1m')
  t.equal(first(defaultedTemplate(cpu('1.0001'), gates)).resources.requests.cpu, '1001m')
  t.equal(first(defaultedTemplate(cpu('100u'), noDefaults)).resources.requests.cpu, '100u')
  t.equal(predictUpdate(cloneSet(cpu('100u')), cloneSet(cpu('1m'))).eligibility, 'unchanged', 'both are stored as 1m')
  t.equal(predictUpdate(cloneSet(cpu('100u')), cloneSet(cpu('1m')), { gates: { TemplateNoDefaults: true } }).eligibility, 'recreate', 'without defaults they stay different')
})

t.test('TemplateNoDefaults: defaults are not injected, so dropping a stored default is a change', async (t) => {
  const plain = podTemplate([container('app', 'app:1')])
  const withPolicy = podTemplate([container('app', 'app:1', { imagePullPolicy: 'Always' })])
  t.equal(predictUpdate(cloneSet(withPolicy), cloneSet(plain)).eligibility, 'unchanged', 'gate off: the webhook puts Always back')
  const p = predictUpdate(cloneSet(withPolicy), cloneSet(plain), { gates: { TemplateNoDefaults: true } })
  t.equal(p.eligibility, 'recreate', 'gate on: the stored Always is removed')
  t.same(blockingOf(p), ['pod-spec /spec/containers/0/imagePullPolicy'])
  t.equal(p.blocking[0]?.change.op, 'remove')
  const q = predictUpdate(cloneSet(podTemplate([container('app', 'app:1', { resources: { limits: { cpu: '1000m' } } })])),
    cloneSet(podTemplate([container('app', 'app:1', { resources: { limits: { cpu: '1' } } })])), { gates: { TemplateNoDefaults: true } })
  t.equal(q.eligibility, 'unchanged', 'quantities are canonical without defaults too (that is the apiserver, not the webhook)')
})

t.test('enableServiceLinks is a Pod default, not a template default: spelling it out is a change', async (t) => {
  const plain = podTemplate([container('app', 'app:1')])
  const p = predictUpdate(cloneSet(plain), cloneSet(edit(plain, (x) => { x.spec.enableServiceLinks = true })))
  t.equal(p.eligibility, 'recreate')
  t.same(blockingOf(p), ['pod-spec /spec/enableServiceLinks'])
})

t.test('a bad quantity anywhere in a resource list is a GuardError with its path', async (t) => {
  const bad = podTemplate([container('app', 'app:1', { resources: { limits: { memory: '1GB' } } })])
  let err: unknown
  try {
    defaultedTemplate(bad, gates)
  } catch (e) {
    err = e
  }
  t.ok(isGuardError(err))
  if (isGuardError(err)) t.same({ code: err.code, path: err.path }, { code: 'IPG_ERR_QUANTITY', path: 'spec.template.spec.containers[0].resources.limits.memory' })
})

t.test('volumeClaimTemplates: the stored, defaulted form hashes like the manifest (Kruise hashes the Go-decoded claims)', async (t) => {
  const image = podTemplate([container('app', 'app:1')])
  const newImage = podTemplate([container('app', 'app:2')])
  const manifestClaims = [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10240Mi' } } } }]
  const storedClaims = [{
    metadata: { name: 'data', creationTimestamp: null },
    spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } }, selector: null },
    status: { phase: 'Pending' },
  }]
  const vctGate = { RecreatePodWhenChangeVCTInCloneSetGate: true }
  const p = predictUpdate(cloneSet(image, { volumeClaimTemplates: storedClaims }), cloneSet(newImage, { volumeClaimTemplates: manifestClaims }), { gates: vctGate })
  t.equal(p.eligibility, 'in-place', 'an image change with the same claims in another spelling stays in place under the VCT gate')
  const same = predictUpdate(cloneSet(image, { volumeClaimTemplates: storedClaims }), cloneSet(image, { volumeClaimTemplates: manifestClaims }), { gates: vctGate })
  t.same(same.traps.map((x) => x.id), [], 'no vct-only trap for a spelling difference')
  const noDefaults = predictUpdate(cloneSet(image, { volumeClaimTemplates: storedClaims }), cloneSet(image, { volumeClaimTemplates: manifestClaims }), { gates: { ...vctGate, TemplateNoDefaults: true } })
  t.same(noDefaults.traps.map((x) => x.id), [], 'TemplateNoDefaults: quantities are still canonical')
  // Current Kubernetes moved the volumeMode default into SetDefaults_PersistentVolumeClaimSpec, which Kruise's
  // webhook does not call for claim templates: spelling volumeMode out is a difference Kruise sees.
  const withMode = structuredClone(manifestClaims) as Json[]
  withMode[0]!.spec.volumeMode = 'Filesystem'
  const mode = predictUpdate(cloneSet(image, { volumeClaimTemplates: storedClaims }), cloneSet(image, { volumeClaimTemplates: withMode }), { gates: vctGate })
  t.same(mode.traps.map((x) => x.id), ['vct-only'], 'volumeMode: Filesystem spelled out is a change')
  const real = predictUpdate(cloneSet(image, { volumeClaimTemplates: storedClaims }), cloneSet(newImage, { volumeClaimTemplates: [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '20Gi' } } } }] }), { gates: vctGate })
  t.equal(real.eligibility, 'recreate', 'a real size change still recreates under the gate')
})

t.test('hostNetwork: host ports are not defaulted in templates (k8s 1.32; Kruise gate DefaultHostNetworkHostPortsInPodTemplates off)', async (t) => {
  const plain = podTemplate([container('app', 'app:1', { ports: [{ containerPort: 8080 }] })], { spec: { hostNetwork: true } })
  t.same(first(defaultedTemplate(plain, gates)).ports, [{ containerPort: 8080, protocol: 'TCP' }])
  const explicit = edit(plain, (x) => { x.spec.containers[0].ports[0].hostPort = 8080 })
  const p = predictUpdate(cloneSet(plain), cloneSet(explicit))
  t.same(blockingOf(p), ['pod-spec /spec/containers/0/ports/0/hostPort'], 'spelling the host port out is an add Kruise sees')
})
