import t from 'tap'
import { post, startApp } from './harness.js'

/** /validate and /mutate over HTTPS route a SidecarSet write to its own decision (admission/sidecarSetReview.ts). */
function review(env: string): Record<string, unknown> {
  const set = (image: string, value: string) => ({
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image, env: [{ name: 'MODE', value }] }] },
  })
  return {
    apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview',
    request: {
      uid: 'ss-http', kind: { group: 'apps.kruise.io', version: 'v1alpha1', kind: 'SidecarSet' }, resource: { group: 'apps.kruise.io', version: 'v1alpha1', resource: 'sidecarsets' },
      name: 'mesh', operation: 'UPDATE', userInfo: { username: 'dev' }, object: set('envoy:1.31', env), oldObject: set('envoy:1.30', 'a'),
    },
  }
}

t.test('a SidecarSet update over HTTPS', async (t) => {
  const running = await startApp(t, { denyStrategies: ['InPlaceOnly', 'SidecarSetNotUpgradable'] })
  const inPlace = (await post(running, '/validate', review('a'))).json as any
  t.equal(inPlace.response.allowed, true)
  t.equal(inPlace.response.auditAnnotations['predicted-update'], 'InPlace')
  const behind = (await post(running, '/validate', review('b'))).json as any
  t.equal(behind.response.allowed, false)
  t.match(behind.response.status.message, /^SidecarSet "mesh": spec\.containers\[proxy\]\.env changed, not only images/)
  const mutated = (await post(running, '/mutate', review('a'))).json as any
  t.same(JSON.parse(Buffer.from(mutated.response.patch, 'base64').toString()), [
    { op: 'add', path: '/metadata/annotations', value: { 'inplace-guard.io/predicted-update': 'InPlace', 'inplace-guard.io/restart-containers': 'proxy' } },
  ])
})
