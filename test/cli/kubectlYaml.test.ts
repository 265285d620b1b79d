// Manifests read as kubectl reads them. Each expected value is what sigs.k8s.io/yaml v1.6.0 (go-yaml v2, kubectl's
// reader) gives for the same text with yaml.YAMLToJSON, run once by hand; YAML 1.2 reads many of them differently.
import t from 'tap'
import { run as check } from '../../src/cli/commands/check.js'
import { parseManifests } from '../../src/cli/manifests.js'
import { runCli } from '../support/cliRun.js'

const valueOf = (scalar: string): unknown => {
  const [doc] = parseManifests(`apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n  v: ${scalar}\n`, 'c.yaml')
  return (doc!.value as { data: { v: unknown } }).data.v
}

t.test('scalars mean what they mean to kubectl', async (t) => {
  const rows: [string, unknown, string][] = [
    ['0644', 420, 'a leading 0 is octal (YAML 1.2: 644)'],
    ['0o644', 420, '0o is octal too'],
    ['08', 8, 'not octal digits: decimal'],
    ['0x1F', 31, 'hexadecimal'],
    ['0b101', 5, 'binary (YAML 1.2: a string)'],
    ['1_000', 1000, 'underscores between digits (YAML 1.2: a string)'],
    ['+12', 12, 'a signed integer'],
    ['1.10', 1.1, 'a float'],
    ['yes', true, 'YAML 1.1 boolean (YAML 1.2: a string)'],
    ['on', true, 'YAML 1.1 boolean'],
    ['y', true, 'YAML 1.1 boolean'],
    ['Off', false, 'YAML 1.1 boolean'],
    ['~', null, 'null'],
    ['2024-01-01', '2024-01-01', 'a date stays a string (YAML 1.1: a timestamp)'],
    ['2001-12-14t21:59:43.10-05:00', '2001-12-14t21:59:43.10-05:00', 'a timestamp stays as written'],
    ['1:20', '1:20', 'base 60 stays a string (YAML 1.1: 80)'],
    ['nginx:1.25', 'nginx:1.25', 'an image'],
    ['"yes"', 'yes', 'quoted: a string'],
    ["'0644'", '0644', 'quoted: a string'],
  ]
  for (const [scalar, expected, why] of rows) t.strictSame(valueOf(scalar), expected, `${scalar}: ${why}`)
})

t.test('<< merge keys merge, the keys written beside them win, and of several merged maps the first wins', async (t) => {
  const [doc] = parseManifests('a: &a {x: 1, w: 1}\nb: &b {w: 2, z: 2}\nboth:\n  <<: [*a, *b]\n  z: 3\n', 'm.yaml')
  t.strictSame((doc!.value as { both: unknown }).both, { x: 1, w: 1, z: 3 })
})

const cloneSet = (containers: string, volumes = '') => `apiVersion: apps.kruise.io/v1alpha1
kind: CloneSet
metadata: {name: web, namespace: shop}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  updateStrategy: {type: InPlaceOnly}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
${containers}${volumes}
`

t.test('a container merged from an anchor carries its fields into the update, and << is no field of its own', async (t) => {
  const containers = (value: string) => `        - &app
          name: app
          image: registry.example.com/shop/web:1.4.2
          env: [{name: LOG_LEVEL, value: ${value}}]
        - <<: *app
          name: worker
`
  const dir = t.testdir({ 'old.yaml': cloneSet(containers('info')), 'new.yaml': cloneSet(containers('debug')) })
  const result = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'json'], dir)
  t.equal(result.code, 1, 'denied: env changes under InPlaceOnly', { stderr: result.stderr })
  const report = JSON.parse(result.stdout) as { changes: { path: string }[]; warnings: string[] }
  t.same(report.changes.map((c) => c.path), [
    'spec.template.spec.containers[app].env[LOG_LEVEL].value',
    'spec.template.spec.containers[worker].env[LOG_LEVEL].value',
  ])
  t.notMatch(JSON.stringify(report.warnings), /<</, 'no warning about a field named <<')
})

t.test('a stored object (defaultMode: 420) beside its manifest (defaultMode: 0644) is no change', async (t) => {
  const containers = '        - {name: app, image: registry.example.com/shop/web:1.4.2}\n'
  const volumes = (mode: string) => `      volumes:\n        - name: config\n          configMap: {name: web, defaultMode: ${mode}}`
  const dir = t.testdir({ 'stored.yaml': cloneSet(containers, volumes('420')), 'manifest.yaml': cloneSet(containers, volumes('0644')) })
  const result = await runCli(check, ['--old', 'stored.yaml', '--new', 'manifest.yaml', '--output', 'json'], dir)
  t.equal(result.code, 0, { stderr: result.stderr })
  const report = JSON.parse(result.stdout) as { outcome: string; changes: unknown[] }
  t.equal(report.outcome, 'unchanged')
  t.same(report.changes, [])
})
