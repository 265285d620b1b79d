import t from 'tap'
import { statefulSetPodsRefused } from '../../../src/engine/inplace/podsRefusedTrap.js'

/**
 * The pods-refused trap of a StatefulSet's template: Kubernetes' Pod validation at the fields under `spec`, the first
 * problems listed and the count of the rest; claim templates are the Pods' volumes of their names.
 */

const place = { spec: 'spec.template.statefulSetTemplate.spec', admittedBy: 'Nothing checks it' }
const mounting = (...names: string[]) => ({ spec: { containers: [{ name: 'app', image: 'registry/app:1', volumeMounts: names.map((name, i) => ({ name, mountPath: `/m${i}` })) }] } })
const claim = (name: string) => ({ metadata: { name } })

const rows: { name: string; template: unknown; claims?: unknown[]; field?: string; listed?: number; more?: number }[] = [
  { name: 'a valid template', template: mounting() },
  { name: 'a mount a claim template provides', template: mounting('data'), claims: [claim('data')] },
  { name: 'one mount of no volume', template: mounting('data'), field: 'spec.template.statefulSetTemplate.spec.template.spec.containers[app].volumeMounts[0].name', listed: 1, more: 0 },
  { name: 'three: all listed', template: mounting('a', 'b', 'c'), field: 'spec.template.statefulSetTemplate.spec.template.spec.containers[app].volumeMounts[0].name', listed: 3, more: 0 },
  { name: 'five: three listed, and 2 more', template: mounting('a', 'b', 'c', 'd', 'e'), listed: 3, more: 2 },
  { name: 'no template at all: a Pod needs a container', template: undefined, field: 'spec.template.statefulSetTemplate.spec.template.spec.containers', listed: 1, more: 0 },
  { name: 'a template that is not an object', template: 'web', field: 'spec.template.statefulSetTemplate.spec.template.spec.containers', listed: 1, more: 0 },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const traps = statefulSetPodsRefused(row.template, row.claims ?? [], place)
    if (row.listed === undefined) { t.same(traps, []); return }
    t.equal(traps.length, 1)
    const [trap] = traps
    t.match(trap, { id: 'pods-refused', severity: 'warning', message: /^Nothing checks it, but the API server runs it on every Pod: / })
    if (row.field !== undefined) t.equal(trap!.field, row.field)
    t.equal(trap!.message.match(/: volume mount|: a Pod needs/g)?.length, row.listed, `${row.listed} listed`)
    t.equal(/; and (\d+) more\./.exec(trap!.message)?.[1], row.more === 0 ? undefined : String(row.more))
  })
}
