import type { WorkloadView } from '../workloads/workloadView.js'
import type { ClusterEvent } from './clusterEvent.js'

/** A stall reason of diagnosis.ts. */
export interface PodCreateFailure {
  reason: 'pod-create-refused'
  blocking: true
  field: string
  message: string
}

/** The longest error kept from an Event (an admission webhook's message can be long). */
const ERROR_MAX = 400

/**
 * The error of a FailedCreate Event each controller records on its workload. A CloneSet's message also holds the
 * whole Pod as JSON (env values among it): only the error before it is kept.
 */
const CREATE_ERRORS: readonly RegExp[] = [
  /^failed to create pod: ([\s\S]*?)(?:, pod: \{[\s\S]*)?$/, // CloneSet (cloneset_scale.go)
  /^create Pod \S+ in StatefulSet \S+ failed error: ([\s\S]*)$/, // Advanced StatefulSet (stateful_pod_control.go)
  /^Error creating: ([\s\S]*)$/, // Advanced DaemonSet (the Kubernetes controller's pod control)
]
/** An Advanced StatefulSet's condition beside the Event: "StatefulPodControl failed to create Pod error: <error>". */
const CONDITION_ERROR = /^StatefulPodControl failed to create Pod error: ([\s\S]*)$/

/**
 * Why the controller cannot create the workload's Pods, as it reports it: the last FailedCreate Event on the
 * workload, else an Advanced StatefulSet's FailedCreatePod condition. A ResourceQuota, an admission webhook or policy,
 * or the Pod itself (a label over 63 characters) refuses them, and the rollout waits for Pods that never come.
 */
export function podCreateFailure(view: Pick<WorkloadView, 'name' | 'status'>, events: readonly ClusterEvent[]): PodCreateFailure | undefined {
  const event = events.filter((e) => e.object === view.name && e.reason === 'FailedCreate').map((e) => createError(e.message)).findLast((e) => e !== undefined)
  const condition = view.status.conditions.find((c) => c.type === 'FailedCreatePod' && c.status === 'True')?.message?.match(CONDITION_ERROR)?.[1]
  const error = event ?? condition
  if (error === undefined) return undefined
  return {
    reason: 'pod-create-refused', blocking: true, field: event !== undefined ? 'events FailedCreate' : 'status.conditions[FailedCreatePod]',
    message: `the controller's Pod creations are refused: ${bounded(error)}. Until what refuses them is fixed (a ResourceQuota, an admission webhook or policy, or the Pod's own fields), the Pods it must create never come; the controller retries`,
  }
}

function createError(message: string): string | undefined {
  for (const pattern of CREATE_ERRORS) {
    const error = message.match(pattern)?.[1]
    if (error !== undefined) return error
  }
  return undefined
}

function bounded(error: string): string {
  const line = error.replace(/\s+/g, ' ').trim()
  return line.length <= ERROR_MAX ? line : `${line.slice(0, ERROR_MAX - 1)}…`
}

/**
 * The FailedCreate Event message each controller records when a Pod's creation is refused, without the Pod itself
 * (a CloneSet's controller appends it as JSON: env values would be written into an Event).
 */
export function failedCreateMessage(kind: WorkloadView['kind'], workload: string, pod: string, error: string): string {
  switch (kind) {
    case 'CloneSet': return `failed to create pod: ${error}`
    case 'StatefulSet': return `create Pod ${pod} in StatefulSet ${workload} failed error: ${error}`
    case 'DaemonSet': return `Error creating: ${error}`
  }
}
