import type { Logger } from 'pino'
import type { Gauge, Registry } from 'prom-client'
import type { FeatureGates } from '../engine/kruise/gates.js'
import { readManagerSettings, type SettingDrift, settingsDrift } from '../engine/kruise/managerSettings.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import { driftMessage, getManagerDeployment } from './kruiseManagerDrift.js'
import { apiStatusOf, type KubeRest } from './kubeRest.js'
import { gauge } from './metrics.js'

export interface KruiseManagerCheckOptions {
  rest: KubeRest
  /** The kruise-manager Deployment (Kruise's chart: kruise-system/kruise-controller-manager). */
  namespace: string
  name: string
  /** What the guard predicts with: --kruise-version and --gates. */
  guard: { release: KruiseRelease; gates: FeatureGates }
  logger: Logger
  registry: Registry
  /** How often the Deployment is read again (default 10 minutes): Kruise is upgraded and reconfigured while we run. */
  intervalMs?: number
}

/** What the last read found; `drift` is empty when the guard and the manager agree. */
export type ManagerCheckResult =
  | { state: 'compared'; version?: string; drift: SettingDrift[]; gatesCompared: boolean }
  | { state: 'unreadable'; code: string; status?: number }

const METRIC = 'inplace_guard_kruise_settings_drift'

/**
 * Compares the release and feature gates the guard predicts with against those of the cluster's kruise-manager, at
 * start and then every `intervalMs`: a guard told 1.8 while Kruise runs 1.9, or without a gate the manager turns on,
 * predicts another outcome than the controller produces. Differences are logged once each time they change, and
 * exported as `inplace_guard_kruise_settings_drift{setting}` (1 per differing setting) for an alert.
 */
export class KruiseManagerCheck {
  private timer: NodeJS.Timeout | undefined
  private lastReport = ''
  private readonly drift: Gauge<'setting'>

  constructor(private readonly opts: KruiseManagerCheckOptions) {
    this.drift = gauge(opts.registry, METRIC, "1 for each setting (kruise-version or a feature gate) where the guard differs from the cluster's kruise-manager", ['setting'])
  }

  /** Reads now (resolving with what it found), and again every intervalMs until stop. */
  start(): Promise<ManagerCheckResult> {
    this.timer = setInterval(() => void this.check(), this.opts.intervalMs ?? 600_000).unref()
    return this.check()
  }

  stop(): void {
    clearInterval(this.timer)
  }

  async check(): Promise<ManagerCheckResult> {
    let deployment: unknown
    try {
      deployment = await getManagerDeployment(this.opts.rest, this.opts)
    } catch (err) {
      const status = apiStatusOf(err)
      const code = (err as { code?: string }).code ?? 'IPG_ERR_CLUSTER'
      this.report({ state: 'unreadable', code, status }, err)
      return { state: 'unreadable', code, status }
    }
    const settings = readManagerSettings(deployment)
    const result: ManagerCheckResult = settings === undefined
      ? { state: 'unreadable', code: 'IPG_ERR_KRUISE_MANAGER' }
      : { state: 'compared', version: settings.version, drift: settingsDrift(settings, this.opts.guard), gatesCompared: settings.bulkGates.length === 0 }
    this.report(result)
    return result
  }

  private report(result: ManagerCheckResult, err?: unknown): void {
    this.drift.reset()
    if (result.state === 'compared') for (const d of result.drift) this.drift.set({ setting: d.setting }, 1)
    const key = JSON.stringify(result)
    if (key === this.lastReport) return
    this.lastReport = key
    const { logger, namespace, name } = this.opts
    const deployment = `${namespace}/${name}`
    if (result.state === 'unreadable') {
      const why = result.status === 404 ? 'it does not exist' : result.status === 403 ? 'the guard may not read it' : result.code === 'IPG_ERR_KRUISE_MANAGER' ? 'it has no manager container' : (err as Error | undefined)?.message ?? result.code
      logger.warn({ deployment, code: result.code }, `cannot compare --kruise-version and --gates with kruise-manager's Deployment ${deployment}: ${why} (set --kruise-manager to its NAMESPACE/NAME, or to none)`)
      return
    }
    if (result.version === undefined) logger.warn({ deployment }, `kruise-manager's image (${deployment}) names no release version (a digest or a branch): compare --kruise-version with it by hand`)
    if (!result.gatesCompared) logger.warn({ deployment }, `kruise-manager's --feature-gates (${deployment}) turn on AllAlpha or AllBeta: compare its gates with --gates by hand`)
    if (result.drift.length === 0) {
      const compared = [...(result.version === undefined ? [] : ['--kruise-version']), ...(result.gatesCompared ? ['--gates'] : [])]
      if (compared.length > 0) logger.info({ deployment, version: result.version }, `the guard's ${compared.join(' and ')} match kruise-manager's (${deployment})`)
      return
    }
    for (const d of result.drift) logger.warn({ deployment, setting: d.setting, guard: d.guard, manager: d.manager }, driftMessage(deployment, d))
  }
}
