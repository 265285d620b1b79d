/** Go's int32: what Kubernetes' and Kruise's types hold in replicas, ports, partitions and an IntOrString's integer. */
export const INT32_WORDS = 'an integer from -2147483648 to 2147483647'

export function isInt32(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= -2147483648 && (value as number) <= 2147483647
}
