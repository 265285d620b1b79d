import { createHash } from 'node:crypto';
import { ANNOTATION_RUNTIME_META } from '../engine/kruise/apiNames.js';
import { Heap } from '../engine/kube/heap.js';
import { deepEqual } from '../engine/kube/json.js';
import { podTargetNode } from '../engine/kube/node.js';
import { metaTime, parseMetaTime } from '../engine/kube/metaTime.js';
import { recomputeReadyCondition } from '../engine/kube/readiness.js';
import { containerPlainHash, envFromMetadataHash, podReadMemo } from '../engine/update/podUpdate.js';
import { isConflict, isNotFound } from './cluster.js';
/**
 * Everything about a Pod's containers that its status shows at `now`. Phases the status cannot tell apart share a
 * letter: a stopping container still shows as running, a starting one still as ContainerCreating.
 */
function runtimeKey(rt, now) {
    let key = '';
    for (const c of rt.containers.values()) {
        const ready = c.phase === 'running' && c.readyAt !== undefined && c.readyAt <= now;
        key += `${VISIBLE_PHASE[c.phase]}:${c.containerID}:${c.restartCount}:${ready ? 1 : 0};`;
    }
    return key;
}
const VISIBLE_PHASE = { running: 'R', stopping: 'R', pulling: 'C', starting: 'C', 'pull-failed': 'F' };
/** True when the Pod's started containers are still exactly the ones `facts` reports (no key string per check). */
function reportsSame(facts, pod, rt) {
    let j = 0;
    for (const spec of pod.spec.containers) {
        const c = rt.containers.get(spec.name);
        if (c === undefined || c.starts === 0)
            continue;
        const f = facts[j++];
        if (f === undefined || f.name !== c.name || f.containerID !== c.containerID || f.restartCount !== c.restartCount || f.plainHash !== c.specHash || f.envHash !== c.envHash)
            return false;
    }
    return j === facts.length;
}
/** The `apps.kruise.io/runtime-containers-meta` value kruise-daemon writes. */
export function runtimeContainersMeta(containers) {
    return JSON.stringify({
        containers: containers.map((c) => ({
            name: c.name, containerID: c.containerID, restartCount: c.restartCount,
            hashes: { plainHash: c.plainHash, extractedEnvFromMetadataHash: c.envHash },
        })),
    });
}
/**
 * The simulated kruise-daemon reports only for Pods whose containers read Pod metadata through env: that is where
 * its report decides anything (env-from-metadata updates); elsewhere the imageID check gives the same answer.
 */
export function readsPodMetadata(pod) {
    const containers = pod.spec.containers;
    // Stored Pods are deep-frozen: the same frozen containers array always gives the same answer.
    const known = Object.isFrozen(containers) ? readsMetadataByContainers.get(containers) : undefined;
    if (known !== undefined)
        return known;
    const reads = containers.some((c) => (c.env ?? []).some((e) => /^metadata\.(labels|annotations)\[/.test(e.valueFrom?.fieldRef?.fieldPath ?? '')));
    if (Object.isFrozen(containers))
        readsMetadataByContainers.set(containers, reads);
    return reads;
}
const readsMetadataByContainers = new WeakMap();
/** envFromMetadataHash, remembered per container runtime while the (frozen) spec, labels and annotations stay the same. */
function envHashFor(c, spec, pod, reads) {
    const labels = pod.metadata.labels;
    const annotations = pod.metadata.annotations;
    const memo = c.envMemo;
    if (memo && memo.spec === spec && memo.labels === labels && memo.annotations === annotations)
        return memo.hash;
    const hash = envFromMetadataHash(spec, pod, reads);
    const frozen = Object.isFrozen(spec) && (labels === undefined || Object.isFrozen(labels)) && (annotations === undefined || Object.isFrozen(annotations));
    c.envMemo = frozen ? { spec, labels, annotations, hash } : undefined;
    return hash;
}
/**
 * `fresh`, or `old` when it holds the same (our objects and the stored ones list their fields in the same order):
 * the store deep-freezes what it is given, and reusing an already frozen object spares a freeze, which costs more
 * than building the object.
 */
function same(fresh, old) {
    return old !== undefined && deepEqual(fresh, old) ? old : fresh;
}
/** `old` when `fresh` has exactly the same items. */
function sameItems(fresh, old) {
    if (!old || old.length !== fresh.length)
        return fresh;
    for (let i = 0; i < fresh.length; i++)
        if (fresh[i] !== old[i])
            return fresh;
    return old;
}
/** A deterministic image digest per image reference (the same image always has the same imageID). */
export function imageIdOf(image) {
    const repo = image.split('@')[0].replace(/:[^/:]+$/, '');
    return `${repo.includes('/') ? repo : `docker.io/library/${repo}`}@sha256:${createHash('sha256').update(image).digest('hex')}`;
}
export class KubeletSimulator {
    store;
    client;
    runtimes = new Map();
    dirty = new Set();
    heap = new Heap((a, b) => a.at - b.at);
    due = new Map();
    /** Timestamps formatted once (see metaTime). */
    times = new Map();
    /** Each Pod key split into namespace and name once. */
    refs = new Map();
    writingKey;
    containerSeq = 0;
    nodeSeq = 0;
    stopWatch;
    daemonClient;
    /** Hashes of the (frozen) containers of stored Pods, read again on every sync. */
    reads = podReadMemo();
    o;
    constructor(store, options = {}) {
        this.store = store;
        this.client = store.client('kubelet');
        this.daemonClient = store.client('kruise-daemon');
        this.o = {
            pullSeconds: options.pullSeconds ?? 2,
            startSeconds: options.startSeconds ?? 1,
            probeDelaySeconds: options.probeDelaySeconds ?? 2,
            stopSeconds: options.stopSeconds ?? 1,
            nodes: options.nodes ?? 3,
            failPull: options.failPull,
            neverReady: options.neverReady,
            daemon: options.daemon ?? true,
        };
        // The nodes the scheduler binds to, registered as Node objects (what an Advanced DaemonSet's plan reads).
        for (let i = 1; i <= this.o.nodes; i++) {
            const name = `sim-node-${i}`;
            if (!store.allNodes().some((n) => n.metadata.name === name))
                store.storeNode({ metadata: { name, labels: { 'kubernetes.io/hostname': name } } });
        }
        const watch = store.addWatcher((event) => {
            if (event.kind !== 'Pod')
                return;
            const k = `${event.namespace}/${event.name}`;
            if (k !== this.writingKey)
                this.dirty.add(k);
        });
        this.stopWatch = () => watch.stop();
        for (const pod of store.allPods())
            this.dirty.add(`${pod.metadata.namespace}/${pod.metadata.name}`);
    }
    stop() {
        this.stopWatch?.();
    }
    /** The earliest time some Pod needs attention (epoch ms), or undefined when idle. */
    nextWakeAt() {
        for (let top = this.heap.peek(); top !== undefined; top = this.heap.peek()) {
            if (this.due.get(top.key) === top.at)
                return top.at;
            this.heap.pop();
        }
        return undefined;
    }
    /** True when some Pod changed since the last sync. */
    get hasPendingEvents() {
        return this.dirty.size > 0;
    }
    /** Every container restart so far (an image change restarts a container exactly once). */
    restarts() {
        const out = [];
        for (const rt of this.runtimes.values()) {
            for (const c of rt.containers.values())
                if (c.restartCount > 0)
                    out.push({ pod: rt.name, uid: rt.uid, container: c.name, restartCount: c.restartCount });
        }
        return out;
    }
    /** Process every dirty or due Pod at `now`. Returns the number of status writes. */
    async sync(now) {
        const keys = new Set(this.dirty);
        this.dirty.clear();
        while ((this.heap.peek()?.at ?? Infinity) <= now) {
            const top = this.heap.pop();
            if (this.due.get(top.key) === top.at) {
                this.due.delete(top.key);
                keys.add(top.key);
            }
        }
        let writes = 0;
        for (const k of keys) {
            const done = this.syncPod(k, now);
            writes += typeof done === 'number' ? done : await done;
        }
        return writes;
    }
    /** Synchronous unless it writes: most syncs find nothing to write, and an await per Pod costs more than the check. */
    syncPod(k, now) {
        let ref = this.refs.get(k);
        if (ref === undefined)
            this.refs.set(k, ref = k.split('/'));
        const [namespace, name] = ref;
        const pod = this.store.pod(namespace, name);
        if (!pod) {
            for (const [uid, rt] of this.runtimes)
                if (rt.namespace === namespace && rt.name === name)
                    this.runtimes.delete(uid);
            this.refs.delete(k);
            return 0;
        }
        if (!pod.spec.nodeName) {
            this.bind(pod);
            return 1;
        }
        const rt = this.runtimeFor(pod, now);
        if (pod.metadata.deletionTimestamp)
            return this.terminate(pod, rt, now);
        for (const c of pod.spec.containers)
            this.advance(pod, rt, c, now);
        this.schedule(k, rt, now);
        const daemon = this.o.daemon && readsPodMetadata(pod);
        const key = runtimeKey(rt, now);
        const seen = rt.seen;
        // The status is a function of the runtime (key), the previous status and the spec: with none of them changed,
        // writing it again would write nothing. Only kruise-daemon looks at labels and annotations.
        const statusSeen = seen !== undefined && seen.key === key && seen.status === pod.status && seen.spec === pod.spec;
        if (statusSeen && (!daemon || (seen.labels === pod.metadata.labels && seen.annotations === pod.metadata.annotations)))
            return 0;
        const status = statusSeen ? undefined : this.nextStatus(pod, rt, now);
        if (status === undefined && (!daemon || this.runtimeMetaToWrite(rt, pod) === undefined)) {
            this.remember(k, rt, key);
            return 0;
        }
        return this.writeChanges(k, rt, key, pod, status, daemon);
    }
    /** The status write (when `status` is given), then kruise-daemon's report on the Pod as it is after it. */
    async writeChanges(k, rt, key, pod, status, daemon) {
        const writes = (status === undefined ? 0 : await this.write(k, () => this.client.updatePodStatus({ ...pod, status }))) + (daemon ? await this.reportRuntimeMeta(rt) : 0);
        this.remember(k, rt, key);
        return writes;
    }
    /** What this sync saw, so that an event that changes none of it needs no work. */
    remember(k, rt, key) {
        const after = this.store.pod(rt.namespace, rt.name);
        // A conflict put the Pod back in the dirty set: its status is not ours yet, so nothing is "seen".
        if (after && !this.dirty.has(k))
            rt.seen = { status: after.status, spec: after.spec, labels: after.metadata.labels, annotations: after.metadata.annotations, key };
        else
            rt.seen = undefined;
    }
    /** kruise-daemon: `apps.kruise.io/runtime-containers-meta` with each running container's ID and hashes. */
    async reportRuntimeMeta(rt) {
        const pod = this.store.pod(rt.namespace, rt.name);
        if (!pod)
            return 0;
        const meta = this.runtimeMetaToWrite(rt, pod);
        if (meta === undefined)
            return 0;
        return this.write(`${rt.namespace}/${rt.name}`, () => this.daemonClient.updatePod({ ...pod, metadata: { ...pod.metadata, annotations: { ...pod.metadata.annotations, [ANNOTATION_RUNTIME_META]: meta } } }));
    }
    /** The runtime-containers-meta text kruise-daemon would write on `pod` now, or undefined when it has nothing to write. */
    runtimeMetaToWrite(rt, pod) {
        const meta = rt.meta !== undefined && reportsSame(rt.meta.facts, pod, rt) ? rt.meta : this.newRuntimeMeta(rt, pod);
        if (meta === undefined)
            return undefined;
        return pod.metadata.annotations?.[ANNOTATION_RUNTIME_META] === meta.text ? undefined : meta.text;
    }
    newRuntimeMeta(rt, pod) {
        const containers = pod.spec.containers.map((c) => rt.containers.get(c.name)).filter((c) => !!c && c.starts > 0);
        if (containers.length === 0)
            return undefined;
        const facts = containers.map((c) => ({ name: c.name, containerID: c.containerID, restartCount: c.restartCount, plainHash: c.specHash, envHash: c.envHash }));
        rt.meta = { facts, text: runtimeContainersMeta(facts) };
        return rt.meta;
    }
    /** The scheduler: a Pod for one node (a DaemonSet's, by its required node affinity) goes there, others round-robin. */
    bind(pod) {
        const node = podTargetNode(pod) ?? `sim-node-${(this.nodeSeq++ % this.o.nodes) + 1}`;
        const k = `${pod.metadata.namespace}/${pod.metadata.name}`;
        this.writingKey = k;
        try {
            this.store.storePod({ ...pod, spec: { ...pod.spec, nodeName: node } }, 'MODIFIED');
            this.store.record('scheduler', 'update', 'Pod', pod.metadata.namespace ?? '', pod.metadata.name);
        }
        finally {
            this.writingKey = undefined;
        }
        this.dirty.add(k);
    }
    runtimeFor(pod, now) {
        const uid = pod.metadata.uid ?? pod.metadata.name;
        let rt = this.runtimes.get(uid);
        if (rt)
            return rt;
        rt = { namespace: pod.metadata.namespace ?? 'default', name: pod.metadata.name, uid, containers: new Map(), startTime: parseMetaTime(pod.status?.startTime) ?? now };
        for (const c of pod.spec.containers) {
            const status = pod.status?.containerStatuses?.find((s) => s.name === c.name);
            if (status?.state?.running && status.imageID) {
                // Adopt a Pod that is already running (seeded state).
                const startedAt = parseMetaTime(status.state.running.startedAt) ?? now;
                rt.containers.set(c.name, {
                    name: c.name, image: status.image, imageID: status.imageID, containerID: status.containerID ?? this.newContainerId(),
                    restartCount: status.restartCount ?? 0, starts: 1, target: status.image, phase: 'running', until: 0,
                    startedAt, readyAt: status.ready ? startedAt : this.readyAt(pod, c.name, status.image, now),
                    specHash: containerPlainHash(c, this.reads), envHash: envFromMetadataHash(c, pod, this.reads),
                });
            }
            else {
                rt.containers.set(c.name, {
                    name: c.name, image: '', imageID: '', containerID: '', restartCount: 0, starts: 0, target: c.image ?? '',
                    phase: 'pulling', until: now + this.o.pullSeconds * 1000, specHash: 0, envHash: 0,
                });
            }
        }
        this.runtimes.set(uid, rt);
        return rt;
    }
    readyAt(pod, container, image, start) {
        return this.o.neverReady?.(pod.metadata.name, container, image) ? undefined : start + this.o.probeDelaySeconds * 1000;
    }
    newContainerId() {
        this.containerSeq++;
        return `containerd://${this.containerSeq.toString(16).padStart(16, '0')}`;
    }
    /** Moves one container through its phases up to `now`. */
    advance(pod, rt, spec, now) {
        const c = rt.containers.get(spec.name);
        if (!c)
            return;
        const specImage = spec.image ?? '';
        const stop = (skipPull) => {
            const grace = pod.spec.terminationGracePeriodSeconds ?? 30;
            c.phase = 'stopping';
            c.until = now + Math.min(this.o.stopSeconds, grace) * 1000;
            c.readyAt = undefined;
            c.skipPull = skipPull;
        };
        if (specImage !== c.target) {
            c.target = specImage;
            if (c.phase === 'running' || c.phase === 'starting')
                stop(false);
            else if (c.phase === 'pull-failed' || c.phase === 'pulling') {
                c.phase = 'pulling';
                c.until = now + this.o.pullSeconds * 1000;
            }
        }
        else if (this.o.daemon && c.phase === 'running' && (spec.env ?? []).some((e) => e.valueFrom?.fieldRef) && c.envHash !== envHashFor(c, spec, pod, this.reads)) {
            stop(true);
        }
        for (let guard = 0; guard < 8 && c.phase !== 'running' && c.phase !== 'pull-failed' && c.until <= now; guard++) {
            const at = c.until;
            switch (c.phase) {
                case 'stopping':
                    c.lastTerminated = { startedAt: c.startedAt, finishedAt: at };
                    c.phase = c.skipPull ? 'starting' : 'pulling';
                    c.until = at + (c.skipPull ? this.o.startSeconds : this.o.pullSeconds) * 1000;
                    break;
                case 'pulling':
                    if (this.o.failPull?.(rt.name, c.name, c.target))
                        c.phase = 'pull-failed';
                    else {
                        c.phase = 'starting';
                        c.until = at + this.o.startSeconds * 1000;
                    }
                    break;
                case 'starting':
                    c.phase = 'running';
                    if (c.starts > 0)
                        c.restartCount++;
                    c.starts++;
                    c.image = c.target;
                    c.imageID = imageIdOf(c.target);
                    c.containerID = this.newContainerId();
                    c.startedAt = at;
                    c.readyAt = this.readyAt(pod, c.name, c.target, at);
                    c.specHash = containerPlainHash(spec, this.reads);
                    c.envHash = envHashFor(c, spec, pod, this.reads);
                    c.skipPull = false;
                    break;
            }
        }
    }
    schedule(k, rt, now) {
        let next;
        for (const c of rt.containers.values()) {
            const t = c.phase === 'running' ? (c.readyAt !== undefined && c.readyAt > now ? c.readyAt : undefined)
                : c.phase === 'pull-failed' ? undefined : c.until;
            if (t !== undefined && (next === undefined || t < next))
                next = t;
        }
        if (rt.deletingUntil !== undefined && (next === undefined || rt.deletingUntil < next))
            next = rt.deletingUntil;
        if (next === undefined) {
            this.due.delete(k);
            return;
        }
        if (this.due.get(k) === next)
            return;
        this.due.set(k, next);
        this.heap.push({ at: next, key: k });
    }
    terminate(pod, rt, now) {
        const k = `${rt.namespace}/${rt.name}`;
        if (rt.deletingUntil === undefined) {
            const grace = pod.metadata.deletionGracePeriodSeconds ?? pod.spec.terminationGracePeriodSeconds ?? 30;
            rt.deletingUntil = now + Math.min(this.o.stopSeconds, grace) * 1000;
        }
        if (now < rt.deletingUntil) {
            this.schedule(k, rt, now);
            return 0;
        }
        this.due.delete(k);
        this.runtimes.delete(rt.uid);
        this.store.finalizePodDeletion(rt.namespace, rt.name);
        return 1;
    }
    /** metaTime, remembered: on a simulated clock many containers start and stop in the same second. */
    metaTime(ms) {
        let text = this.times.get(ms);
        if (text === undefined) {
            if (this.times.size >= 4096)
                this.times.clear();
            this.times.set(ms, text = metaTime(ms));
        }
        return text;
    }
    containerStatus(c, now) {
        const ready = c.phase === 'running' && c.readyAt !== undefined && c.readyAt <= now;
        const started = c.starts > 0;
        const status = {
            name: c.name,
            image: started ? c.image : c.target,
            imageID: c.imageID,
            ready,
            restartCount: c.restartCount,
            started: c.phase === 'running' || c.phase === 'stopping',
            ...(c.containerID ? { containerID: c.containerID } : {}),
            state: c.phase === 'running' || c.phase === 'stopping'
                ? { running: { startedAt: this.metaTime(c.startedAt ?? now) } }
                : c.phase === 'pull-failed'
                    ? { waiting: { reason: 'ErrImagePull', message: `failed to pull and unpack image "${c.target}": failed to resolve reference "${c.target}": not found` } }
                    : { waiting: { reason: 'ContainerCreating' } },
        };
        if (c.lastTerminated) {
            status.lastState = {
                terminated: {
                    exitCode: 0, reason: 'Completed', finishedAt: this.metaTime(c.lastTerminated.finishedAt),
                    ...(c.lastTerminated.startedAt !== undefined ? { startedAt: this.metaTime(c.lastTerminated.startedAt) } : {}),
                },
            };
        }
        return status;
    }
    /** The status the kubelet would write now, or undefined when the Pod already shows it. */
    nextStatus(pod, rt, now) {
        const oldStatuses = pod.status?.containerStatuses;
        const statuses = sameItems(pod.spec.containers.map((c) => this.shownStatus(rt.containers.get(c.name), now, oldStatuses)), oldStatuses);
        let allStarted = true;
        for (const c of rt.containers.values())
            if (c.starts === 0)
                allStarted = false;
        const unready = [];
        for (const s of statuses)
            if (!s.ready)
                unready.push(s.name);
        const oldConditions = pod.status?.conditions;
        // One pass: the kubelet's own three conditions (the first of each type) and every other condition, in order.
        let scheduled;
        let initialized;
        let containersReadyOld;
        const keep = [];
        for (const c of oldConditions ?? []) {
            if (c.type === 'PodScheduled')
                scheduled ??= c;
            else if (c.type === 'Initialized')
                initialized ??= c;
            else if (c.type === 'ContainersReady')
                containersReadyOld ??= c;
            else
                keep.push(c);
        }
        const since = (old, status) => (old && old.status === status ? old.lastTransitionTime ?? metaTime(now) : metaTime(now));
        const containersReady = () => unready.length === 0
            ? { type: 'ContainersReady', status: 'True', lastTransitionTime: since(containersReadyOld, 'True') }
            : { type: 'ContainersReady', status: 'False', reason: 'ContainersNotReady', message: `containers with unready status: [${unready.join(' ')}]`, lastTransitionTime: since(containersReadyOld, 'False') };
        const shown = rt.shownConditions ??= {};
        const unreadyKey = unready.join(' ');
        const base = [
            shown.scheduled = scheduled !== undefined && scheduled === shown.scheduled
                ? scheduled : same({ type: 'PodScheduled', status: 'True', lastTransitionTime: since(scheduled, 'True') }, scheduled),
            shown.initialized = initialized !== undefined && initialized === shown.initialized
                ? initialized : same({ type: 'Initialized', status: 'True', lastTransitionTime: since(initialized, 'True') }, initialized),
            shown.containersReady = containersReadyOld !== undefined && containersReadyOld === shown.containersReady && unreadyKey === shown.unready
                ? containersReadyOld : same(containersReady(), containersReadyOld),
            ...keep,
        ];
        shown.unready = unreadyKey;
        const conditions = sameItems(recomputeReadyCondition(base, pod.spec.readinessGates ?? [], now, true), oldConditions);
        const phase = allStarted ? 'Running' : 'Pending';
        const old = pod.status;
        if (old !== undefined && statuses === oldStatuses && conditions === oldConditions && old.phase === phase && old.startTime !== undefined)
            return undefined;
        const status = {
            ...(old ?? {}),
            phase,
            conditions,
            containerStatuses: statuses,
            startTime: old?.startTime ?? metaTime(rt.startTime),
        };
        return deepEqual(status, old ?? {}) ? undefined : status;
    }
    /**
     * The container's status as the Pod shows it: the one built last time while nothing it shows has changed (no
     * object, no lookup, no deep comparison), else a new one, or the Pod's current one when that holds the same.
     */
    shownStatus(c, now, statuses) {
        const ready = c.phase === 'running' && c.readyAt !== undefined && c.readyAt <= now;
        const phase = VISIBLE_PHASE[c.phase];
        const last = c.shown;
        if (last !== undefined && last.phase === phase && last.ready === ready && last.restartCount === c.restartCount && last.containerID === c.containerID &&
            last.image === c.image && last.imageID === c.imageID && last.target === c.target && last.startedAt === c.startedAt &&
            last.lastTerminated === c.lastTerminated && last.starts === (c.starts > 0))
            return last.status;
        const status = same(this.containerStatus(c, now), statuses?.find((s) => s.name === c.name));
        // A running container without a start time shows `now`: not the same status at another time.
        c.shown = phase === 'R' && c.startedAt === undefined ? undefined : {
            status, phase, ready, restartCount: c.restartCount, containerID: c.containerID, image: c.image, imageID: c.imageID, target: c.target,
            startedAt: c.startedAt, lastTerminated: c.lastTerminated, starts: c.starts > 0,
        };
        return status;
    }
    /** One write for Pod `key`: 1 when it landed; 0 on a conflict (the Pod is synced again) or when the Pod is gone. */
    async write(key, send) {
        this.writingKey = key;
        try {
            await send();
            return 1;
        }
        catch (err) {
            if (isConflict(err)) {
                this.dirty.add(key);
                return 0;
            }
            if (isNotFound(err))
                return 0;
            throw err;
        }
        finally {
            this.writingKey = undefined;
        }
    }
}
//# sourceMappingURL=kubelet.js.map