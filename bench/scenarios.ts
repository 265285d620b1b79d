import oneContainer from './fixtures/one-container.json' with { type: 'json' }
import realistic from './fixtures/realistic.json' with { type: 'json' }
import twentyContainers from './fixtures/twenty-containers.json' with { type: 'json' }

/**
 * The inputs every section measures: three CloneSets from bench/fixtures/ (as stored in a cluster, with status,
 * managedFields and kubectl's last-applied annotation) and, for each, two edits a person makes: an image bump of the
 * first container (updated in place) and an env value change in it (which makes OpenKruise recreate the Pods).
 */
export type JsonObject = Record<string, unknown>
export type FixtureName = 'one-container' | 'realistic' | 'twenty-containers'
export type Edit = 'image-only' | 'recreate'

export const FIXTURES: Record<FixtureName, JsonObject> = {
  'one-container': oneContainer,
  realistic,
  'twenty-containers': twentyContainers,
}
export const FIXTURE_NAMES = Object.keys(FIXTURES) as FixtureName[]
export const EDITS: Edit[] = ['image-only', 'recreate']

export interface UpdatePair {
  fixture: FixtureName
  edit: Edit
  oldObject: JsonObject
  newObject: JsonObject
}

const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration'

/** A fresh copy of a fixture, safe to edit. */
export function fixture(name: FixtureName): JsonObject {
  return structuredClone(FIXTURES[name])
}

/** The CloneSet before and after `edit`, as the apiserver hands them to a webhook (oldObject, object). */
export function updatePair(name: FixtureName, edit: Edit): UpdatePair {
  const oldObject = fixture(name)
  const newObject = fixture(name)
  const container = firstContainer(newObject)
  if (edit === 'image-only') {
    container.image = bumpTag(String(container.image))
  } else {
    const env = container.env as { name: string; value?: string }[]
    const first = env.find((e) => typeof e.value === 'string')
    if (!first) throw new Error(`fixture ${name}: the first container has no plain env var to change`)
    first.value = `${first.value}-changed`
  }
  refreshLastApplied(newObject)
  const metadata = newObject.metadata as JsonObject
  metadata.generation = Number(metadata.generation ?? 1) + 1
  return { fixture: name, edit, oldObject, newObject }
}

/**
 * The same workload as an Advanced StatefulSet (apps.kruise.io/v1beta1): the same metadata, replicas, selector and pod
 * template (with the InPlaceUpdateReady readiness gate Kruise's webhook requires for in-place), the same policy and
 * maxUnavailable under spec.updateStrategy.rollingUpdate.
 */
export function asStatefulSet(cloneSet: JsonObject): JsonObject {
  const spec = cloneSet.spec as JsonObject
  const strategy = spec.updateStrategy as JsonObject
  const template = structuredClone(spec.template) as { spec: JsonObject }
  template.spec.readinessGates = [...((template.spec.readinessGates as unknown[]) ?? []), { conditionType: 'InPlaceUpdateReady' }]
  return {
    apiVersion: 'apps.kruise.io/v1beta1',
    kind: 'StatefulSet',
    metadata: cloneSet.metadata,
    spec: {
      replicas: spec.replicas,
      serviceName: (cloneSet.metadata as JsonObject).name,
      podManagementPolicy: 'Parallel',
      selector: spec.selector,
      updateStrategy: {
        type: 'RollingUpdate',
        rollingUpdate: { podUpdatePolicy: strategy.type, maxUnavailable: strategy.maxUnavailable, inPlaceUpdateStrategy: strategy.inPlaceUpdateStrategy },
      },
      template,
    },
  }
}

/** A CloneSet pair as the same Advanced StatefulSet pair. */
export function asStatefulSetPair(pair: UpdatePair): UpdatePair {
  return { ...pair, oldObject: asStatefulSet(pair.oldObject), newObject: asStatefulSet(pair.newObject) }
}

/** An admission.k8s.io/v1 UPDATE review of a CloneSet or an Advanced StatefulSet, with the envelope fields a real apiserver sends. */
export function updateReview(pair: UpdatePair, uid = '7d1c4a52-3b9e-4f0a-8c61-2e5d9b0a7f13'): JsonObject {
  const metadata = pair.newObject.metadata as JsonObject
  const kind = String(pair.newObject.kind)
  const version = String(pair.newObject.apiVersion).split('/')[1]
  const gvk = { group: 'apps.kruise.io', version, kind }
  const gvr = { group: 'apps.kruise.io', version, resource: kind === 'StatefulSet' ? 'statefulsets' : 'clonesets' }
  return {
    apiVersion: 'admission.k8s.io/v1',
    kind: 'AdmissionReview',
    request: {
      uid,
      kind: gvk,
      resource: gvr,
      requestKind: gvk,
      requestResource: gvr,
      name: metadata.name,
      namespace: metadata.namespace,
      operation: 'UPDATE',
      userInfo: { username: 'system:serviceaccount:argocd:argocd-application-controller', uid: '0e4b8c9a-5f3d-4a21-9b7e-6c2d1f0a8e34', groups: ['system:serviceaccounts', 'system:serviceaccounts:argocd', 'system:authenticated'] },
      object: pair.newObject,
      oldObject: pair.oldObject,
      dryRun: false,
      options: { kind: 'UpdateOptions', apiVersion: 'meta.k8s.io/v1', fieldManager: 'argocd-controller' },
    },
  }
}

function firstContainer(cloneSet: JsonObject): JsonObject {
  const containers = ((cloneSet.spec as JsonObject).template as { spec: { containers: JsonObject[] } }).spec.containers
  return containers[0]!
}

/** `repo/app:2.14.3` -> `repo/app:2.14.4`; a tag without a trailing number gets `-next`. */
export function bumpTag(image: string): string {
  const match = /^(.*:[^/]*?)(\d+)$/.exec(image)
  return match ? `${match[1]}${Number(match[2]) + 1}` : `${image}-next`
}

/** kubectl apply rewrites the annotation with the applied manifest: metadata it was given plus the spec. */
function refreshLastApplied(cloneSet: JsonObject): void {
  const metadata = cloneSet.metadata as JsonObject
  const annotations = metadata.annotations as Record<string, string> | undefined
  if (!annotations?.[LAST_APPLIED]) return
  const applied = JSON.parse(annotations[LAST_APPLIED]) as JsonObject
  applied.spec = cloneSet.spec
  annotations[LAST_APPLIED] = `${JSON.stringify(applied)}\n`
}
