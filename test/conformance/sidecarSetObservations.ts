import { DEFAULT_POLICY } from '../../src/admission/policy.js'
import { validateAnyReview as validateReview } from '../../src/admission/sidecarSetReview.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { KruiseRelease } from '../../src/engine/kruise/releases.js'
import type { Pod } from '../../src/engine/kube/pod.js'
import { predictSidecarSetUpdate } from '../../src/engine/inplace/sidecarSetUpdate.js'
import { sidecarSetRefusals } from '../../src/engine/inplace/sidecarSetRefusals.js'
import { predictSidecarSetRound } from '../../src/engine/rollout/sidecarSetPods.js'
import { readSidecarSet } from '../../src/engine/workloads/sidecarSet.js'
import type { Obj } from './cloneSets.js'
import type { Observation } from './observations.js'
import type { OracleAnswer } from './oracle.js'

/**
 * A SidecarSet pair on both sides, in the Observation shape: the outcome for a ready Pod injected by the old
 * SidecarSet (unchanged, in-place, not-upgradable, not-updated, paused), the sidecar containers an in-place upgrade
 * swaps (cold upgrades; a hot upgrade swaps into its idle twin), Kruise's webhook refusal, and under `sidecarSet` the
 * two hashes of both objects and one controller round over the Pods the oracle built from the pair's Pod stubs.
 */
export interface SidecarSetFacts {
  hashes: { old: { hash: string; withoutImage: string }; new: { hash: string; withoutImage: string } }
  pods: string[]
  candidates: number
  thisRound: number
}

export function observeSidecarSetEngine(old: Obj, updated: Obj, release: KruiseRelease, answer: OracleAnswer): Observation {
  try {
    const previous = readSidecarSet(old, release)
    if (sidecarSetRefusals(previous).length > 0) return failed('create: refused')
    const next = readSidecarSet(updated, release)
    const prediction = predictSidecarSetUpdate(previous, next)
    const round = predictSidecarSetRound(next, (answer.sidecarSet?.built ?? []) as Pod[])
    const facts: SidecarSetFacts = {
      hashes: { old: previous.hashes, new: next.hashes },
      pods: round.pods.map((p) => normalVerdict(p.verdict)),
      candidates: round.candidates,
      thisRound: round.thisRound,
    }
    return {
      outcome: prediction.outcome,
      inPlace: prediction.outcome === 'in-place',
      updateSpec: null,
      restarted: prediction.outcome === 'in-place' ? prediction.imageChanges.filter((c) => !c.hotUpgrade).map((c) => c.container).sort() : [],
      denied: ourWebhookDenies(old, updated, release),
      ...(answer.stored ? { deniedInCluster: ourWebhookDenies(answer.stored.old, answer.stored.new, release), deniedFromStoredOld: ourWebhookDenies(answer.stored.old, updated, release) } : {}),
      sidecarSet: facts,
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    return failed(code === 'IPG_ERR_VERSION_NOT_SERVED' ? 'not served' : String(err))
  }
}

export function observeSidecarSetKruise(answer: OracleAnswer, updated: Obj): Observation {
  if (answer.error !== undefined) {
    if (answer.stage === 'input' && /has no SidecarSet/.test(answer.error)) return failed('not served')
    return failed(answer.stage === 'create' ? 'create: refused' : `${answer.stage}: ${answer.error}`)
  }
  const result = answer.sidecarSet!
  const hot = new Set<string>((updated.spec?.containers ?? []).filter((c: Obj) => c.upgradeStrategy?.upgradeType === 'HotUpgrade').map((c: Obj) => String(c.name)))
  const webhookDenies = answer.webhook?.allowed === false
  return {
    outcome: result.outcome as Observation['outcome'],
    inPlace: result.outcome === 'in-place',
    updateSpec: null,
    restarted: result.outcome === 'in-place' ? result.upgraded.filter((name) => !hot.has(name.replace(/-[12]$/, ''))).sort() : [],
    denied: webhookDenies,
    ...(webhookDenies && answer.webhook?.message ? { message: answer.webhook.message } : {}),
    sidecarSet: {
      hashes: result.hashes,
      pods: result.pods.map(normalVerdict),
      candidates: result.candidates,
      thisRound: result.thisRound,
    } satisfies SidecarSetFacts,
  }
}

/** Our validating webhook (default policy, the Kruise release under test) on the UPDATE: it denies exactly Kruise's refusals. */
function ourWebhookDenies(old: Obj, updated: Obj, kruise: KruiseRelease): boolean {
  const request = {
    uid: 'conformance', kind: { group: 'apps.kruise.io', version: String(updated.apiVersion ?? '').split('/')[1] ?? '', kind: 'SidecarSet' }, subResource: '',
    namespace: '', name: String(updated.metadata?.name ?? ''), operation: 'UPDATE' as const, username: 'conformance', dryRun: false, object: updated, oldObject: old,
  }
  return !validateReview({ apiVersion: 'admission.k8s.io/v1', request }, { policy: DEFAULT_POLICY, gates: resolveGates({}), kruise, onError: 'deny' }).review.response.allowed
}

/** Which candidates go first follows Kruise's sort; both sides agree on how many (thisRound), not on which. */
function normalVerdict(verdict: string): string {
  return verdict === 'upgrade' || verdict === 'waiting' ? 'candidate' : verdict
}

function failed(error: string): Observation {
  return { outcome: 'unchanged', inPlace: false, updateSpec: null, restarted: [], denied: true, error }
}
