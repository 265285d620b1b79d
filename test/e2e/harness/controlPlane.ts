// A real Kubernetes test control plane (etcd + kube-apiserver) for e2e tests,
// in the style of controller-runtime's envtest: no controller-manager,
// scheduler or kubelet. Binaries come from ../controlplane/build.sh (built
// from Go modules into a cache folder outside the repository).
//
// Test tooling only; uses nothing but Node's standard library.

import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCA, issueCertificate, generateEcKeyPair } from './x509.js';

export interface KubectlResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface KubectlOptions {
  /** Written to kubectl's stdin (e.g. a manifest for `apply -f -`). */
  input?: string;
  /** Resolve with the non-zero exit code instead of throwing. */
  allowFail?: boolean;
  /** Kill kubectl after this long (default 60 s). */
  timeoutMs?: number;
}

export interface ControlPlane {
  /** `https://127.0.0.1:<port>` */
  apiserverUrl: string;
  /** Admin kubeconfig (client cert CN=admin, O=system:masters). */
  kubeconfigPath: string;
  /** JSON-lines audit log (level Request for apps.kruise.io clonesets, Metadata otherwise). */
  auditLogPath: string;
  binDir: string;
  /** Temp dir holding certs, etcd data, logs; removed by stop(). */
  dir: string;
  /** `http://127.0.0.1:<port>` */
  etcdUrl: string;
  /** PEM files in `dir`. */
  certs: {
    /** CA that signed the apiserver serving cert (trust this to talk to the apiserver). */
    caCertPath: string;
    /** CA for client certificates (--client-ca-file). */
    clientCaCertPath: string;
    clientCaKeyPath: string;
    adminCertPath: string;
    adminKeyPath: string;
  };
  logs: { apiserver: string; etcd: string };
  kubectl(args: string[], opts?: KubectlOptions): Promise<KubectlResult>;
  /** Parsed audit events written so far. */
  auditEvents(): Promise<AuditEvent[]>;
  stop(): Promise<void>;
}

/** The fields of an audit.k8s.io/v1 Event that tests typically look at. */
export interface AuditEvent {
  level: string;
  auditID: string;
  stage: string;
  requestURI: string;
  verb: string;
  user?: { username?: string; groups?: string[] };
  objectRef?: { resource?: string; namespace?: string; name?: string; apiGroup?: string; apiVersion?: string; subresource?: string };
  responseStatus?: { code?: number; status?: string; message?: string; reason?: string };
  requestObject?: unknown;
  annotations?: Record<string, string>;
  [k: string]: unknown;
}

export interface StartControlPlaneOptions {
  /**
   * kubeconfig the apiserver uses to authenticate to admission webhooks
   * (WebhookAdmissionConfiguration.kubeConfigFile for the validating and
   * mutating webhook plugins).
   */
  admissionWebhookKubeconfig?: string;
  /** Extra kube-apiserver flags (appended last, so they win). */
  extraApiserverArgs?: string[];
  /** Replaces the default audit policy (YAML). */
  auditPolicy?: string;
  /** Readiness timeout for etcd + apiserver (default 60 s). */
  startTimeoutMs?: number;
  /** Override the bin dir (default: controlPlaneBinDir()). */
  binDir?: string;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The build script that knows where the binaries live. */
export const BUILD_SCRIPT = path.resolve(HERE, '../controlplane/build.sh');
export const REQUIRED_BINARIES = ['kube-apiserver', 'kubectl', 'etcd'] as const;

const DEFAULT_AUDIT_POLICY = `apiVersion: audit.k8s.io/v1
kind: Policy
omitStages:
  - RequestReceived
rules:
  - level: Request
    resources:
      - group: apps.kruise.io
        resources: ["clonesets", "clonesets/status", "clonesets/scale"]
  - level: Metadata
`;

function isExecutable(p: string): boolean {
  try {
    const st = fs.statSync(p);
    if (!st.isFile()) return false;
    fs.accessSync(p, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the control plane binaries are, or why they are not usable.
 * `KIG_CONTROLPLANE_BIN_DIR` overrides the build script's cache folder.
 */
export async function findControlPlane(): Promise<{ binDir: string; missing: string[]; reason?: string }> {
  let binDir = process.env.KIG_CONTROLPLANE_BIN_DIR;
  if (!binDir) {
    try {
      const out = await new Promise<string>((resolve, reject) => {
        execFile('bash', [BUILD_SCRIPT, '--print-dir'], { timeout: 30_000 }, (err, stdout, stderr) => {
          if (err) reject(new Error(`${BUILD_SCRIPT} --print-dir failed: ${err.message}\n${stderr}`));
          else resolve(stdout);
        });
      });
      binDir = out.trim().split('\n').pop() ?? '';
    } catch (err) {
      return { binDir: '', missing: [...REQUIRED_BINARIES], reason: (err as Error).message };
    }
  }
  const missing = REQUIRED_BINARIES.filter((b) => !isExecutable(path.join(binDir!, b)));
  const reason = missing.length
    ? `missing ${missing.join(', ')} in ${binDir} (build them with: bash test/e2e/controlplane/build.sh)`
    : undefined;
  return { binDir, missing, reason };
}

/** The bin dir if kube-apiserver, kubectl and etcd are built there; undefined otherwise. */
export async function controlPlaneBinDir(): Promise<string | undefined> {
  const found = await findControlPlane();
  return found.missing.length ? undefined : found.binDir;
}

/** Path of the helm binary built by build.sh (`--only helm`), if present. */
export async function helmBinary(): Promise<string | undefined> {
  const found = await findControlPlane();
  const p = found.binDir ? path.join(found.binDir, 'helm') : '';
  return p && isExecutable(p) ? p : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

async function distinctFreePorts(n: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < n) ports.add(await freePort());
  return [...ports];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tail(file: string, lines = 40): string {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text.split('\n').slice(-lines - 1).join('\n');
  } catch {
    return '(no log)';
  }
}

interface Proc {
  name: string;
  child: ChildProcess;
  logPath: string;
  exited: Promise<void>;
  exitInfo?: string;
}

function startProcess(name: string, bin: string, args: string[], logPath: string): Proc {
  const fd = fs.openSync(logPath, 'a');
  const child = spawn(bin, args, { stdio: ['ignore', fd, fd], env: { ...process.env } });
  fs.closeSync(fd);
  const proc: Proc = { name, child, logPath, exited: Promise.resolve() };
  proc.exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      proc.exitInfo = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve();
    });
    child.once('error', (err) => {
      proc.exitInfo = `spawn error: ${err.message}`;
      resolve();
    });
  });
  return proc;
}

async function stopProcess(p: Proc, graceMs = 5000): Promise<void> {
  if (p.exitInfo !== undefined || p.child.exitCode !== null || p.child.signalCode !== null) return;
  try {
    p.child.kill('SIGTERM');
  } catch {
    /* already gone */
  }
  let timer: NodeJS.Timeout | undefined;
  const killed = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      try {
        p.child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
      resolve();
    }, graceMs);
  });
  await Promise.race([p.exited, killed]);
  clearTimeout(timer);
  await p.exited;
}

function httpGet(url: string, tls?: { ca: string; cert: string; key: string }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const mod = url.startsWith('https:') ? https : http;
    const req = mod.get(url, { ...(tls ?? {}), timeout: 5000, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/** Polls `check` until it returns true; fails fast if a watched process exits. */
async function waitFor(what: string, check: () => Promise<boolean>, deadline: number, procs: Proc[]): Promise<void> {
  let lastErr = '';
  for (;;) {
    for (const p of procs) {
      if (p.exitInfo !== undefined) throw new Error(`${p.name} exited (${p.exitInfo}) while waiting for ${what}`);
    }
    try {
      if (await check()) return;
    } catch (err) {
      lastErr = (err as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${lastErr ? ` (last error: ${lastErr})` : ''}`);
    await sleep(250);
  }
}

// Synchronous best-effort cleanup of every running control plane when the
// process exits or is interrupted, so nothing leaks when a test fails.
const live = new Set<{ procs: Proc[]; dir: string; keep: boolean }>();
let handlersInstalled = false;

function cleanupAllSync(): void {
  for (const cp of live) {
    for (const p of cp.procs) {
      if (p.exitInfo === undefined) {
        try {
          p.child.kill('SIGKILL');
        } catch {
          /* ignore */
        }
      }
    }
    if (!cp.keep) fs.rmSync(cp.dir, { recursive: true, force: true });
  }
  live.clear();
}

function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', cleanupAllSync);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const handler = (): void => {
      cleanupAllSync();
      process.removeListener(sig, handler);
      // Keep the default behaviour (terminate) unless someone else handles it.
      if (process.listenerCount(sig) === 0) process.kill(process.pid, sig);
    };
    process.on(sig, handler);
  }
}

function kubeconfig(server: string, caPem: string, certPem: string, keyPem: string): string {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  // JSON is valid YAML; kubectl and client libraries read it as is.
  return JSON.stringify(
    {
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'e2e', cluster: { server, 'certificate-authority-data': b64(caPem) } }],
      users: [{ name: 'admin', user: { 'client-certificate-data': b64(certPem), 'client-key-data': b64(keyPem) } }],
      contexts: [{ name: 'e2e', context: { cluster: 'e2e', user: 'admin', namespace: 'default' } }],
      'current-context': 'e2e',
      preferences: {},
    },
    null,
    2,
  );
}

function admissionConfig(webhookKubeconfig: string): string {
  const cfg = (name: string) => ({
    name,
    configuration: {
      apiVersion: 'apiserver.config.k8s.io/v1',
      kind: 'WebhookAdmissionConfiguration',
      kubeConfigFile: path.resolve(webhookKubeconfig),
    },
  });
  return JSON.stringify(
    {
      apiVersion: 'apiserver.config.k8s.io/v1',
      kind: 'AdmissionConfiguration',
      plugins: [cfg('ValidatingAdmissionWebhook'), cfg('MutatingAdmissionWebhook')],
    },
    null,
    2,
  );
}

/**
 * Starts etcd and kube-apiserver on free loopback ports with throw-away
 * certificates. Throws (after cleaning up) if the binaries are missing or the
 * apiserver does not become ready; the error includes the end of its log.
 * Set KIG_E2E_KEEP_DIR=1 to keep the temp dir (logs, audit log) after stop().
 */
export async function startControlPlane(opts: StartControlPlaneOptions = {}): Promise<ControlPlane> {
  const binDir = opts.binDir ?? (await controlPlaneBinDir());
  if (!binDir) {
    const found = await findControlPlane();
    throw new Error(`control plane not built: ${found.reason ?? 'unknown reason'}`);
  }
  const timeoutMs = opts.startTimeoutMs ?? 60_000;
  const keep = process.env.KIG_E2E_KEEP_DIR === '1';
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'kig-controlplane-'));
  const procs: Proc[] = [];
  const entry = { procs, dir, keep };
  installExitHandlers();
  live.add(entry);

  const file = (name: string) => path.join(dir, name);
  const writeFile = (name: string, data: string, mode = 0o600) => {
    fs.writeFileSync(file(name), data, { mode });
    return file(name);
  };

  try {
    // --- certificates
    const servingCa = createCA('kig-e2e-serving-ca');
    const clientCa = createCA('kig-e2e-client-ca');
    const serving = issueCertificate(servingCa, {
      commonName: 'kube-apiserver',
      dnsNames: ['localhost'],
      ipAddresses: ['127.0.0.1'],
      extKeyUsage: ['serverAuth'],
    });
    const admin = issueCertificate(clientCa, { commonName: 'admin', organization: 'system:masters', extKeyUsage: ['clientAuth'] });
    const sa = generateEcKeyPair();
    const certDir = file('certs');
    fs.mkdirSync(certDir, { mode: 0o700 });
    const certs = {
      caCertPath: writeFile('certs/ca.crt', servingCa.certPem),
      clientCaCertPath: writeFile('certs/client-cert-auth-ca.crt', clientCa.certPem),
      clientCaKeyPath: writeFile('certs/client-cert-auth-ca.key', clientCa.keyPem),
      adminCertPath: writeFile('certs/admin.crt', admin.certPem),
      adminKeyPath: writeFile('certs/admin.key', admin.keyPem),
    };
    const servingCertPath = writeFile('certs/apiserver.crt', serving.certPem + servingCa.certPem);
    const servingKeyPath = writeFile('certs/apiserver.key', serving.keyPem);
    const saPubPath = writeFile('certs/sa-signer.pub', sa.publicKey.export({ type: 'spki', format: 'pem' }).toString());
    const saKeyPath = writeFile('certs/sa-signer.key', sa.privateKey.export({ type: 'sec1', format: 'pem' }).toString());

    const [etcdClientPort, etcdPeerPort, apiPort] = await distinctFreePorts(3);
    const etcdUrl = `http://127.0.0.1:${etcdClientPort}`;
    const etcdPeerUrl = `http://127.0.0.1:${etcdPeerPort}`;
    const apiserverUrl = `https://127.0.0.1:${apiPort}`;
    const deadline = Date.now() + timeoutMs;

    // --- etcd
    const logs = { apiserver: file('kube-apiserver.log'), etcd: file('etcd.log') };
    const etcd = startProcess(
      'etcd',
      path.join(binDir, 'etcd'),
      [
        '--name=kig-e2e',
        `--data-dir=${file('etcd-data')}`,
        `--listen-client-urls=${etcdUrl}`,
        `--advertise-client-urls=${etcdUrl}`,
        `--listen-peer-urls=${etcdPeerUrl}`,
        `--initial-advertise-peer-urls=${etcdPeerUrl}`,
        `--initial-cluster=kig-e2e=${etcdPeerUrl}`,
        '--unsafe-no-fsync=true',
        '--log-level=warn',
      ],
      logs.etcd,
    );
    procs.push(etcd);
    try {
      await waitFor(
        'etcd /health',
        async () => {
          const r = await httpGet(`${etcdUrl}/health`);
          return r.status === 200 && /"health"\s*:\s*"true"/.test(r.body);
        },
        deadline,
        [etcd],
      );
    } catch (err) {
      throw new Error(`${(err as Error).message}\n--- last lines of ${logs.etcd}:\n${tail(logs.etcd)}`);
    }

    // --- kube-apiserver
    const auditLogPath = file('audit.log');
    const auditPolicyPath = writeFile('audit-policy.yaml', opts.auditPolicy ?? DEFAULT_AUDIT_POLICY);
    const args = [
      `--etcd-servers=${etcdUrl}`,
      `--cert-dir=${certDir}`,
      `--tls-cert-file=${servingCertPath}`,
      `--tls-private-key-file=${servingKeyPath}`,
      `--secure-port=${apiPort}`,
      '--bind-address=127.0.0.1',
      `--advertise-address=127.0.0.1`,
      '--service-cluster-ip-range=10.0.0.0/24',
      '--allow-privileged=true',
      '--authorization-mode=RBAC',
      '--disable-admission-plugins=ServiceAccount',
      `--service-account-issuer=${apiserverUrl}/`,
      `--service-account-key-file=${saPubPath}`,
      `--service-account-signing-key-file=${saKeyPath}`,
      `--client-ca-file=${certs.clientCaCertPath}`,
      `--audit-policy-file=${auditPolicyPath}`,
      `--audit-log-path=${auditLogPath}`,
      '--audit-log-format=json',
      '--audit-log-mode=blocking',
    ];
    if (opts.admissionWebhookKubeconfig) {
      args.push(`--admission-control-config-file=${writeFile('admission-config.yaml', admissionConfig(opts.admissionWebhookKubeconfig))}`);
    }
    args.push(...(opts.extraApiserverArgs ?? []));
    const apiserver = startProcess('kube-apiserver', path.join(binDir, 'kube-apiserver'), args, logs.apiserver);
    procs.unshift(apiserver); // stop the apiserver before etcd
    const tls = { ca: servingCa.certPem, cert: admin.certPem, key: admin.keyPem };
    try {
      await waitFor('kube-apiserver /readyz', async () => (await httpGet(`${apiserverUrl}/readyz`, tls)).status === 200, deadline, [etcd, apiserver]);
      // The "default" namespace is created by a post-start controller that
      // /readyz does not wait for.
      await waitFor(
        'namespace "default"',
        async () => (await httpGet(`${apiserverUrl}/api/v1/namespaces/default`, tls)).status === 200,
        deadline,
        [etcd, apiserver],
      );
    } catch (err) {
      throw new Error(
        `${(err as Error).message}\n--- last lines of ${logs.apiserver}:\n${tail(logs.apiserver)}` +
          (etcd.exitInfo !== undefined ? `\n--- last lines of ${logs.etcd}:\n${tail(logs.etcd)}` : ''),
      );
    }

    const kubeconfigPath = writeFile('kubeconfig', kubeconfig(apiserverUrl, servingCa.certPem, admin.certPem, admin.keyPem));

    let stopped: Promise<void> | undefined;
    const cp: ControlPlane = {
      apiserverUrl,
      kubeconfigPath,
      auditLogPath,
      binDir,
      dir,
      etcdUrl,
      certs,
      logs,
      kubectl: (kargs, kopts) => runKubectl(binDir, kubeconfigPath, kargs, kopts),
      auditEvents: async () => {
        let text = '';
        try {
          text = await fsp.readFile(auditLogPath, 'utf8');
        } catch {
          return [];
        }
        return text
          .split('\n')
          .filter((l) => l.trim() !== '')
          .flatMap((l) => {
            try {
              return [JSON.parse(l) as AuditEvent];
            } catch {
              return []; // a line being written right now
            }
          });
      },
      stop: () => {
        stopped ??= (async () => {
          for (const p of procs) await stopProcess(p);
          live.delete(entry);
          if (!keep) await fsp.rm(dir, { recursive: true, force: true });
        })();
        return stopped;
      },
    };
    return cp;
  } catch (err) {
    for (const p of procs) await stopProcess(p, 2000);
    live.delete(entry);
    if (!keep) await fsp.rm(dir, { recursive: true, force: true });
    throw err;
  }
}

function runKubectl(binDir: string, kubeconfigPath: string, args: string[], opts: KubectlOptions = {}): Promise<KubectlResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(binDir, 'kubectl'), [`--kubeconfig=${kubeconfigPath}`, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, KUBECONFIG: kubeconfigPath },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const timer = setTimeout(() => {
      stderr += `\n(kubectl killed after ${opts.timeoutMs ?? 60_000} ms)`;
      child.kill('SIGKILL');
    }, opts.timeoutMs ?? 60_000);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const result = { code: code ?? (signal ? 128 : 1), stdout, stderr };
      if (result.code !== 0 && !opts.allowFail) {
        reject(new Error(`kubectl ${args.join(' ')} failed (exit ${result.code}):\n${stderr.trim()}`));
      } else {
        resolve(result);
      }
    });
    child.stdin.on('error', () => {
      /* kubectl may exit before reading stdin */
    });
    child.stdin.end(opts.input ?? '');
  });
}
