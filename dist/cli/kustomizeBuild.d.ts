/** The kubectl on PATH (diff --kustomize renders with `kubectl kustomize`), or an error saying there is none. */
export declare function kubectlOnPath(env: NodeJS.ProcessEnv): string;
/** `kubectl kustomize DIR`: the objects the kustomization builds, as one multi-document YAML text. */
export declare function kustomizeBuild(kubectl: string, dir: string, shownAs: string, env: NodeJS.ProcessEnv, maxBytes: number): Promise<string>;
