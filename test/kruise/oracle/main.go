// Command kruise-oracle answers, line by line, what OpenKruise's own code does with a CloneSet, Advanced StatefulSet
// or Advanced DaemonSet update.
//
// Input: one JSON object a line, {"id": ..., "kind": "CloneSet" (default) | "StatefulSet" | "DaemonSet",
// "old": object, "new": object, "gates": {"Name": bool}}; "UnitedDeployment" lines answer per subset (uniteddeployment.go). StatefulSet and DaemonSet objects are read at their
// apiVersion (apps.kruise.io/v1alpha1 or v1beta1, as this Kruise release serves them); see testdata/workloads.jsonl.
// Output: one JSON object a line, in input order (see answer.go). `-version` prints the Kruise module version.
// `-container-hashes` answers {"container": Container, "metadata": ObjectMeta} lines with the hashes kruise-daemon
// reports for a running container (see hashes.go), for tests that play kruise-daemon's part.
// Test tooling only (see ../build.sh); not product code.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	version := flag.Bool("version", false, "print the OpenKruise module version this oracle is built from")
	hashes := flag.Bool("container-hashes", false, "answer container hash requests (kruise-daemon's runtime container meta)")
	flag.Parse()
	if *version {
		fmt.Println(kruiseVersion())
		return
	}
	run := serve
	if *hashes {
		run = serveHashes
	}
	if err := run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "kruise-oracle:", err)
		os.Exit(1)
	}
}

// serve answers every input line, flushing after each so a caller can stream.
func serve(in io.Reader, out io.Writer) error {
	kruise, err := newPipeline()
	if err != nil {
		return err
	}
	scanner := bufio.NewScanner(in)
	scanner.Buffer(make([]byte, 0, 1<<20), 64<<20)
	writer := bufio.NewWriter(out)
	encoder := json.NewEncoder(writer)
	for scanner.Scan() {
		line := scanner.Bytes()
		if len(line) == 0 {
			continue
		}
		if err := encoder.Encode(kruise.answerLine(line)); err != nil {
			return err
		}
		if err := writer.Flush(); err != nil {
			return err
		}
	}
	return scanner.Err()
}
