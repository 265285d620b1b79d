import t from 'tap'
import { type FeatureGates, GATE_NAMES, resolveGates } from '../../../src/engine/kruise/gates.js'
import { readManagerSettings, settingsDrift } from '../../../src/engine/kruise/managerSettings.js'
import { createRandom, runSeed } from '../support/prng.js'

/** A kruise-manager Deployment as Kruise's chart writes it, with this image and these args. */
function managerDeployment(image: string, args: string[], containers: object[] = []): object {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'kruise-controller-manager', namespace: 'kruise-system' },
    spec: {
      template: {
        spec: {
          containers: [
            ...containers,
            { name: 'manager', image, command: ['/manager'], args, env: [{ name: 'WEBHOOK_PORT', value: '9876' }] },
          ],
        },
      },
    },
  }
}

const CHART_ARGS = (gates: string) => ['--enable-leader-election', '--metrics-addr=:8080', '--logtostderr=true', `--feature-gates=${gates}`, '--sync-period=0']

t.test('the release line comes from the image tag; a tag that is no version tells none', async (t) => {
  const table: [string, string | undefined, string | undefined][] = [
    ['openkruise/kruise-manager:v1.9.1', 'v1.9.1', '1.9'],
    ['openkruise/kruise-manager:v1.8.3', 'v1.8.3', '1.8'],
    ['registry.example.com:5000/mirror/kruise-manager:v1.9.0', 'v1.9.0', '1.9'],
    ['openkruise/kruise-manager:1.8.2@sha256:0123abcd', '1.8.2', '1.8'],
    ['openkruise/kruise-manager:v1.9.1-rc.1', 'v1.9.1-rc.1', '1.9'],
    ['openkruise/kruise-manager:v1.10.0', 'v1.10.0', undefined],
    ['openkruise/kruise-manager:v1.7.3', 'v1.7.3', undefined],
    ['openkruise/kruise-manager:latest', undefined, undefined],
    ['openkruise/kruise-manager@sha256:0123abcd', undefined, undefined],
    ['registry.example.com:5000/kruise-manager', undefined, undefined],
  ]
  for (const [image, version, release] of table) {
    const settings = readManagerSettings(managerDeployment(image, CHART_ARGS('')))
    t.equal(settings?.version, version, `${image}: version`)
    t.equal(settings?.release, release, `${image}: release`)
  }
})

t.test('--feature-gates as Kubernetes reads it: both spellings, Go booleans, the last value wins, unknown gates ignored', async (t) => {
  const table: [string[], Partial<FeatureGates>, string[]][] = [
    [CHART_ARGS(''), {}, []],
    [CHART_ARGS('InPlaceWorkloadVerticalScaling=true,PodWebhook=false'), { InPlaceWorkloadVerticalScaling: true }, []],
    [['--feature-gates', 'KruiseDaemon=false, CloneSetShortHash=T'], { KruiseDaemon: false, CloneSetShortHash: true }, []],
    [[...CHART_ARGS('CloneSetShortHash=1'), '--feature-gates=CloneSetShortHash=FALSE'], { CloneSetShortHash: false }, []],
    [CHART_ARGS('TemplateNoDefaults=maybe,PreparingUpdateAsUpdate'), {}, []],
    [CHART_ARGS('AllAlpha=true,InPlaceWorkloadVerticalScaling=false'), { InPlaceWorkloadVerticalScaling: false }, ['AllAlpha']],
    [CHART_ARGS('AllBeta=false'), {}, []],
    [['--feature-gates'], {}, []],
  ]
  for (const [args, gates, bulkGates] of table) {
    const settings = readManagerSettings(managerDeployment('openkruise/kruise-manager:v1.9.1', args))
    t.strictSame(settings?.gates, gates, args.join(' '))
    t.strictSame(settings?.bulkGates, bulkGates, `${args.join(' ')}: bulk gates`)
  }
})

t.test('the manager container is found by name beside others; no container to read is undefined', async (t) => {
  const beside = managerDeployment('openkruise/kruise-manager:v1.8.3', CHART_ARGS('CloneSetShortHash=true'), [{ name: 'proxy', image: 'envoy:v1.30.0', args: ['--feature-gates=KruiseDaemon=false'] }])
  t.match(readManagerSettings(beside), { version: 'v1.8.3', gates: { CloneSetShortHash: true } })
  t.notOk('KruiseDaemon' in readManagerSettings(beside)!.gates, "another container's flags are not read")
  const renamed = { spec: { template: { spec: { containers: [{ name: 'kruise', image: 'openkruise/kruise-manager:v1.9.1' }] } } } }
  t.equal(readManagerSettings(renamed)?.version, 'v1.9.1', 'a single container under another name')
  for (const bad of [undefined, null, 'kruise', [], {}, { spec: { template: { spec: { containers: 'x' } } } },
    { spec: { template: { spec: { containers: [{ name: 'a' }, { name: 'b' }] } } } }]) {
    t.equal(readManagerSettings(bad), undefined, JSON.stringify(bad) ?? 'undefined')
  }
})

t.test('drift: the release line, then every gate whose resolved value differs', async (t) => {
  const guard = { release: '1.9' as const, gates: resolveGates() }
  const read = (image: string, gates: string) => readManagerSettings(managerDeployment(image, CHART_ARGS(gates)))!
  t.strictSame(settingsDrift(read('openkruise/kruise-manager:v1.9.1', ''), guard), [], 'the same release, Kruise defaults on both sides')
  t.strictSame(settingsDrift(read('openkruise/kruise-manager:v1.9.1', 'KruiseDaemon=true'), guard), [], 'a default spelled out is no difference')
  t.strictSame(settingsDrift(read('openkruise/kruise-manager:v1.8.3', 'InPlaceWorkloadVerticalScaling=true,KruiseDaemon=false'), guard), [
    { setting: 'kruise-version', guard: '1.9', manager: 'v1.8.3', managerRelease: '1.8' },
    { setting: 'InPlaceUpdateEnvFromMetadata', guard: 'true', manager: 'false' },
    { setting: 'InPlaceWorkloadVerticalScaling', guard: 'false', manager: 'true' },
    { setting: 'KruiseDaemon', guard: 'true', manager: 'false' },
  ], 'without kruise-daemon env-from-metadata is off too, as Kruise resolves it')
  t.strictSame(settingsDrift(read('openkruise/kruise-manager:v1.10.0', ''), guard), [{ setting: 'kruise-version', guard: '1.9', manager: 'v1.10.0', managerRelease: undefined }], 'a release the guard does not know')
  t.strictSame(settingsDrift(read('openkruise/kruise-manager:latest', ''), guard), [], 'no version to compare')
  t.strictSame(settingsDrift(read('openkruise/kruise-manager:v1.9.1', ''), { release: 'next', gates: guard.gates }), [{ setting: 'kruise-version', guard: 'next', manager: 'v1.9.1', managerRelease: '1.9' }])
  t.strictSame(settingsDrift(read('openkruise/kruise-manager:v1.9.1', 'AllAlpha=true'), { ...guard, gates: resolveGates({ CloneSetShortHash: true }) }), [], 'AllAlpha: gates not compared')
})

t.test('every gate the guard knows is compared, one at a time', async (t) => {
  for (const name of GATE_NAMES) {
    const flipped = !resolveGates()[name]
    const drift = settingsDrift(readManagerSettings(managerDeployment('openkruise/kruise-manager:v1.9.1', CHART_ARGS(`${name}=${flipped}`)))!, { release: '1.9', gates: resolveGates() })
    t.ok(drift.some((d) => d.setting === name && d.manager === String(flipped)), name)
  }
})

t.test('random --feature-gates command lines read as Kubernetes merges them (seeded)', async (t) => {
  const seed = runSeed()
  t.comment(`property seed ${seed} (replay: PROPERTY_SEED=${seed})`)
  const r = createRandom(seed)
  const random = () => r.next()
  const pick = <T>(items: readonly T[]): T => r.pick(items)
  const OTHER_GATES = ['PodWebhook', 'ResourcesDeletionProtection', 'WorkloadSpread', 'ImagePullJobGate']
  const spell = (on: boolean) => pick(on ? ['true', 'True', 'TRUE', 't', 'T', '1'] : ['false', 'False', 'FALSE', 'f', 'F', '0'])
  for (let run = 0; run < 300; run++) {
    const expected: Partial<FeatureGates> = {}
    const argv: string[] = ['--enable-leader-election']
    for (let flag = Math.floor(random() * 3); flag >= 0; flag--) {
      const items: string[] = []
      for (let i = Math.floor(random() * 5); i > 0; i--) {
        const on = random() < 0.5
        if (random() < 0.3) items.push(`${pick(OTHER_GATES)}=${spell(on)}`)
        else {
          const name = pick(GATE_NAMES)
          expected[name] = on
          items.push(`${random() < 0.2 ? ' ' : ''}${name}=${spell(on)}`)
        }
      }
      const value = items.join(',')
      if (random() < 0.5) argv.push(`--feature-gates=${value}`)
      else argv.push('--feature-gates', value)
      argv.push(pick(['--v=4', '--sync-period=0', '--metrics-addr=:8080']))
    }
    const settings = readManagerSettings(managerDeployment('openkruise/kruise-manager:v1.9.1', argv))
    t.strictSame(settings?.gates, expected, argv.join(' '))
    t.strictSame(settings?.bulkGates, [], `${argv.join(' ')}: no bulk gates`)
  }
})
