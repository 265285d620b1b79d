// Package buildinfo reads the versions of the modules linked into a test tool of this wrapper module.
// Test tooling only; not product code.
package buildinfo

import "runtime/debug"

// ModuleVersion is the version of module `path` linked into this binary (its replacement's, if replaced), from the
// Go build info; "unknown" when the binary has none.
func ModuleVersion(path string) string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	for _, dep := range info.Deps {
		if dep.Path == path {
			if dep.Replace != nil {
				return dep.Replace.Version
			}
			return dep.Version
		}
	}
	return "unknown"
}
