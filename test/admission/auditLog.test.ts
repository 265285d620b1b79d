import t from 'tap'
import { AuditCollector, formatAuditReport, parseDuration, readAuditLine } from '../../src/admission/auditLog.js'

t.test('parseDuration', async (t) => {
  const rows: [string, number | undefined][] = [
    ['90s', 90_000], ['15m', 900_000], ['2h30m', 9_000_000], ['7d', 604_800_000], ['1.5h', 5_400_000], ['250ms', 250],
    ['', undefined], ['10', undefined], ['1w', undefined], ['-1h', undefined], ['h', undefined],
  ]
  for (const [input, expected] of rows) t.equal(parseDuration(input), expected, input)
})

const event = (annotations: Record<string, string>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    kind: 'Event', apiVersion: 'audit.k8s.io/v1', auditID: 'a1', stage: 'ResponseComplete', verb: 'update',
    requestURI: '/apis/apps.kruise.io/v1beta1/namespaces/shop/clonesets/web?dryRun=All',
    user: { username: 'alice' }, objectRef: { resource: 'clonesets', namespace: 'shop', name: 'web', apiGroup: 'apps.kruise.io', apiVersion: 'v1beta1' },
    requestReceivedTimestamp: '2026-03-02T10:00:00.000000Z', responseStatus: { code: 403 }, annotations, ...extra,
  })

t.test('readAuditLine', async (t) => {
  t.same(readAuditLine(''), { kind: 'blank' })
  t.same(readAuditLine('{"kind":'), { kind: 'broken' })
  t.same(readAuditLine('42'), { kind: 'broken' })
  t.same(readAuditLine('{"kind":"Pod"}'), { kind: 'foreign' })
  t.same(readAuditLine(event({ 'authorization.k8s.io/decision': 'allow' })), { kind: 'foreign' })
  const line = readAuditLine(event({ 'w.example.com/predicted-update': 'Recreate', 'w.example.com/decision': 'deny', 'w.example.com/recreate-reasons': 'a, b' }))
  t.match(line, {
    kind: 'decision',
    stage: 'ResponseComplete',
    decision: {
      auditID: 'a1', user: 'alice', verb: 'update', namespace: 'shop', name: 'web', apiVersion: 'apps.kruise.io/v1beta1', webhook: 'w.example.com',
      predictedUpdate: 'Recreate', decision: 'deny', recreateReasons: 'a, b', responseCode: 403, denied: true, dryRun: true,
    },
  })
  t.same(readAuditLine(event({ 'w.example.com/predicted-update': 'Recreate' }), 'other.example.com'), { kind: 'foreign' }, '--webhook-name filters')
})

t.test('one entry per auditID, the ResponseComplete stage wins', async (t) => {
  const collector = new AuditCollector()
  const annotations = { 'w.example.com/predicted-update': 'Recreate', 'w.example.com/decision': 'deny' }
  collector.add(event(annotations, { stage: 'ResponseComplete' }))
  collector.add(event(annotations, { stage: 'ResponseStarted', responseStatus: undefined }))
  const report = collector.report()
  t.equal(report.decisions.length, 1)
  t.equal(report.decisions[0].responseCode, 403)
  t.same(report.totals.all, { decisions: 1, deny: 1, warn: 0, allow: 0, recreate: 1 })
})

t.test('every kind the webhook decides on is read, named by its kind, and totalled by kind', async (t) => {
  const W = 'validate.inplace-guard.kruise.io'
  const at = (resource: string, name: string, annotations: Record<string, string>, extra: Record<string, unknown> = {}) => event(
    Object.fromEntries(Object.entries(annotations).map(([k, v]) => [`${W}/${k}`, v])),
    { auditID: `${resource}-${name}`, objectRef: { resource, namespace: 'shop', name, apiGroup: 'apps.kruise.io', apiVersion: 'v1beta1' }, requestURI: '/apis/apps.kruise.io', responseStatus: { code: 200 }, ...extra },
  )
  const collector = new AuditCollector()
  const lines = [
    at('clonesets', 'web', { 'predicted-update': 'Recreate', decision: 'deny', 'update-strategy': 'InPlaceOnly', 'blocked-revisions': 'web-5d4f:3,web-6c7:1' }, { responseStatus: { code: 403 } }),
    at('statefulsets', 'db', { 'predicted-update': 'InPlace', decision: 'allow', 'update-strategy': 'InPlaceIfPossible', 'restart-containers': 'db' }),
    at('daemonsets', 'agent', { 'predicted-update': 'Recreate', decision: 'warn', 'update-strategy': 'InPlaceIfPossible', 'recreate-reasons': 'spec.template.spec.containers[agent].args[0]' }),
    at('sidecarsets', 'mesh', { decision: 'allow', 'update-strategy': 'NotUpdate' }, { verb: 'create' }),
    at('sidecarsets', 'log', { 'predicted-update': 'NotUpgradable', decision: 'warn', 'update-strategy': 'RollingUpdate', 'sidecar-blocking-fields': 'spec.containers[fluent-bit].env' }),
    at('uniteddeployments', 'shop', { 'predicted-update': 'InPlace', decision: 'allow', 'update-strategy': 'AdvancedStatefulSet:InPlaceIfPossible' }),
    event({ 'authorization.k8s.io/decision': 'allow', 'authorization.k8s.io/reason': '' }, { auditID: 'rbac' }),
  ]
  for (const line of lines) collector.add(line)
  const report = collector.report()
  t.same(report.decisions.map((d) => `${d.kind} ${d.name}`).sort(), [
    'CloneSet web', 'DaemonSet agent', 'SidecarSet log', 'SidecarSet mesh', 'StatefulSet db', 'UnitedDeployment shop',
  ])
  t.same(report.skipped.foreign, 1, 'an authorization decision is not ours')
  t.same(Object.keys(report.totals.byKind), ['CloneSet', 'DaemonSet', 'SidecarSet', 'StatefulSet', 'UnitedDeployment'])
  t.same(report.totals.byKind.SidecarSet, { decisions: 2, deny: 0, warn: 1, allow: 1, recreate: 0 })
  const text = formatAuditReport(report)
  t.match(text, /CloneSet shop\/web .*not in place from 3 Pods at web-5d4f, 1 Pod at web-6c7\n/)
  t.match(text, /SidecarSet shop\/log .*spec\.containers\[fluent-bit\]\.env\n/)
  t.match(text, /SidecarSet shop\/mesh .* create /)
  t.match(text, /StatefulSet shop\/db .*restarts db\n/)
  t.match(text, /\nBy kind:\n.*\n  CloneSet +1 /)
})
