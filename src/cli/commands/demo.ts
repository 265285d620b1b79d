import { decide } from '../../admission/decision.js'
import { DEFAULT_POLICY } from '../../admission/policy.js'
import type { CloneSetObject } from '../../reconciler/cluster.js'
import { type SimulationResult, runSimulatedRollout } from '../../reconciler/simulation.js'
import { type CliCommand, EXIT_OK } from '../io.js'
import { parseCommandLine } from '../options.js'
import { formatReasons, reportText } from '../rolloutReport.js'
import { count } from '../words.js'
import { reportError } from './check.js'
import { wrapHelp } from '../helpText.js'

export const HELP = wrapHelp(`usage: inplace-guard demo

Tells the whole story on the embedded cluster (a simulated kubelet on a simulated clock; no cluster needed):
  1. an image-only change rolls out in place: same Pod names and UIDs;
  2. an env change under InPlaceOnly is denied, with the admission webhook's own message;
  3. the same change under InPlaceIfPossible is allowed with warnings, and the Pods are recreated;
  4. a stalled rollout (an image that cannot be pulled) is diagnosed.
`)

const KUBELET = { pullSeconds: 2, startSeconds: 1, probeDelaySeconds: 2 }

/** A CloneSet as released OpenKruise (1.8, 1.9) serves it: apps.kruise.io/v1alpha1, the policy in updateStrategy.type. */
function cloneSet(policy: 'InPlaceOnly' | 'InPlaceIfPossible', maxUnavailable = 2): CloneSetObject {
  return {
    apiVersion: 'apps.kruise.io/v1alpha1',
    kind: 'CloneSet',
    metadata: { name: 'web', namespace: 'shop' },
    spec: {
      replicas: 4,
      selector: { matchLabels: { app: 'web' } },
      updateStrategy: { type: policy, maxUnavailable },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'app', image: 'registry.example.com/shop/web:1.4.2', env: [{ name: 'LOG_LEVEL', value: 'info' }] }] },
      },
    },
  }
}

function withImage(cs: CloneSetObject, image: string): CloneSetObject {
  const next = structuredClone(cs)
  containers(next)[0].image = image
  return next
}

function withLogLevel(cs: CloneSetObject, value: string): CloneSetObject {
  const next = structuredClone(cs)
  containers(next)[0].env[0].value = value
  return next
}

function containers(cs: CloneSetObject): { image: string; env: { value: string }[] }[] {
  return (cs.spec.template as { spec: { containers: { image: string; env: { value: string }[] }[] } }).spec.containers
}

function timeline(r: SimulationResult): string[] {
  const lines = r.rounds.map((round) => {
    const verb = round.path === 'in-place' ? 'in place' : 'recreate'
    return `     t=${`${round.at}s`.padEnd(5)} round ${round.round}  ${verb.padEnd(8)}  ${round.pods.join(', ')}`
  })
  return lines.length > 0 ? lines : ['     no Pod was updated']
}

function uidSummary(r: SimulationResult): string {
  const seeded = r.pods.filter((p) => p.uidBefore !== null)
  const same = seeded.filter((p) => p.uidAfter === p.uidBefore).length
  const restarts = seeded.filter((p) => p.restarts === 1).length
  if (same === seeded.length) return `same Pod names and UIDs (${same}/${seeded.length}), each container restarted once (${restarts}/${seeded.length}), no Pod deleted`
  const replaced = seeded.filter((p) => p.replacedBy).map((p) => `${p.name} → ${p.replacedBy}`)
  return `${count(r.deletedPods.length, 'Pod')} deleted and replaced by new Pods with new UIDs: ${replaced.join(', ')}`
}

export const run: CliCommand = async (argv, io) => {
  try {
    const { values } = parseCommandLine(argv, { help: { type: 'boolean', short: 'h' } } as const)
    if (values.help) {
      io.stdout(HELP)
      return EXIT_OK
    }
    const out: string[] = [
      'inplace-guard demo: the whole story on the embedded cluster',
      '(a simulated kubelet on a simulated clock: pull 2s, start 1s, readiness 2s; no cluster needed)',
      '',
    ]

    // 1. In place.
    const only = cloneSet('InPlaceOnly')
    const imageChange = withImage(only, 'registry.example.com/shop/web:1.4.3')
    const first = webhook(only, imageChange)
    const inPlace = await runSimulatedRollout({ cloneSet: only, setImages: { app: 'registry.example.com/shop/web:1.4.3' }, kubelet: KUBELET })
    out.push(
      '1. An image-only change rolls out in place',
      '   CloneSet shop/web, InPlaceOnly, 4 replicas, maxUnavailable 2',
      '   change: spec.template.spec.containers[app].image registry.example.com/shop/web:1.4.2 → 1.4.3',
      `   webhook: ${first.decision} (predicted update: ${first.annotations['inplace-guard.io/predicted-update'] ?? 'InPlace'})`,
      ...timeline(inPlace),
      `   result: ${inPlace.completed ? `completed in ${inPlace.seconds}s` : 'did not complete'}: ${uidSummary(inPlace)}`,
      '',
    )

    // 2. Denied.
    const envChange = withLogLevel(only, 'debug')
    const denied = webhook(only, envChange)
    out.push(
      '2. An env change under InPlaceOnly is denied by the admission webhook',
      '   change: spec.template.spec.containers[app].env[LOG_LEVEL].value',
      `   webhook: ${denied.decision}`,
      `   message: ${denied.denyMessage ?? '(none)'}`,
      '   the CloneSet stays as it was: no Pod is touched, and the rollout cannot get stuck on it',
      '',
    )

    // 3. Warned and recreated.
    const possible = cloneSet('InPlaceIfPossible')
    const warned = webhook(possible, withLogLevel(possible, 'debug'))
    const recreated = await runSimulatedRollout({ cloneSet: possible, change: (cs) => withLogLevel(cs as CloneSetObject, 'debug'), kubelet: KUBELET })
    out.push(
      '3. The same change under InPlaceIfPossible is allowed with a warning, and the Pods are recreated',
      `   webhook: ${warned.decision}`,
      ...warned.warnings.map((w) => `   Warning: ${w.text}`),
      ...timeline(recreated),
      `   result: ${recreated.completed ? `completed in ${recreated.seconds}s` : 'did not complete'}: ${uidSummary(recreated)}`,
      '',
    )

    // 4. Stalled and diagnosed: maxUnavailable 1, and the first Pod to update (the newest) cannot pull the image.
    const strict = cloneSet('InPlaceOnly', 1)
    const stalled = await runSimulatedRollout({
      cloneSet: strict, setImages: { app: 'registry.example.com/shop/web:1.4.4' }, failPull: ['3'], kubelet: KUBELET, maxSeconds: 600,
    })
    const victim = stalled.pods[3]?.name ?? ''
    out.push(
      '4. A stalled rollout is diagnosed',
      '   CloneSet shop/web, InPlaceOnly, 4 replicas, maxUnavailable 1',
      `   change: image → registry.example.com/shop/web:1.4.4, which cannot be pulled on ${victim}'s node`,
      ...timeline(stalled),
      `   result: ${stalled.completed ? 'completed' : `STALLED after ${stalled.seconds}s`}: updated ${stalled.final.updatedReplicas}/4, ` +
        `updatedReadyReplicas ${stalled.final.updatedReadyReplicas}`,
      '   diagnosis:',
      reportText(formatReasons(stalled.final.reasons).map((l) => `  ${l}`)).trimEnd(),
      '',
      'Try it yourself:',
      '  inplace-guard simulate -f CLONESET.yaml --set-image CONTAINER=IMAGE [--not-ready N] [--fail-pull POD...]',
      '  inplace-guard diagnose -n NAMESPACE NAME        (against your cluster, read-only)',
      '  npm start                                       (the webhook, with this reconciler on the embedded cluster)',
      '',
    )
    io.stdout(out.join('\n'))
    return EXIT_OK
  } catch (err) {
    return reportError(err, io)
  }
}

/** What the validating webhook answers to the update. */
function webhook(oldObject: unknown, object: unknown) {
  return decide({ operation: 'UPDATE', object, oldObject }, { policy: DEFAULT_POLICY }).result
}
