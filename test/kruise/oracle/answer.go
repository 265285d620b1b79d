package main

import "encoding/json"

// request is one input line.
type request struct {
	ID json.RawMessage `json:"id"`
	// Kind is CloneSet (the default), StatefulSet (Advanced StatefulSet) or DaemonSet (Advanced DaemonSet); old and
	// new are objects of that kind, at one apiVersion Kruise serves (the webhooks are called for that version).
	Kind  string          `json:"kind,omitempty"`
	Old   json.RawMessage `json:"old"`
	New   json.RawMessage `json:"new"`
	Gates map[string]bool `json:"gates"`
	// WithStored asks for the two objects as the apiserver would hand them to the next validating webhook.
	WithStored bool `json:"withStored,omitempty"`
	// Pods (SidecarSet lines only): running Pods as podStubs (sidecarset.go), built from the SidecarSet they name.
	Pods json.RawMessage `json:"pods,omitempty"`
}

// stored is the old object as created (Kruise's mutating webhook, then the apiserver's metadata) and the new one
// after Kruise's mutating webhook: what another validating webhook, ours, receives as oldObject and object.
type stored struct {
	Old json.RawMessage `json:"old"`
	New json.RawMessage `json:"new"`
}

// answer is one output line: what Kruise's code did with the request.
type answer struct {
	ID json.RawMessage `json:"id"`
	// Error is set when Kruise's code rejected the input before any prediction; Stage says where
	// ("input", "gates", "create" for the old object's admission, "update" for the new one's mutation, "decode", "revision").
	Error string `json:"error,omitempty"`
	Stage string `json:"stage,omitempty"`
	// Strategy is spec.updateStrategy.type after Kruise's defaulting.
	Strategy string `json:"strategy,omitempty"`
	// Outcome is what the controller does to a Pod of the old revision: unchanged|in-place|recreate, and for
	// StatefulSet and DaemonSet also on-delete (updateStrategy OnDelete: nothing until the Pod is deleted) and
	// stall (StatefulSet InPlaceOnly: the controller neither updates nor recreates, see ControllerError).
	Outcome string `json:"outcome,omitempty"`
	// CanUpdateInPlace is inplaceupdate's CanUpdateInPlace on the two revisions (false when they are equal).
	CanUpdateInPlace bool `json:"canUpdateInPlace"`
	// UpdateSpec is the in-place calculation's result, when it allows an in-place update.
	UpdateSpec *updateSpec `json:"updateSpec,omitempty"`
	// RestartedContainers: containers an in-place update restarts (image change, env from metadata, resize with RestartContainer).
	RestartedContainers []string `json:"restartedContainers"`
	// Webhook is Kruise's validating webhook's answer to the UPDATE (old and new as Kruise's mutating webhook stored them).
	Webhook *webhookAnswer `json:"webhook,omitempty"`
	Stored  *stored        `json:"stored,omitempty"`

	// The fields below are set for StatefulSet and DaemonSet lines only (see workload.go).
	Kind string `json:"kind,omitempty"`
	// UpdatePolicy is rollingUpdate.podUpdatePolicy (StatefulSet) or rollingUpdate.rollingUpdateType (DaemonSet)
	// after defaulting, as the controller reads it.
	UpdatePolicy string `json:"updatePolicy,omitempty"`
	// Revisions are the two ControllerRevisions as the controller names them, and the hash its Pods are labelled with.
	Revisions *revisionPair `json:"revisions,omitempty"`
	// ControllerError is the error the controller returns for every reconcile instead of updating the Pod
	// (StatefulSet InPlaceOnly when the change cannot be made in place: outcome "stall").
	ControllerError string `json:"controllerError,omitempty"`
	// DaemonSet only: the surge the controller computes (in place needs 0) and whether a Pod created from the old
	// object carries the InPlaceUpdateReady readiness gate (canPodInPlaceUpdate needs it).
	Surge            *int  `json:"surge,omitempty"`
	PodReadinessGate *bool `json:"podReadinessGate,omitempty"`
	// SidecarSet lines only: the hashes, the outcome for an injected Pod and the controller's round (sidecarset.go).
	SidecarSet *sidecarSetAnswer `json:"sidecarSet,omitempty"`
}

type revisionPair struct {
	Old revisionName `json:"old"`
	New revisionName `json:"new"`
}

// revisionName: the ControllerRevision's name and the controller-revision-hash label value of its Pods
// (StatefulSet: the revision name; DaemonSet: the bare hash).
type revisionName struct {
	Name    string `json:"name"`
	PodHash string `json:"podHash"`
}

type webhookAnswer struct {
	Allowed bool   `json:"allowed"`
	Message string `json:"message,omitempty"`
}

type refMetadata struct {
	Labels      map[string]string `json:"labels,omitempty"`
	Annotations map[string]string `json:"annotations,omitempty"`
}

type resourceChange struct {
	Limits   map[string]string `json:"limits,omitempty"`
	Requests map[string]string `json:"requests,omitempty"`
}

type updateSpec struct {
	ContainerImages       map[string]string         `json:"containerImages,omitempty"`
	ContainerResources    map[string]resourceChange `json:"containerResources,omitempty"`
	ContainerRefMetadata  map[string]refMetadata    `json:"containerRefMetadata,omitempty"`
	MetaDataPatch         json.RawMessage           `json:"metaDataPatch,omitempty"`
	UpdateEnvFromMetadata bool                      `json:"updateEnvFromMetadata,omitempty"`
	GraceSeconds          int32                     `json:"graceSeconds,omitempty"`
}
