package main

import "kruise-inplace-guard/test/kruise/internal/buildinfo"

const kruiseModule = "github.com/openkruise/kruise"

// kruiseVersion is the version of the Kruise module linked into this binary.
func kruiseVersion() string {
	return buildinfo.ModuleVersion(kruiseModule)
}
