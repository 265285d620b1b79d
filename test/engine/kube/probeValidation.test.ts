import t from 'tap'
import { podSpecProblems } from '../../../src/engine/kube/podSpecValidation.js'
import { probeAndHookProblems } from '../../../src/engine/kube/probeValidation.js'

/**
 * Kubernetes' checks of probes and lifecycle hooks (k8s.io/kubernetes v1.30 and v1.32), after Kruise's defaults:
 * each row a container's probes or hooks and the fields refused, with words that name the rule.
 */
const AT = 'spec.template.spec.containers[app]'
const http = (port: unknown, more: Record<string, unknown> = {}) => ({ httpGet: { port, ...more } })

const rows: { what: string; container: Record<string, unknown>; refused: [field: string, words: RegExp][] }[] = [
  { what: 'an httpGet liveness probe, defaults unset', container: { livenessProbe: http(8080) }, refused: [] },
  { what: 'a port by name', container: { readinessProbe: http('http') }, refused: [] },
  { what: 'a quoted port number', container: { livenessProbe: http('8080') }, refused: [[`${AT}.livenessProbe.httpGet.port`, /^port "8080" is neither a port number nor a port name: write the number without quotes$/]] },
  { what: 'a port name of 16 characters', container: { livenessProbe: { tcpSocket: { port: 'http-metrics-012' } } }, refused: [[`${AT}.livenessProbe.tcpSocket.port`, /^port "http-metrics-012" is neither/]] },
  { what: 'no port', container: { livenessProbe: { tcpSocket: {} } }, refused: [[`${AT}.livenessProbe.tcpSocket.port`, /^a port is needed$/]] },
  { what: 'port 70000', container: { startupProbe: http(70000) }, refused: [[`${AT}.startupProbe.httpGet.port`, /^port 70000 is not between 1 and 65535$/]] },
  { what: 'a grpc probe without a port', container: { readinessProbe: { grpc: { service: 'health' } } }, refused: [[`${AT}.readinessProbe.grpc.port`, /a port is needed/]] },
  { what: 'a lowercase scheme', container: { livenessProbe: http(8080, { scheme: 'https' }) }, refused: [[`${AT}.livenessProbe.httpGet.scheme`, /^scheme "https" must be one of "HTTP", "HTTPS"$/]] },
  { what: 'a header name with a space', container: { livenessProbe: http(8080, { httpHeaders: [{ name: 'X-Probe', value: 'a' }, { name: 'X Probe', value: 'b' }] }) }, refused: [[`${AT}.livenessProbe.httpGet.httpHeaders[1].name`, /^header name "X Probe" is not an HTTP header name/]] },
  { what: 'no handler', container: { livenessProbe: { periodSeconds: 5 } }, refused: [[`${AT}.livenessProbe`, /^needs one handler: exec, httpGet, tcpSocket, grpc$/]] },
  { what: 'two handlers: the second is refused', container: { readinessProbe: { exec: { command: ['true'] }, tcpSocket: { port: 80 } } }, refused: [[`${AT}.readinessProbe.tcpSocket`, /^has more than one handler \(exec, tcpSocket\): keep one$/]] },
  { what: 'an exec handler without a command', container: { livenessProbe: { exec: {} } }, refused: [[`${AT}.livenessProbe.exec.command`, /^an exec handler needs a command$/]] },
  { what: 'a negative initialDelaySeconds', container: { livenessProbe: { ...http(8080), initialDelaySeconds: -5 } }, refused: [[`${AT}.livenessProbe.initialDelaySeconds`, /^livenessProbe\.initialDelaySeconds is negative$/]] },
  { what: 'a liveness successThreshold of 2', container: { livenessProbe: { ...http(8080), successThreshold: 2 } }, refused: [[`${AT}.livenessProbe.successThreshold`, /^a livenessProbe's successThreshold must be 1$/]] },
  { what: 'a readiness successThreshold of 2', container: { readinessProbe: { ...http(8080), successThreshold: 2 } }, refused: [] },
  { what: 'a readiness probe with a terminationGracePeriodSeconds', container: { readinessProbe: { ...http(8080), terminationGracePeriodSeconds: 10 } }, refused: [[`${AT}.readinessProbe.terminationGracePeriodSeconds`, /may not set terminationGracePeriodSeconds/]] },
  { what: 'a liveness probe with a terminationGracePeriodSeconds of 0', container: { livenessProbe: { ...http(8080), terminationGracePeriodSeconds: 0 } }, refused: [[`${AT}.livenessProbe.terminationGracePeriodSeconds`, /must be more than 0/]] },
  { what: 'a preStop sleep hook', container: { lifecycle: { preStop: { sleep: { seconds: 5 } } } }, refused: [] },
  { what: 'a preStop hook without a handler', container: { lifecycle: { preStop: {} } }, refused: [[`${AT}.lifecycle.preStop`, /^needs one handler: exec, httpGet, tcpSocket, sleep$/]] },
  { what: 'a postStart grpc hook: not a hook handler', container: { lifecycle: { postStart: { grpc: { port: 80 } } } }, refused: [[`${AT}.lifecycle.postStart`, /needs one handler/]] },
]

for (const row of rows) {
  t.test(row.what, async (t) => {
    const problems = probeAndHookProblems(row.container, AT, true)
    t.same(problems.map((p) => p.field), row.refused.map(([field]) => field))
    row.refused.forEach(([, words], i) => t.match(problems[i]?.problem, words))
  })
}

t.test('an init container: probes and hooks only with restartPolicy Always; a container restartPolicy only on an init container', async (t) => {
  const spec = (init: Record<string, unknown>, app: Record<string, unknown> = {}) => ({
    initContainers: [{ name: 'mesh', image: 'mesh:1', ...init }],
    containers: [{ name: 'app', image: 'app:1', ...app }],
  })
  const fields = (s: unknown) => podSpecProblems(s, { at: 'spec.template.spec' }).map((p) => p.field)
  t.same(fields(spec({ readinessProbe: http(15021), lifecycle: { preStop: { exec: { command: ['drain'] } } } })), [
    'spec.template.spec.initContainers[mesh].lifecycle', 'spec.template.spec.initContainers[mesh].readinessProbe',
  ], 'a plain init container: each refused')
  t.same(fields(spec({ restartPolicy: 'Always', readinessProbe: http(15021) })), [], 'a sidecar: allowed')
  t.same(fields(spec({ restartPolicy: 'Always', readinessProbe: http('15021') })), ['spec.template.spec.initContainers[mesh].readinessProbe.httpGet.port'], 'a sidecar\'s probe is checked')
  t.same(fields(spec({ restartPolicy: 'OnFailure' })), ['spec.template.spec.initContainers[mesh].restartPolicy'])
  t.same(fields(spec({}, { restartPolicy: 'Always' })), ['spec.template.spec.containers[app].restartPolicy'])
})

t.test('the words never carry a command, an env value or a header value', async (t) => {
  const problems = probeAndHookProblems({ livenessProbe: { exec: { command: ['curl', 'tok-do-not-print'] }, httpGet: { port: 80, httpHeaders: [{ name: 'Auth header', value: 'tok-do-not-print' }] } } }, AT, true)
  t.ok(problems.length > 0)
  t.notMatch(JSON.stringify(problems), 'tok-do-not-print')
})
