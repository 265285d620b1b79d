package main

import (
	"bytes"
	"encoding/json"
	"fmt"

	apps "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	appsv1alpha1 "github.com/openkruise/kruise/apis/apps/v1alpha1"
	appsv1beta1 "github.com/openkruise/kruise/apis/apps/v1beta1"
	clonesetcore "github.com/openkruise/kruise/pkg/controller/cloneset/core"
	"github.com/openkruise/kruise/pkg/controller/cloneset/revision"
	"github.com/openkruise/kruise/pkg/util/inplaceupdate"
	"github.com/openkruise/kruise/pkg/webhook/cloneset/mutating"
	"github.com/openkruise/kruise/pkg/webhook/cloneset/validating"
)

var cloneSetKind = metav1.GroupVersionKind{Group: appsv1alpha1.GroupVersion.Group, Version: appsv1alpha1.GroupVersion.Version, Kind: "CloneSet"}

// pipeline is Kruise's path for a CloneSet update: its mutating webhook (on the CREATE of the old object and the
// UPDATE to the new one), its validating webhook on the UPDATE, the controller's decode of the stored objects,
// the ControllerRevisions, and the in-place calculation with the controller's UpdateOptions. Advanced StatefulSet
// and Advanced DaemonSet lines take the same path through their own webhooks and controllers (statefulset.go,
// daemonset.go).
type pipeline struct {
	gates        gateDefaults
	decoder      admission.Decoder
	cloneSet     webhooks
	revisions    revision.Interface
	statefulSets *statefulSets
	daemonSets   *daemonSets
	sidecarSets  *sidecarSets
}

func newPipeline() (*pipeline, error) {
	// As kruise-manager's main does: the revision code encodes through client-go's scheme.
	utilruntime.Must(appsv1alpha1.AddToScheme(clientgoscheme.Scheme))
	utilruntime.Must(appsv1beta1.AddToScheme(clientgoscheme.Scheme))
	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(appsv1alpha1.AddToScheme(scheme))
	utilruntime.Must(appsv1beta1.AddToScheme(scheme))
	decoder := admission.NewDecoder(scheme)
	client := fake.NewClientBuilder().WithScheme(scheme).Build()
	daemonSets, err := newDaemonSets(scheme, decoder)
	if err != nil {
		return nil, err
	}
	sidecarSets, err := newSidecarSets(scheme, decoder, client)
	if err != nil {
		return nil, err
	}
	return &pipeline{
		gates:   readGateDefaults(),
		decoder: decoder,
		cloneSet: webhooks{
			kind:      cloneSetKind,
			resource:  "clonesets",
			mutator:   &mutating.CloneSetCreateUpdateHandler{Decoder: decoder},
			validator: &validating.CloneSetCreateUpdateHandler{Decoder: decoder, Client: client},
		},
		revisions:    revision.NewRevisionControl(),
		statefulSets: newStatefulSets(scheme, decoder, client),
		daemonSets:   daemonSets,
		sidecarSets:  sidecarSets,
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
	switch req.Kind {
	case "", "CloneSet":
		return p.answer(out.ID, req.Old, req.New, req.WithStored)
	case "StatefulSet":
		return p.statefulSets.answer(out.ID, req.Old, req.New, req.WithStored)
	case "DaemonSet":
		return p.daemonSets.answer(out.ID, req.Old, req.New, req.WithStored)
	case "SidecarSet":
		return p.sidecarSets.answer(out.ID, req.Old, req.New, req.Pods, req.WithStored)
	}
	return answer{ID: out.ID, Error: fmt.Sprintf("unsupported kind %q (CloneSet, StatefulSet, DaemonSet or SidecarSet)", req.Kind), Stage: "input"}
}

func (p *pipeline) answer(id json.RawMessage, oldRaw, newRaw []byte, withStored bool) answer {
	fail := func(stage string, err error) answer { return answer{ID: id, Error: err.Error(), Stage: stage} }
	admitted, stage, err := p.cloneSet.admitUpdate(oldRaw, newRaw)
	if err != nil {
		return fail(stage, err)
	}
	oldStored, newStored, verdict := admitted.oldStored, admitted.newStored, admitted.verdict

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
	if withStored {
		out.Stored = &stored{Old: oldStored, New: newStored}
	}
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
			out.RestartedContainers = restartedContainers(spec, &newCS.Spec.Template)
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

// decode reads a stored CloneSet the way the controller's client does (the scheme's JSON serializer: case-sensitive,
// unknown fields dropped).
func (p *pipeline) decode(raw []byte) (*appsv1alpha1.CloneSet, error) {
	cs := &appsv1alpha1.CloneSet{}
	if err := p.decoder.DecodeRaw(runtime.RawExtension{Raw: raw}, cs); err != nil {
		return nil, err
	}
	return cs, nil
}
