import t from 'tap'
import { containerResourceProblems } from '../../../src/engine/kube/containerResourceValidation.js'

/**
 * Kubernetes' checks of a container's requests and limits (ValidateContainerResourceRequirements, k8s.io/kubernetes
 * v1.30 and v1.32): each row a container's resources and the fields refused, with words that name the rule.
 */
const AT = 'spec.template.spec.containers[app]'
type Resources = { requests?: Record<string, unknown>; limits?: Record<string, unknown> }

const rows: { what: string; resources: Resources; refused: [field: string, words: RegExp][] }[] = [
  { what: 'cpu and memory, requests within limits', resources: { requests: { cpu: '500m', memory: '512Mi' }, limits: { cpu: '1', memory: '1Gi' } }, refused: [] },
  { what: 'ephemeral-storage, a request alone', resources: { requests: { 'ephemeral-storage': '1Gi' } }, refused: [] },
  { what: 'a misspelt resource', resources: { limits: { cpus: '1' } }, refused: [[`${AT}.resources.limits.cpus`, /^a container cannot ask for resource "cpus": only cpu, memory, ephemeral-storage, hugepages-<size>, or an extended resource named with a domain \(example\.com\/cpus\)$/]] },
  { what: 'a quota resource', resources: { requests: { pods: '1' } }, refused: [[`${AT}.resources.requests.pods`, /cannot ask for resource "pods"/]] },
  { what: 'a name that is not a qualified name', resources: { requests: { 'example.com/gpu/v2': '1' }, limits: { 'example.com/gpu/v2': '1' } }, refused: [[`${AT}.resources.limits.example.com/gpu/v2`, /is not a resource name/], [`${AT}.resources.requests.example.com/gpu/v2`, /is not a resource name/]] },
  { what: 'an extended resource, request equal to its limit', resources: { requests: { 'example.com/gpu': '2' }, limits: { 'example.com/gpu': 2 } }, refused: [] },
  { what: 'an extended resource, a limit alone', resources: { limits: { 'example.com/gpu': '1' } }, refused: [] },
  { what: 'an extended resource, a request alone', resources: { requests: { 'example.com/gpu': '1' } }, refused: [[`${AT}.resources.limits`, /^example\.com\/gpu cannot be overcommitted: its request needs a limit equal to it$/]] },
  { what: 'an extended resource, a request below its limit', resources: { requests: { 'example.com/gpu': '1' }, limits: { 'example.com/gpu': '2' } }, refused: [[`${AT}.resources.requests.example.com/gpu`, /^example\.com\/gpu cannot be overcommitted: its request 1 must equal its limit 2$/]] },
  { what: 'an extended resource, half a unit', resources: { requests: { 'example.com/gpu': '500m' }, limits: { 'example.com/gpu': '500m' } }, refused: [[`${AT}.resources.limits.example.com/gpu`, /^the example\.com\/gpu limit 500m is not a whole number/], [`${AT}.resources.requests.example.com/gpu`, /request 500m is not a whole number/]] },
  { what: 'an extended resource, a whole number in other units', resources: { limits: { 'example.com/gpu': '1k' } }, refused: [] },
  { what: 'a resource under kubernetes.io: native, overcommitted freely', resources: { requests: { 'kubernetes.io/batteries': '1' } }, refused: [] },
  { what: 'an extended resource named from requests.', resources: { limits: { 'requests.example.com/gpu': '1' } }, refused: [[`${AT}.resources.limits.requests.example.com/gpu`, /is not an extended resource name: it may not start with "requests\."/]] },
  { what: 'huge pages beside memory', resources: { requests: { 'hugepages-2Mi': '4Mi', memory: '1Gi' }, limits: { 'hugepages-2Mi': '4Mi', memory: '1Gi' } }, refused: [] },
  { what: 'huge pages alone', resources: { limits: { 'hugepages-2Mi': '4Mi' } }, refused: [[`${AT}.resources`, /^huge pages need a cpu or memory request or limit beside them$/]] },
  { what: 'huge pages, a request below the limit', resources: { requests: { 'hugepages-2Mi': '2Mi', cpu: '1' }, limits: { 'hugepages-2Mi': '4Mi' } }, refused: [[`${AT}.resources.requests.hugepages-2Mi`, /cannot be overcommitted: its request 2Mi must equal its limit 4Mi/]] },
  { what: 'a cpu request above its limit once both are rounded up to milli units: equal', resources: { requests: { cpu: '1.0001' }, limits: { cpu: '1.0005' } }, refused: [] },
  { what: 'a cpu request above its limit', resources: { requests: { cpu: '1500m' }, limits: { cpu: '1' } }, refused: [[`${AT}.resources.requests.cpu`, /^the cpu request 1500m is more than its limit 1$/]] },
  { what: 'a negative request', resources: { requests: { memory: '-1Gi' } }, refused: [[`${AT}.resources.requests.memory`, /^the memory request -1Gi is negative$/]] },
  { what: 'a quantity that does not parse: left to the read errors', resources: { requests: { cpu: 'lots' }, limits: { cpu: '1' } }, refused: [] },
  { what: 'not an object', resources: 'big' as unknown as Resources, refused: [] },
]

for (const row of rows) {
  t.test(row.what, async (t) => {
    const problems = containerResourceProblems(row.resources, AT)
    t.same(problems.map((p) => p.field), row.refused.map(([field]) => field))
    row.refused.forEach(([, words], i) => t.match(problems[i]?.problem, words))
  })
}
