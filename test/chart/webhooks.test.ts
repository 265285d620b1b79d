// The two webhook configurations as the apiserver will receive them.
import t from 'tap'
import { findOne, helmForTest, helmTemplate, NAMESPACE, render, type K8sObject } from './render.js'

const helm = helmForTest(t)

/** What a rule for one apps.kruise.io resource at some versions looks like. */
function rule(resource: string, apiVersions: string[], scope = 'Namespaced') {
  return { apiGroups: ['apps.kruise.io'], apiVersions, resources: [resource], operations: ['CREATE', 'UPDATE'], scope }
}

/**
 * Kruise 1.9 (the default): CloneSets at v1alpha1, Advanced StatefulSets, DaemonSets and SidecarSets (cluster-scoped)
 * at v1alpha1 and v1beta1, UnitedDeployments at v1alpha1.
 */
const EXPECTED_RULES = [
  rule('clonesets', ['v1alpha1']), rule('statefulsets', ['v1alpha1', 'v1beta1']), rule('daemonsets', ['v1alpha1', 'v1beta1']),
  rule('sidecarsets', ['v1alpha1', 'v1beta1'], 'Cluster'), rule('uniteddeployments', ['v1alpha1']),
]

function webhookOf(objects: K8sObject[], kind: string): any {
  const configuration = findOne(objects, kind)
  t.equal(configuration.webhooks.length, 1, `${kind} has one webhook`)
  return configuration.webhooks[0]
}

function excludedNamespaces(webhook: any): string[] {
  const expressions = webhook.namespaceSelector.matchExpressions as any[]
  const exclusion = expressions.find((e) => e.key === 'kubernetes.io/metadata.name' && e.operator === 'NotIn')
  return exclusion ? exclusion.values : []
}

if (helm) {
  const defaults = render(helm)
  const service = findOne(defaults, 'Service')
  const kindsToCheck = ['ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration'] as const

  for (const kind of kindsToCheck) {
    t.test(`${kind} with default values`, async (t) => {
      const webhook = webhookOf(defaults, kind)
      const segments = webhook.name.split('.')
      t.ok(segments.length >= 3 && segments.every((s: string) => /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(s)), `name ${webhook.name} has >= 3 DNS segments`)
      t.same(webhook.rules, EXPECTED_RULES, 'every kind on, at the versions Kruise 1.9 serves, CREATE and UPDATE, no subresources')
      t.equal(webhook.sideEffects, 'None')
      t.same(webhook.admissionReviewVersions, ['v1', 'v1beta1'])
      t.equal(webhook.matchPolicy, 'Equivalent')
      t.equal(webhook.timeoutSeconds, 5)
      t.equal(webhook.failurePolicy, 'Ignore', 'fail open by default')
      t.same(excludedNamespaces(webhook).slice(0, 2), ['kube-system', NAMESPACE], 'kube-system and the release namespace never reach the webhook')
      const path = kind === 'ValidatingWebhookConfiguration' ? '/validate' : '/mutate'
      t.same(webhook.clientConfig.service, { name: service.metadata.name, namespace: NAMESPACE, path, port: service.spec.ports[0].port }, 'points at the chart Service')
      t.notOk(webhook.clientConfig.url, 'no url when the Service is used')
      t.notOk('caBundle' in webhook.clientConfig, 'selfManaged mode (default): no caBundle rendered, the guard injects its CA')
      if (kind === 'MutatingWebhookConfiguration') t.equal(webhook.reinvocationPolicy, 'IfNeeded')
      else t.notOk('reinvocationPolicy' in webhook, 'validating webhooks have no reinvocationPolicy')
    })
  }

  t.test('values drive failurePolicy, timeout, names and extra namespace exclusions', async (t) => {
    const objects = render(helm, {
      values: {
        webhook: {
          timeoutSeconds: 3,
          excludeNamespaces: ['monitoring', 'kube-system'],
          namespaceSelectorExpressions: [{ key: 'guard.example.com/enabled', operator: 'In', values: ['true'] }],
          objectSelector: { matchLabels: { tier: 'web' } },
          validating: { failurePolicy: 'Fail', name: 'cloneset.guard.example.com' },
          mutating: { failurePolicy: 'Ignore' },
        },
      },
    })
    const validating = webhookOf(objects, 'ValidatingWebhookConfiguration')
    const mutating = webhookOf(objects, 'MutatingWebhookConfiguration')
    t.equal(validating.failurePolicy, 'Fail')
    t.equal(mutating.failurePolicy, 'Ignore')
    t.equal(validating.name, 'cloneset.guard.example.com')
    for (const webhook of [validating, mutating]) {
      t.equal(webhook.timeoutSeconds, 3)
      t.same(excludedNamespaces(webhook), ['kube-system', NAMESPACE, 'monitoring'], 'extras appended, duplicates removed')
      t.same(webhook.namespaceSelector.matchExpressions[1], { key: 'guard.example.com/enabled', operator: 'In', values: ['true'] })
      t.same(webhook.objectSelector, { matchLabels: { tier: 'web' } })
    }
    const deployment = findOne(objects, 'Deployment')
    t.ok(deployment.spec.template.spec.containers[0].args.includes('--webhook-name=cloneset.guard.example.com'), 'server knows its webhook name')
  })

  t.test('the release namespace is excluded whatever it is called', async (t) => {
    const objects = render(helm, { namespace: 'platform-guards' })
    t.same(excludedNamespaces(webhookOf(objects, 'ValidatingWebhookConfiguration')), ['kube-system', 'platform-guards'])
  })

  t.test('webhook.url renders clientConfig.url and only the configurations with --show-only', async (t) => {
    const caBundle = Buffer.from('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n').toString('base64')
    const objects = render(helm, {
      values: { webhook: { url: 'https://127.0.0.1:39443/', caBundle } },
      showOnly: ['templates/webhooks.yaml'],
    })
    t.same(objects.map((o) => o.kind).sort(), ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration'], 'nothing but the two configurations')
    const validating = webhookOf(objects, 'ValidatingWebhookConfiguration')
    const mutating = webhookOf(objects, 'MutatingWebhookConfiguration')
    t.same(validating.clientConfig, { url: 'https://127.0.0.1:39443/validate', caBundle })
    t.same(mutating.clientConfig, { url: 'https://127.0.0.1:39443/mutate', caBundle })
  })

  t.test('each webhook can be turned off', async (t) => {
    const objects = render(helm, { values: { webhook: { mutating: { enabled: false } } } })
    t.equal(objects.filter((o) => o.kind === 'MutatingWebhookConfiguration').length, 0)
    t.equal(objects.filter((o) => o.kind === 'ValidatingWebhookConfiguration').length, 1)
  })

  t.test('kruiseVersion: the rules match exactly the versions that Kruise release serves, per kind', async (t) => {
    const KRUISE_19 = { statefulsets: ['v1alpha1', 'v1beta1'], daemonsets: ['v1alpha1', 'v1beta1'], sidecarsets: ['v1alpha1', 'v1beta1'], uniteddeployments: ['v1alpha1'] }
    const rows: { kruiseVersion: unknown; versions: Record<string, string[]>; flag: string }[] = [
      { kruiseVersion: undefined, versions: { ...KRUISE_19, clonesets: ['v1alpha1'] }, flag: '1.9' },
      { kruiseVersion: '1.9', versions: { ...KRUISE_19, clonesets: ['v1alpha1'] }, flag: '1.9' },
      { kruiseVersion: '1.8', versions: { ...KRUISE_19, clonesets: ['v1alpha1'], daemonsets: ['v1alpha1'], sidecarsets: ['v1alpha1'] }, flag: '1.8' },
      { kruiseVersion: 1.8, versions: { ...KRUISE_19, clonesets: ['v1alpha1'], daemonsets: ['v1alpha1'], sidecarsets: ['v1alpha1'] }, flag: '1.8' },
      { kruiseVersion: 'next', versions: { ...KRUISE_19, clonesets: ['v1alpha1', 'v1beta1'] }, flag: 'next' },
    ]
    for (const row of rows) {
      const objects = render(helm, { values: row.kruiseVersion === undefined ? {} : { kruiseVersion: row.kruiseVersion } })
      for (const kind of kindsToCheck) {
        const rules = webhookOf(objects, kind).rules.map((r: { resources: string[]; apiVersions: string[] }) => [r.resources[0], r.apiVersions])
        t.same(Object.fromEntries(rules), row.versions, `${String(row.kruiseVersion)}: ${kind}`)
      }
      const args: string[] = findOne(objects, 'Deployment').spec.template.spec.containers[0].args
      t.ok(args.includes(`--kruise-version=${row.flag}`), `${String(row.kruiseVersion)}: serve --kruise-version=${row.flag}`)
    }
  })

  t.test('webhook.kinds: one switch per kind, in both configurations', async (t) => {
    const switches = ['cloneSets', 'statefulSets', 'daemonSets', 'sidecarSets', 'unitedDeployments'] as const
    const resources = { cloneSets: 'clonesets', statefulSets: 'statefulsets', daemonSets: 'daemonsets', sidecarSets: 'sidecarsets', unitedDeployments: 'uniteddeployments' }
    // Every combination with at least one kind on.
    for (let mask = 1; mask < 1 << switches.length; mask++) {
      const kinds = Object.fromEntries(switches.map((s, i) => [s, (mask & (1 << i)) !== 0]))
      const objects = render(helm, { values: { webhook: { kinds } } })
      const expected = switches.filter((s) => kinds[s]).map((s) => resources[s])
      for (const kind of kindsToCheck) {
        t.same(webhookOf(objects, kind).rules.map((r: { resources: string[] }) => r.resources[0]), expected, `${JSON.stringify(kinds)}: ${kind}`)
      }
    }
  })

  t.test('webhook.kinds all off: the render fails and says what to do, unless both webhooks are off', async (t) => {
    const none = { cloneSets: false, statefulSets: false, daemonSets: false, sidecarSets: false, unitedDeployments: false }
    const failed = helmTemplate(helm, { values: { webhook: { kinds: none } } })
    t.not(failed.code, 0, 'helm template fails')
    t.match(failed.stderr, 'webhook.kinds: cloneSets, statefulSets, daemonSets, sidecarSets and unitedDeployments are all false, so the webhooks would guard nothing: turn at least one kind on, or turn the webhooks off with webhook.validating.enabled=false and webhook.mutating.enabled=false')
    const onlyMutating = helmTemplate(helm, { values: { webhook: { kinds: none, validating: { enabled: false } } } })
    t.not(onlyMutating.code, 0, 'one webhook left on still needs a kind')
    const off = render(helm, { values: { webhook: { kinds: none, validating: { enabled: false }, mutating: { enabled: false } } } })
    t.same(off.filter((o) => o.kind.endsWith('WebhookConfiguration')), [], 'no webhook, no kind: renders')
    const typo = helmTemplate(helm, { values: { webhook: { kinds: { statefulsets: false } } } })
    t.not(typo.code, 0, 'a misspelt kind is a schema error, not a silent no-op')
    t.match(typo.stderr, /statefulsets/)
  })
}
