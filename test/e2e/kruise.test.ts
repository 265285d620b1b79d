import { KruiseContainerHasher } from './harness/containerHashes.js'
import { buildKruiseManager } from './harness/kruiseManager.js'
import { enterOwnNetworkNamespace, insideOwnNetworkNamespace } from './harness/networkNamespace.js'

/**
 * The referee: OpenKruise's own kruise-manager acts on CloneSets, Advanced StatefulSets and Advanced DaemonSets, and
 * the tables in ./kruise/ compare what it did with what the guard said. Kruise's webhook binds 0.0.0.0, so this file re-runs itself in a network namespace of
 * its own (loopback only) and imports tap there; kruise-manager and the oracle (Kruise's hashing for the rows that
 * play kruise-daemon) are built (warm: seconds) before, while the Go module proxy is still reachable.
 */
if (!insideOwnNetworkNamespace()) {
  await buildKruiseManager().catch(() => undefined)
  try { KruiseContainerHasher.binary() } catch { /* the referee reports it */ }
}
if (await enterOwnNetworkNamespace()) await import('./kruise/referee.js')
