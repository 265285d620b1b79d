import jsonPatch from 'fast-json-patch'
import t from 'tap'
import { type UpdateSpec, type Verdict, calculateInPlaceUpdateSpec } from '../../src/engine/inplace/eligibility.js'
import { type Prediction, predictUpdate } from '../../src/engine/inplace/prediction.js'
import { type FeatureGates, resolveGates } from '../../src/engine/kruise/gates.js'
import { defaultedTemplate } from '../../src/engine/kruise/templateDefaults.js'
import type { Pod } from '../../src/engine/kube/pod.js'
import type { PodTemplate } from '../../src/engine/kube/podTemplate.js'
import { newPodFromTemplate } from '../../src/engine/update/newPod.js'
import { beginInPlaceUpdate } from '../../src/engine/update/podUpdate.js'
import { readCloneSet } from '../../src/engine/workloads/cloneSet.js'
import { requireTools } from './harness/availability.js'
import { startControlPlane } from './harness/controlPlane.js'
import { type ApiResponse, type KubeApi, describeFailure, kubeApi, mapLimit, podPath } from './harness/kubeApi.js'
import { type TemplateMutation, generateMutations } from './harness/templateMutations.js'

/**
 * Differential check of the engine against the apiserver itself (issue 6): for a seeded corpus of template mutations,
 * a real Pod is created from the old template (as the CloneSet controller creates it), and
 *  - every IN-PLACE prediction is applied the way the reconciler applies it (engine `beginInPlaceUpdate`: a Pod PUT
 *    with labels, state annotation and images; resources through `pods/resize`) and must be accepted;
 *  - every RECREATE prediction is tried as a plain Pod update (the template diff applied to the stored Pod, dry-run):
 *    the ones the apiserver would accept are reported with the engine's rule, since only Kruise's own rules
 *    (not Pod immutability) make them recreate.
 */

const SEED = Number(process.env.KIG_E2E_SEED ?? 20261129)
const COUNT = 240
const NS = 'kig-differential'
const REVISION = 'mut-7c9f6d5b8'
const VERTICAL: Partial<FeatureGates> = { InPlaceWorkloadVerticalScaling: true }

type Json = Record<string, any>

function cloneSetOf(template: PodTemplate): Json {
  return {
    apiVersion: 'apps.kruise.io/v1alpha1',
    kind: 'CloneSet',
    metadata: { name: 'mut', namespace: NS },
    spec: {
      replicas: 1,
      selector: { matchLabels: { app: 'mut' } },
      updateStrategy: { type: 'InPlaceIfPossible' },
      template,
    },
  }
}

interface Evaluation {
  mutation: TemplateMutation
  gates: 'default' | 'vertical'
  prediction: Prediction
  /** In-place: the update the reconciler sends was accepted. */
  inPlaceAccepted?: boolean
  /** The template diff as a plain Pod update (dry-run). */
  podUpdate?: { accepted: boolean; message?: string; unrepresentable?: string }
  /** Recreate predictions that change resources: `pods/resize` (dry-run) with the new resources. */
  resize?: { accepted: boolean; message?: string }
  failure?: string
}

/** The template diff (engine defaulting on both sides) applied to the stored Pod: the "same change" as a Pod update. */
function podWithTemplateChange(stored: Pod, m: TemplateMutation, gates: FeatureGates): { pod?: Json; error?: string } {
  const ops = jsonPatch.compare(defaultedTemplate(m.old, gates), defaultedTemplate(m.new, gates))
  try {
    const pod = jsonPatch.applyPatch(structuredClone(stored) as Json, ops, true, false).newDocument
    return { pod }
  } catch (err) {
    return { error: `template patch does not apply to the Pod: ${(err as Error).message.split('\n')[0]}` }
  }
}

function firstLine(res: ApiResponse): string {
  return describeFailure(res).split('\n')[0].slice(0, 300)
}

const ok = (res: ApiResponse) => res.status >= 200 && res.status < 300

async function applyInPlace(api: KubeApi, stored: Pod, spec: UpdateSpec, gates: FeatureGates): Promise<{ accepted: boolean; message?: string }> {
  const change = beginInPlaceUpdate(stored, spec, { now: Date.now(), gates, revisionLabel: REVISION, resizeSubresource: true })
  const name = stored.metadata.name
  const put = await api.replace(podPath(NS, name), change.pod)
  if (!ok(put)) return { accepted: false, message: `PUT pod: ${firstLine(put)}` }
  for (const [container, image] of Object.entries(spec.containerImages ?? {})) {
    const got = (put.body as Pod).spec.containers.find((c) => c.name === container)?.image
    if (got !== image) return { accepted: false, message: `PUT pod accepted but ${container} has image ${got}, not ${image}` }
  }
  if (change.resize) {
    const containers = Object.entries(change.resize).map(([container, resources]) => ({ name: container, resources }))
    const resize = await api.patch(podPath(NS, name, 'resize'), { spec: { containers } }, { patchType: 'strategic' })
    if (!ok(resize)) return { accepted: false, message: `PATCH pods/resize: ${firstLine(resize)}` }
  }
  return { accepted: true }
}

async function tryResize(api: KubeApi, stored: Pod, m: TemplateMutation): Promise<{ accepted: boolean; message?: string }> {
  const containers = ((m.new.spec.containers ?? []) as Json[])
    .filter((c) => stored.spec.containers.some((s) => s.name === c.name))
    .map((c) => ({ name: c.name, resources: c.resources ?? {} }))
  const res = await api.patch(podPath(NS, stored.metadata.name, 'resize'), { spec: { containers } }, { patchType: 'strategic', dryRun: true })
  return ok(res) ? { accepted: true } : { accepted: false, message: firstLine(res) }
}

async function evaluate(api: KubeApi, stored: Pod, m: TemplateMutation, which: 'default' | 'vertical'): Promise<{ evaluation: Evaluation; pod: Pod }> {
  const gateOverrides = which === 'vertical' ? VERTICAL : {}
  const gates = resolveGates(gateOverrides)
  const prediction = predictUpdate(cloneSetOf(m.old), cloneSetOf(m.new), { gates: gateOverrides })
  const evaluation: Evaluation = { mutation: m, gates: which, prediction }
  if (prediction.eligibility === 'unchanged') return { evaluation, pod: stored }

  const naive = podWithTemplateChange(stored, m, gates)
  if (naive.pod) {
    const res = await api.replace(podPath(NS, stored.metadata.name), naive.pod, { dryRun: true })
    evaluation.podUpdate = ok(res) ? { accepted: true } : { accepted: false, message: firstLine(res) }
  } else {
    evaluation.podUpdate = { accepted: false, unrepresentable: naive.error }
  }

  if (prediction.eligibility === 'in-place') {
    const spec = calculateInPlaceUpdateSpec(m.old, m.new, { gates: gateOverrides, revision: REVISION })
    if (!spec) {
      evaluation.failure = 'predictUpdate says in-place but calculateInPlaceUpdateSpec returned null'
      return { evaluation, pod: stored }
    }
    const result = await applyInPlace(api, stored, spec, gates)
    evaluation.inPlaceAccepted = result.accepted
    if (!result.accepted) evaluation.failure = result.message
    const fresh = await api.get(podPath(NS, stored.metadata.name))
    return { evaluation, pod: fresh.body as Pod }
  }
  if (m.resources) evaluation.resize = await tryResize(api, stored, m)
  return { evaluation, pod: stored }
}

function rulesOf(verdicts: Verdict[]): string {
  return [...new Set(verdicts.map((v) => v.rule))].sort().join(',')
}

function pathsOf(verdicts: Verdict[]): string {
  const paths = [...new Set(verdicts.map((v) => v.change.path))]
  return paths.length > 3 ? `${paths.slice(0, 3).join(', ')} (+${paths.length - 3})` : paths.join(', ')
}

const tools = await requireTools(t, 'differential check: engine vs kube-apiserver')
if (tools) {
  t.setTimeout(300_000)
  const cp = await startControlPlane({ binDir: tools.binDir })
  const api = kubeApi(cp, 8)
  t.teardown(async () => {
    api.close()
    await cp.stop()
  })

  const mutations = generateMutations(COUNT, SEED)
  const evaluations: Evaluation[] = []

  t.test('Pods from the old templates are created', async (t) => {
    const ns = await api.create('/api/v1/namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name: NS } })
    t.equal(ns.status, 201, 'namespace created')
    const created = await mapLimit(mutations, 8, async (m) => {
      const view = readCloneSet(cloneSetOf(m.old))
      const pod = newPodFromTemplate(view, m.old, { id: m.id, revisionLabel: 'mut-1', now: Date.now() })
      const res = await api.create(podPath(NS), pod)
      return { m, res }
    })
    const failed = created.filter((c) => c.res.status !== 201).map((c) => `${c.m.id} ${c.m.base}: ${firstLine(c.res)}`)
    t.strictSame(failed, [], `${mutations.length} Pods created`)

    const started = Date.now()
    const results = await mapLimit(created, 8, async ({ m, res }) => {
      const first = await evaluate(api, res.body as Pod, m, 'default')
      const out = [first.evaluation]
      if (m.resources) out.push((await evaluate(api, first.pod, m, 'vertical')).evaluation)
      return out
    })
    evaluations.push(...results.flat())
    t.comment(`evaluated ${evaluations.length} predictions against the apiserver in ${Date.now() - started} ms (seed ${SEED})`)
  })

  t.test('the corpus is large and varied', async (t) => {
    const kinds = new Set(mutations.map((m) => m.kind))
    t.ok(mutations.length >= 200, `${mutations.length} mutations`)
    t.ok(kinds.size >= 40, `${kinds.size} mutation kinds`)
    const byOutcome = (o: string) => evaluations.filter((e) => e.gates === 'default' && e.prediction.eligibility === o).length
    t.ok(byOutcome('in-place') >= 40, `${byOutcome('in-place')} in-place predictions`)
    t.ok(byOutcome('recreate') >= 100, `${byOutcome('recreate')} recreate predictions`)
  })

  t.test('the apiserver accepts every in-place prediction', async (t) => {
    const inPlace = evaluations.filter((e) => e.prediction.eligibility === 'in-place')
    const rejected = inPlace
      .filter((e) => e.inPlaceAccepted !== true)
      .map((e) => `${e.mutation.id} ${e.mutation.kind} on ${e.mutation.base} (${e.gates} gates): ${e.failure ?? 'not applied'}`)
    t.strictSame(rejected, [], `${inPlace.length} in-place updates applied as the reconciler applies them`)
    const plainRejected = inPlace
      .filter((e) => e.podUpdate && !e.podUpdate.accepted && !e.prediction.verdicts.some((v) => v.rule === 'resources-in-place'))
      .map((e) => `${e.mutation.id} ${e.mutation.kind}: ${e.podUpdate?.message ?? e.podUpdate?.unrepresentable}`)
    t.strictSame(plainRejected, [], 'the same template changes as plain Pod updates are accepted too')
  })

  t.test('recreate predictions: what the apiserver itself would have allowed', async (t) => {
    const recreate = evaluations.filter((e) => e.prediction.eligibility === 'recreate')
    const acceptedAsUpdate = recreate.filter((e) => e.podUpdate?.accepted)
    const acceptedByResize = recreate.filter((e) => !e.podUpdate?.accepted && e.resize?.accepted)
    const unrepresentable = recreate.filter((e) => e.podUpdate?.unrepresentable)
    const rejected = recreate.length - acceptedAsUpdate.length - acceptedByResize.length - unrepresentable.length

    const unexplained = [...acceptedAsUpdate, ...acceptedByResize].filter((e) => e.prediction.blocking.length === 0).map((e) => e.mutation.id)
    t.strictSame(unexplained, [], 'every recreate the apiserver would have allowed names the Kruise rule that forces it')
    t.strictSame(unrepresentable.map((e) => `${e.mutation.id} ${e.mutation.kind}: ${e.podUpdate?.unrepresentable}`), [], 'every template change maps onto the Pod')
    t.ok(rejected > 0, `${rejected} recreate predictions are Pod updates the apiserver rejects`)

    const inPlace = evaluations.filter((e) => e.prediction.eligibility === 'in-place')
    const unchanged = evaluations.filter((e) => e.prediction.eligibility === 'unchanged')
    const report = [
      `differential check (seed ${SEED}): ${mutations.length} template mutations of ${new Set(mutations.map((m) => m.kind)).size} kinds, ` +
        `${evaluations.length} predictions (${evaluations.length - mutations.length} resource mutations again with InPlaceWorkloadVerticalScaling=true)`,
      `  in-place: ${inPlace.length} predicted, ${inPlace.filter((e) => e.inPlaceAccepted).length} accepted by the apiserver`,
      `  unchanged: ${unchanged.length} (${[...new Set(unchanged.map((e) => e.mutation.kind))].join(', ')})`,
      `  recreate: ${recreate.length} predicted; the apiserver rejects ${rejected} as Pod updates, would accept ${acceptedAsUpdate.length} as a Pod update and ${acceptedByResize.length} through pods/resize:`,
      ...groupReport(acceptedAsUpdate, 'Pod update'),
      ...groupReport(acceptedByResize, 'pods/resize'),
    ]
    for (const line of report) t.comment(line)
  })
}

/** One line per (kind, gates, rule): how many, the rule, an example path. */
function groupReport(items: Evaluation[], how: string): string[] {
  const groups = new Map<string, Evaluation[]>()
  for (const e of items) {
    const key = `${e.mutation.kind} [${e.gates} gates] rule ${rulesOf(e.prediction.blocking)}`
    groups.set(key, [...(groups.get(key) ?? []), e])
  }
  return [...groups.entries()].sort().map(([key, group]) =>
    `    ${key}: ${group.length}x accepted as ${how}, e.g. ${group[0].mutation.id} ${pathsOf(group[0].prediction.blocking)}: ${group[0].prediction.blocking[0]?.explanation ?? ''}`)
}
