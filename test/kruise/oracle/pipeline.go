package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	jsonpatch "github.com/evanphx/json-patch"
	admissionv1 "k8s.io/api/admission/v1"
	apps "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	appsv1alpha1 "github.com/openkruise/kruise/apis/apps/v1alpha1"
	clonesetcore "github.com/openkruise/kruise/pkg/controller/cloneset/core"
	"github.com/openkruise/kruise/pkg/controller/cloneset/revision"
	"github.com/openkruise/kruise/pkg/util/inplaceupdate"
	"github.com/openkruise/kruise/pkg/webhook/cloneset/mutating"
	"github.com/openkruise/kruise/pkg/webhook/cloneset/validating"
)

var cloneSetKind = metav1.GroupVersionKind{Group: appsv1alpha1.GroupVersion.Group, Version: appsv1alpha1.GroupVersion.Version, Kind: "CloneSet"}

// pipeline is Kruise's path for a CloneSet update: its mutating webhook (on the CREATE of the old object and the
// UPDATE to the new one), its validating webhook on the UPDATE, the controller's decode of the stored objects,
// the ControllerRevisions, and the in-place calculation with the controller's UpdateOptions.
type pipeline struct {
	gates     gateDefaults
	decoder   admission.Decoder
	mutator   *mutating.CloneSetCreateUpdateHandler
	validator *validating.CloneSetCreateUpdateHandler
	revisions revision.Interface
}

func newPipeline() (*pipeline, error) {
	// As kruise-manager's main does: the revision code encodes through client-go's scheme.
	utilruntime.Must(appsv1alpha1.AddToScheme(clientgoscheme.Scheme))
	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(appsv1alpha1.AddToScheme(scheme))
	decoder := admission.NewDecoder(scheme)
	return &pipeline{
		gates:     readGateDefaults(),
		decoder:   decoder,
		mutator:   &mutating.CloneSetCreateUpdateHandler{Decoder: decoder},
		validator: &validating.CloneSetCreateUpdateHandler{Decoder: decoder, Client: fake.NewClientBuilder().WithScheme(scheme).Build()},
		revisions: revision.NewRevisionControl(),
	}, nil
}

func (p *pipeline) answerLine(line []byte) (out answer) {
	var req request
	if err := json.Unmarshal(line, &req); err != nil {
		return answer{ID: json.RawMessage("null"), Error: err.Error(), Stage: "input"}
	}
	out.ID = req.ID
	if len(out.ID) == 0 {
		out.ID = json.RawMessage("null")
	}
	defer func() {
		// A panic in Kruise's code is an answer too (and must not end the stream).
		if r := recover(); r != nil {
			out = answer{ID: out.ID, Error: fmt.Sprintf("panic: %v", r), Stage: "panic"}
		}
	}()
	if err := p.gates.apply(req.Gates); err != nil {
		return answer{ID: out.ID, Error: err.Error(), Stage: "gates"}
	}
	return p.answer(out.ID, req.Old, req.New)
}

func (p *pipeline) answer(id json.RawMessage, oldRaw, newRaw []byte) answer {
	fail := func(stage string, err error) answer { return answer{ID: id, Error: err.Error(), Stage: stage} }
	oldStored, err := p.admit(admissionv1.Create, oldRaw, nil)
	if err == nil {
		oldStored, err = asCreated(oldStored)
	}
	if err != nil {
		return fail("create", err)
	}
	newRaw, err = asUpdateOf(newRaw, oldStored)
	if err != nil {
		return fail("update", err)
	}
	newStored, err := p.mutate(admissionv1.Update, newRaw, oldStored)
	if err != nil {
		return fail("update", err)
	}
	verdict := p.validate(admissionv1.Update, newStored, oldStored)

	oldCS, err := p.decode(oldStored)
	if err != nil {
		return fail("decode", err)
	}
	newCS, err := p.decode(newStored)
	if err != nil {
		return fail("decode", err)
	}
	collisions := int32(0)
	oldRevision, err := p.revisions.NewRevision(oldCS, 1, &collisions)
	if err != nil {
		return fail("revision", err)
	}
	newRevision, err := p.revisions.NewRevision(newCS, 2, &collisions)
	if err != nil {
		return fail("revision", err)
	}
	out := answer{ID: id, Strategy: string(newCS.Spec.UpdateStrategy.Type), Webhook: &verdict, RestartedContainers: []string{}}
	if bytes.Equal(oldRevision.Data.Raw, newRevision.Data.Raw) {
		out.Outcome = "unchanged"
		return out
	}
	spec := calculateSpec(newCS, oldRevision, newRevision)
	out.CanUpdateInPlace = spec != nil
	out.Outcome = outcomeOf(newCS.Spec.UpdateStrategy.Type, spec != nil)
	if spec != nil {
		out.UpdateSpec = describeSpec(spec)
		if out.Outcome == "in-place" {
			out.RestartedContainers = restartedContainers(spec, newCS)
		}
	}
	return out
}

// calculateSpec is CanUpdateInPlace's calculation with the UpdateOptions the CloneSet controller passes.
func calculateSpec(cs *appsv1alpha1.CloneSet, oldRevision, newRevision *apps.ControllerRevision) *inplaceupdate.UpdateSpec {
	opts := inplaceupdate.SetOptionsDefaults(clonesetcore.New(cs).GetUpdateOptions())
	return opts.CalculateSpec(oldRevision, newRevision, opts)
}

// outcomeOf follows the CloneSet controller's updatePod: only the in-place strategies try in place; InPlaceOnly
// never recreates (the rollout stops), reported as "recreate" like the engine's outcome.
func outcomeOf(strategy appsv1alpha1.CloneSetUpdateStrategyType, inPlace bool) string {
	switch strategy {
	case appsv1alpha1.InPlaceIfPossibleCloneSetUpdateStrategyType, appsv1alpha1.InPlaceOnlyCloneSetUpdateStrategyType:
		if inPlace {
			return "in-place"
		}
	}
	return "recreate"
}

// admit runs the mutating webhook and, when it allows, the validating webhook on a CREATE or UPDATE.
func (p *pipeline) admit(op admissionv1.Operation, raw, oldStored []byte) ([]byte, error) {
	stored, err := p.mutate(op, raw, oldStored)
	if err != nil {
		return nil, err
	}
	if verdict := p.validate(op, stored, oldStored); !verdict.Allowed {
		return nil, fmt.Errorf("Kruise's validating webhook denies the %s: %s", op, verdict.Message)
	}
	return stored, nil
}

// mutate runs Kruise's mutating webhook and applies its JSON patch, as the apiserver does before storing.
func (p *pipeline) mutate(op admissionv1.Operation, raw, oldStored []byte) ([]byte, error) {
	resp := p.mutator.Handle(context.Background(), admissionRequest(op, raw, oldStored))
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

func (p *pipeline) validate(op admissionv1.Operation, raw, oldStored []byte) webhookAnswer {
	resp := p.validator.Handle(context.Background(), admissionRequest(op, raw, oldStored))
	return webhookAnswer{Allowed: resp.Allowed, Message: message(resp)}
}

// decode reads a stored CloneSet the way the controller's client does (the scheme's JSON serializer: case-sensitive,
// unknown fields dropped).
func (p *pipeline) decode(raw []byte) (*appsv1alpha1.CloneSet, error) {
	cs := &appsv1alpha1.CloneSet{}
	if err := p.decoder.DecodeRaw(runtime.RawExtension{Raw: raw}, cs); err != nil {
		return nil, err
	}
	return cs, nil
}

func admissionRequest(op admissionv1.Operation, raw, oldRaw []byte) admission.Request {
	req := admission.Request{AdmissionRequest: admissionv1.AdmissionRequest{
		UID:       "kruise-oracle",
		Kind:      cloneSetKind,
		Resource:  metav1.GroupVersionResource{Group: cloneSetKind.Group, Version: cloneSetKind.Version, Resource: "clonesets"},
		Operation: op,
		Object:    runtime.RawExtension{Raw: raw},
	}}
	if oldRaw != nil {
		req.OldObject = runtime.RawExtension{Raw: oldRaw}
	}
	return req
}

func message(resp admission.Response) string {
	if resp.Result == nil {
		return ""
	}
	return resp.Result.Message
}
