import t from 'tap'
import { goFieldTexts, goMarshal } from '../../../src/engine/kruise/goMarshal.js'
import { subsetTemplateLayout } from '../../../src/engine/kruise/subsetTemplateLayout.js'

const layout = subsetTemplateLayout('1.9')
const STS = 'v1.StatefulSetSpec'

t.test('Go\'s encoding of a StatefulSet spec: unknown fields gone, omitempty zeros left out, structs always written', async (t) => {
  const text = goMarshal(STS, { serviceName: 'web', revisionHistoryLimit: null, minReadySeconds: 0, volumeClaimTemplates: [], bogus: 1 }, layout, 'spec')
  const encoded = JSON.parse(text)
  t.same(Object.keys(encoded).sort(), ['selector', 'serviceName', 'template', 'updateStrategy'])
  t.equal(encoded.selector, null, 'a nil pointer without omitempty is null')
  t.same(encoded.template, { metadata: { creationTimestamp: null }, spec: { containers: null } }, 'metav1.Time\'s zero is null')
})

t.test('emptyAsNil: an empty list or map is a nil one, as Kubernetes\' semantic equality sees it', async (t) => {
  const selector = (extra: object) => goMarshal('*v1.LabelSelector', { matchLabels: { app: 'web' }, ...extra }, layout, 'spec.selector', { emptyAsNil: true })
  t.equal(selector({ matchExpressions: [] }), selector({}))
  const nodeSelector = (terms: unknown, emptyAsNil: boolean) => goMarshal('v1.NodeSelector', { nodeSelectorTerms: terms }, layout, 'nodeSelector', { emptyAsNil })
  t.equal(nodeSelector([], true), nodeSelector(null, true), 'a list without omitempty')
  t.not(nodeSelector([], false), nodeSelector(null, false), 'without it, [] and null differ as Go writes them')
})

t.test('goFieldTexts: a pointer to an empty struct is set, a null pointer is not', async (t) => {
  const texts = (spec: Record<string, unknown>) => goFieldTexts(STS, spec, layout, 'spec')
  t.equal(texts({ persistentVolumeClaimRetentionPolicy: {} }).get('persistentVolumeClaimRetentionPolicy'), '{}')
  t.notOk(texts({ persistentVolumeClaimRetentionPolicy: null }).has('persistentVolumeClaimRetentionPolicy'))
  t.equal(texts({ revisionHistoryLimit: 0 }).get('revisionHistoryLimit'), '0', 'a pointer to 0 is not empty')
})

t.test('a value Go cannot decode is a coded error naming the field', async (t) => {
  const rows: [unknown, string, string][] = [
    [{ revisionHistoryLimit: 'ten' }, 'spec.revisionHistoryLimit', 'IPG_ERR_FIELD_TYPE'],
    [{ volumeClaimTemplates: {} }, 'spec.volumeClaimTemplates', 'IPG_ERR_FIELD_TYPE'],
    [{ volumeClaimTemplates: [{ metadata: { creationTimestamp: 5 } }] }, 'spec.volumeClaimTemplates[0].metadata.creationTimestamp', 'IPG_ERR_FIELD_TYPE'],
    [{ volumeClaimTemplates: [{ spec: { resources: { requests: { storage: 'lots' } } } }] }, 'spec.volumeClaimTemplates[0].spec.resources.requests.storage', 'IPG_ERR_QUANTITY'],
  ]
  for (const [spec, path, code] of rows) t.throws(() => goMarshal(STS, spec, layout, 'spec'), { code, path }, path)
})
