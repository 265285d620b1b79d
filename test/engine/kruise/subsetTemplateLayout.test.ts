import t from 'tap'
import { KRUISE_RELEASES } from '../../../src/engine/kruise/releases.js'
import { childSpecType, subsetTemplateLayout } from '../../../src/engine/kruise/subsetTemplateLayout.js'

t.test('every release: each child template\'s spec type, and every type the layout names is in it', async (t) => {
  for (const release of KRUISE_RELEASES) {
    const layout = subsetTemplateLayout(release)
    t.equal(layout.root, 'v1alpha1.SubsetTemplate', release)
    t.same(
      ['statefulSetTemplate', 'advancedStatefulSetTemplate', 'cloneSetTemplate', 'deploymentTemplate'].map((field) => childSpecType(layout, field)),
      ['v1.StatefulSetSpec', 'v1beta1.StatefulSetSpec', 'v1alpha1.CloneSetSpec', 'v1.DeploymentSpec'], release,
    )
    const missing = Object.values(layout.types).flatMap((type) => [type.elem, ...(type.fields ?? []).map((f) => f[2])]).filter((name) => name !== undefined && layout.types[name] === undefined)
    t.same(missing, [], `${release}: no dangling type`)
    t.throws(() => childSpecType(layout, 'daemonSetTemplate'), /no child template/)
  }
})

t.test('the layout follows the release: CloneSet progressDeadlineSeconds exists from Kruise 1.9', async (t) => {
  const fields = (release: '1.8' | '1.9') => subsetTemplateLayout(release).types['v1alpha1.CloneSetSpec']!.fields!.map((f) => f[1])
  t.notOk(fields('1.8').includes('progressDeadlineSeconds'))
  t.ok(fields('1.9').includes('progressDeadlineSeconds'))
})
