import t from 'tap'
import { GATE_SETTINGS, classesOf, gatesFor, generatePairs, materialize } from './generator.js'
import { MUTATION_CLASSES } from './mutations.js'
import { READINESS_GATE } from './statefulSets.js'
import { CONFORMANCE_WORKLOADS, STATEFULSET } from './workloads.js'

/** The conformance generator: the same seed gives the same pairs, every class is drawn, and every mutation edits. */

const serialized = (seed: number, count: number, kruise: '1.8' | '1.9') =>
  generatePairs(seed, count, kruise).map((p) => JSON.stringify({ ...materialize(p), what: p.mutations.map((m) => m.what) }))

t.test('deterministic by seed', async (t) => {
  t.same(serialized(42, 200, '1.9'), serialized(42, 200, '1.9'), 'same seed, same pairs')
  t.not(serialized(42, 200, '1.9').join('\n'), serialized(43, 200, '1.9').join('\n'), 'another seed, other pairs')
  t.same(materialize(generatePairs(9, 50, '1.9')[49]!), materialize(generatePairs(9, 50, '1.9')[49]!), 'materialize is repeatable')
})

t.test('every mutation class is drawn, for each Kruise line and workload', async (t) => {
  for (const workload of CONFORMANCE_WORKLOADS) {
    for (const kruise of ['1.8', '1.9'] as const) {
      const seen = new Set(generatePairs(1, workload.classes.length * 20, kruise, workload).flatMap((p) => classesOf(p)))
      t.same([...workload.classes].filter((c) => !seen.has(c)), [], `${workload.kind}, Kruise ${kruise}: no class is missing`)
    }
  }
  t.same(CONFORMANCE_WORKLOADS[0]!.classes, MUTATION_CLASSES, "CloneSet's classes are the ones it always had")
})

t.test('every mutation edits the pair, as JSON text at least', async (t) => {
  for (const workload of CONFORMANCE_WORKLOADS) {
    const pairs = generatePairs(5, workload.classes.length * 100, '1.9', workload)
    const idle = new Map<string, number>()
    for (const pair of pairs) {
      for (const mutation of pair.mutations) {
        const { old, new: updated } = materialize(pair, [mutation])
        if (JSON.stringify(old) === JSON.stringify(updated)) idle.set(mutation.cls, (idle.get(mutation.cls) ?? 0) + 1)
      }
    }
    // A few draws find nothing to edit (no readinessProbe to retune, no port to change); a class that never edits is a bug.
    // Up to about 0.4 of a class's draws over many seeds: ~150 draws a class keep one seed's share clear of half.
    for (const cls of workload.classes) {
      const drawn = pairs.flatMap((p) => p.mutations).filter((m) => m.cls === cls).length
      t.ok((idle.get(cls) ?? 0) < drawn / 2, `${workload.kind} ${cls}: ${idle.get(cls) ?? 0} of ${drawn} draws leave the pair as it was`)
    }
  }
})

t.test('Advanced StatefulSet pairs: both versions, every policy and update type, and valid to create', async (t) => {
  const pairs = generatePairs(11, 2000, '1.9', STATEFULSET)
  const seen = (read: (old: Record<string, any>) => string) => new Set(pairs.map((p) => read(p.base)))
  t.same([...seen((o) => o.apiVersion)].sort(), ['apps.kruise.io/v1alpha1', 'apps.kruise.io/v1beta1'])
  t.same([...seen((o) => o.spec.updateStrategy?.rollingUpdate?.podUpdatePolicy ?? '-')].sort(), ['-', 'InPlaceIfPossible', 'InPlaceOnly', 'ReCreate'])
  t.same([...seen((o) => o.spec.updateStrategy?.type ?? '-')].sort(), ['-', 'OnDelete', 'RollingUpdate'])
  t.same([...seen((o) => o.spec.podManagementPolicy ?? '-')].sort(), ['-', 'OrderedReady', 'Parallel'])
  for (const { base, index } of pairs) {
    const strategy = base.spec.updateStrategy ?? {}
    const policy = strategy.rollingUpdate?.podUpdatePolicy
    const gated = (base.spec.template.spec.readinessGates ?? []).some((g: { conditionType: string }) => g.conditionType === READINESS_GATE.conditionType)
    if ((policy === 'InPlaceIfPossible' || policy === 'InPlaceOnly') && !gated) t.fail(`pair ${index}: an in-place policy without the readiness gate`)
    if (strategy.type === 'OnDelete' && strategy.rollingUpdate) t.fail(`pair ${index}: OnDelete beside a rollingUpdate`)
    const maxUnavailable = strategy.rollingUpdate?.maxUnavailable
    if (maxUnavailable !== undefined && maxUnavailable !== 1 && base.spec.podManagementPolicy !== 'Parallel') t.fail(`pair ${index}: maxUnavailable without Parallel`)
  }
})

t.test('newer-than-Kruise fields follow the Kruise line', async (t) => {
  const whats = (kruise: '1.8' | '1.9') => new Set(generatePairs(3, 2000, kruise).flatMap((p) => p.mutations).filter((m) => m.cls === 'newer-field').map((m) => m.what))
  t.ok([...whats('1.8')].some((w) => w.includes('Kubernetes 1.31') || w.includes('Kubernetes 1.32')), '1.8 (k8s.io/api v0.30) gets 1.31/1.32 fields')
  t.notOk([...whats('1.9')].some((w) => w.includes('Kubernetes 1.31') || w.includes('Kubernetes 1.32')), '1.9 (k8s.io/api v0.32) gets none of those')
})

t.test('gate settings', async (t) => {
  t.same(gatesFor('kruise-defaults', 1, 0), {})
  t.same(gatesFor('vertical-scaling', 1, 0), { InPlaceWorkloadVerticalScaling: true })
  t.same(gatesFor('env-from-metadata-off', 1, 0), { InPlaceUpdateEnvFromMetadata: false })
  t.same(gatesFor('random-mix', 7, 3), gatesFor('random-mix', 7, 3), 'a random mix is drawn from seed and index')
  const mixes = new Set(Array.from({ length: 50 }, (_, i) => JSON.stringify(gatesFor('random-mix', 7, i))))
  t.ok(mixes.size > 10, `50 pairs draw ${mixes.size} different mixes`)
  t.equal(GATE_SETTINGS.length, 4)
})
