// Command kruise-oracle answers, line by line, what OpenKruise's own code does with a CloneSet update.
// Test tooling only (see ../build.sh); not product code.
package main

import (
	_ "github.com/openkruise/kruise/apis/apps/defaults"
	_ "github.com/openkruise/kruise/apis/apps/v1alpha1"
	_ "github.com/openkruise/kruise/pkg/controller/cloneset/core"
	_ "github.com/openkruise/kruise/pkg/controller/cloneset/revision"
	_ "github.com/openkruise/kruise/pkg/features"
	_ "github.com/openkruise/kruise/pkg/util/feature"
	_ "github.com/openkruise/kruise/pkg/util/inplaceupdate"
	_ "github.com/openkruise/kruise/pkg/webhook/cloneset/validating"
)

func main() {}
