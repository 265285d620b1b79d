package main

import (
	"encoding/json"
	"fmt"

	apps "k8s.io/api/apps/v1"
	apiequality "k8s.io/apimachinery/pkg/api/equality"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/kubernetes/pkg/controller/history"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	appsv1alpha1 "github.com/openkruise/kruise/apis/apps/v1alpha1"
	appsv1beta1 "github.com/openkruise/kruise/apis/apps/v1beta1"
	udadapter "github.com/openkruise/kruise/pkg/controller/uniteddeployment/adapter"
	udmutating "github.com/openkruise/kruise/pkg/webhook/uniteddeployment/mutating"
	udvalidating "github.com/openkruise/kruise/pkg/webhook/uniteddeployment/validating"
)

var unitedDeploymentKind = metav1.GroupVersionKind{Group: kruiseGroup, Version: appsv1alpha1.GroupVersion.Version, Kind: "UnitedDeployment"}

// unitedDeployments is Kruise's path for a UnitedDeployment update: its webhooks, its controller's revision
// (revision.go), each subset's child as the subset adapter's ApplySubsetTemplate writes it (onto the child as stored
// before, as UpdateSubset does), and that child's own path through Kruise (CloneSet and Advanced StatefulSet: their
// webhooks, revisions and in-place decision; apps/v1 StatefulSet and Deployment: a changed pod template recreates).
type unitedDeployments struct {
	hooks    webhooks
	scheme   *runtime.Scheme
	decoder  admission.Decoder
	adapters map[string]udadapter.Adapter
	// children answers a CloneSet or Advanced StatefulSet child's update (pipeline.answerChild).
	children func(kind string, old, new []byte) answer
}

// subsetAnswer is what happens to one subset's child.
type subsetAnswer struct {
	Name string `json:"name"`
	// Change: updated, created (a new subset), deleted (a removed subset: its child and Pods are deleted) or
	// replaced (the template kind changed: the old child is deleted, a new one created).
	Change string `json:"change"`
	// Outcome is the child's outcome for its Pods (as the child's own answer, "recreate" for deleted and replaced).
	Outcome string `json:"outcome"`
	// Child is the child's own answer (CloneSet and Advanced StatefulSet children): its webhook's verdict on the
	// controller's write and its in-place decision.
	Child *answer `json:"child,omitempty"`
	// Old and New are the child as the adapter renders it, before and after.
	Old json.RawMessage `json:"old,omitempty"`
	New json.RawMessage `json:"new,omitempty"`
}

type unitedDeploymentAnswer struct {
	ChildKind string         `json:"childKind"`
	Subsets   []subsetAnswer `json:"subsets"`
}

func newUnitedDeployments(scheme *runtime.Scheme, decoder admission.Decoder, c client.Client, children func(kind string, old, new []byte) answer) *unitedDeployments {
	return &unitedDeployments{
		hooks: webhooks{
			kind:      unitedDeploymentKind,
			resource:  "uniteddeployments",
			mutator:   &udmutating.UnitedDeploymentCreateUpdateHandler{Decoder: decoder},
			validator: &udvalidating.UnitedDeploymentCreateUpdateHandler{Decoder: decoder},
		},
		scheme:  scheme,
		decoder: decoder,
		adapters: map[string]udadapter.Adapter{
			"StatefulSet":         &udadapter.StatefulSetAdapter{Client: c, Scheme: scheme},
			"AdvancedStatefulSet": &udadapter.AdvancedStatefulSetAdapter{Client: c, Scheme: scheme},
			"CloneSet":            &udadapter.CloneSetAdapter{Client: c, Scheme: scheme},
			"Deployment":          &udadapter.DeploymentAdapter{Client: c, Scheme: scheme},
		},
		children: children,
	}
}

func (u *unitedDeployments) answer(id json.RawMessage, oldRaw, newRaw []byte, withStored bool) answer {
	fail := func(stage string, err error) answer {
		return answer{ID: id, Kind: "UnitedDeployment", Error: err.Error(), Stage: stage}
	}
	admitted, stage, err := u.hooks.admitUpdate(oldRaw, newRaw)
	if err != nil {
		return fail(stage, err)
	}
	oldUD, newUD := &appsv1alpha1.UnitedDeployment{}, &appsv1alpha1.UnitedDeployment{}
	if err := u.decoder.DecodeRaw(runtime.RawExtension{Raw: admitted.oldStored}, oldUD); err != nil {
		return fail("decode", err)
	}
	if err := u.decoder.DecodeRaw(runtime.RawExtension{Raw: admitted.newStored}, newUD); err != nil {
		return fail("decode", err)
	}
	oldRevision, err := unitedDeploymentRevision(oldUD, 1)
	if err != nil {
		return fail("revision", err)
	}
	newRevision, err := unitedDeploymentRevision(newUD, 2)
	if err != nil {
		return fail("revision", err)
	}
	out := answer{
		ID: id, Kind: "UnitedDeployment", Webhook: &admitted.verdict, RestartedContainers: []string{},
		Revisions: &revisionPair{
			// The children's pod templates carry the revision's name in apps.kruise.io/controller-revision-hash.
			Old: revisionName{Name: oldRevision.Name, PodHash: oldRevision.Name},
			New: revisionName{Name: newRevision.Name, PodHash: newRevision.Name},
		},
	}
	if withStored {
		out.Stored = &stored{Old: admitted.oldStored, New: admitted.newStored}
	}
	if !admitted.verdict.Allowed {
		// The apiserver refuses the write: nothing reaches the controller.
		return out
	}
	oldKind, newKind := subsetKind(oldUD), subsetKind(newUD)
	result := &unitedDeploymentAnswer{ChildKind: newKind}
	oldSubsets := map[string]bool{}
	for _, s := range oldUD.Spec.Topology.Subsets {
		oldSubsets[s.Name] = true
	}
	for _, s := range newUD.Spec.Topology.Subsets {
		var sub subsetAnswer
		switch {
		case !oldSubsets[s.Name]:
			sub, err = u.created(newUD, newKind, s.Name, newRevision.Name, "created", "unchanged")
		case oldKind != newKind:
			// The old kind's child and its Pods are deleted; the new kind's child is created as a new subset's is.
			sub, err = u.created(newUD, newKind, s.Name, newRevision.Name, "replaced", "recreate")
		default:
			sub, err = u.updated(oldUD, newUD, newKind, s.Name, oldRevision.Name, newRevision.Name)
		}
		if err != nil {
			return fail("subset", fmt.Errorf("subset %s: %v", s.Name, err))
		}
		result.Subsets = append(result.Subsets, sub)
	}
	kept := map[string]bool{}
	for _, s := range newUD.Spec.Topology.Subsets {
		kept[s.Name] = true
	}
	for _, s := range oldUD.Spec.Topology.Subsets {
		if !kept[s.Name] {
			result.Subsets = append(result.Subsets, subsetAnswer{Name: s.Name, Change: "deleted", Outcome: "recreate"})
		}
	}
	out.UnitedDeployment = result
	out.Outcome = worstOutcome(result.Subsets)
	return out
}

func (u *unitedDeployments) updated(oldUD, newUD *appsv1alpha1.UnitedDeployment, kind, name, oldRevision, newRevision string) (subsetAnswer, error) {
	oldChild, err := u.render(oldUD, kind, name, oldRevision, nil)
	if err != nil {
		return subsetAnswer{}, err
	}
	newChild, err := u.render(newUD, kind, name, newRevision, oldChild)
	if err != nil {
		return subsetAnswer{}, err
	}
	oldJSON, newJSON, err := encodeChildren(oldChild, newChild)
	if err != nil {
		return subsetAnswer{}, err
	}
	sub := subsetAnswer{Name: name, Change: "updated", Old: oldJSON, New: newJSON}
	switch kind {
	case "CloneSet", "AdvancedStatefulSet":
		child := u.children(kind, oldJSON, newJSON)
		sub.Child = &child
		sub.Outcome = child.Outcome
	case "StatefulSet":
		oldSet, newSet := oldChild.(*apps.StatefulSet), newChild.(*apps.StatefulSet)
		sub.Outcome = appsOutcome(apiequality.Semantic.DeepEqual(oldSet.Spec.Template, newSet.Spec.Template), newSet.Spec.UpdateStrategy.Type == apps.OnDeleteStatefulSetStrategyType)
	case "Deployment":
		oldDeploy, newDeploy := oldChild.(*apps.Deployment), newChild.(*apps.Deployment)
		sub.Outcome = appsOutcome(apiequality.Semantic.DeepEqual(oldDeploy.Spec.Template, newDeploy.Spec.Template), false)
	}
	return sub, nil
}

// created is a new subset's child (or a replaced subset's new one): created through its Kruise webhook (its verdict
// is the CREATE's).
func (u *unitedDeployments) created(ud *appsv1alpha1.UnitedDeployment, kind, name, revision, change, outcome string) (subsetAnswer, error) {
	child, err := u.render(ud, kind, name, revision, nil)
	if err != nil {
		return subsetAnswer{}, err
	}
	encoded, _, err := encodeChildren(child, child)
	if err != nil {
		return subsetAnswer{}, err
	}
	sub := subsetAnswer{Name: name, Change: change, Outcome: outcome, New: encoded}
	if kind == "CloneSet" || kind == "AdvancedStatefulSet" {
		// A CREATE's refusal is the create stage's error of the child's answer.
		child := u.children(kind, encoded, encoded)
		if child.Error != "" && child.Stage == "create" {
			// The refusal is the answer: the child is not an error of its own.
			child.Webhook = &webhookAnswer{Allowed: false, Message: child.Error}
			child.Error, child.Stage = "", ""
		} else {
			child.Webhook = &webhookAnswer{Allowed: true}
		}
		child.Outcome = "unchanged"
		sub.Child = &child
	}
	return sub, nil
}

// render is the adapter's ApplySubsetTemplate onto a copy of previous (the stored child) or a new object, named as
// the apiserver would name it from its generateName.
func (u *unitedDeployments) render(ud *appsv1alpha1.UnitedDeployment, kind, name, revision string, previous client.Object) (client.Object, error) {
	adapter := u.adapters[kind]
	obj := adapter.NewResourceObject()
	if previous != nil {
		obj = previous.DeepCopyObject().(client.Object)
	}
	replicas, partition := subsetNumbers(ud, name)
	if err := adapter.ApplySubsetTemplate(ud, name, revision, replicas, partition, obj); err != nil {
		return nil, err
	}
	if obj.GetName() == "" {
		obj.SetName(obj.GetGenerateName() + "xxxxx")
	}
	return obj, nil
}

// subsetNumbers: the replicas and partition the oracle writes (the same for both renderings; they do not change the
// decision): an integer subset replicas, else 1, and manualUpdate's partition.
func subsetNumbers(ud *appsv1alpha1.UnitedDeployment, name string) (int32, int32) {
	replicas := int32(1)
	for _, s := range ud.Spec.Topology.Subsets {
		if s.Name == name && s.Replicas != nil && s.Replicas.Type == intstr.Int {
			replicas = s.Replicas.IntVal
		}
	}
	partition := int32(0)
	if manual := ud.Spec.UpdateStrategy.ManualUpdate; manual != nil {
		partition = manual.Partitions[name]
	}
	return replicas, partition
}

// encodeChildren writes both children as JSON with their apiVersion and kind (the adapters leave TypeMeta empty).
func encodeChildren(children ...client.Object) (json.RawMessage, json.RawMessage, error) {
	out := make([]json.RawMessage, len(children))
	for i, child := range children {
		switch c := child.(type) {
		case *appsv1alpha1.CloneSet:
			c.APIVersion, c.Kind = appsv1alpha1.GroupVersion.String(), "CloneSet"
		case *appsv1beta1.StatefulSet:
			c.APIVersion, c.Kind = appsv1beta1.GroupVersion.String(), "StatefulSet"
		case *apps.StatefulSet:
			c.APIVersion, c.Kind = "apps/v1", "StatefulSet"
		case *apps.Deployment:
			c.APIVersion, c.Kind = "apps/v1", "Deployment"
		}
		raw, err := json.Marshal(child)
		if err != nil {
			return nil, nil, err
		}
		out[i] = raw
	}
	return out[0], out[len(out)-1], nil
}

func appsOutcome(unchanged, onDelete bool) string {
	switch {
	case unchanged:
		return "unchanged"
	case onDelete:
		return "on-delete"
	}
	return "recreate"
}

// subsetKind is the child kind the controller picks (getSubsetControls' order).
func subsetKind(ud *appsv1alpha1.UnitedDeployment) string {
	switch {
	case ud.Spec.Template.StatefulSetTemplate != nil:
		return "StatefulSet"
	case ud.Spec.Template.AdvancedStatefulSetTemplate != nil:
		return "AdvancedStatefulSet"
	case ud.Spec.Template.CloneSetTemplate != nil:
		return "CloneSet"
	}
	return "Deployment"
}

func worstOutcome(subsets []subsetAnswer) string {
	rank := map[string]int{"unchanged": 0, "in-place": 1, "on-delete": 2, "stall": 2, "recreate": 3}
	worst := "unchanged"
	for _, s := range subsets {
		if rank[s.Outcome] > rank[worst] {
			worst = s.Outcome
		}
	}
	return worst
}

// unitedDeploymentRevision is the ControllerRevision the controller creates (newRevision in revision.go): the
// object's spec.template from its JSON encoding as a patch that replaces it (getUnitedDeploymentPatch is templatePatch),
// labelled from the (Advanced) StatefulSet or Deployment template, named by history.NewControllerRevision with the
// status' collision count.
func unitedDeploymentRevision(ud *appsv1alpha1.UnitedDeployment, number int64) (*apps.ControllerRevision, error) {
	encoded, err := json.Marshal(ud)
	if err != nil {
		return nil, err
	}
	patch, err := templatePatch(encoded)
	if err != nil {
		return nil, err
	}
	var selectedLabels map[string]string
	switch {
	case ud.Spec.Template.StatefulSetTemplate != nil:
		selectedLabels = ud.Spec.Template.StatefulSetTemplate.Labels
	case ud.Spec.Template.AdvancedStatefulSetTemplate != nil:
		selectedLabels = ud.Spec.Template.AdvancedStatefulSetTemplate.Labels
	case ud.Spec.Template.DeploymentTemplate != nil:
		selectedLabels = ud.Spec.Template.DeploymentTemplate.Labels
	}
	collisionCount := int32(0)
	if ud.Status.CollisionCount != nil {
		collisionCount = *ud.Status.CollisionCount
	}
	return history.NewControllerRevision(ud, appsv1alpha1.SchemeGroupVersion.WithKind("UnitedDeployment"), selectedLabels, runtime.RawExtension{Raw: patch}, number, &collisionCount)
}
