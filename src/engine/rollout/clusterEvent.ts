/** An Event as the diagnosis reads it: what a controller or the kubelet reported about a Pod or the workload. */
export interface ClusterEvent {
  reason: string
  message: string
  /** The object the event is about (a Pod name, or the workload). */
  object: string
}
