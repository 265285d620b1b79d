import t from 'tap'
import { execFileSync, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { schema as v0_30_10 } from '../../../src/engine/kruise/podSchema.v0.30.10.js'
import { schema as v0_32_10 } from '../../../src/engine/kruise/podSchema.v0.32.10.js'
import { KRUISE_RELEASES, kruiseRelease } from '../../../src/engine/kruise/releases.js'

const GENERATE = fileURLToPath(new URL('../../../test/kruise/podschema/generate.sh', import.meta.url))
const hasGo = spawnSync('go', ['version']).status === 0

// The generator builds against k8s.io/api: minutes where Go's build cache is cold, so this file gets its own timeout
// instead of the suite's 120 s (a test file's root timeout is what tap's runner enforces).
t.setTimeout(960_000)

t.test('the committed schemas and Go layouts are what test/kruise/podschema and test/kruise/gostruct write from k8s.io/api', { skip: hasGo ? false : 'go is not installed' }, async (t) => {
  // --check regenerates into a temporary file and compares; it writes nothing.
  t.doesNotThrow(() => execFileSync(GENERATE, ['--check'], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 900_000 }))
})

t.test('every release line has the schema of its k8s.io/api', async (t) => {
  const generated = new Set([v0_30_10.kubernetesApi, v0_32_10.kubernetesApi])
  for (const release of KRUISE_RELEASES) t.ok(generated.has(kruiseRelease(release).kubernetesApi), release)
  t.equal(v0_30_10.roots.podTemplate, 'v1.PodTemplateSpec')
  t.equal(v0_32_10.types['v1.Container']?.image, 'string', 'a scalar is a leaf, named by the JSON it decodes')
  t.equal(v0_32_10.types['v1.Container']?.env, '[]v1.EnvVar')
  t.equal(v0_32_10.types['v1.ResourceRequirements']?.limits, '{}quantity', 'a Quantity decodes itself: a leaf')
  t.equal(v0_32_10.types['v1.ManagedFieldsEntry']?.fieldsV1, '', 'FieldsV1 takes any JSON')
  t.equal(v0_32_10.types['v1.ContainerPort']?.containerPort, 'int32')
  t.equal(v0_32_10.types['v1.PodSpec']?.hostNetwork, 'bool')
  t.equal(v0_32_10.types['v1.PodSpec']?.hostnameOverride, undefined, 'newer than v0.32')
  t.equal(v0_30_10.types['v1.PodSecurityContext']?.supplementalGroupsPolicy, undefined, 'newer than v0.30')
})
