import { CPU, MEMORY, type Obj, SIDECAR_IMAGES, STRATEGIES, sidecar, volumeClaimTemplate } from './cloneSets.js'
import type { Random } from './random.js'
import { DAEMONSET_FACTORIES, type DaemonSetClass } from './daemonSetMutations.js'
import { STATEFULSET_FACTORIES, type StatefulSetClass } from './statefulSetMutations.js'
import { SIDECARSET_FACTORIES, type SidecarSetClass } from './sidecarSetMutations.js'
import type { UnitedDeploymentClass } from './unitedDeploymentMutations.js'
import { mistypedClaimDraw } from './mistypedClaims.js'
import { applyPodValidationEdit, drawPodValidationEdit } from './podValidation.js'

/** One edit of a pair, with its parameters already drawn: applying it twice, or to a smaller pair, is the same edit. */
export interface Mutation {
  cls: MutationClass
  /** Plain words for a reproduction (never a value that could be a secret: the generator has none). */
  what: string
  apply(pair: { old: Obj; new: Obj }): void
}

export type KruiseLine = '1.8' | '1.9'

/** CloneSet's mutation classes, in table order. */
export const MUTATION_CLASSES = [
  'image', 'sidecar', 'init-container', 'env', 'env-from-metadata', 'template-metadata', 'resources', 'quantity-spelling',
  'resize-policy', 'probes', 'ports', 'volumes', 'explicit-defaults', 'omitted-defaults', 'key-order', 'volume-claim-templates',
  'unknown-field', 'mistyped-field', 'newer-field', 'strategy', 'outside-template', 'container-order', 'pod-spec', 'cloneset-webhook',
  'cloneset-strategy-webhook', 'pod-validation',
] as const
export type CloneSetClass = (typeof MUTATION_CLASSES)[number]
export type MutationClass = CloneSetClass | StatefulSetClass | DaemonSetClass | SidecarSetClass | UnitedDeploymentClass

/** CloneSet's classes that are about the CloneSet itself, not its pod template: another workload brings its own. */
const CLONESET_ONLY: readonly CloneSetClass[] = ['volume-claim-templates', 'strategy', 'outside-template', 'cloneset-webhook', 'cloneset-strategy-webhook']
/** The classes that edit the pod template (and the object's spelling): they apply to every workload as they are. */
export const TEMPLATE_CLASSES: readonly CloneSetClass[] = MUTATION_CLASSES.filter((c) => !CLONESET_ONLY.includes(c))

type Factory = (rng: Random, base: Obj, kruise: KruiseLine) => Mutation | undefined

const tpl = (cs: Obj): Obj => cs.spec.template
const containers = (cs: Obj): Obj[] => tpl(cs).spec.containers ?? []
const container = (cs: Obj, name: string): Obj | undefined => containers(cs).find((c) => c.name === name)

function onNew(cls: MutationClass, what: string, edit: (cs: Obj) => void): Mutation {
  return { cls, what, apply: (pair) => edit(pair.new) }
}

/** Sets a quantity, keeping the other resources as they are. */
function setResource(c: Obj, which: 'requests' | 'limits', resource: string, value: string | undefined): void {
  const resources = (c.resources ??= {})
  if (value === undefined) {
    if (resources[which]) delete resources[which][resource]
    return
  }
  ;(resources[which] ??= {})[resource] = value
}

const SPELLINGS: Record<string, string[]> = {
  '1': ['1000m', '1.0'], '2': ['2000m'], '500m': ['0.5'], '250m': ['0.25'], '100m': ['0.1'], '50m': ['0.05'],
  '1Gi': ['1024Mi', '1073741824'], '64Mi': ['65536Ki'], '128Mi': ['131072Ki'], '256Mi': ['262144Ki'], '512Mi': ['0.5Gi'],
}

const FACTORIES: Record<CloneSetClass, Factory> = {
  image: (rng, base) => {
    const target = rng.pick(containers(base))
    const image = `${String(target.image).split(':')[0]}:${rng.pick(['1.2', '2.0', 'canary', 'latest'])}`
    return onNew('image', `image of ${target.name} -> ${image}`, (cs) => { const c = container(cs, target.name); if (c) c.image = image })
  },
  sidecar: (rng, base) => {
    const existing = container(base, 'proxy')
    const choice = rng.pick(existing ? ['image', 'remove', 'add-second'] : ['add'])
    if (choice === 'image') {
      const image = rng.pick(SIDECAR_IMAGES)
      return onNew('sidecar', `sidecar image -> ${image}`, (cs) => { const c = container(cs, 'proxy'); if (c) c.image = image })
    }
    if (choice === 'remove') return onNew('sidecar', 'sidecar removed', (cs) => { tpl(cs).spec.containers = containers(cs).filter((c) => c.name !== 'proxy') })
    const added = sidecar(rng, choice === 'add' ? 'proxy' : 'logger')
    return onNew('sidecar', `sidecar ${added.name} added`, (cs) => { if (!container(cs, added.name)) containers(cs).push(structuredClone(added)) })
  },
  'init-container': (rng, base) => {
    if (!tpl(base).spec.initContainers) {
      return onNew('init-container', 'init container added', (cs) => { tpl(cs).spec.initContainers = [{ name: 'migrate', image: 'shop/migrate:3' }] })
    }
    const image = rng.pick(['shop/migrate:3', 'shop/migrate:4'])
    return onNew('init-container', `init container image -> ${image}`, (cs) => { const i = tpl(cs).spec.initContainers?.[0]; if (i) i.image = image })
  },
  env: (rng) => {
    const choice = rng.pick(['value', 'add', 'remove', 'secret-ref'])
    // By name: after "env LOG_LEVEL removed" the first env may read a fieldRef, beside which a value is invalid.
    if (choice === 'value') return onNew('env', 'env LOG_LEVEL value changed', (cs) => { const e = container(cs, 'app')?.env?.find((v: Obj) => v.name === 'LOG_LEVEL'); if (e) e.value = e.value === 'warn' ? 'error' : 'warn' })
    if (choice === 'add') return onNew('env', 'env FEATURE_X added', (cs) => { const c = container(cs, 'app'); if (c) addNamed((c.env ??= []), { name: 'FEATURE_X', value: 'on' }) })
    if (choice === 'remove') return onNew('env', 'env LOG_LEVEL removed', (cs) => { const c = container(cs, 'app'); if (c?.env) c.env = c.env.filter((e: Obj) => e.name !== 'LOG_LEVEL') })
    return onNew('env', 'env DB_PASSWORD from a secret added', (cs) => {
      const c = container(cs, 'app')
      if (c) addNamed((c.env ??= []), { name: 'DB_PASSWORD', valueFrom: { secretKeyRef: { name: 'db', key: 'password' } } })
    })
  },
  'env-from-metadata': (rng, base) => {
    const labels = tpl(base).metadata.labels ?? {}
    const annotations = tpl(base).metadata.annotations ?? {}
    const choice = rng.pick(['label', 'annotation', 'add-reader', 'add-reader-and-label'])
    if (choice === 'label' && labels.tier) {
      const value = labels.tier === 'frontend' ? 'backend' : 'frontend'
      return onNew('env-from-metadata', `label tier -> ${value}`, (cs) => { tpl(cs).metadata.labels.tier = value })
    }
    if (choice === 'annotation' && annotations['example.com/owner']) {
      return onNew('env-from-metadata', 'annotation example.com/owner changed', (cs) => { tpl(cs).metadata.annotations['example.com/owner'] = 'team-c' })
    }
    const key = rng.pick(['version', 'example.com/release'])
    const kind = rng.pick(['labels', 'annotations'])
    const reader = { name: 'RELEASE', valueFrom: { fieldRef: { fieldPath: `metadata.${kind}['${key}']` } } }
    const value = rng.pick(['v1', 'v2'])
    const target = rng.pick(containers(base)).name as string
    return {
      cls: 'env-from-metadata',
      what: `${kind} ${key} read by an env of ${target}, ${choice === 'add-reader' ? 'value changed' : 'env and value added'}`,
      apply: (pair) => {
        for (const cs of choice === 'add-reader' ? [pair.old, pair.new] : [pair.new]) {
          const c = container(cs, target)
          if (c && !(c.env ?? []).some((e: Obj) => e.name === 'RELEASE')) (c.env ??= []).push(structuredClone(reader))
        }
        if (choice === 'add-reader') (tpl(pair.old).metadata[kind] ??= {})[key] = 'v0'
        ;(tpl(pair.new).metadata[kind] ??= {})[key] = value
      },
    }
  },
  'template-metadata': (rng, base) => {
    const choice = rng.pick(['add-label', 'add-annotation', 'remove-annotation', 'change-annotation'])
    const annotations = tpl(base).metadata.annotations ?? {}
    const track = rng.pick(['stable', 'canary'])
    if (choice === 'add-label') return onNew('template-metadata', `template label track=${track} added`, (cs) => { tpl(cs).metadata.labels.track = track })
    if (choice === 'remove-annotation' && annotations['prometheus.io/scrape']) {
      return onNew('template-metadata', 'template annotation prometheus.io/scrape removed', (cs) => { delete tpl(cs).metadata.annotations?.['prometheus.io/scrape'] })
    }
    if (choice === 'change-annotation' && annotations['prometheus.io/scrape']) {
      return onNew('template-metadata', 'template annotation prometheus.io/scrape changed', (cs) => { tpl(cs).metadata.annotations['prometheus.io/scrape'] = 'false' })
    }
    return onNew('template-metadata', 'template annotation example.com/build added', (cs) => { (tpl(cs).metadata.annotations ??= {})['example.com/build'] = '42' })
  },
  resources: (rng, base) => {
    const target = rng.pick(containers(base))
    const which = rng.pick(['requests', 'limits'] as const)
    const resource = rng.pick(['cpu', 'memory', 'ephemeral-storage'])
    const op = rng.pick(['replace', 'replace', 'add', 'remove', 'guaranteed'])
    if (op === 'guaranteed') {
      return onNew('resources', `${target.name} becomes Guaranteed`, (cs) => {
        const c = container(cs, target.name)
        if (c) c.resources = { requests: { cpu: '300m', memory: '300Mi' }, limits: { cpu: '300m', memory: '300Mi' } }
      })
    }
    const value = op === 'remove' ? undefined : resource === 'cpu' ? rng.pick(CPU) : resource === 'memory' ? rng.pick(MEMORY) : '1Gi'
    return onNew('resources', `${which}.${resource} of ${target.name} ${op} ${value ?? ''}`.trim(), (cs) => {
      const c = container(cs, target.name)
      if (!c) return
      const present = c.resources?.[which]?.[resource] !== undefined
      if ((op === 'replace' && present) || op === 'add' || op === 'remove') setResource(c, which, resource, value)
      // A limit below its request is invalid: keep a changed request under the limit.
      const limit = c.resources?.limits?.[resource]
      if (which === 'requests' && limit !== undefined && value !== undefined) c.resources.limits[resource] = value
      const request = c.resources?.requests?.[resource]
      if (which === 'limits' && request !== undefined && value !== undefined) c.resources.requests[resource] = value
    })
  },
  'quantity-spelling': (rng, base) => {
    const target = rng.pick(containers(base))
    const side = rng.pick(['old', 'new'] as const)
    const variant = rng.int(0, 5)
    return {
      cls: 'quantity-spelling', what: `quantities of ${target.name} respelled in the ${side} object`,
      apply: (pair) => {
        const c = container(pair[side], target.name)
        for (const which of ['requests', 'limits']) {
          const list = c?.resources?.[which]
          for (const key of Object.keys(list ?? {})) {
            const spellings = SPELLINGS[list[key]]
            if (spellings) list[key] = spellings[variant % spellings.length]
          }
        }
      },
    }
  },
  'resize-policy': (rng, base) => {
    const policy = rng.pick(['NotRequired', 'RestartContainer'])
    const resource = rng.pick(['cpu', 'memory'])
    const choices = resource === 'cpu' ? CPU : MEMORY
    const before: string = container(base, 'app')?.resources?.requests?.[resource] ?? choices[1]!
    const value = rng.pick(choices.filter((q) => q !== before))
    return {
      cls: 'resize-policy', what: `resizePolicy ${resource} ${policy}, ${resource} request ${before} -> ${value}`,
      apply: (pair) => {
        for (const [cs, quantity] of [[pair.old, before], [pair.new, value]] as const) {
          const c = container(cs, 'app')
          if (!c) continue
          c.resizePolicy = [{ resourceName: resource, restartPolicy: policy }]
          setResource(c, 'requests', resource, quantity)
          if (c.resources.limits?.[resource] !== undefined) c.resources.limits[resource] = quantity
        }
      },
    }
  },
  probes: (rng) => {
    const choice = rng.pick(['period', 'add', 'remove'])
    if (choice === 'period') return onNew('probes', 'readinessProbe periodSeconds changed', (cs) => { const p = container(cs, 'app')?.readinessProbe; if (p) p.periodSeconds = (p.periodSeconds ?? 10) + 5 })
    if (choice === 'add') return onNew('probes', 'startupProbe added', (cs) => { const c = container(cs, 'app'); if (c) c.startupProbe = { httpGet: { path: '/started', port: 8080 }, failureThreshold: 30 } })
    return onNew('probes', 'readinessProbe removed', (cs) => { const c = container(cs, 'app'); if (c) delete c.readinessProbe })
  },
  ports: (rng) => {
    const choice = rng.pick(['add', 'change'])
    if (choice === 'add') return onNew('ports', 'port metrics added', (cs) => { const c = container(cs, 'app'); if (c) addNamed((c.ports ??= []), { name: 'metrics', containerPort: 9090 }) })
    return onNew('ports', 'containerPort of http changed', (cs) => { const p = container(cs, 'app')?.ports?.[0]; if (p) p.containerPort = 8081 })
  },
  volumes: (rng) => {
    const choice = rng.pick(['add', 'configmap-name'])
    if (choice === 'add') {
      return onNew('volumes', 'emptyDir cache added and mounted', (cs) => {
        const spec = tpl(cs).spec
        if ((spec.volumes ?? []).some((v: Obj) => v.name === 'cache')) return
        ;(spec.volumes ??= []).push({ name: 'cache', emptyDir: {} })
        const c = container(cs, 'app')
        if (c) (c.volumeMounts ??= []).push({ name: 'cache', mountPath: '/cache' })
      })
    }
    return onNew('volumes', 'configMap of volume config renamed', (cs) => { const v = tpl(cs).spec.volumes?.[0]; if (v?.configMap) v.configMap.name += '-v2' })
  },
  'explicit-defaults': (rng) => defaultsMutation(rng, 'explicit-defaults', 'new'),
  'omitted-defaults': (rng) => defaultsMutation(rng, 'omitted-defaults', 'old'),
  'key-order': (rng) => {
    const side = rng.pick(['old', 'new'] as const)
    return { cls: 'key-order', what: `keys of every object reversed in the ${side} object`, apply: (pair) => { pair[side] = reverseKeys(pair[side]) as Obj } }
  },
  'volume-claim-templates': (rng, base) => {
    const mistyped = mistypedClaimDraw(rng, 'volume-claim-templates', 'data')
    if (mistyped) return mistyped
    if (!base.spec.volumeClaimTemplates) {
      return onNew('volume-claim-templates', 'volumeClaimTemplate data added', (cs) => { cs.spec.volumeClaimTemplates ??= [volumeClaimTemplate('data', '5Gi')] })
    }
    const storage = rng.pick(['2Gi', '20Gi'])
    return onNew('volume-claim-templates', `volumeClaimTemplate storage -> ${storage}`, (cs) => {
      const vct = cs.spec.volumeClaimTemplates?.[0]
      if (vct) vct.spec.resources.requests.storage = storage
    })
  },
  'unknown-field': (rng) => {
    const choice = rng.pick(['container-typo', 'container-case', 'spec-typo', 'probe-typo'])
    switch (choice) {
      case 'container-typo': return onNew('unknown-field', 'container app gets imagePullPolcy (a typo)', (cs) => { const c = container(cs, 'app'); if (c) c.imagePullPolcy = 'Always' })
      case 'container-case': return onNew('unknown-field', 'container app gets imagepullpolicy (wrong case)', (cs) => { const c = container(cs, 'app'); if (c) c.imagepullpolicy = 'Always' })
      case 'spec-typo': return onNew('unknown-field', 'pod spec gets nodeSelecter (a typo)', (cs) => { tpl(cs).spec.nodeSelecter = { disk: 'ssd' } })
      default: return onNew('unknown-field', 'readinessProbe gets periodSecond (a typo)', (cs) => { const p = container(cs, 'app')?.readinessProbe; if (p) p.periodSecond = 3 })
    }
  },
  // Kruise's CRDs store a template as written; its webhooks then fail to decode a value of the wrong JSON type.
  'mistyped-field': (rng) => {
    const choice = rng.pick(['quoted-bool', 'number-env-value', 'quoted-port', 'fractional-seconds', 'number-label', 'string-for-struct'])
    return onNew('mistyped-field', `${choice} in the template`, (cs) => {
      const c = container(cs, 'app')
      if (choice === 'quoted-bool') tpl(cs).spec.hostNetwork = 'true'
      if (choice === 'number-env-value' && c) c.env = [...(c.env ?? []), { name: 'PORT', value: 8080 }]
      if (choice === 'quoted-port' && c) c.ports = [{ name: 'web', containerPort: '8080' }]
      if (choice === 'fractional-seconds') tpl(cs).spec.terminationGracePeriodSeconds = 1.5
      if (choice === 'number-label') tpl(cs).metadata.annotations = { ...(tpl(cs).metadata.annotations ?? {}), 'example.com/build': 42 }
      // dnsConfig: no other draw edits it (another could write into a string securityContext and crash).
      if (choice === 'string-for-struct') tpl(cs).spec.dnsConfig = 'cluster-first'
    })
  },
  'newer-field': (rng, _base, kruise) => {
    const options = ['hostnameOverride', 'restartPolicyRules', 'stopSignal']
    if (kruise === '1.8') options.push('supplementalGroupsPolicy', 'seLinuxChangePolicy')
    const choice = rng.pick(options)
    switch (choice) {
      case 'hostnameOverride': return onNew('newer-field', 'spec.hostnameOverride set (Kubernetes 1.34)', (cs) => { tpl(cs).spec.hostnameOverride = 'web' })
      case 'restartPolicyRules': return onNew('newer-field', 'container app gets restartPolicyRules (Kubernetes 1.34)', (cs) => {
        const c = container(cs, 'app')
        if (c) c.restartPolicyRules = [{ action: 'Restart', exitCodes: { operator: 'In', values: [42] } }]
      })
      case 'stopSignal': return onNew('newer-field', 'container app gets lifecycle.stopSignal (Kubernetes 1.33)', (cs) => { const c = container(cs, 'app'); if (c) c.lifecycle = { stopSignal: 'SIGUSR1' } })
      case 'supplementalGroupsPolicy': return onNew('newer-field', 'securityContext.supplementalGroupsPolicy set (Kubernetes 1.31)', (cs) => { (tpl(cs).spec.securityContext ??= {}).supplementalGroupsPolicy = 'Merge' })
      default: return onNew('newer-field', 'securityContext.seLinuxChangePolicy set (Kubernetes 1.32)', (cs) => { (tpl(cs).spec.securityContext ??= {}).seLinuxChangePolicy = 'MountOption' })
    }
  },
  strategy: (rng, base) => {
    // Sometimes a misspelling, which Kruise's webhook refuses (its controller would recreate).
    const type = rng.chance(0.15) ? rng.pick(['InPlaceIfPosible', 'Recreate', 'OnDelete']) : rng.pick(STRATEGIES.filter((s) => s !== base.spec.updateStrategy.type))
    return onNew('strategy', `updateStrategy.type -> ${type}`, (cs) => { cs.spec.updateStrategy.type = type })
  },
  'outside-template': (rng) => {
    const choice = rng.pick(['replicas', 'partition', 'labels', 'minReadySeconds'])
    switch (choice) {
      case 'replicas': return onNew('outside-template', 'replicas changed', (cs) => { cs.spec.replicas += 1 })
      case 'partition': return onNew('outside-template', 'partition set', (cs) => { cs.spec.updateStrategy.partition = 1 })
      case 'labels': return onNew('outside-template', 'CloneSet label added', (cs) => { cs.metadata.labels.release = 'r2' })
      default: return onNew('outside-template', 'minReadySeconds set', (cs) => { cs.spec.minReadySeconds = 5 })
    }
  },
  // What Kruise's CloneSet webhook checks beside the template diff: the selector (fixed once stored) against the
  // template's labels, restartPolicy and activeDeadlineSeconds, the labels and annotations of the CloneSet and of its
  // pod template; the accepted spellings beside the refused ones.
  'cloneset-webhook': (rng) => {
    const choice = rng.pick([
      'selector-label', 'selector-expression', 'label-removed', 'label-added', 'restart-on-failure', 'restart-always', 'active-deadline',
      'pod-label-64', 'pod-label-63', 'pod-annotation-key', 'pod-annotation-capitals', 'own-label-64', 'own-annotation-key',
    ])
    const long = (n: number) => 'v'.repeat(n)
    switch (choice) {
      case 'pod-label-64': return onNew('cloneset-webhook', 'template label value of 64 characters', (cs) => { cs.spec.template.metadata.labels.release = long(64) })
      case 'pod-label-63': return onNew('cloneset-webhook', 'template label value of 63 characters', (cs) => { cs.spec.template.metadata.labels.release = long(63) })
      case 'pod-annotation-key': return onNew('cloneset-webhook', 'template annotation key with a space', (cs) => { (cs.spec.template.metadata.annotations ??= {})['build note'] = 'x' })
      case 'pod-annotation-capitals': return onNew('cloneset-webhook', 'template annotation key with capitals', (cs) => { (cs.spec.template.metadata.annotations ??= {})['Example.com/Note'] = 'x' })
      case 'own-label-64': return onNew('cloneset-webhook', 'CloneSet label value of 64 characters', (cs) => { cs.metadata.labels.release = long(64) })
      case 'own-annotation-key': return onNew('cloneset-webhook', 'CloneSet annotation key with a space', (cs) => { (cs.metadata.annotations ??= {})['build note'] = 'x' })
      case 'selector-label': return onNew('cloneset-webhook', 'selector matchLabels gets tier: web', (cs) => { cs.spec.selector.matchLabels.tier = 'web' })
      case 'selector-expression': return onNew('cloneset-webhook', 'selector gets an expression the labels meet', (cs) => {
        cs.spec.selector.matchExpressions = [{ key: 'app', operator: 'Exists' }]
      })
      case 'label-removed': return onNew('cloneset-webhook', 'template labels lose the selector\'s', (cs) => { cs.spec.template.metadata.labels = { tier: 'web' } })
      case 'label-added': return onNew('cloneset-webhook', 'template label tier: web added', (cs) => { cs.spec.template.metadata.labels.tier = 'web' })
      case 'restart-on-failure': return onNew('cloneset-webhook', 'restartPolicy OnFailure', (cs) => { cs.spec.template.spec.restartPolicy = 'OnFailure' })
      case 'restart-always': return onNew('cloneset-webhook', 'restartPolicy Always', (cs) => { cs.spec.template.spec.restartPolicy = 'Always' })
      default: return onNew('cloneset-webhook', 'activeDeadlineSeconds set', (cs) => { cs.spec.template.spec.activeDeadlineSeconds = 600 })
    }
  },
  // What Kruise's CloneSet webhook checks in the update strategy and around it (surge under InPlaceOnly, room for a
  // Pod, the two parsers of 1.8 and 1.9, priority and scatter terms, progressDeadlineSeconds, podsToDelete), with
  // values it accepts beside the ones it refuses.
  'cloneset-strategy-webhook': (rng) => {
    const cls = 'cloneset-strategy-webhook'
    const strategy = (cs: Obj): Obj => cs.spec.updateStrategy
    switch (rng.pick(['surge-in-place-only', 'surge', 'unavailable', 'partition', 'priority', 'scatter', 'progress-deadline', 'pods-to-delete'])) {
      case 'surge-in-place-only': {
        const maxSurge = rng.pick([1, '10%', '12.5%', 0, '0%'])
        return onNew(cls, `InPlaceOnly with maxSurge ${JSON.stringify(maxSurge)}`, (cs) => { Object.assign(strategy(cs), { type: 'InPlaceOnly', maxSurge }) })
      }
      case 'surge': {
        const [maxUnavailable, maxSurge] = rng.pick([[0, 1], ['0%', '25%'], [0, '12.5%'], [1, 2], [0, 0], [0, '50'], [-1, 2], [1, 'lots']])
        return onNew(cls, `maxUnavailable ${JSON.stringify(maxUnavailable)}, maxSurge ${JSON.stringify(maxSurge)}`, (cs) => { Object.assign(strategy(cs), { maxUnavailable, maxSurge }) })
      }
      case 'unavailable': {
        const maxUnavailable = rng.pick([0, '0%', '12.5%', '5%', '50%', 2, '5', -1, '+1%'])
        return onNew(cls, `maxUnavailable ${JSON.stringify(maxUnavailable)}`, (cs) => { strategy(cs).maxUnavailable = maxUnavailable })
      }
      case 'partition': {
        const partition = rng.pick([-1, '-10%', '5', '40%', '0x10%', '1e1%', 9])
        return onNew(cls, `partition ${JSON.stringify(partition)}`, (cs) => { strategy(cs).partition = partition })
      }
      case 'priority': {
        const web = { matchLabels: { app: 'web' } }
        const priorityStrategy = rng.pick<Obj>([
          { weightPriority: [{ weight: 50, matchSelector: web }] }, { weightPriority: [{ weight: 0, matchSelector: web }] },
          { weightPriority: [{ weight: 101, matchSelector: web }] }, { weightPriority: [{ weight: -1, matchSelector: web }] },
          { weightPriority: [{ weight: 10, matchSelector: {} }] }, { weightPriority: [{ weight: 10, matchSelector: web }], orderPriority: [{ orderedKey: 'rank' }] },
          { orderPriority: [{ orderedKey: 'rank' }] }, { orderPriority: [{ orderedKey: 'rank' }, { orderedKey: '' }] },
          { weightPriority: [{ weight: 10, matchSelector: { matchExpressions: [{ key: 'tier', operator: 'In' }] } }] },
          { weightPriority: [{ weight: 10, matchSelector: { matchLabels: { 'bad key': 'x' } } }] },
        ])
        return onNew(cls, `priorityStrategy ${JSON.stringify(priorityStrategy)}`, (cs) => { strategy(cs).priorityStrategy = priorityStrategy })
      }
      case 'scatter': {
        const scatterStrategy = rng.pick<Obj[]>([
          [{ key: 'zone', value: 'a' }], [{ key: 'zone', value: 'a' }, { key: 'zone', value: 'b' }], [{ key: '', value: 'a' }],
          [{ key: 'zone', value: 'a' }, { key: 'zone', value: 'a' }],
        ])
        return onNew(cls, `scatterStrategy ${JSON.stringify(scatterStrategy)}`, (cs) => { strategy(cs).scatterStrategy = scatterStrategy })
      }
      case 'progress-deadline': {
        const [progressDeadlineSeconds, minReadySeconds] = rng.pick([[600, 30], [30, 30], [0, 0], [-1, 0], [2147483647, 2147483647], [10, undefined]])
        return onNew(cls, `progressDeadlineSeconds ${progressDeadlineSeconds}, minReadySeconds ${minReadySeconds ?? 'unset'}`, (cs) => {
          cs.spec.progressDeadlineSeconds = progressDeadlineSeconds
          if (minReadySeconds !== undefined) cs.spec.minReadySeconds = minReadySeconds
        })
      }
      default: return onNew(cls, 'podsToDelete names a Pod twice', (cs) => { cs.spec.scaleStrategy = { podsToDelete: ['web-gone', 'web-gone'] } })
    }
  },
  'container-order': (_rng, base) => {
    if (containers(base).length < 2) return undefined
    return onNew('container-order', 'containers reordered', (cs) => { tpl(cs).spec.containers = [...containers(cs)].reverse() })
  },
  // Kubernetes' Pod validation, as each workload's webhook runs it on the template (podValidation.ts).
  'pod-validation': (rng) => {
    const edit = drawPodValidationEdit(rng)
    return onNew('pod-validation', edit, (cs) => applyPodValidationEdit(edit, cs))
  },
  'pod-spec': (rng) => {
    const choice = rng.pick(['nodeSelector', 'tolerations', 'serviceAccountName', 'terminationGracePeriodSeconds', 'command'])
    switch (choice) {
      case 'nodeSelector': return onNew('pod-spec', 'nodeSelector changed', (cs) => { tpl(cs).spec.nodeSelector = { 'kubernetes.io/arch': 'amd64' } })
      case 'tolerations': return onNew('pod-spec', 'toleration added', (cs) => { tpl(cs).spec.tolerations = [{ key: 'dedicated', operator: 'Equal', value: 'web', effect: 'NoSchedule' }] })
      case 'serviceAccountName': return onNew('pod-spec', 'serviceAccountName set', (cs) => { tpl(cs).spec.serviceAccountName = 'web' })
      case 'terminationGracePeriodSeconds': return onNew('pod-spec', 'terminationGracePeriodSeconds changed', (cs) => { tpl(cs).spec.terminationGracePeriodSeconds = 45 })
      default: return onNew('pod-spec', 'command of app set', (cs) => { const c = container(cs, 'app'); if (c) c.command = ['/app', '--serve'] })
    }
  },
}

/** Writes a value the apiserver or Kruise's webhook would default anyway, on one side. */
function defaultsMutation(rng: Random, cls: MutationClass, side: 'old' | 'new'): Mutation {
  const choice = rng.pick(['imagePullPolicy', 'terminationMessagePath', 'protocol', 'dnsPolicy', 'restartPolicy', 'schedulerName', 'probeDefaults', 'securityContext', 'grace'])
  const edit = (cs: Obj): void => {
    const spec = tpl(cs).spec
    const app = container(cs, 'app')
    if (!app) return
    switch (choice) {
      case 'imagePullPolicy': {
        const image = String(app.image)
        app.imagePullPolicy = image.endsWith(':latest') || !image.includes(':') ? 'Always' : 'IfNotPresent'
        break
      }
      case 'terminationMessagePath': app.terminationMessagePath = '/dev/termination-log'; app.terminationMessagePolicy = 'File'; break
      case 'protocol': for (const p of app.ports ?? []) p.protocol = 'TCP'; break
      case 'dnsPolicy': spec.dnsPolicy = 'ClusterFirst'; break
      case 'restartPolicy': spec.restartPolicy = 'Always'; break
      case 'schedulerName': spec.schedulerName = 'default-scheduler'; break
      case 'probeDefaults': if (app.readinessProbe) Object.assign(app.readinessProbe, { timeoutSeconds: 1, successThreshold: 1, failureThreshold: 3 }); break
      case 'securityContext': spec.securityContext = {}; break
      default: spec.terminationGracePeriodSeconds ??= 30
    }
  }
  return { cls, what: `${choice} default written explicitly in the ${side} object`, apply: (pair) => edit(pair[side]) }
}

/** Adds an entry to a list keyed by name unless one of that name is there: mutations applied twice stay valid. */
function addNamed(list: Obj[], entry: Obj): void {
  if (!list.some((e) => e.name === entry.name)) list.push(entry)
}

function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys)
  if (value === null || typeof value !== 'object') return value
  const out: Obj = {}
  for (const key of Object.keys(value).reverse()) out[key] = reverseKeys((value as Obj)[key])
  return out
}

/** A mutation of class `cls` drawn for `base`, or undefined when the class does not apply to it (no second container to reorder). */
export function drawMutation(cls: MutationClass, rng: Random, base: Obj, kruise: KruiseLine): Mutation | undefined {
  if (cls in FACTORIES) return FACTORIES[cls as CloneSetClass](rng, base, kruise)
  if (cls in SIDECARSET_FACTORIES) return SIDECARSET_FACTORIES[cls as SidecarSetClass](rng, base, kruise)
  return cls in DAEMONSET_FACTORIES ? DAEMONSET_FACTORIES[cls as DaemonSetClass](rng, base) : STATEFULSET_FACTORIES[cls as StatefulSetClass](rng, base)
}
