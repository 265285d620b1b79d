package main

import "encoding/json"

// request is one input line.
type request struct {
	ID    json.RawMessage `json:"id"`
	Old   json.RawMessage `json:"old"`
	New   json.RawMessage `json:"new"`
	Gates map[string]bool `json:"gates"`
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
	// Outcome is what the CloneSet controller does to a Pod of the old revision: unchanged|in-place|recreate.
	Outcome string `json:"outcome,omitempty"`
	// CanUpdateInPlace is inplaceupdate's CanUpdateInPlace on the two revisions (false when they are equal).
	CanUpdateInPlace bool `json:"canUpdateInPlace"`
	// UpdateSpec is the in-place calculation's result, when it allows an in-place update.
	UpdateSpec *updateSpec `json:"updateSpec,omitempty"`
	// RestartedContainers: containers an in-place update restarts (image change, env from metadata, resize with RestartContainer).
	RestartedContainers []string `json:"restartedContainers"`
	// Webhook is Kruise's validating webhook's answer to the UPDATE (old and new as Kruise's mutating webhook stored them).
	Webhook *webhookAnswer `json:"webhook,omitempty"`
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
