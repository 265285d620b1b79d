package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/conversion"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
)

// Helpers shared by the Advanced StatefulSet and Advanced DaemonSet lines: which served version a line speaks,
// and how a stored object reaches the controller.

const kruiseGroup = "apps.kruise.io"

// servedVersion is the version of apps.kruise.io the two objects are written in (the version the apiserver calls
// Kruise's webhooks for). Both must name the same one; when neither names any, fallback is used. A version this
// Kruise release does not know for the kind is an input error.
func servedVersion(scheme *runtime.Scheme, kind string, oldRaw, newRaw []byte, fallback string) (string, error) {
	oldVersion, err := apiVersionOf(oldRaw)
	if err != nil {
		return "", fmt.Errorf("old: %v", err)
	}
	newVersion, err := apiVersionOf(newRaw)
	if err != nil {
		return "", fmt.Errorf("new: %v", err)
	}
	if oldVersion != newVersion {
		return "", fmt.Errorf("old and new must have the same apiVersion (old %q, new %q)", oldVersion, newVersion)
	}
	version := newVersion
	if version == "" {
		version = fallback
	}
	if !scheme.Recognizes(schema.GroupVersionKind{Group: kruiseGroup, Version: version, Kind: kind}) {
		return "", fmt.Errorf("this Kruise release has no %s %s/%s", kind, kruiseGroup, version)
	}
	return version, nil
}

func apiVersionOf(raw []byte) (string, error) {
	var obj struct {
		APIVersion string `json:"apiVersion"`
	}
	if err := json.Unmarshal(raw, &obj); err != nil {
		return "", err
	}
	if obj.APIVersion == "" {
		return "", nil
	}
	group, version, found := strings.Cut(obj.APIVersion, "/")
	if !found || group != kruiseGroup {
		return "", fmt.Errorf("apiVersion %q is not %s/<version>", obj.APIVersion, kruiseGroup)
	}
	return version, nil
}

// asControllerObject is a stored object as the controller's informer decodes it into into (a pointer to the
// controller's type). Stored at another served version, it first goes through Kruise's conversion (what the CRD's
// conversion webhook runs) and JSON, as the apiserver serves it at the controller's version.
func asControllerObject(scheme *runtime.Scheme, decoder admission.Decoder, raw []byte, version string, into runtime.Object) error {
	kinds, _, err := scheme.ObjectKinds(into)
	if err != nil {
		return err
	}
	target := kinds[0]
	if version == target.Version {
		return decoder.DecodeRaw(runtime.RawExtension{Raw: raw}, into)
	}
	served, err := scheme.New(target.GroupKind().WithVersion(version))
	if err != nil {
		return err
	}
	if err := decoder.DecodeRaw(runtime.RawExtension{Raw: raw}, served); err != nil {
		return err
	}
	convertible, ok := served.(conversion.Convertible)
	if !ok {
		return fmt.Errorf("%s has no conversion to %s", served.GetObjectKind().GroupVersionKind(), target)
	}
	hub, err := scheme.New(target)
	if err != nil {
		return err
	}
	hubObject, ok := hub.(conversion.Hub)
	if !ok {
		return fmt.Errorf("%s is not a conversion hub", target)
	}
	if err := convertible.ConvertTo(hubObject); err != nil {
		return err
	}
	hub.GetObjectKind().SetGroupVersionKind(target)
	converted, err := json.Marshal(hub)
	if err != nil {
		return err
	}
	fresh, err := scheme.New(target)
	if err != nil {
		return err
	}
	if err := decoder.DecodeRaw(runtime.RawExtension{Raw: converted}, fresh); err != nil {
		return err
	}
	reflect.ValueOf(into).Elem().Set(reflect.ValueOf(fresh).Elem())
	return nil
}

// templatePatch is what Kruise's StatefulSet and DaemonSet controllers store in a ControllerRevision (their
// getPatch): the object's spec.template, from its JSON encoding, as a strategic merge patch that replaces it.
// Each caller checks the result byte for byte with the controller's own exported Match.
func templatePatch(encoded []byte) ([]byte, error) {
	var raw map[string]interface{}
	if err := json.Unmarshal(encoded, &raw); err != nil {
		return nil, err
	}
	spec, _ := raw["spec"].(map[string]interface{})
	template, _ := spec["template"].(map[string]interface{})
	if template == nil {
		return nil, fmt.Errorf("the object has no spec.template")
	}
	template["$patch"] = "replace"
	return json.Marshal(map[string]interface{}{"spec": map[string]interface{}{"template": template}})
}
