/** One rule of Kubernetes' Pod validation that a pod spec breaks. */
export interface PodSpecProblem {
  /** The field (`spec.template.spec.containers[app].ports[0].name`): a container by its name where it has a usable one. */
  field: string
  /** What is wrong, naming the container, port, volume, path or quantity at fault; never an env value or a command. */
  problem: string
}
