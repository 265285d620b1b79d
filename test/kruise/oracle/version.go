package main

import "runtime/debug"

const kruiseModule = "github.com/openkruise/kruise"

// kruiseVersion is the version of the Kruise module linked into this binary, from the Go build info.
func kruiseVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	for _, dep := range info.Deps {
		if dep.Path == kruiseModule {
			if dep.Replace != nil {
				return dep.Replace.Version
			}
			return dep.Version
		}
	}
	return "unknown"
}
