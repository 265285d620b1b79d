package main

import (
	"bufio"
	"encoding/json"
	"io"

	utilcontainermeta "github.com/openkruise/kruise/pkg/util/containermeta"
	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kubeletcontainer "k8s.io/kubernetes/pkg/kubelet/container"
)

// hashRequest is one container and the Pod metadata its env is read from (for kruise-daemon: the labels and
// annotations as they were when the container started; for the controller: as they are now).
type hashRequest struct {
	Container v1.Container      `json:"container"`
	Metadata  metav1.ObjectMeta `json:"metadata"`
}

// hashAnswer is what kruise-daemon reports in apps.kruise.io/runtime-containers-meta for such a container.
type hashAnswer struct {
	PlainHash                    uint64 `json:"plainHash"`
	ExtractedEnvFromMetadataHash uint64 `json:"extractedEnvFromMetadataHash,omitempty"`
	Error                        string `json:"error,omitempty"`
}

// serveHashes answers hash requests line by line: the kubelet's container hash, and Kruise's hash of the env
// values a container reads from the Pod's labels and annotations (pkg/util/containermeta).
func serveHashes(in io.Reader, out io.Writer) error {
	scanner := bufio.NewScanner(in)
	scanner.Buffer(make([]byte, 0, 1<<20), 16<<20)
	writer := bufio.NewWriter(out)
	encoder := json.NewEncoder(writer)
	hasher := utilcontainermeta.NewEnvFromMetadataHasher()
	for scanner.Scan() {
		var request hashRequest
		answer := hashAnswer{}
		if err := json.Unmarshal(scanner.Bytes(), &request); err != nil {
			answer.Error = err.Error()
		} else {
			answer.PlainHash = kubeletcontainer.HashContainer(&request.Container)
			answer.ExtractedEnvFromMetadataHash = hasher.GetExpectHash(&request.Container, &request.Metadata)
		}
		if err := encoder.Encode(answer); err != nil {
			return err
		}
		if err := writer.Flush(); err != nil {
			return err
		}
	}
	return scanner.Err()
}
