import { type Kustomization } from './kustomization.js';
/**
 * What a file is in a repository of manifests, judged by where it sits (never by guessing from its text):
 * a kustomization; a patch or an input that a kustomization above it names; a template or another file of the Helm
 * chart above it (a folder with Chart.yaml); or a plain manifest. The nearest folder that says something wins.
 */
export type Placement = {
    kind: 'manifest';
} | {
    kind: 'kustomization';
} | {
    kind: 'kustomize-patch';
    by: string;
} | {
    kind: 'kustomize-input';
    by: string;
} | {
    kind: 'helm-template';
    chart: string;
} | {
    kind: 'helm-chart-file';
    chart: string;
};
export declare class SourceLayout {
    private readonly shown;
    private readonly folders;
    /** `shown`: how reports name an absolute path (relative to the tree or the working directory). */
    constructor(shown: (path: string) => string);
    /** Where `file` (absolute) sits, looking in its folder and each folder above it up to `top` (inclusive). */
    placementOf(file: string, top: string): Promise<Placement>;
    /** The kustomization in `dir`, if it has one that reads. */
    kustomizationIn(dir: string): Promise<Kustomization | undefined>;
    private folder;
}
