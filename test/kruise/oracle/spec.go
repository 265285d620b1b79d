package main

import (
	"sort"

	"github.com/openkruise/kruise/pkg/util/inplaceupdate"
	v1 "k8s.io/api/core/v1"
)

// describeSpec is Kruise's UpdateSpec without the revision name and the templates, quantities as Kruise prints them.
func describeSpec(spec *inplaceupdate.UpdateSpec) *updateSpec {
	out := &updateSpec{UpdateEnvFromMetadata: spec.UpdateEnvFromMetadata, GraceSeconds: spec.GraceSeconds}
	if len(spec.ContainerImages) > 0 {
		out.ContainerImages = spec.ContainerImages
	}
	for name, resources := range spec.ContainerResources {
		change := resourceChange{Limits: quantities(resources.Limits), Requests: quantities(resources.Requests)}
		if change.Limits == nil && change.Requests == nil {
			continue
		}
		if out.ContainerResources == nil {
			out.ContainerResources = map[string]resourceChange{}
		}
		out.ContainerResources[name] = change
	}
	for name, meta := range spec.ContainerRefMetadata {
		if len(meta.Labels) == 0 && len(meta.Annotations) == 0 {
			continue
		}
		if out.ContainerRefMetadata == nil {
			out.ContainerRefMetadata = map[string]refMetadata{}
		}
		out.ContainerRefMetadata[name] = refMetadata{Labels: meta.Labels, Annotations: meta.Annotations}
	}
	if len(spec.MetaDataPatch) > 0 && string(spec.MetaDataPatch) != "{}" {
		out.MetaDataPatch = spec.MetaDataPatch
	}
	return out
}

func quantities(list v1.ResourceList) map[string]string {
	if len(list) == 0 {
		return nil
	}
	out := make(map[string]string, len(list))
	for name, q := range list {
		out[string(name)] = q.String()
	}
	return out
}

// restartedContainers: the containers whose image changes, those whose env reads changed metadata (kruise-daemon
// restarts them), and those resized with resizePolicy RestartContainer for a resized resource (the kubelet restarts them).
func restartedContainers(spec *inplaceupdate.UpdateSpec, template *v1.PodTemplateSpec) []string {
	names := map[string]bool{}
	for name := range spec.ContainerImages {
		names[name] = true
	}
	for name, meta := range spec.ContainerRefMetadata {
		if len(meta.Labels) > 0 || len(meta.Annotations) > 0 {
			names[name] = true
		}
	}
	for _, c := range template.Spec.Containers {
		resources, ok := spec.ContainerResources[c.Name]
		if !ok {
			continue
		}
		for _, policy := range c.ResizePolicy {
			_, inLimits := resources.Limits[policy.ResourceName]
			_, inRequests := resources.Requests[policy.ResourceName]
			if policy.RestartPolicy == v1.RestartContainer && (inLimits || inRequests) {
				names[c.Name] = true
			}
		}
	}
	out := make([]string, 0, len(names))
	for name := range names {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}
