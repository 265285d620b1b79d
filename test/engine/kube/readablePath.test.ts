import t from 'tap'
import { valueAt } from '../../../src/engine/kube/jsonPointer.js'
import { pointerOfReadablePath, readablePath } from '../../../src/engine/kube/readablePath.js'
import { randomTemplate } from '../support/generators.js'
import { createRandom, runSeed } from '../support/prng.js'

type Json = Record<string, any>

const workload: Json = {
  metadata: { labels: { 'app.kubernetes.io/name': 'web' } },
  spec: {
    containers: [{ name: 'proxy', image: 'envoy:1', podInjectPolicy: 'Sideways' }, { name: 'log', image: 'fluent-bit:3' }],
    template: {
      spec: {
        containers: [{ name: 'app', env: [{ name: 'A', value: '1' }, { name: 'LOG_LEVEL', value: 'info' }], ports: [{ containerPort: 8080 }] }],
        volumes: [{ configMap: { name: 'c' } }, { name: 'data' }],
      },
    },
  },
}

t.test('a readable path to the pointer of what it names', async (t) => {
  const rows: [string, string][] = [
    ['spec.containers[proxy].podInjectPolicy', '/spec/containers/0/podInjectPolicy'],
    ['spec.containers[log]', '/spec/containers/1'],
    ['spec.template.spec.containers[app].env[LOG_LEVEL].value', '/spec/template/spec/containers/0/env/1/value'],
    ['spec.template.spec.containers[app].ports[8080/TCP]', '/spec/template/spec/containers/0/ports/0'],
    ['spec.template.spec.volumes[0].configMap', '/spec/template/spec/volumes/0/configMap'],
    ['spec.template.spec.containers[app->web].env', '/spec/template/spec/containers/0/env'],
    ['metadata.labels[app.kubernetes.io/name]', '/metadata/labels/app.kubernetes.io~1name'],
    ['spec.updateStrategy.maxUnavailable', '/spec/updateStrategy/maxUnavailable'],
    // A list item no longer there: its list.
    ['spec.containers[gone].image', '/spec/containers'],
    ['spec.template.spec.volumes[7]', '/spec/template/spec/volumes'],
  ]
  for (const [path, pointer] of rows) t.equal(pointerOfReadablePath(workload, path), pointer, path)
})

t.test('property: the pointer of a readable path of a template is the pointer it was made from', async (t) => {
  const seed = runSeed()
  t.comment(`property seed ${seed} (replay: PROPERTY_SEED=${seed})`)
  const r = createRandom(seed)
  let checked = 0
  for (let n = 0; n < 300; n++) {
    const template = randomTemplate(r)
    const pointers = leafPointers(template)
    const pointer = r.pick(pointers)
    if (!uniqueKeysAlong(template, pointer)) continue
    const path = readablePath(pointer, 'replace', template, template)
    t.equal(pointerOfReadablePath({ spec: { template } }, path), `/spec/template${pointer}`, `case ${n}: ${path}`)
    checked++
  }
  t.ok(checked > 200, `${checked} of 300 cases had a path to check`)
})

function leafPointers(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [at]
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
  const below = entries.flatMap(([k, v]) => leafPointers(v, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`))
  return below.length > 0 ? below : [at]
}

/** The same name on two items of one list makes a readable path ambiguous: Kruise's objects never have it. */
function uniqueKeysAlong(root: unknown, pointer: string): boolean {
  const tokens = pointer.split('/').slice(1)
  for (let i = 1; i <= tokens.length; i++) {
    const parent = valueAt(root, `/${tokens.slice(0, i - 1).join('/')}`.replace(/^\/$/, ''))
    if (!Array.isArray(parent)) continue
    const names = parent.map((item) => (item !== null && typeof item === 'object' ? JSON.stringify([item.name, item.mountPath, item.devicePath, item.containerPort, item.conditionType, item.ip]) : ''))
    if (new Set(names).size !== names.length) return false
  }
  return true
}
