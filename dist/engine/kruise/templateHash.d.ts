import type { PodTemplate } from '../kube/podTemplate.js';
import { type GoLayout, type SpewOptions } from './goLayout.js';
import { type KruiseRelease } from './releases.js';
/**
 * Kubernetes' `controller.ComputeHash` of a pod template as the release's Go types hold it: FNV-1a over go-spew's print
 * of the struct, then, when the workload has a collision count, its four little-endian bytes and four zero bytes; the
 * sum written in decimal and SafeEncodeString'd. The Advanced DaemonSet controller names its revisions with it.
 */
export declare function computeTemplateHash(template: PodTemplate, collisionCount: number | undefined, release: KruiseRelease | undefined, options: SpewOptions): string;
export declare function templateLayout(release: KruiseRelease | undefined): GoLayout;
