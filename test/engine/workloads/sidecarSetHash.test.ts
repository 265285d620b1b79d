import t from 'tap'
import { encodedSidecarSet, sidecarSetHashes } from '../../../src/engine/workloads/sidecarSetHash.js'
import { readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'

/**
 * The SidecarSet hashes against the vectors of Kruise's own test (pkg/control/sidecarcontrol/hash_test.go, v1.9.1 and
 * v1.8.3: the same values), called as SidecarSetHash is there: on containers as written, without the webhook's defaults.
 */
const container = { name: 'container1', image: 'test-image' }
const PLAIN = 'w26c4x8fz245642fdv499b464248f974xddx4x55z5dw55bc6x66464fxz77dc78'
const NATIVE = '4xwx4d4844vd4v9x79wb4xbxf4xb29475cc4446v8cz2c2f2f5c5bw448vd42z8w'

for (const release of ['1.8', '1.9'] as const) {
  t.test(`Kruise's hash_test vectors (${release})`, async (t) => {
    t.equal(sidecarSetHashes([container], undefined, release).hash, PLAIN, 'containers')
    t.equal(sidecarSetHashes([container], [container], release).hash, PLAIN, 'init containers that are not native sidecars are not hashed')
    t.equal(sidecarSetHashes([container], [{ ...container, restartPolicy: 'Always' }], release).hash, NATIVE, 'a native sidecar brings every init container in')
    t.not(sidecarSetHashes([{ ...container, image: 'new-image' }], undefined, release).hash, PLAIN, 'the image is in the hash')
    t.equal(sidecarSetHashes([{ ...container, image: 'new-image' }], undefined, release).withoutImage, sidecarSetHashes([container], undefined, release).withoutImage, 'but not in the hash without image')
  })
}

t.test('Go encodes the container: declaration order, omitempty, unknown fields dropped, quantities canonical', async (t) => {
  const encoded = encodedSidecarSet([{ zzz: 1, image: 'a<b', name: 'c', resources: { limits: { cpu: '1000m' } }, stdin: false, podInjectPolicy: 'BeforeAppContainer' }], undefined, '1.9')
  t.equal(encoded, '{"containers":[{"name":"c","image":"a\\u003cb","resources":{"limits":{"cpu":"1"}},"podInjectPolicy":"BeforeAppContainer","upgradeStrategy":{},"shareVolumePolicy":{}}]}')
})

t.test('the webhook defaults the containers before it hashes: a move to :latest changes the hash without image', async (t) => {
  const set = (image: string) => ({ apiVersion: 'apps.kruise.io/v1beta1', kind: 'SidecarSet', metadata: { name: 's' }, spec: { selector: { matchLabels: { a: 'b' } }, containers: [{ name: 'c', image }] } })
  t.equal(readSidecarSet(set('nginx:1.25'), '1.9').hashes.withoutImage, readSidecarSet(set('nginx:1.26'), '1.9').hashes.withoutImage)
  t.not(readSidecarSet(set('nginx:1.25'), '1.9').hashes.withoutImage, readSidecarSet(set('nginx:latest'), '1.9').hashes.withoutImage)
  t.equal(readSidecarSet(set('nginx:1.25'), '1.9').containers[0]!.defaulted.imagePullPolicy, 'IfNotPresent')
})
