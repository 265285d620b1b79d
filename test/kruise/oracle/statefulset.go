package main

import (
	"bytes"
	"encoding/json"
	"fmt"

	apps "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/kubernetes/pkg/controller/history"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	appsv1beta1 "github.com/openkruise/kruise/apis/apps/v1beta1"
	"github.com/openkruise/kruise/pkg/controller/statefulset"
	"github.com/openkruise/kruise/pkg/features"
	utilfeature "github.com/openkruise/kruise/pkg/util/feature"
	"github.com/openkruise/kruise/pkg/util/inplaceupdate"
	"github.com/openkruise/kruise/pkg/util/revisionadapter"
	stsmutating "github.com/openkruise/kruise/pkg/webhook/statefulset/mutating"
	stsvalidating "github.com/openkruise/kruise/pkg/webhook/statefulset/validating"
)

// The Advanced StatefulSet controller works on apps.kruise.io/v1beta1 (its storage version) in every release.
var statefulSetKind = metav1.GroupVersionKind{Group: kruiseGroup, Version: appsv1beta1.GroupVersion.Version, Kind: "StatefulSet"}

// statefulSetPatchCodec is the codec the controller encodes a revision's template with (stateful_set_utils.go).
var statefulSetPatchCodec = clientgoscheme.Codecs.LegacyCodec(appsv1beta1.SchemeGroupVersion)

// statefulSets is Kruise's path for an Advanced StatefulSet update: its webhooks, its controller's revisions, and
// the in-place decision of the controller's inPlaceUpdatePod.
type statefulSets struct {
	hooks   webhooks
	scheme  *runtime.Scheme
	decoder admission.Decoder
	inplace inplaceupdate.Interface
}

func newStatefulSets(scheme *runtime.Scheme, decoder admission.Decoder, c client.Client) *statefulSets {
	return &statefulSets{
		hooks: webhooks{
			kind:      statefulSetKind,
			resource:  "statefulsets",
			mutator:   &stsmutating.StatefulSetCreateUpdateHandler{Decoder: decoder},
			validator: &stsvalidating.StatefulSetCreateUpdateHandler{Decoder: decoder, Client: c},
		},
		scheme:  scheme,
		decoder: decoder,
		// As the controller builds it (statefulset_controller.go); CanUpdateInPlace and CalculateSpec use no client.
		inplace: inplaceupdate.New(nil, revisionadapter.NewDefaultImpl()),
	}
}

func (s *statefulSets) answer(id json.RawMessage, oldRaw, newRaw []byte, withStored bool) answer {
	fail := func(stage string, err error) answer { return answer{ID: id, Error: err.Error(), Stage: stage} }
	version, err := servedVersion(s.scheme, "StatefulSet", oldRaw, newRaw, statefulSetKind.Version)
	if err != nil {
		return fail("input", err)
	}
	admitted, stage, err := s.hooks.at(version).admitUpdate(oldRaw, newRaw)
	if err != nil {
		return fail(stage, err)
	}
	oldSet, newSet := &appsv1beta1.StatefulSet{}, &appsv1beta1.StatefulSet{}
	if err := asControllerObject(s.scheme, s.decoder, admitted.oldStored, version, oldSet); err != nil {
		return fail("decode", err)
	}
	if err := asControllerObject(s.scheme, s.decoder, admitted.newStored, version, newSet); err != nil {
		return fail("decode", err)
	}
	oldRevision, err := statefulSetRevision(oldSet, 1)
	if err != nil {
		return fail("revision", err)
	}
	newRevision, err := statefulSetRevision(newSet, 2)
	if err != nil {
		return fail("revision", err)
	}
	out := answer{
		ID: id, Kind: "StatefulSet", Strategy: string(newSet.Spec.UpdateStrategy.Type), Webhook: &admitted.verdict,
		RestartedContainers: []string{},
		Revisions: &revisionPair{
			// The controller labels a Pod with its revision's name (setPodRevision).
			Old: revisionName{Name: oldRevision.Name, PodHash: oldRevision.Name},
			New: revisionName{Name: newRevision.Name, PodHash: newRevision.Name},
		},
	}
	if rollingUpdate := newSet.Spec.UpdateStrategy.RollingUpdate; rollingUpdate != nil {
		out.UpdatePolicy = string(rollingUpdate.PodUpdatePolicy)
	}
	if withStored {
		out.Stored = &stored{Old: admitted.oldStored, New: admitted.newStored}
	}
	if bytes.Equal(oldRevision.Data.Raw, newRevision.Data.Raw) {
		out.Outcome = "unchanged"
		return out
	}
	// inPlaceUpdatePod finds the old revision by the Pod's controller-revision-hash label (the revision's name),
	// then asks CanUpdateInPlace with its options.
	out.CanUpdateInPlace = s.inplace.CanUpdateInPlace(oldRevision, newRevision, statefulSetUpdateOptions(newSet))
	out.Outcome, out.ControllerError = statefulSetOutcome(newSet, out.CanUpdateInPlace)
	if out.CanUpdateInPlace {
		opts := inplaceupdate.SetOptionsDefaults(statefulSetUpdateOptions(newSet))
		spec := opts.CalculateSpec(oldRevision, newRevision, opts)
		out.UpdateSpec = describeSpec(spec)
		if out.Outcome == "in-place" {
			out.RestartedContainers = restartedContainers(spec, &newSet.Spec.Template)
		}
	}
	return out
}

// statefulSetUpdateOptions are the options inPlaceUpdatePod passes (stateful_set_control.go): the grace period only.
func statefulSetUpdateOptions(set *appsv1beta1.StatefulSet) *inplaceupdate.UpdateOptions {
	opts := &inplaceupdate.UpdateOptions{}
	if rollingUpdate := set.Spec.UpdateStrategy.RollingUpdate; rollingUpdate != nil && rollingUpdate.InPlaceUpdateStrategy != nil {
		opts.GracePeriodSeconds = rollingUpdate.InPlaceUpdateStrategy.GracePeriodSeconds
	}
	return opts
}

// statefulSetOutcome follows updateStatefulSet and inPlaceUpdatePod for a Pod (no lifecycle hook) of the old revision:
// OnDelete leaves it; a non-in-place policy deletes it; InPlaceOnly that cannot go in place returns an error on
// every reconcile and touches nothing.
func statefulSetOutcome(set *appsv1beta1.StatefulSet, inPlace bool) (outcome, controllerError string) {
	if set.Spec.UpdateStrategy.Type == apps.OnDeleteStatefulSetStrategyType {
		return "on-delete", ""
	}
	rollingUpdate := set.Spec.UpdateStrategy.RollingUpdate
	if rollingUpdate == nil {
		return "recreate", ""
	}
	switch rollingUpdate.PodUpdatePolicy {
	case appsv1beta1.InPlaceIfPossiblePodUpdateStrategyType:
		if inPlace {
			return "in-place", ""
		}
	case appsv1beta1.InPlaceOnlyPodUpdateStrategyType:
		if inPlace {
			return "in-place", ""
		}
		return "stall", fmt.Sprintf("find strategy is InPlaceOnly but Pod %s can not update in-place", firstPodToUpdate(set))
	}
	return "recreate", ""
}

// firstPodToUpdate names the Pod the controller tries first: the highest ordinal (reserveOrdinals not counted).
func firstPodToUpdate(set *appsv1beta1.StatefulSet) string {
	start := 0
	if utilfeature.DefaultFeatureGate.Enabled(features.StatefulSetStartOrdinal) && set.Spec.Ordinals != nil {
		start = int(set.Spec.Ordinals.Start)
	}
	replicas := 1
	if set.Spec.Replicas != nil {
		replicas = int(*set.Spec.Replicas)
	}
	return fmt.Sprintf("%s-%d", set.Name, start+replicas-1)
}

// statefulSetRevision is the ControllerRevision the controller creates for set (newRevision in stateful_set_utils.go):
// its template patch, named and labelled by history.NewControllerRevision with the status' collision count.
func statefulSetRevision(set *appsv1beta1.StatefulSet, number int64) (*apps.ControllerRevision, error) {
	encoded, err := runtime.Encode(statefulSetPatchCodec, set)
	if err != nil {
		return nil, err
	}
	patch, err := templatePatch(encoded)
	if err != nil {
		return nil, err
	}
	collisionCount := int32(0)
	if set.Status.CollisionCount != nil {
		collisionCount = *set.Status.CollisionCount
	}
	controllerKind := appsv1beta1.SchemeGroupVersion.WithKind("StatefulSet")
	revision, err := history.NewControllerRevision(set, controllerKind, set.Spec.Template.Labels, runtime.RawExtension{Raw: patch}, number, &collisionCount)
	if err != nil {
		return nil, err
	}
	if same, err := statefulset.Match(set, revision); err != nil || !same {
		return nil, fmt.Errorf("revision data differs from the StatefulSet controller's (statefulset.Match: %v, %v)", same, err)
	}
	return revision, nil
}
