import { kruiseManager } from '../../config.js'
import { resolveGates } from '../../engine/kruise/gates.js'
import { GUARDED_KINDS } from '../../engine/workloads/workload.js'
import { GuardError } from '../../errors.js'
import { clusterKruiseSettings } from '../clusterKruiseSettings.js'
import { findWorkload, parseWorkloadArgument } from '../clusterWorkload.js'
import { type CliCommand, EXIT_DENY, EXIT_OK } from '../io.js'
import { KRUISE_VERSION_HELP, choiceOption, gatesOption, kruiseVersionOption, parseCommandLine } from '../options.js'
import { rolloutJson } from '../rolloutReport.js'
import { diagnoseSidecarSet } from '../sidecarSetDiagnosis.js'
import { diagnoseUnitedDeployment } from '../unitedDeploymentDiagnosis.js'
import { diagnoseWorkload } from '../workloadDiagnosis.js'
import { reportError } from './check.js'
import { printable } from '../../admission/text.js'
import { wrapHelp } from '../helpText.js'

export const HELP = wrapHelp(`usage: inplace-guard diagnose [-n NAMESPACE] [KIND/]NAME [options]

Reads an OpenKruise workload (apps.kruise.io ${GUARDED_KINDS.join(', ')}; KIND/NAME names one kind,
e.g. statefulset/web; a bare NAME is looked up in every kind), its Pods, ControllerRevisions and Events from a
cluster and prints how the rollout proceeds this round (partition, maxUnavailable budget, which Pods move and why
the others wait) and, when it does not progress, why: in the terms of OpenKruise's stall conditions, naming the Pods
and the field to look at.
sidecarset/NAME: the Pods the SidecarSet selects (in its namespace scope): how many it matched, updated, can upgrade
in place, holds back and why, and which it can never upgrade in place (a SidecarSet is cluster-scoped: -n is ignored).
uniteddeployment/NAME (or ud/NAME): each subset's child (its revision, replicas, Pods), the children to be deleted,
the failing conditions, then each CloneSet or Advanced StatefulSet child's own diagnosis.
Read-only: it never writes to the cluster.

options:
  -n, --namespace NS         namespace of the workload (default: the kubeconfig context's namespace, else "default")
  --kubeconfig FILE          kubeconfig to use (default: KUBECONFIG, ~/.kube/config, or in-cluster)
  --api-version V            API version to read: v1alpha1 or v1beta1 (default: for a CloneSet the one the
                             apiserver serves CloneSets at, found by API discovery; for a SidecarSet v1beta1, else
                             v1alpha1 where v1beta1 has none (v1alpha1 with --kruise-version 1.8); for other kinds
                             v1beta1; a UnitedDeployment is read at v1alpha1)
  --gates Name=bool,...      OpenKruise feature gates of the cluster (default: those of --kruise-manager's
                             --feature-gates when it can be read, else Kruise's defaults)
${KRUISE_VERSION_HELP}
                             (without it: the release of --kruise-manager's image when it can be read)
  --kruise-manager NS/NAME|none
                             kruise-manager's Deployment, for the two defaults above and a note on stderr where
                             --gates or --kruise-version differ from it (default: kruise-system/kruise-controller-manager)
  --output text|json         output format (default: text)
  -h, --help                 show this help

exit codes: 0 complete or progressing, 1 stalled (a SidecarSet: Pods it can never upgrade in place; a
UnitedDeployment: a child stalled or a failing condition), 2 bad input, usage or cluster error
`)

const OPTIONS = {
  namespace: { type: 'string', short: 'n' },
  kubeconfig: { type: 'string' },
  'api-version': { type: 'string' },
  gates: { type: 'string' },
  'kruise-version': { type: 'string' },
  'kruise-manager': { type: 'string' },
  output: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export const run: CliCommand = async (argv, io) => {
  try {
    const { values, positionals } = parseCommandLine(argv, OPTIONS, true)
    if (values.help) {
      io.stdout(HELP)
      return EXIT_OK
    }
    if (positionals.length !== 1) throw new GuardError('IPG_ERR_USAGE', 'exactly one workload [KIND/]NAME is required')
    const wanted = parseWorkloadArgument(positionals[0]!)
    const output = choiceOption('--output', values.output, ['text', 'json'] as const, 'text')
    // No default: without the flag, KubeCluster asks API discovery which version the apiserver serves.
    const version = values['api-version'] === undefined ? undefined : choiceOption('--api-version', values['api-version'], ['v1alpha1', 'v1beta1'] as const, 'v1alpha1')
    const given = {
      gates: values.gates === undefined ? undefined : resolveGates(gatesOption(values.gates)),
      kruise: values['kruise-version'] === undefined ? undefined : kruiseVersionOption(values['kruise-version']),
    }
    const manager = kruiseManager(values['kruise-manager'], '--kruise-manager')
    const kubeconfig = values.kubeconfig ?? io.env.KUBECONFIG?.split(':')[0]
    const { KubeCluster, loadKubeConfig } = await import('../../reconciler/kubeCluster.js')
    const kc = loadKubeConfig(kubeconfig)
    const namespace = values.namespace ?? kc.getContextObject(kc.getCurrentContext())?.namespace ?? 'default'
    const cluster = new KubeCluster({ kubeConfig: kc, cloneSetVersion: version })
    const { gates, kruise, notes } = await clusterKruiseSettings(cluster.rest, given, manager)
    for (const note of notes) io.stderr(`${printable(note)}\n`)
    const raw = await findWorkload(cluster, wanted, namespace, { version, kruise })
    const settings = { gates, kruise, now: Date.now() }
    const found = raw.kind === 'SidecarSet'
      ? await diagnoseSidecarSet(cluster, raw, kruise).then((d) => ({ ...d, failed: d.leftBehind }))
      : raw.kind === 'UnitedDeployment'
        ? await diagnoseUnitedDeployment(cluster, raw, settings)
        : await diagnoseWorkload(cluster, raw, settings).then((d) => ({ ...d, failed: d.diagnosis.stalled }))
    // A cluster's names and event messages are written as they are: escape sequences in them must not reach the terminal.
    io.stdout(output === 'json' ? rolloutJson(found.json) : printable(found.text, true))
    return found.failed ? EXIT_DENY : EXIT_OK
  } catch (err) {
    return reportError(err, io)
  }
}
