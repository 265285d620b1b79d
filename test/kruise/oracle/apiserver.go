package main

import "encoding/json"

// The metadata the apiserver owns: it sets it when it stores the created object, and an update (a client's PUT,
// PATCH or apply) carries it from the stored object. Kruise's validating webhook checks it on UPDATE
// (ValidateObjectMetaUpdate), so the oracle plays that part of the apiserver and nothing else.
var serverMetadata = map[string]any{
	"uid":               "00000000-0000-0000-0000-00000000c10e",
	"resourceVersion":   "1",
	"generation":        1,
	"creationTimestamp": "2026-01-01T00:00:00Z",
}

// asCreated is the created object as the apiserver stores it.
func asCreated(raw []byte) ([]byte, error) {
	return withMetadata(raw, serverMetadata)
}

// asUpdateOf is an update of stored: the server-owned metadata comes from the stored object.
func asUpdateOf(raw, stored []byte) ([]byte, error) {
	var obj struct {
		Metadata map[string]any `json:"metadata"`
	}
	if err := json.Unmarshal(stored, &obj); err != nil {
		return nil, err
	}
	carried := map[string]any{}
	for key := range serverMetadata {
		if value, ok := obj.Metadata[key]; ok {
			carried[key] = value
		}
	}
	return withMetadata(raw, carried)
}

func withMetadata(raw []byte, fields map[string]any) ([]byte, error) {
	var obj map[string]any
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, err
	}
	meta, _ := obj["metadata"].(map[string]any)
	if meta == nil {
		meta = map[string]any{}
		obj["metadata"] = meta
	}
	for key, value := range fields {
		meta[key] = value
	}
	return json.Marshal(obj)
}
