package main

import (
	"fmt"
	"sort"

	"github.com/openkruise/kruise/pkg/features"
	utilfeature "github.com/openkruise/kruise/pkg/util/feature"
)

// gateDefaults holds every feature gate Kruise registers with its default, read once before any line changes them.
type gateDefaults map[string]bool

func readGateDefaults() gateDefaults {
	defaults := gateDefaults{}
	for name, spec := range utilfeature.DefaultMutableFeatureGate.GetAll() {
		defaults[string(name)] = spec.Default
	}
	return defaults
}

// apply resets Kruise's feature-gate registry to its defaults, overlays the line's gates, and then derives the
// dependent gates the way kruise-manager does after parsing --feature-gates (features.SetDefaultFeatureGates).
func (d gateDefaults) apply(overrides map[string]bool) error {
	values := make(map[string]bool, len(d))
	for name, value := range d {
		values[name] = value
	}
	var unknown []string
	for name, value := range overrides {
		if _, ok := d[name]; !ok {
			unknown = append(unknown, name)
			continue
		}
		values[name] = value
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return fmt.Errorf("unknown feature gate(s) %v for this Kruise version", unknown)
	}
	if err := utilfeature.DefaultMutableFeatureGate.SetFromMap(values); err != nil {
		return err
	}
	features.SetDefaultFeatureGates()
	return nil
}
