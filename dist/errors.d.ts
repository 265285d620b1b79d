/**
 * The one error registry (fastify-style): every error this project raises on bad input has a stable code,
 * a message and, where it reaches HTTP, a status. Callers match on `code`, never on message text.
 * Add new codes at the end of `ERROR_CODES`; never reuse or rename one.
 */
export declare const ERROR_CODES: {
    readonly IPG_ERR_NOT_OBJECT: {
        readonly status: 400;
        readonly summary: "the value is not a JSON object";
    };
    readonly IPG_ERR_NOT_CLONESET: {
        readonly status: 400;
        readonly summary: "the object is not an apps.kruise.io CloneSet";
    };
    readonly IPG_ERR_UNSUPPORTED_VERSION: {
        readonly status: 400;
        readonly summary: "the CloneSet apiVersion is not v1alpha1 or v1beta1";
    };
    readonly IPG_ERR_FIELD_TYPE: {
        readonly status: 400;
        readonly summary: "a field has the wrong JSON type";
    };
    readonly IPG_ERR_FIELD_VALUE: {
        readonly status: 400;
        readonly summary: "a field has a value OpenKruise does not accept";
    };
    readonly IPG_ERR_UNKNOWN_FIELD: {
        readonly status: 400;
        readonly summary: "a field is not part of the CloneSet API";
    };
    readonly IPG_ERR_QUANTITY: {
        readonly status: 400;
        readonly summary: "a resource quantity cannot be parsed";
    };
    readonly IPG_ERR_INT_OR_PERCENT: {
        readonly status: 400;
        readonly summary: "an int-or-percent value cannot be parsed";
    };
    readonly IPG_ERR_GATES: {
        readonly status: 400;
        readonly summary: "a feature-gate list cannot be parsed";
    };
    readonly IPG_ERR_REVIEW_NOT_JSON: {
        readonly status: 400;
        readonly summary: "the request body is not JSON";
    };
    readonly IPG_ERR_REVIEW_MALFORMED: {
        readonly status: 400;
        readonly summary: "the body is not an AdmissionReview";
    };
    readonly IPG_ERR_REVIEW_VERSION: {
        readonly status: 400;
        readonly summary: "the AdmissionReview apiVersion is not admission.k8s.io/v1 or v1beta1";
    };
    readonly IPG_ERR_REVIEW_NO_UID: {
        readonly status: 400;
        readonly summary: "request.uid is missing";
    };
    readonly IPG_ERR_BODY_TOO_LARGE: {
        readonly status: 413;
        readonly summary: "the request body is larger than the limit";
    };
    readonly IPG_ERR_CONTENT_TYPE: {
        readonly status: 400;
        readonly summary: "the request content type is not application/json";
    };
    readonly IPG_ERR_ENGINE: {
        readonly status: 500;
        readonly summary: "the engine failed on this object";
    };
    readonly IPG_ERR_CONFIG: {
        readonly status: 400;
        readonly summary: "a configuration value is invalid";
    };
    readonly IPG_ERR_USAGE: {
        readonly status: 400;
        readonly summary: "the command line is invalid";
    };
    readonly IPG_ERR_INPUT_FILE: {
        readonly status: 400;
        readonly summary: "an input file cannot be read or parsed";
    };
    readonly IPG_ERR_TLS: {
        readonly status: 500;
        readonly summary: "the TLS certificate or key cannot be loaded";
    };
    readonly IPG_ERR_CONFLICT: {
        readonly status: 409;
        readonly summary: "the object changed since it was read (resourceVersion conflict)";
    };
    readonly IPG_ERR_NOT_FOUND: {
        readonly status: 404;
        readonly summary: "the object does not exist";
    };
    readonly IPG_ERR_CLUSTER: {
        readonly status: 500;
        readonly summary: "the cluster refused or failed a request";
    };
    readonly IPG_ERR_POD_STATE: {
        readonly status: 400;
        readonly summary: "a Pod annotation written by the in-place procedure is corrupt";
    };
    readonly IPG_ERR_CLIENT_CERT: {
        readonly status: 401;
        readonly summary: "a client certificate signed by --client-ca is required";
    };
    readonly IPG_ERR_INVALID: {
        readonly status: 422;
        readonly summary: "the apiserver rejected the object as invalid (e.g. a forbidden Pod spec change)";
    };
    readonly IPG_ERR_VERSION_NOT_SERVED: {
        readonly status: 400;
        readonly summary: "the chosen OpenKruise release serves no CloneSet at this apiVersion (--kruise-version)";
    };
    readonly IPG_ERR_YAML: {
        readonly status: 400;
        readonly summary: "a manifest is not valid YAML or JSON (file, document, line and column named)";
    };
    readonly IPG_ERR_YAML_ALIASES: {
        readonly status: 400;
        readonly summary: "a YAML document expands too many aliases (an alias bomb)";
    };
    readonly IPG_ERR_INPUT_TOO_LARGE: {
        readonly status: 400;
        readonly summary: "an input file is larger than --max-file-size";
    };
    readonly IPG_ERR_INPUT_TOO_DEEP: {
        readonly status: 400;
        readonly summary: "a document nests deeper than the CLI reads";
    };
    readonly IPG_ERR_NO_WORKLOAD: {
        readonly status: 400;
        readonly summary: "an input holds no OpenKruise workload the guard checks (or none with the --name asked for)";
    };
    readonly IPG_ERR_AMBIGUOUS_WORKLOAD: {
        readonly status: 400;
        readonly summary: "several workloads fit: a file holds several and --name picks none, or a name without a kind fits two kinds";
    };
    readonly IPG_ERR_IDENTITY_MISMATCH: {
        readonly status: 400;
        readonly summary: "the old and new manifests are different objects (other kinds, or other names without --rename)";
    };
    readonly IPG_ERR_WORKLOAD_NAME: {
        readonly status: 400;
        readonly summary: "a workload manifest has no metadata.name";
    };
    readonly IPG_ERR_UNRENDERED_TEMPLATE: {
        readonly status: 400;
        readonly summary: "a file is an unrendered Helm (Go) template, not YAML until it is rendered";
    };
    readonly IPG_ERR_KUSTOMIZE: {
        readonly status: 400;
        readonly summary: "diff --kustomize: kubectl is not on PATH, or kubectl kustomize failed on a kustomization";
    };
    readonly IPG_ERR_GIT: {
        readonly status: 400;
        readonly summary: "check --base-ref: git cannot read the previous version of a file";
    };
    readonly IPG_ERR_NOT_WORKLOAD: {
        readonly status: 400;
        readonly summary: "the object is not the apps.kruise.io workload kind it was read as (e.g. an Advanced StatefulSet)";
    };
    readonly IPG_ERR_KIND_NOT_PLANNED: {
        readonly status: 400;
        readonly summary: "the rollout order of this workload kind is not modelled yet (its update prediction and traps are)";
    };
    readonly IPG_ERR_KIND_NOT_SIMULATED: {
        readonly status: 400;
        readonly summary: "simulate: the embedded cluster does not play this kind's rollouts yet (check predicts its updates)";
    };
};
export type ErrorCode = keyof typeof ERROR_CODES;
/** An error with a stable code and, when it is about a field, the JSON path of that field. */
export declare class GuardError extends Error {
    readonly code: ErrorCode;
    readonly path: string | undefined;
    readonly status: number;
    constructor(code: ErrorCode, message: string, path?: string);
    toJSON(): {
        code: ErrorCode;
        message: string;
        path?: string;
    };
}
export declare function isGuardError(err: unknown): err is GuardError;
