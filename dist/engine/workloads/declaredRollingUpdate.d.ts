import { type JsonObject } from '../kube/json.js';
import type { WorkloadKind } from './workloadView.js';
/**
 * `spec.updateStrategy.rollingUpdate` of an apps.kruise.io object of `kind`, read leniently (the rest of the object may
 * be unreadable): `'OnDelete'` under that update type, `{}` when unset, undefined when the object is not of that kind
 * or the path holds something else. Never throws: the declared-policy readers of the workloads build on it.
 */
export declare function declaredRollingUpdate(value: unknown, kind: WorkloadKind): JsonObject | 'OnDelete' | undefined;
