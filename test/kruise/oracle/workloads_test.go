package main

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

// TestWorkloadPairs answers the hand-written Advanced StatefulSet and Advanced DaemonSet pairs in
// testdata/workloads.jsonl and checks each line's "expect" (outcome and the validating webhook's verdict), which
// hold in every supported Kruise release. Lines without "expect" are there to be piped through a built oracle.
func TestWorkloadPairs(t *testing.T) {
	file, err := os.Open("testdata/workloads.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	kruise, err := newPipeline()
	if err != nil {
		t.Fatal(err)
	}
	scanner := bufio.NewScanner(file)
	scanner.Buffer(make([]byte, 0, 1<<20), 16<<20)
	checked := 0
	for scanner.Scan() {
		var line struct {
			ID     string `json:"id"`
			Expect *struct {
				Outcome string `json:"outcome"`
				Allowed bool   `json:"allowed"`
			} `json:"expect"`
		}
		if err := json.Unmarshal(scanner.Bytes(), &line); err != nil {
			t.Fatal(err)
		}
		if line.Expect == nil {
			continue
		}
		checked++
		got := kruise.answerLine(scanner.Bytes())
		if got.Error != "" {
			t.Errorf("%s: %s error: %s", line.ID, got.Stage, got.Error)
			continue
		}
		if got.Webhook.Allowed != line.Expect.Allowed {
			t.Errorf("%s: webhook allowed = %v (%s), want %v", line.ID, got.Webhook.Allowed, got.Webhook.Message, line.Expect.Allowed)
		}
		if line.Expect.Outcome != "" && got.Outcome != line.Expect.Outcome {
			t.Errorf("%s: outcome = %s, want %s", line.ID, got.Outcome, line.Expect.Outcome)
		}
	}
	if err := scanner.Err(); err != nil {
		t.Fatal(err)
	}
	if checked == 0 {
		t.Fatal("no line with an expectation")
	}
}
