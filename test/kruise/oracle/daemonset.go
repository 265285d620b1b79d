package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"

	apps "k8s.io/api/apps/v1"
	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
	kubecontroller "k8s.io/kubernetes/pkg/controller"
	labelsutil "k8s.io/kubernetes/pkg/util/labels"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	appspub "github.com/openkruise/kruise/apis/apps/pub"
	"github.com/openkruise/kruise/pkg/controller/daemonset"
	"github.com/openkruise/kruise/pkg/util/inplaceupdate"
	"github.com/openkruise/kruise/pkg/util/revisionadapter"
	dsmutating "github.com/openkruise/kruise/pkg/webhook/daemonset/mutating"
	dsvalidating "github.com/openkruise/kruise/pkg/webhook/daemonset/validating"
)

// daemonSets is Kruise's path for an Advanced DaemonSet update: its webhooks, its controller's revisions, and the
// controller's in-place decision (rollingUpdate, canPodInPlaceUpdate). The controller's DaemonSet type differs by
// release (v1beta1 from v1.9, v1alpha1 before), so it is taken, at run time, from the type daemonset.Match takes.
type daemonSets struct {
	hooks          webhooks
	scheme         *runtime.Scheme
	decoder        admission.Decoder
	inplace        inplaceupdate.Interface
	match          reflect.Value
	controllerType reflect.Type
}

func newDaemonSets(scheme *runtime.Scheme, decoder admission.Decoder) (*daemonSets, error) {
	match := reflect.ValueOf(daemonset.Match)
	controllerType := match.Type().In(0).Elem()
	object, ok := reflect.New(controllerType).Interface().(runtime.Object)
	if !ok {
		return nil, fmt.Errorf("daemonset.Match takes %s, not an API object", controllerType)
	}
	kinds, _, err := scheme.ObjectKinds(object)
	if err != nil {
		return nil, err
	}
	return &daemonSets{
		hooks: webhooks{
			kind:      metav1.GroupVersionKind{Group: kruiseGroup, Version: kinds[0].Version, Kind: "DaemonSet"},
			resource:  "daemonsets",
			mutator:   &dsmutating.DaemonSetCreateUpdateHandler{Decoder: decoder},
			validator: &dsvalidating.DaemonSetCreateUpdateHandler{Decoder: decoder},
		},
		scheme:         scheme,
		decoder:        decoder,
		inplace:        inplaceupdate.New(nil, revisionadapter.NewDefaultImpl()),
		match:          match,
		controllerType: controllerType,
	}, nil
}

// daemonSetView reads the fields the in-place decision depends on from the controller's object.
type daemonSetView struct {
	Spec struct {
		Template       v1.PodTemplateSpec `json:"template"`
		UpdateStrategy struct {
			Type          string `json:"type"`
			RollingUpdate *struct {
				Type     string              `json:"rollingUpdateType"`
				MaxSurge *intstr.IntOrString `json:"maxSurge"`
			} `json:"rollingUpdate"`
		} `json:"updateStrategy"`
	} `json:"spec"`
}

func (v *daemonSetView) rollingUpdateType() string {
	if v.Spec.UpdateStrategy.Type != string(apps.RollingUpdateDaemonSetStrategyType) || v.Spec.UpdateStrategy.RollingUpdate == nil {
		return ""
	}
	return v.Spec.UpdateStrategy.RollingUpdate.Type
}

func (d *daemonSets) answer(id json.RawMessage, oldRaw, newRaw []byte, withStored bool) answer {
	fail := func(stage string, err error) answer { return answer{ID: id, Error: err.Error(), Stage: stage} }
	version, err := servedVersion(d.scheme, "DaemonSet", oldRaw, newRaw, d.hooks.kind.Version)
	if err != nil {
		return fail("input", err)
	}
	admitted, stage, err := d.hooks.at(version).admitUpdate(oldRaw, newRaw)
	if err != nil {
		return fail(stage, err)
	}
	oldDS, oldView, err := d.controllerObject(admitted.oldStored, version)
	if err != nil {
		return fail("decode", err)
	}
	newDS, newView, err := d.controllerObject(admitted.newStored, version)
	if err != nil {
		return fail("decode", err)
	}
	oldRevision, err := d.revision(oldDS, 1)
	if err != nil {
		return fail("revision", err)
	}
	newRevision, err := d.revision(newDS, 2)
	if err != nil {
		return fail("revision", err)
	}
	surge, err := daemonSetSurge(newView)
	if err != nil && admitted.verdict.Allowed {
		return fail("decode", err)
	}
	// A refused update never reaches the controller: a maxSurge it could not scale ("5") surges nothing there.
	gate := daemonset.ContainsReadinessGate(podOfOldRevision(oldView))
	out := answer{
		ID: id, Kind: "DaemonSet", Strategy: newView.Spec.UpdateStrategy.Type, UpdatePolicy: newView.rollingUpdateType(),
		Webhook: &admitted.verdict, RestartedContainers: []string{}, Surge: &surge, PodReadinessGate: &gate,
		Revisions: &revisionPair{
			Old: revisionName{Name: oldRevision.Name, PodHash: oldRevision.Labels[apps.DefaultDaemonSetUniqueLabelKey]},
			New: revisionName{Name: newRevision.Name, PodHash: newRevision.Labels[apps.DefaultDaemonSetUniqueLabelKey]},
		},
	}
	if withStored {
		out.Stored = &stored{Old: admitted.oldStored, New: admitted.newStored}
	}
	if bytes.Equal(oldRevision.Data.Raw, newRevision.Data.Raw) {
		out.Outcome = "unchanged"
		return out
	}
	out.CanUpdateInPlace = d.inplace.CanUpdateInPlace(oldRevision, newRevision, daemonSetUpdateOptions())
	out.Outcome = daemonSetOutcome(newView, surge, gate, out.CanUpdateInPlace)
	if out.CanUpdateInPlace {
		opts := inplaceupdate.SetOptionsDefaults(daemonSetUpdateOptions())
		spec := opts.CalculateSpec(oldRevision, newRevision, opts)
		out.UpdateSpec = describeSpec(spec)
		if out.Outcome == "in-place" {
			out.RestartedContainers = restartedContainers(spec, &newView.Spec.Template)
		}
	}
	return out
}

// daemonSetUpdateOptions are getInPlaceUpdateOptions' (daemonset_update.go): only the revision hook, which names
// the new revision by its hash label.
func daemonSetUpdateOptions() *inplaceupdate.UpdateOptions {
	return &inplaceupdate.UpdateOptions{GetRevision: func(rev *apps.ControllerRevision) string {
		return rev.Labels[apps.DefaultDaemonSetUniqueLabelKey]
	}}
}

// daemonSetOutcome follows rollingUpdate: with a surge the controller creates a new Pod beside the old one; without,
// InPlaceIfPossible updates in place a Pod that canPodInPlaceUpdate accepts and deletes every other.
func daemonSetOutcome(view *daemonSetView, surge int, gate, inPlace bool) string {
	if view.Spec.UpdateStrategy.Type != string(apps.RollingUpdateDaemonSetStrategyType) {
		return "on-delete"
	}
	if surge == 0 && view.rollingUpdateType() == "InPlaceIfPossible" && gate && inPlace {
		return "in-place"
	}
	return "recreate"
}

// daemonSetSurge is surgeCount for one node, as allowSurge computes it: any surge other than 0 (a percentage
// rounds up) puts the controller on the surge path.
func daemonSetSurge(view *daemonSetView) (int, error) {
	rollingUpdate := view.Spec.UpdateStrategy.RollingUpdate
	if view.Spec.UpdateStrategy.Type != string(apps.RollingUpdateDaemonSetStrategyType) || rollingUpdate == nil || rollingUpdate.MaxSurge == nil {
		return 0, nil
	}
	return intstr.GetScaledValueFromIntOrPercent(rollingUpdate.MaxSurge, 1, true)
}

// podOfOldRevision is a Pod as the controller created it from the old object (syncNodes): the template, with the
// InPlaceUpdateReady readiness gate appended when the rolling update type was InPlaceIfPossible.
func podOfOldRevision(view *daemonSetView) *v1.Pod {
	pod := &v1.Pod{Spec: *view.Spec.Template.Spec.DeepCopy()}
	if view.rollingUpdateType() == "InPlaceIfPossible" {
		pod.Spec.ReadinessGates = append(pod.Spec.ReadinessGates, v1.PodReadinessGate{ConditionType: appspub.InPlaceUpdateReady})
	}
	return pod
}

// controllerObject is the stored object as the controller reads it, in the controller's type, and a view of it.
func (d *daemonSets) controllerObject(stored []byte, version string) (runtime.Object, *daemonSetView, error) {
	object := reflect.New(d.controllerType).Interface().(runtime.Object)
	if err := asControllerObject(d.scheme, d.decoder, stored, version, object); err != nil {
		return nil, nil, err
	}
	encoded, err := json.Marshal(object)
	if err != nil {
		return nil, nil, err
	}
	view := &daemonSetView{}
	if err := json.Unmarshal(encoded, view); err != nil {
		return nil, nil, err
	}
	return object, view, nil
}

// revision is the ControllerRevision the controller creates for ds (snapshot in daemonset_history.go): named
// <name>-<hash of the template and the collision count>, labelled with that hash, holding the template patch.
func (d *daemonSets) revision(ds runtime.Object, number int64) (*apps.ControllerRevision, error) {
	encoded, err := json.Marshal(ds)
	if err != nil {
		return nil, err
	}
	patch, err := templatePatch(encoded)
	if err != nil {
		return nil, err
	}
	value := reflect.ValueOf(ds).Elem()
	template := value.FieldByName("Spec").FieldByName("Template").Interface().(v1.PodTemplateSpec)
	collisionCount := value.FieldByName("Status").FieldByName("CollisionCount").Interface().(*int32)
	hash := kubecontroller.ComputeHash(&template, collisionCount)
	meta := ds.(metav1.Object)
	revision := &apps.ControllerRevision{
		ObjectMeta: metav1.ObjectMeta{
			Name:        meta.GetName() + "-" + hash,
			Namespace:   meta.GetNamespace(),
			Labels:      labelsutil.CloneAndAddLabel(template.Labels, apps.DefaultDaemonSetUniqueLabelKey, hash),
			Annotations: meta.GetAnnotations(),
		},
		Data:     runtime.RawExtension{Raw: patch},
		Revision: number,
	}
	result := d.match.Call([]reflect.Value{reflect.ValueOf(ds), reflect.ValueOf(revision)})
	if same, _ := result[0].Interface().(bool); !same || !result[1].IsNil() {
		return nil, fmt.Errorf("revision data differs from the DaemonSet controller's (daemonset.Match: %v, %v)", result[0], result[1])
	}
	return revision, nil
}
