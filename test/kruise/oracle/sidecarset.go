package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	"github.com/openkruise/kruise/pkg/control/sidecarcontrol"
	"github.com/openkruise/kruise/pkg/controller/sidecarset"
	"github.com/openkruise/kruise/pkg/util"
	ssmutating "github.com/openkruise/kruise/pkg/webhook/sidecarset/mutating"
	ssvalidating "github.com/openkruise/kruise/pkg/webhook/sidecarset/validating"
)

// sidecarSets is Kruise's path for a SidecarSet update: its mutating webhook (defaults and the two hashes) and
// validating webhook, then its controller over running Pods built from the line's Pod stubs: getMatchingPods'
// filters, the processor's NotUpdate and paused checks, IsPodSidecarUpdated, GetNextUpgradePods (IsSidecarSetUpgradable,
// partition, maxUnavailable) and UpgradeSidecarContainer. The controller's SidecarSet type differs by release
// (v1beta1 from v1.9, v1alpha1 before), so it is taken, at run time, from the type sidecarcontrol.New takes, and
// Kruise's functions over it are called through reflection.
type sidecarSets struct {
	hooks          webhooks
	scheme         *runtime.Scheme
	decoder        admission.Decoder
	controllerType reflect.Type
}

func newSidecarSets(scheme *runtime.Scheme, decoder admission.Decoder, c client.Client) (*sidecarSets, error) {
	controllerType := reflect.TypeOf(sidecarcontrol.New).In(0).Elem()
	object, ok := reflect.New(controllerType).Interface().(runtime.Object)
	if !ok {
		return nil, fmt.Errorf("sidecarcontrol.New takes %s, not an API object", controllerType)
	}
	kinds, _, err := scheme.ObjectKinds(object)
	if err != nil {
		return nil, err
	}
	return &sidecarSets{
		hooks: webhooks{
			kind:      metav1.GroupVersionKind{Group: kruiseGroup, Version: kinds[0].Version, Kind: "SidecarSet"},
			resource:  "sidecarsets",
			mutator:   &ssmutating.SidecarSetCreateHandler{Decoder: decoder},
			validator: &ssvalidating.SidecarSetCreateUpdateHandler{Decoder: decoder, Client: c},
		},
		scheme:         scheme,
		decoder:        decoder,
		controllerType: controllerType,
	}, nil
}

// podStub is a running Pod as the line describes it; the oracle builds the Pod Kruise's Pod webhook would have made
// when it injected the SidecarSet revision named by InjectedFrom ("old", "new" or "" for a Pod never injected).
type podStub struct {
	Name         string            `json:"name"`
	Labels       map[string]string `json:"labels"`
	InjectedFrom string            `json:"injectedFrom"`
	Phase        string            `json:"phase"`
	Ready        bool              `json:"ready"`
}

// sidecarSetAnswer is the SidecarSet part of an answer.
type sidecarSetAnswer struct {
	Hashes struct {
		Old sidecarSetHashes `json:"old"`
		New sidecarSetHashes `json:"new"`
	} `json:"hashes"`
	// Outcome for a ready Pod injected by the old SidecarSet: unchanged|not-updated|paused|in-place|not-upgradable.
	Outcome string `json:"outcome"`
	// Upgraded: the Pod containers UpgradeSidecarContainer changes for that Pod (in-place only).
	Upgraded []string `json:"upgraded"`
	// Pods: per stub, not-matched|updated|not-updated|paused|outside-selector|not-upgradable|upgrade|waiting.
	Pods       []string          `json:"pods"`
	ThisRound  int               `json:"thisRound"`
	Candidates int               `json:"candidates"`
	Built      []json.RawMessage `json:"built,omitempty"`
}

type sidecarSetHashes struct {
	Hash         string `json:"hash"`
	WithoutImage string `json:"withoutImage"`
}

// sidecarSetView reads the fields the controller's checks depend on from the controller's object.
type sidecarSetView struct {
	Metadata struct {
		Name        string            `json:"name"`
		Annotations map[string]string `json:"annotations"`
	} `json:"metadata"`
	Spec struct {
		Selector       *metav1.LabelSelector `json:"selector"`
		Containers     []sidecarContainer    `json:"containers"`
		UpdateStrategy struct {
			Type     string                `json:"type"`
			Paused   bool                  `json:"paused"`
			Selector *metav1.LabelSelector `json:"selector"`
		} `json:"updateStrategy"`
	} `json:"spec"`
}

type sidecarContainer struct {
	Name            string `json:"name"`
	Image           string `json:"image"`
	UpgradeStrategy struct {
		UpgradeType          string `json:"upgradeType"`
		HotUpgradeEmptyImage string `json:"hotUpgradeEmptyImage"`
	} `json:"upgradeStrategy"`
}

func (s *sidecarSets) answer(id json.RawMessage, oldRaw, newRaw, podsRaw []byte, withStored bool) answer {
	fail := func(stage string, err error) answer { return answer{ID: id, Error: err.Error(), Stage: stage} }
	version, err := servedVersion(s.scheme, "SidecarSet", oldRaw, newRaw, s.hooks.kind.Version)
	if err != nil {
		return fail("input", err)
	}
	var stubs []podStub
	if len(podsRaw) > 0 {
		if err := json.Unmarshal(podsRaw, &stubs); err != nil {
			return fail("input", fmt.Errorf("pods: %v", err))
		}
	}
	admitted, stage, err := s.hooks.at(version).admitUpdate(oldRaw, newRaw)
	if err != nil {
		return fail(stage, err)
	}
	oldSet, oldView, err := s.controllerObject(admitted.oldStored, version)
	if err != nil {
		return fail("decode", err)
	}
	newSet, newView, err := s.controllerObject(admitted.newStored, version)
	if err != nil {
		return fail("decode", err)
	}
	out := answer{ID: id, Kind: "SidecarSet", Strategy: newView.Spec.UpdateStrategy.Type, Webhook: &admitted.verdict, RestartedContainers: []string{}}
	if withStored {
		out.Stored = &stored{Old: admitted.oldStored, New: admitted.newStored}
	}
	result := &sidecarSetAnswer{Upgraded: []string{}, Pods: []string{}}
	result.Hashes.Old = hashesOf(oldView)
	result.Hashes.New = hashesOf(newView)
	control := reflect.ValueOf(sidecarcontrol.New).Call([]reflect.Value{reflect.ValueOf(newSet)})[0].Interface().(sidecarcontrol.SidecarControl)

	probe := buildPod(podStub{Name: "probe", Labels: map[string]string{}, InjectedFrom: "old", Phase: "Running", Ready: true}, oldView, oldSet)
	result.Outcome, result.Upgraded = sidecarOutcome(control, newSet, newView, probe)
	out.Outcome = result.Outcome

	pods := make([]*corev1.Pod, len(stubs))
	for i, stub := range stubs {
		switch stub.InjectedFrom {
		case "new":
			pods[i] = buildPod(stub, newView, newSet)
		default:
			pods[i] = buildPod(stub, oldView, oldSet)
		}
		encoded, _ := json.Marshal(pods[i])
		result.Built = append(result.Built, encoded)
	}
	result.Pods, result.Candidates, result.ThisRound = sidecarRound(control, newSet, newView, pods)
	out.SidecarSet = result
	return out
}

func hashesOf(view *sidecarSetView) sidecarSetHashes {
	return sidecarSetHashes{Hash: view.Metadata.Annotations[sidecarcontrol.SidecarSetHashAnnotation], WithoutImage: view.Metadata.Annotations[sidecarcontrol.SidecarSetHashWithoutImageAnnotation]}
}

// sidecarOutcome is what the controller does to one ready Pod injected by the old SidecarSet, and which of its
// containers UpgradeSidecarContainer changes.
func sidecarOutcome(control sidecarcontrol.SidecarControl, set runtime.Object, view *sidecarSetView, pod *corev1.Pod) (string, []string) {
	if callBool(sidecarcontrol.IsPodSidecarUpdated, set, pod) {
		return "unchanged", []string{}
	}
	if view.Spec.UpdateStrategy.Type == "NotUpdate" {
		return "not-updated", []string{}
	}
	if view.Spec.UpdateStrategy.Paused {
		return "paused", []string{}
	}
	if canUpgrade, _ := control.IsSidecarSetUpgradable(pod); !canUpgrade {
		return "not-upgradable", []string{}
	}
	return "in-place", upgradedContainers(control, set, pod)
}

// upgradedContainers calls UpgradeSidecarContainer for each sidecar container, as updatePodSidecarContainer does.
func upgradedContainers(control sidecarcontrol.SidecarControl, set runtime.Object, pod *corev1.Pod) []string {
	clone := pod.DeepCopy()
	containers := reflect.ValueOf(set).Elem().FieldByName("Spec").FieldByName("Containers")
	upgrade := reflect.ValueOf(control).MethodByName("UpgradeSidecarContainer")
	names := []string{}
	for i := 0; i < containers.Len(); i++ {
		result := upgrade.Call([]reflect.Value{containers.Index(i).Addr(), reflect.ValueOf(clone)})[0]
		if !result.IsNil() {
			changed := result.Interface().(*corev1.Container)
			names = append(names, changed.Name)
		}
	}
	sort.Strings(names)
	return names
}

// sidecarRound is one UpdateSidecarSet over the Pods: getMatchingPods' filters, then the NotUpdate and paused
// checks, then GetNextUpgradePods.
func sidecarRound(control sidecarcontrol.SidecarControl, set runtime.Object, view *sidecarSetView, pods []*corev1.Pod) ([]string, int, int) {
	verdicts := make([]string, len(pods))
	var matched []*corev1.Pod
	index := map[*corev1.Pod]int{}
	selector, err := util.ValidatedLabelSelectorAsSelector(view.Spec.Selector)
	for i, pod := range pods {
		if err == nil && selector.Matches(labels.Set(pod.Labels)) && sidecarcontrol.IsActivePod(pod) &&
			callBool(sidecarcontrol.IsPodInjectedSidecarSet, pod, set) && callBool(sidecarcontrol.IsPodConsistentWithSidecarSet, pod, set) {
			matched = append(matched, pod)
			index[pod] = i
		} else {
			verdicts[i] = "not-matched"
		}
	}
	pending := []*corev1.Pod{}
	for _, pod := range matched {
		switch {
		case callBool(sidecarcontrol.IsPodSidecarUpdated, set, pod):
			verdicts[index[pod]] = "updated"
		case view.Spec.UpdateStrategy.Type == "NotUpdate":
			verdicts[index[pod]] = "not-updated"
		case view.Spec.UpdateStrategy.Paused:
			verdicts[index[pod]] = "paused"
		default:
			pending = append(pending, pod)
		}
	}
	if len(pending) == 0 {
		return verdicts, 0, 0
	}
	upgrade, notUpgradable := sidecarset.NewStrategy().GetNextUpgradePods(control, matched)
	for _, pod := range notUpgradable {
		verdicts[index[pod]] = "not-upgradable"
	}
	for _, pod := range upgrade {
		verdicts[index[pod]] = "upgrade"
	}
	candidates := 0
	for _, pod := range pending {
		if verdicts[index[pod]] != "" {
			if verdicts[index[pod]] == "upgrade" {
				candidates++
			}
			continue
		}
		if sel := view.Spec.UpdateStrategy.Selector; sel != nil {
			if s, err := util.ValidatedLabelSelectorAsSelector(sel); err != nil || !s.Matches(labels.Set(pod.Labels)) {
				verdicts[index[pod]] = "outside-selector"
				continue
			}
		}
		verdicts[index[pod]] = "waiting"
		candidates++
	}
	return verdicts, candidates, len(upgrade)
}

// buildPod is the Pod Kruise's Pod webhook made from the stored SidecarSet: its sidecar containers (a hot-upgrade
// container as <name>-1 working and <name>-2 empty), an app container, the injection annotations with the
// SidecarSet's hashes, and a status whose containers run their spec images.
func buildPod(stub podStub, view *sidecarSetView, set runtime.Object) *corev1.Pod {
	pod := &corev1.Pod{
		TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "Pod"},
		ObjectMeta: metav1.ObjectMeta{Name: stub.Name, Namespace: "default", Labels: stub.Labels, Annotations: map[string]string{}},
	}
	working := map[string]string{}
	for _, c := range view.Spec.Containers {
		if c.UpgradeStrategy.UpgradeType == "HotUpgrade" {
			pod.Spec.Containers = append(pod.Spec.Containers,
				corev1.Container{Name: c.Name + "-1", Image: c.Image},
				corev1.Container{Name: c.Name + "-2", Image: c.UpgradeStrategy.HotUpgradeEmptyImage})
			working[c.Name] = c.Name + "-1"
		} else {
			pod.Spec.Containers = append(pod.Spec.Containers, corev1.Container{Name: c.Name, Image: c.Image})
		}
	}
	pod.Spec.Containers = append(pod.Spec.Containers, corev1.Container{Name: "app", Image: "app:1"})
	if stub.InjectedFrom != "" {
		name := view.Metadata.Name
		pod.Annotations[sidecarcontrol.SidecarSetListAnnotation] = name
		hashes := hashesOf(view)
		record := func(hash string) string {
			encoded, _ := json.Marshal(map[string]sidecarcontrol.SidecarSetUpgradeSpec{name: {SidecarSetHash: hash, SidecarSetName: name}})
			return string(encoded)
		}
		pod.Annotations[sidecarcontrol.SidecarSetHashAnnotation] = record(hashes.Hash)
		pod.Annotations[sidecarcontrol.SidecarSetHashWithoutImageAnnotation] = record(hashes.WithoutImage)
		if len(working) > 0 {
			encoded, _ := json.Marshal(working)
			pod.Annotations[sidecarcontrol.SidecarSetWorkingHotUpgradeContainer] = string(encoded)
		}
	}
	phase := corev1.PodPhase(stub.Phase)
	if phase == "" {
		phase = corev1.PodRunning
	}
	ready := corev1.ConditionFalse
	if stub.Ready {
		ready = corev1.ConditionTrue
	}
	pod.Status = corev1.PodStatus{Phase: phase, Conditions: []corev1.PodCondition{{Type: corev1.PodReady, Status: ready}}}
	for _, c := range pod.Spec.Containers {
		pod.Status.ContainerStatuses = append(pod.Status.ContainerStatuses, corev1.ContainerStatus{
			Name: c.Name, Image: c.Image, ImageID: "docker-pullable://" + c.Image, Ready: stub.Ready,
		})
	}
	_ = set
	return pod
}

// callBool calls one of sidecarcontrol's functions whose SidecarSet parameter has the controller's type.
func callBool(fn interface{}, args ...interface{}) bool {
	values := make([]reflect.Value, len(args))
	for i, arg := range args {
		values[i] = reflect.ValueOf(arg)
	}
	return reflect.ValueOf(fn).Call(values)[0].Bool()
}

// controllerObject is the stored object as the controller reads it, in the controller's type, and a view of it.
func (s *sidecarSets) controllerObject(stored []byte, version string) (runtime.Object, *sidecarSetView, error) {
	object := reflect.New(s.controllerType).Interface().(runtime.Object)
	if err := asControllerObject(s.scheme, s.decoder, stored, version, object); err != nil {
		return nil, nil, err
	}
	encoded, err := json.Marshal(object)
	if err != nil {
		return nil, nil, err
	}
	view := &sidecarSetView{}
	if err := json.Unmarshal(encoded, view); err != nil {
		return nil, nil, err
	}
	return object, view, nil
}
