/**
 * The one error registry (fastify-style): every error this project raises on bad input has a stable code,
 * a message and, where it reaches HTTP, a status. Callers match on `code`, never on message text.
 * Add new codes at the end of `ERROR_CODES`; never reuse or rename one.
 */
export const ERROR_CODES = {
  // engine: reading a CloneSet
  IPG_ERR_NOT_OBJECT: { status: 400, summary: 'the value is not a JSON object' },
  IPG_ERR_NOT_CLONESET: { status: 400, summary: 'the object is not an apps.kruise.io CloneSet' },
  IPG_ERR_UNSUPPORTED_VERSION: { status: 400, summary: 'the CloneSet apiVersion is not v1alpha1 or v1beta1' },
  IPG_ERR_FIELD_TYPE: { status: 400, summary: 'a field has the wrong JSON type' },
  IPG_ERR_FIELD_VALUE: { status: 400, summary: 'a field has a value OpenKruise does not accept' },
  IPG_ERR_UNKNOWN_FIELD: { status: 400, summary: 'a field is not part of the CloneSet API' },
  IPG_ERR_QUANTITY: { status: 400, summary: 'a resource quantity cannot be parsed' },
  IPG_ERR_INT_OR_PERCENT: { status: 400, summary: 'an int-or-percent value cannot be parsed' },
  IPG_ERR_GATES: { status: 400, summary: 'a feature-gate list cannot be parsed' },
  // admission
  IPG_ERR_REVIEW_NOT_JSON: { status: 400, summary: 'the request body is not JSON' },
  IPG_ERR_REVIEW_MALFORMED: { status: 400, summary: 'the body is not an AdmissionReview' },
  IPG_ERR_REVIEW_VERSION: { status: 400, summary: 'the AdmissionReview apiVersion is not admission.k8s.io/v1 or v1beta1' },
  IPG_ERR_REVIEW_NO_UID: { status: 400, summary: 'request.uid is missing' },
  IPG_ERR_BODY_TOO_LARGE: { status: 413, summary: 'the request body is larger than the limit' },
  IPG_ERR_CONTENT_TYPE: { status: 400, summary: 'the request content type is not application/json' },
  IPG_ERR_ENGINE: { status: 500, summary: 'the engine failed on this object' },
  // configuration and CLI
  IPG_ERR_CONFIG: { status: 400, summary: 'a configuration value is invalid' },
  IPG_ERR_USAGE: { status: 400, summary: 'the command line is invalid' },
  IPG_ERR_INPUT_FILE: { status: 400, summary: 'an input file cannot be read or parsed' },
  IPG_ERR_TLS: { status: 500, summary: 'the TLS certificate or key cannot be loaded' },
  // reconciler and clusters
  IPG_ERR_CONFLICT: { status: 409, summary: 'the object changed since it was read (resourceVersion conflict)' },
  IPG_ERR_NOT_FOUND: { status: 404, summary: 'the object does not exist' },
  IPG_ERR_CLUSTER: { status: 500, summary: 'the cluster refused or failed a request' },
  IPG_ERR_POD_STATE: { status: 400, summary: 'a Pod annotation written by the in-place procedure is corrupt' },
  IPG_ERR_CLIENT_CERT: { status: 401, summary: 'a client certificate signed by --client-ca is required' },
  IPG_ERR_INVALID: { status: 422, summary: 'the apiserver rejected the object as invalid (e.g. a forbidden Pod spec change)' },
  IPG_ERR_VERSION_NOT_SERVED: { status: 400, summary: 'the chosen OpenKruise release serves no CloneSet at this apiVersion (--kruise-version)' },
  // CLI input (manifest files)
  IPG_ERR_YAML: { status: 400, summary: 'a manifest is not valid YAML or JSON (file, document, line and column named)' },
  IPG_ERR_YAML_ALIASES: { status: 400, summary: 'a YAML document expands too many aliases (an alias bomb)' },
  IPG_ERR_INPUT_TOO_LARGE: { status: 400, summary: 'an input file is larger than --max-file-size' },
  IPG_ERR_INPUT_TOO_DEEP: { status: 400, summary: 'a document nests deeper than the CLI reads' },
  IPG_ERR_NO_WORKLOAD: { status: 400, summary: 'an input holds no OpenKruise workload the guard checks (or none with the --name asked for)' },
  IPG_ERR_AMBIGUOUS_WORKLOAD: { status: 400, summary: 'several workloads fit: a file holds several and --name picks none, or a name without a kind fits two kinds' },
  IPG_ERR_IDENTITY_MISMATCH: { status: 400, summary: 'the old and new manifests are different objects (other kinds, or other names without --rename)' },
  IPG_ERR_WORKLOAD_NAME: { status: 400, summary: 'a workload manifest has no metadata.name' },
  IPG_ERR_UNRENDERED_TEMPLATE: { status: 400, summary: 'a file is an unrendered Helm (Go) template, not YAML until it is rendered' },
  IPG_ERR_KUSTOMIZE: { status: 400, summary: 'diff --kustomize: kubectl is not on PATH, or kubectl kustomize failed on a kustomization' },
  IPG_ERR_GIT: { status: 400, summary: 'check --base-ref: git cannot read the previous version of a file' },
  // engine: reading other Kruise workloads
  IPG_ERR_NOT_WORKLOAD: { status: 400, summary: 'the object is not the apps.kruise.io workload kind it was read as (e.g. an Advanced StatefulSet)' },
  IPG_ERR_KIND_NOT_PLANNED: { status: 400, summary: 'the rollout order of this workload kind is not modelled yet (its update prediction and traps are)' },
  IPG_ERR_KIND_NOT_SIMULATED: { status: 400, summary: 'simulate: the embedded cluster does not play this kind\'s rollouts yet (check predicts its updates)' },
  IPG_ERR_SIMULATION_TOO_LARGE: { status: 400, summary: 'simulate: the workload has more Pods than the embedded cluster plays in one rollout' },
} as const

export type ErrorCode = keyof typeof ERROR_CODES

/** An error with a stable code and, when it is about a field, the JSON path of that field. */
export class GuardError extends Error {
  readonly code: ErrorCode
  readonly path: string | undefined
  readonly status: number
  /** The message without the path. */
  readonly detail: string

  constructor(code: ErrorCode, message: string, path?: string) {
    super(path ? `${path}: ${message}` : message)
    this.name = 'GuardError'
    this.code = code
    this.path = path
    this.status = ERROR_CODES[code].status
    this.detail = message
  }

  /** The same error about a field of an object that sits at `prefix` in the one the user wrote. */
  under(prefix: string): GuardError {
    return this.path === undefined ? this : new GuardError(this.code, this.detail, `${prefix}.${this.path}`)
  }

  toJSON(): { code: ErrorCode; message: string; path?: string } {
    return this.path === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, path: this.path }
  }
}

export function isGuardError(err: unknown): err is GuardError {
  return err instanceof GuardError
}
