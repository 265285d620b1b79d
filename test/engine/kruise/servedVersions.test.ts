import t from 'tap'
import { isGuardError } from '../../../src/errors.js'
import {
  CloneSetVersionNotServedError, KRUISE_RELEASES, type KruiseRelease, kruiseRelease, requireServedCloneSetVersion, servesCloneSetVersion,
} from '../../../src/engine/kruise/releases.js'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { cloneSetObject, v1alpha1CloneSetObject } from '../../reconciler/support/fixtures.js'

// What Kruise's CRD (config/crd/bases/apps.kruise.io_clonesets.yaml) serves on each line.
const served: { release: KruiseRelease; v1alpha1: boolean; v1beta1: boolean }[] = [
  { release: '1.8', v1alpha1: true, v1beta1: false },
  { release: '1.9', v1alpha1: true, v1beta1: false },
  { release: 'next', v1alpha1: true, v1beta1: true },
]

t.test('served CloneSet versions per Kruise release', async (t) => {
  t.same(served.map((row) => row.release), KRUISE_RELEASES, 'every release has a row')
  for (const row of served) {
    t.equal(servesCloneSetVersion(row.release, 'v1alpha1'), row.v1alpha1, `${row.release} v1alpha1`)
    t.equal(servesCloneSetVersion(row.release, 'v1beta1'), row.v1beta1, `${row.release} v1beta1`)
    t.equal(kruiseRelease(row.release).servedCloneSetVersions[0], 'v1alpha1', `${row.release}: v1alpha1 is the storage version`)
  }
})

t.test('predictUpdate/predictCreate refuse a version the named release does not serve', async (t) => {
  const image = { containers: [{ name: 'app', image: 'nginx:1.26' }] }
  for (const row of served) {
    for (const [version, build] of [['v1alpha1', v1alpha1CloneSetObject], ['v1beta1', cloneSetObject]] as const) {
      const ok = version === 'v1alpha1' ? row.v1alpha1 : row.v1beta1
      const update = () => predictUpdate(build(), build(image), { kruise: row.release })
      const create = () => predictCreate(build(), { kruise: row.release })
      if (ok) {
        t.equal(update().outcome, 'in-place', `${row.release} ${version} update`)
        t.equal(create().version, version, `${row.release} ${version} create`)
        continue
      }
      for (const fn of [update, create]) {
        const err = t.throws(fn, CloneSetVersionNotServedError, `${row.release} ${version}`) as unknown as CloneSetVersionNotServedError
        t.ok(isGuardError(err))
        t.match(err, { code: 'IPG_ERR_VERSION_NOT_SERVED', path: 'apiVersion', version, release: row.release, served: ['v1alpha1'] })
      }
    }
  }
  t.equal(predictUpdate(cloneSetObject(), cloneSetObject(image)).outcome, 'in-place', 'no release named: both versions are read')
  t.doesNotThrow(() => requireServedCloneSetVersion('v1beta1', 'next'))
})
