// values.schema.json turns a typo or an impossible value into an error instead of a silently ignored key.
import t from 'tap'
import { readFileSync } from 'node:fs'
import { GATE_NAMES } from '../../src/engine/kruise/gates.js'
import { helmForTest, helmTemplate } from './render.js'

const helm = helmForTest(t)

const REJECTED: { name: string; values: Record<string, unknown>; at: string }[] = [
  { name: 'misspelt top-level key', values: { replicas: 3 }, at: '' },
  { name: 'misspelt nested key', values: { webhook: { timeoutSecond: 5 } }, at: '/webhook' },
  { name: 'failurePolicy at the wrong level', values: { webhook: { failurePolicy: 'Fail' } }, at: '/webhook' },
  { name: 'unknown failurePolicy', values: { webhook: { validating: { failurePolicy: 'Sometimes' } } }, at: '/webhook/validating/failurePolicy' },
  { name: 'timeout above the apiserver maximum', values: { webhook: { timeoutSeconds: 31 } }, at: '/webhook/timeoutSeconds' },
  { name: 'webhook name with two segments', values: { webhook: { validating: { name: 'guard.example' } } }, at: '/webhook/validating/name' },
  { name: 'plain http url', values: { webhook: { url: 'http://127.0.0.1:9443' } }, at: '/webhook/url' },
  { name: 'url with a query', values: { webhook: { url: 'https://127.0.0.1:9443/?x=1' } }, at: '/webhook/url' },
  { name: 'unknown feature gate', values: { guard: { featureGates: { InPlaceEverything: true } } }, at: '/guard/featureGates' },
  { name: 'feature gate as a string', values: { guard: { featureGates: { InPlaceWorkloadVerticalScaling: 'yes' } } }, at: '/guard/featureGates/InPlaceWorkloadVerticalScaling' },
  { name: 'unknown strategy', values: { guard: { denyStrategies: ['Recreate'] } }, at: '/guard/denyStrategies/0' },
  { name: 'unknown onError', values: { guard: { onError: 'ignore' } }, at: '/guard/onError' },
  { name: 'unknown mode', values: { guard: { mode: 'enforce' } }, at: '/guard/mode' },
  { name: 'body limit the server refuses', values: { guard: { maxBodyBytes: 512 } }, at: '/guard/maxBodyBytes' },
  { name: 'unknown cert mode', values: { certs: { mode: 'vault' } }, at: '/certs/mode' },
  { name: 'secret mode without a Secret name', values: { certs: { mode: 'secret', secret: { caBundle: 'QQ==' } } }, at: '/certs/secret/name' },
  { name: 'unknown Kruise release', values: { kruiseVersion: '1.10' }, at: '/kruiseVersion' },
  { name: 'Kruise release as a module version', values: { kruiseVersion: 'v1.9.1' }, at: '/kruiseVersion' },
  { name: 'zero replicas', values: { replicaCount: 0 }, at: '/replicaCount' },
]

if (helm) {
  for (const c of REJECTED) {
    t.test(c.name, async (t) => {
      const result = helmTemplate(helm, { values: c.values })
      t.not(result.code, 0, 'helm template fails')
      t.match(result.stderr, "values don't meet the specifications of the schema", 'a schema error')
      t.ok(result.stderr.includes(`at '${c.at}'`), `pointing at '${c.at}'`, { stderr: result.stderr })
    })
  }

  t.test('the documented values pass the schema as they are', async (t) => {
    const result = helmTemplate(helm, {})
    t.equal(result.code, 0, 'helm template exit code', { stderr: result.stderr })
  })
}

t.test('the schema takes exactly the feature gates the guard reads', async (t) => {
  const schema = JSON.parse(readFileSync(new URL('../../charts/kruise-inplace-guard/values.schema.json', import.meta.url), 'utf8'))
  const gates = schema.properties.guard.properties.featureGates.properties as Record<string, unknown>
  t.same(Object.keys(gates).sort(), [...GATE_NAMES].sort())
})
