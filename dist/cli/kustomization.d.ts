/** The file names `kustomize build DIR` looks for, in its order. */
export declare const KUSTOMIZATION_FILE_NAMES: readonly ["kustomization.yaml", "kustomization.yml", "Kustomization"];
export declare function isKustomizationFile(path: string): boolean;
/** What a kustomization names, as absolute paths: what it builds from, the patches it applies, the files it reads. */
export interface Kustomization {
    file: string;
    dir: string;
    /** resources, bases and components: files and folders (remote URLs left out). */
    resources: string[];
    /** patches[].path, patchesStrategicMerge files, patchesJson6902[].path: partial objects, not manifests. */
    patches: string[];
    /** Files kustomize reads that are not objects: generator files and env files, configurations, transformers, ... */
    inputs: string[];
}
/** Reads a kustomization file (kustomize.config.k8s.io Kustomization or Component). */
export declare function readKustomization(file: string): Promise<Kustomization>;
