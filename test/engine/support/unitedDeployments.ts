import type { SubsetChildKind } from '../../../src/engine/workloads/unitedDeployment.js'

export type Json = Record<string, any>

const TEMPLATE_FIELDS: Record<SubsetChildKind, string> = {
  CloneSet: 'cloneSetTemplate', AdvancedStatefulSet: 'advancedStatefulSetTemplate', StatefulSet: 'statefulSetTemplate', Deployment: 'deploymentTemplate',
}

/** The child spec's update strategy declaring `policy` for each child kind (ReCreate, InPlaceIfPossible, InPlaceOnly). */
export function strategyFor(kind: SubsetChildKind, policy: string | undefined): Json {
  if (policy === undefined) return {}
  switch (kind) {
    case 'CloneSet': return { updateStrategy: { type: policy } }
    case 'AdvancedStatefulSet': return { updateStrategy: { type: 'RollingUpdate', rollingUpdate: { podUpdatePolicy: policy } } }
    case 'StatefulSet': return { updateStrategy: { type: policy === 'OnDelete' ? 'OnDelete' : 'RollingUpdate' } }
    case 'Deployment': return { strategy: { type: policy === 'Recreate' ? 'Recreate' : 'RollingUpdate' } }
  }
}

/** A UnitedDeployment of two zones (zone-a by node affinity, zone-b with a patch) writing `kind` children. */
export function unitedDeployment(kind: SubsetChildKind, options: { image?: string; policy?: string; spec?: Json; subsets?: Json[]; podSpec?: Json } = {}): Json {
  const readinessGates = kind === 'AdvancedStatefulSet' ? { readinessGates: [{ conditionType: 'InPlaceUpdateReady' }] } : {}
  return {
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'UnitedDeployment', metadata: { name: 'ud', namespace: 'shop', uid: 'ud-uid' },
    spec: {
      replicas: 4,
      selector: { matchLabels: { app: 'web' } },
      template: {
        [TEMPLATE_FIELDS[kind]]: {
          metadata: { labels: { app: 'web' } },
          spec: {
            ...(kind === 'AdvancedStatefulSet' || kind === 'StatefulSet' ? { serviceName: 'web' } : {}),
            ...strategyFor(kind, options.policy), ...options.spec,
            template: {
              metadata: { labels: { app: 'web' } },
              spec: { containers: [{ name: 'app', image: options.image ?? 'registry/app:1' }], ...readinessGates, ...options.podSpec },
            },
          },
        },
      },
      topology: {
        subsets: options.subsets ?? [
          { name: 'zone-a', nodeSelectorTerm: { matchExpressions: [{ key: 'zone', operator: 'In', values: ['a'] }] } },
          { name: 'zone-b', patch: { spec: { containers: [{ name: 'app', env: [{ name: 'ZONE', value: 'b' }] }] } } },
        ],
      },
    },
  }
}
