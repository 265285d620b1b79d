package main

import (
	"context"
	"encoding/json"
	"fmt"

	jsonpatch "github.com/evanphx/json-patch"
	admissionv1 "k8s.io/api/admission/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
)

// webhooks is Kruise's mutating and validating webhook for one kind, called as the apiserver calls them for one
// served version (the request's kind and resource carry that version; Kruise's handlers decode by it).
type webhooks struct {
	kind      metav1.GroupVersionKind
	resource  string
	mutator   admission.Handler
	validator admission.Handler
}

// at is the same webhooks called for another served version of the kind.
func (w webhooks) at(version string) webhooks {
	w.kind.Version = version
	return w
}

// admit runs the mutating webhook and, when it allows, the validating webhook on a CREATE or UPDATE.
func (w webhooks) admit(op admissionv1.Operation, raw, oldStored []byte) ([]byte, error) {
	stored, err := w.mutate(op, raw, oldStored)
	if err != nil {
		return nil, err
	}
	if verdict := w.validate(op, stored, oldStored); !verdict.Allowed {
		return nil, fmt.Errorf("Kruise's validating webhook denies the %s: %s", op, verdict.Message)
	}
	return stored, nil
}

// mutate runs Kruise's mutating webhook and applies its JSON patch, as the apiserver does before storing.
func (w webhooks) mutate(op admissionv1.Operation, raw, oldStored []byte) ([]byte, error) {
	resp := w.mutator.Handle(context.Background(), w.request(op, raw, oldStored))
	if !resp.Allowed {
		return nil, fmt.Errorf("Kruise's mutating webhook rejects the %s: %s", op, message(resp))
	}
	if len(resp.Patches) == 0 {
		return raw, nil
	}
	encoded, err := json.Marshal(resp.Patches)
	if err != nil {
		return nil, err
	}
	patch, err := jsonpatch.DecodePatch(encoded)
	if err != nil {
		return nil, err
	}
	return patch.Apply(raw)
}

func (w webhooks) validate(op admissionv1.Operation, raw, oldStored []byte) webhookAnswer {
	resp := w.validator.Handle(context.Background(), w.request(op, raw, oldStored))
	return webhookAnswer{Allowed: resp.Allowed, Message: message(resp)}
}

func (w webhooks) request(op admissionv1.Operation, raw, oldRaw []byte) admission.Request {
	req := admission.Request{AdmissionRequest: admissionv1.AdmissionRequest{
		UID:       "kruise-oracle",
		Kind:      w.kind,
		Resource:  metav1.GroupVersionResource{Group: w.kind.Group, Version: w.kind.Version, Resource: w.resource},
		Operation: op,
		Object:    runtime.RawExtension{Raw: raw},
	}}
	if oldRaw != nil {
		req.OldObject = runtime.RawExtension{Raw: oldRaw}
	}
	return req
}

// admittedUpdate is the old object created (admitted, then stored by the apiserver) and the new one mutated on
// UPDATE, with the validating webhook's verdict on that UPDATE.
type admittedUpdate struct {
	oldStored, newStored []byte
	verdict              webhookAnswer
}

// admitUpdate plays the apiserver for a CREATE of old followed by an UPDATE to new. On failure it returns the
// stage that failed ("create" or "update").
func (w webhooks) admitUpdate(oldRaw, newRaw []byte) (admittedUpdate, string, error) {
	oldStored, err := w.admit(admissionv1.Create, oldRaw, nil)
	if err == nil {
		oldStored, err = asCreated(oldStored)
	}
	if err != nil {
		return admittedUpdate{}, "create", err
	}
	newRaw, err = asUpdateOf(newRaw, oldStored)
	if err != nil {
		return admittedUpdate{}, "update", err
	}
	newStored, err := w.mutate(admissionv1.Update, newRaw, oldStored)
	if err != nil {
		return admittedUpdate{}, "update", err
	}
	verdict := w.validate(admissionv1.Update, newStored, oldStored)
	return admittedUpdate{oldStored: oldStored, newStored: newStored, verdict: verdict}, "", nil
}

func message(resp admission.Response) string {
	if resp.Result == nil {
		return ""
	}
	return resp.Result.Message
}
