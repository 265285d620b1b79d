import { KubeConfig } from '@kubernetes/client-node';
import { selectorString } from '../engine/kube/labelSelector.js';
import { metaTime } from '../engine/kube/metaTime.js';
import { GuardError } from '../errors.js';
import { discoverCloneSetVersion, discoverServedVersion } from './cloneSetDiscovery.js';
import { WORKLOAD_POD_SELECTOR, WORKLOAD_RESOURCES, } from './cluster.js';
import { KubeRest, apiStatusOf } from './kubeRest.js';
import { ScopedInformer } from './scopedInformer.js';
export function loadKubeConfig(path) {
    const kc = new KubeConfig();
    try {
        if (path)
            kc.loadFromFile(path);
        else
            kc.loadFromDefault();
    }
    catch (err) {
        throw new GuardError('IPG_ERR_CONFIG', `cannot load kubeconfig${path ? ` ${path}` : ''}: ${err.message}`);
    }
    if (!kc.getCurrentCluster())
        throw new GuardError('IPG_ERR_CONFIG', `the kubeconfig${path ? ` ${path}` : ''} has no current cluster`);
    return kc;
}
export class KubeCluster {
    options;
    rest;
    version;
    discovering;
    sidecarSetDiscovery;
    component;
    now;
    constructor(options = {}) {
        this.options = options;
        const kc = options.kubeConfig ?? loadKubeConfig(options.kubeconfig);
        this.rest = new KubeRest(kc);
        this.version = options.cloneSetVersion;
        this.component = options.component ?? 'inplace-guard';
        this.now = options.now ?? Date.now;
    }
    /** The CloneSet API version in use: the one asked for, else the one API discovery finds (asked once, retried after a failure). */
    async cloneSetVersion() {
        if (this.version)
            return this.version;
        this.discovering ??= discoverCloneSetVersion(this.rest.kc).then((version) => (this.version = version), (err) => {
            this.discovering = undefined;
            throw err;
        });
        return this.discovering;
    }
    async cloneSets(namespace) {
        const version = await this.cloneSetVersion();
        return namespace ? `/apis/apps.kruise.io/${version}/namespaces/${enc(namespace)}/clonesets` : `/apis/apps.kruise.io/${version}/clonesets`;
    }
    /** The collection path of a kind: CloneSets at the discovered version, the other kinds at workloadVersion. */
    async workloads(kind, namespace) {
        if (kind === 'CloneSet')
            return this.cloneSets(namespace);
        const version = this.options.workloadVersion ?? 'v1beta1';
        const resource = WORKLOAD_RESOURCES[kind];
        return namespace ? `/apis/apps.kruise.io/${version}/namespaces/${enc(namespace)}/${resource}` : `/apis/apps.kruise.io/${version}/${resource}`;
    }
    workloadApiVersion(kind) {
        return `apps.kruise.io/${kind === 'CloneSet' ? this.version : this.options.workloadVersion ?? 'v1beta1'}`;
    }
    /** The SidecarSet API version in use: the one asked for, else the one API discovery finds (asked once, retried after a failure). */
    async sidecarSetVersion() {
        if (this.options.sidecarSetVersion)
            return this.options.sidecarSetVersion;
        this.sidecarSetDiscovery ??= discoverServedVersion(this.rest.kc, 'sidecarsets', 'SidecarSet').catch((err) => {
            this.sidecarSetDiscovery = undefined;
            throw err;
        });
        return this.sidecarSetDiscovery;
    }
    /** SidecarSets are cluster-scoped. */
    async sidecarSets() {
        return `/apis/apps.kruise.io/${await this.sidecarSetVersion()}/sidecarsets`;
    }
    /** UnitedDeployments: apps.kruise.io/v1alpha1, the one version every release serves. */
    unitedDeployments(namespace) {
        return namespace ? `/apis/apps.kruise.io/v1alpha1/namespaces/${enc(namespace)}/uniteddeployments` : '/apis/apps.kruise.io/v1alpha1/uniteddeployments';
    }
    /** The collection of a UnitedDeployment's child kind in a namespace. */
    async subsetChildren(kind, namespace) {
        switch (kind) {
            case 'CloneSet': return this.cloneSets(namespace);
            case 'AdvancedStatefulSet': return this.workloads('StatefulSet', namespace);
            case 'StatefulSet': return `/apis/apps/v1/namespaces/${enc(namespace)}/statefulsets`;
            case 'Deployment': return `/apis/apps/v1/namespaces/${enc(namespace)}/deployments`;
        }
    }
    pods(namespace) {
        return `/api/v1/namespaces/${enc(namespace)}/pods`;
    }
    async listWorkloads(kind, namespace) {
        const list = await this.rest.request('GET', await this.workloads(kind, namespace ?? this.options.namespace));
        // List items may leave out apiVersion and kind; the readers need both.
        return list.items.map((w) => ({ ...w, apiVersion: w.apiVersion ?? this.workloadApiVersion(kind), kind }));
    }
    async getWorkload(kind, namespace, name) {
        const stored = await this.rest.request('GET', `${await this.workloads(kind, namespace)}/${enc(name)}`);
        return { ...stored, apiVersion: stored.apiVersion ?? this.workloadApiVersion(kind), kind: stored.kind ?? kind };
    }
    async listCloneSets(namespace) {
        return (await this.listWorkloads('CloneSet', namespace));
    }
    async getCloneSet(namespace, name) {
        return this.rest.request('GET', `${await this.cloneSets(namespace)}/${enc(name)}`);
    }
    async updateWorkloadStatus(workload) {
        const ns = workload.metadata.namespace ?? 'default';
        return this.rest.request('PUT', `${await this.workloads(workload.kind, ns)}/${enc(workload.metadata.name)}/status`, { body: workload });
    }
    async patchWorkloadAnnotations(kind, namespace, name, annotations, resourceVersion) {
        const metadata = { annotations, ...(resourceVersion ? { resourceVersion } : {}) };
        return this.rest.request('PATCH', `${await this.workloads(kind, namespace)}/${enc(name)}`, { body: { metadata }, patch: 'merge' });
    }
    async listPods(namespace, selector) {
        return this.listAll(this.pods(namespace), selectorString(selector));
    }
    /** Every page of a list (limit/continue), so no single response holds a namespace's worth of objects. */
    async listAll(path, labelSelector) {
        const items = [];
        let token;
        do {
            const page = await this.rest.request('GET', path, {
                query: { labelSelector, limit: this.options.listPageSize ?? 500, continue: token },
            });
            items.push(...page.items);
            token = page.metadata?.continue || undefined;
        } while (token);
        return items;
    }
    async getPod(namespace, name) {
        return this.rest.request('GET', `${this.pods(namespace)}/${enc(name)}`);
    }
    async createPod(pod) {
        return this.rest.request('POST', this.pods(pod.metadata.namespace ?? 'default'), { body: pod });
    }
    async updatePod(pod) {
        return this.rest.request('PUT', `${this.pods(pod.metadata.namespace ?? 'default')}/${enc(pod.metadata.name)}`, { body: pod });
    }
    async updatePodStatus(pod) {
        return this.rest.request('PUT', `${this.pods(pod.metadata.namespace ?? 'default')}/${enc(pod.metadata.name)}/status`, { body: pod });
    }
    async resizePod(namespace, name, containers, resourceVersion) {
        const body = { ...(resourceVersion ? { metadata: { resourceVersion } } : {}), spec: { containers } };
        return this.rest.request('PATCH', `${this.pods(namespace)}/${enc(name)}/resize`, { body, patch: 'strategic' });
    }
    async deletePod(namespace, name, uid) {
        const body = { apiVersion: 'v1', kind: 'DeleteOptions', ...(uid ? { preconditions: { uid } } : {}) };
        try {
            await this.rest.request('DELETE', `${this.pods(namespace)}/${enc(name)}`, { body });
        }
        catch (err) {
            if (apiStatusOf(err) !== 404)
                throw err;
        }
    }
    async listNodes() {
        return this.listAll('/api/v1/nodes');
    }
    async listSidecarSets() {
        const version = await this.sidecarSetVersion();
        const items = await this.listAll(await this.sidecarSets());
        return items.map((s) => ({ ...s, apiVersion: s.apiVersion ?? `apps.kruise.io/${version}`, kind: 'SidecarSet' }));
    }
    async getSidecarSet(name) {
        const stored = await this.rest.request('GET', `${await this.sidecarSets()}/${enc(name)}`);
        return { ...stored, apiVersion: stored.apiVersion ?? `apps.kruise.io/${await this.sidecarSetVersion()}`, kind: 'SidecarSet' };
    }
    async patchSidecarSetAnnotations(name, annotations, resourceVersion) {
        const metadata = { annotations, ...(resourceVersion ? { resourceVersion } : {}) };
        return this.rest.request('PATCH', `${await this.sidecarSets()}/${enc(name)}`, { body: { metadata }, patch: 'merge' });
    }
    async listUnitedDeployments(namespace) {
        const items = await this.listAll(this.unitedDeployments(namespace ?? this.options.namespace));
        return items.map((u) => ({ ...u, apiVersion: u.apiVersion ?? 'apps.kruise.io/v1alpha1', kind: 'UnitedDeployment' }));
    }
    async getUnitedDeployment(namespace, name) {
        const stored = await this.rest.request('GET', `${this.unitedDeployments(namespace)}/${enc(name)}`);
        return { ...stored, apiVersion: stored.apiVersion ?? 'apps.kruise.io/v1alpha1', kind: 'UnitedDeployment' };
    }
    async patchUnitedDeploymentAnnotations(namespace, name, annotations, resourceVersion) {
        const metadata = { annotations, ...(resourceVersion ? { resourceVersion } : {}) };
        return this.rest.request('PATCH', `${this.unitedDeployments(namespace)}/${enc(name)}`, { body: { metadata }, patch: 'merge' });
    }
    async listSubsetChildren(kind, namespace, selector) {
        return this.listAll(await this.subsetChildren(kind, namespace), selectorString(selector));
    }
    /** Pods of every namespace (of the one namespace this cluster is limited to, if any). */
    async listPodsInAllNamespaces(selector) {
        const ns = this.options.namespace;
        return this.listAll(ns ? this.pods(ns) : '/api/v1/pods', selectorString(selector));
    }
    async listNamespaces() {
        return this.listAll('/api/v1/namespaces');
    }
    async listRevisions(namespace, selector) {
        const list = await this.rest.request('GET', `/apis/apps/v1/namespaces/${enc(namespace)}/controllerrevisions`, {
            query: { labelSelector: selectorString(selector) },
        });
        return list.items;
    }
    async createRevision(revision) {
        return this.rest.request('POST', `/apis/apps/v1/namespaces/${enc(revision.metadata.namespace ?? 'default')}/controllerrevisions`, { body: revision });
    }
    async createEvent(event) {
        const at = metaTime(this.now());
        await this.rest.request('POST', `/api/v1/namespaces/${enc(event.namespace)}/events`, {
            body: {
                apiVersion: 'v1',
                kind: 'Event',
                metadata: { generateName: `${event.involvedObject.name}.`, namespace: event.namespace },
                // A cluster-scoped object (a SidecarSet) has no namespace; its Events live in `default`, as client-go's recorder puts them.
                involvedObject: event.involvedObject.kind === 'SidecarSet' ? { ...event.involvedObject } : { ...event.involvedObject, namespace: event.namespace },
                reason: event.reason,
                message: event.message,
                type: event.type,
                source: { component: this.component },
                firstTimestamp: at,
                lastTimestamp: at,
                count: 1,
            },
        });
    }
    async listEvents(namespace) {
        const list = await this.rest.request('GET', `/api/v1/namespaces/${enc(namespace)}/events`);
        return list.items.map((e) => ({
            namespace,
            name: e.metadata.name,
            involvedObject: e.involvedObject,
            type: e.type === 'Warning' ? 'Warning' : 'Normal',
            reason: e.reason ?? '',
            message: e.message ?? '',
            count: e.count ?? 1,
            firstTimestamp: e.firstTimestamp ?? '',
            lastTimestamp: e.lastTimestamp ?? '',
        }));
    }
    /**
     * Informers on the workloads of `kinds`, the SidecarSets and UnitedDeployments of `viewKinds`, and on the Pods that
     * belong to workloads (WORKLOAD_POD_SELECTOR); none other is listed or watched.
     */
    async watch(onEvent, onError) {
        const ns = this.options.namespace;
        const common = { pageSize: this.options.listPageSize, watchTimeoutSeconds: this.options.watchTimeoutSeconds, restartDelayMs: this.options.rewatchDelayMs };
        const kinds = this.options.kinds ?? ['CloneSet'];
        const informers = [];
        for (const kind of kinds) {
            const options = { ...common, kind, path: await this.workloads(kind, ns), optional: kind !== 'CloneSet' };
            informers.push(new ScopedInformer(this.rest.kc, this.rest, options, onEvent, onError));
        }
        for (const kind of this.options.viewKinds ?? []) {
            let path;
            try {
                path = kind === 'SidecarSet' ? await this.sidecarSets() : this.unitedDeployments(ns);
            }
            catch (err) {
                onError?.(new Error(`SidecarSets are not watched: ${err.message}`));
                continue;
            }
            informers.push(new ScopedInformer(this.rest.kc, this.rest, { ...common, kind, path, optional: true }, onEvent, onError));
        }
        informers.push(new ScopedInformer(this.rest.kc, this.rest, { ...common, kind: 'Pod', path: ns ? this.pods(ns) : '/api/v1/pods', labelSelector: WORKLOAD_POD_SELECTOR }, onEvent, onError));
        await Promise.all(informers.map((i) => i.start()));
        return { informers, stop: () => informers.forEach((i) => i.stop()) };
    }
}
function enc(segment) {
    return encodeURIComponent(segment);
}
//# sourceMappingURL=kubeCluster.js.map