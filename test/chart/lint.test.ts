// `helm lint` is clean with the default values and with each certificate mode.
import t from 'tap'
import { CHART_DIR, helmForTest, runHelm } from './render.js'

const helm = helmForTest(t)

const MODES: { name: string; set: string[] }[] = [
  { name: 'default values', set: [] },
  { name: 'selfSigned', set: ['certs.mode=selfSigned'] },
  { name: 'certManager', set: ['certs.mode=certManager'] },
  { name: 'certManager with a ClusterIssuer', set: ['certs.mode=certManager', 'certs.certManager.issuerRef.name=corp-ca', 'certs.certManager.issuerRef.kind=ClusterIssuer'] },
  { name: 'secret', set: ['certs.mode=secret', 'certs.secret.name=guard-tls', 'certs.secret.caBundle=QUJD'] },
  { name: 'url for an out-of-cluster server', set: ['webhook.url=https://127.0.0.1:9443', 'webhook.caBundle=QUJD'] },
  { name: 'ServiceMonitor and active mode', set: ['metrics.serviceMonitor.enabled=true', 'guard.mode=active'] },
  { name: 'ServiceMonitor and PrometheusRule', set: ['metrics.serviceMonitor.enabled=true', 'metrics.prometheusRule.enabled=true'] },
]

if (helm) {
  for (const mode of MODES) {
    t.test(mode.name, async (t) => {
      const args = ['lint', CHART_DIR, '--strict', '--namespace', 'guard-system']
      for (const s of mode.set) args.push('--set', s)
      const result = runHelm(helm, args)
      t.equal(result.code, 0, 'helm lint exit code', { output: result.stdout + result.stderr })
      t.match(result.stdout, /1 chart\(s\) linted, 0 chart\(s\) failed/)
      t.notMatch(result.stdout, /\[(WARNING|ERROR)\]/, 'no warnings')
    })
  }
}
