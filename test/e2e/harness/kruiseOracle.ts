import { execFile } from 'node:child_process'

type Json = Record<string, any>

/**
 * One answer of the Kruise oracle (test/kruise/oracle, built from the Kruise module kruise-manager runs; its binary
 * from KruiseContainerHasher.binary()): what Kruise's own webhooks, revisions and in-place decision make of a
 * workload going from `old` to `new`. `kind` is CloneSet, StatefulSet or DaemonSet (test/kruise/oracle/answer.go).
 */
export function askKruiseOracle(binary: string, kind: string, old: Json, next: Json): Promise<Json> {
  const line = JSON.stringify({ id: `${next.metadata?.namespace}/${next.metadata?.name}`, kind, old: asWritten(old), new: asWritten(next) })
  return new Promise((resolve, reject) => {
    const child = execFile(binary, [], { maxBuffer: 16 * 1024 * 1024, timeout: 60_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`the Kruise oracle failed: ${stderr.trim() || err.message}`))
      else resolve(JSON.parse(stdout.trim().split('\n')[0]!) as Json)
    })
    child.stdin!.end(`${line}\n`)
  })
}

/** The object without what the apiserver and the controller added (status, metadata beyond name and namespace). */
function asWritten(object: Json): Json {
  const { status: _status, metadata, ...rest } = object
  return { ...rest, metadata: { name: metadata?.name, namespace: metadata?.namespace } }
}
