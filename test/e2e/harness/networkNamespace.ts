import { spawn, spawnSync } from 'node:child_process'

/**
 * Runs the current test file again inside a network namespace of its own that has only loopback
 * (`unshare -n`, then `ip link set lo up`), for servers that bind 0.0.0.0 (kruise-manager's webhook): everything the
 * test starts (apiserver, webhooks, controllers) shares that namespace and nothing is reachable from outside it.
 * The child inherits stdio, so the TAP it prints is this file's TAP. Needs root (or CAP_SYS_ADMIN).
 *
 * Import this module first and import tap (and anything that imports tap) only when `enterOwnNetworkNamespace()`
 * returned true: the launching process must print nothing itself.
 *
 * Test tooling only.
 */

const MARK = 'KIG_E2E_OWN_NETNS'

/** Why a namespace cannot be made here, or undefined when it can. */
export function networkNamespaceUnavailable(): string | undefined {
  const r = spawnSync('unshare', ['-n', '--', 'ip', 'link', 'set', 'lo', 'up'], { encoding: 'utf8' })
  if (r.error) return `unshare not runnable: ${r.error.message}`
  return r.status === 0 ? undefined : `unshare -n failed (exit ${r.status}): ${r.stderr.trim()}`
}

/**
 * True in the process that should run the tests (already inside its own namespace, or none could be made: then the
 * caller reports why). False in the launcher, after the child exited; its exit code becomes this process's.
 */
export async function enterOwnNetworkNamespace(): Promise<boolean> {
  if (process.env[MARK] === '1' || networkNamespaceUnavailable()) return true
  const argv = [process.execPath, ...process.execArgv, ...process.argv.slice(1)]
  const child = spawn('unshare', ['-n', '--', 'sh', '-c', 'ip link set lo up && exec "$@"', 'kig-netns', ...argv], {
    stdio: 'inherit',
    env: { ...process.env, [MARK]: '1' },
    // A process group of its own: whatever the tests leave running (a crashed run) is killed with the group.
    detached: true,
  })
  const group = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig)
    } catch {
      // the group is gone
    }
  }
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => group(sig))
  const code = await new Promise<number>((resolve) => child.once('exit', (c, s) => resolve(c ?? (s ? 128 : 1))))
  group('SIGKILL')
  process.exitCode = code
  return false
}

export const insideOwnNetworkNamespace = (): boolean => process.env[MARK] === '1'
