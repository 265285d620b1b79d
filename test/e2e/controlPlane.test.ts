// Smoke test of the e2e control plane harness: a real etcd + kube-apiserver
// built from Go modules by test/e2e/controlplane/build.sh.
import t from 'tap';
import fs from 'node:fs';
import { requireTools } from './harness/availability.js';
import { startControlPlane, type ControlPlane } from './harness/controlPlane.js';
import { kruiseCrdPath } from './harness/kruiseModule.js';

// Kruise's own CloneSet CRD from the pinned module (test/kruise/go.mod).
const CRD = kruiseCrdPath('clonesets');
const NS = 'kig-smoke';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function retry<T>(what: string, fn: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`${what}: ${(err as Error).message}`);
      await sleep(500);
    }
  }
}

// Skips loudly without binaries on a workstation; fails under CI=true.
const tools = await requireTools(t, 'control plane smoke');
if (tools) {
  const binDir = tools.binDir;
  t.setTimeout(300_000);
  t.test('control plane smoke', async (t) => {
    const cp: ControlPlane = await startControlPlane({ binDir });
    t.teardown(() => cp.stop());
    t.comment(`apiserver ${cp.apiserverUrl}, dir ${cp.dir}`);

    await t.test('kubectl version reports the real server version', async (t) => {
      const r = await cp.kubectl(['version', '-o', 'json']);
      const v = JSON.parse(r.stdout) as { serverVersion?: { gitVersion?: string; major?: string; minor?: string }; clientVersion?: { gitVersion?: string } };
      const sv = v.serverVersion?.gitVersion ?? '';
      t.match(sv, /^v1\.\d+\.\d+$/, `server gitVersion ${sv}`);
      t.not(sv, 'v0.0.0', 'not an unversioned build');
      t.notMatch(sv, /master|\$Format/);
      t.match(v.serverVersion?.major ?? '', /^1$/);
      t.match(v.serverVersion?.minor ?? '', /^\d+$/);
      t.equal(v.clientVersion?.gitVersion, sv, 'kubectl built from the same release');
    });

    await t.test("Kruise's CloneSet CRD is served, at v1alpha1 only", async (t) => {
      await cp.kubectl(['apply', '-f', CRD]);
      await cp.kubectl(['wait', '--for=condition=Established', 'crd/clonesets.apps.kruise.io', '--timeout=60s']);
      const r = await retry('get clonesets', () => cp.kubectl(['get', 'clonesets.apps.kruise.io', '-A']));
      t.equal(r.code, 0);
      const crd = JSON.parse((await cp.kubectl(['get', 'crd', 'clonesets.apps.kruise.io', '-o', 'json'])).stdout);
      t.same(
        crd.spec.versions.map((v: { name: string; served: boolean; storage: boolean }) => [v.name, v.served, v.storage]),
        [['v1alpha1', true, true]],
      );
      t.same(crd.spec.names.shortNames, ['clone']);
    });

    await t.test('pod updates: image accepted, env rejected', async (t) => {
      await cp.kubectl(['create', 'namespace', NS]);
      const pod = {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'smoke', namespace: NS, labels: { app: 'smoke' } },
        spec: { containers: [{ name: 'app', image: 'nginx:1.0', env: [{ name: 'MODE', value: 'a' }] }] },
      };
      await cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(pod) });

      const image = await cp.kubectl(['-n', NS, 'patch', 'pod', 'smoke', '--type=json', '-p', JSON.stringify([{ op: 'replace', path: '/spec/containers/0/image', value: 'nginx:1.1' }])]);
      t.equal(image.code, 0, 'image patch accepted');
      const got = JSON.parse((await cp.kubectl(['-n', NS, 'get', 'pod', 'smoke', '-o', 'json'])).stdout);
      t.equal(got.spec.containers[0].image, 'nginx:1.1');

      const env = await cp.kubectl(
        ['-n', NS, 'patch', 'pod', 'smoke', '--type=json', '-p', JSON.stringify([{ op: 'replace', path: '/spec/containers/0/env/0/value', value: 'b' }])],
        { allowFail: true },
      );
      t.not(env.code, 0, 'env patch rejected');
      t.match(env.stderr, /pod updates may not change fields other than/);
    });

    await t.test('audit log records requests', async (t) => {
      const events = await retry('audit events', async () => {
        const ev = await cp.auditEvents();
        if (!ev.some((e) => e.objectRef?.resource === 'pods' && e.verb === 'patch')) throw new Error('no pod patch event yet');
        return ev;
      });
      t.ok(events.length > 0);
      t.ok(events.some((e) => e.user?.username === 'admin'), 'admin client cert user');
    });

    const dir = cp.dir;
    await cp.stop();
    t.notOk(fs.existsSync(dir), 'temp dir removed by stop()');
  });
}
