import t from 'tap'
import { DEFAULT_GATES, type FeatureGates, GATE_NAMES, type GateName, parseGates, resolveGates } from '../../../src/engine/kruise/gates.js'

/** Kruise's rule, written the plain way: the defaults overlaid with the overrides, env-from-metadata off without the daemon. */
function overlay(overrides: Partial<FeatureGates>): FeatureGates {
  const gates = { ...DEFAULT_GATES, ...overrides }
  if (!gates.KruiseDaemon) gates.InPlaceUpdateEnvFromMetadata = false
  return gates
}

t.test('resolveGates is the defaults overlaid with the overrides, for random override sets', async (t) => {
  let seed = 7
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let i = 0; i < 500; i++) {
    const overrides: Partial<FeatureGates> = {}
    for (const name of GATE_NAMES) if (random() < 0.4) overrides[name] = random() < 0.5
    const resolved = resolveGates(overrides)
    t.strictSame(resolved, overlay(overrides), JSON.stringify(overrides))
    t.strictSame(Object.keys(resolved).sort(), [...GATE_NAMES].sort(), 'every gate, no other key')
  }
})

t.test('no overrides: Kruise defaults; without kruise-daemon env-from-metadata is off whatever it was set to', async (t) => {
  t.strictSame(resolveGates(), { ...DEFAULT_GATES })
  t.not(resolveGates(), DEFAULT_GATES, 'a fresh object, never the frozen defaults')
  t.equal(resolveGates({ KruiseDaemon: false, InPlaceUpdateEnvFromMetadata: true }).InPlaceUpdateEnvFromMetadata, false)
  t.equal(resolveGates(parseGates('KruiseDaemon=false')).InPlaceUpdateEnvFromMetadata, false)
  t.equal(resolveGates(parseGates('InPlaceUpdateEnvFromMetadata=false')).KruiseDaemon, true)
})

t.test('parseGates refuses unknown gates and non-boolean values, naming them', async (t) => {
  t.throws(() => parseGates('NoSuchGate=true'), { code: 'IPG_ERR_GATES', message: /unknown feature gate "NoSuchGate"/ })
  t.throws(() => parseGates('KruiseDaemon=yes'), { code: 'IPG_ERR_GATES', message: /KruiseDaemon must be true or false/ })
  t.strictSame(parseGates(' CloneSetShortHash , TemplateNoDefaults=FALSE '), { CloneSetShortHash: true, TemplateNoDefaults: false } satisfies Partial<Record<GateName, boolean>>)
})
