import type { Pod } from '../../../src/engine/kube/pod.js'
import { type SidecarSetView, readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'
import { injectionAnnotations } from '../../engine/support/sidecarSets.js'

/**
 * SidecarSets and the Pods they were injected into, as a cluster stores them: a Pod carries the annotations Kruise's
 * Pod webhook wrote at injection (the two hashes of the SidecarSet as it was then) and, where the controller marked it,
 * the SidecarSetUpgradable condition. The env value is a stand-in for a secret: no output may echo it.
 */
export type Json = Record<string, any>

export const SECRET_VALUE = 'hunter2-do-not-print'

export function sidecarSetObject(image: string, options: { env?: string; strategy?: Json; spec?: Json; apiVersion?: string; name?: string } = {}): Json {
  return {
    apiVersion: options.apiVersion ?? 'apps.kruise.io/v1beta1', kind: 'SidecarSet', metadata: { name: options.name ?? 'mesh', uid: 'ss-uid' },
    spec: {
      selector: { matchLabels: { app: 'web' } }, updateStrategy: options.strategy ?? {}, ...options.spec,
      containers: [{ name: 'proxy', image, env: [{ name: 'TOKEN', value: options.env ?? SECRET_VALUE }] }],
    },
  }
}

export function sidecarSetView(image: string, options: { env?: string } = {}): SidecarSetView {
  return readSidecarSet(sidecarSetObject(image, options), '1.9')
}

export interface InjectedPodOptions {
  namespace?: string
  labels?: Json
  /** The SidecarSetUpgradable condition's message: SidecarSet name → upgradable. */
  marked?: Json
}

/** A Pod injected by `from` (undefined: created before the SidecarSet, never injected). */
export function injectedPod(name: string, from: SidecarSetView | undefined, options: InjectedPodOptions = {}): Pod {
  const annotations = injectionAnnotations(from)
  const conditions: Json[] = [{ type: 'Ready', status: 'True' }]
  if (options.marked) conditions.push({ type: 'SidecarSetUpgradable', status: Object.values(options.marked).every(Boolean) ? 'True' : 'False', message: JSON.stringify(options.marked) })
  const containers = from ? [{ name: 'proxy', image: from.containers[0]!.image }, { name: 'app', image: 'app:1' }] : [{ name: 'app', image: 'app:1' }]
  return {
    apiVersion: 'v1', kind: 'Pod',
    metadata: { name, namespace: options.namespace ?? 'shop', labels: options.labels ?? { app: 'web' }, annotations },
    spec: { containers },
    status: { phase: 'Running', conditions, containerStatuses: containers.map((c) => ({ name: c.name, image: c.image, imageID: c.image, ready: true, restartCount: 0 })) },
  } as unknown as Pod
}
