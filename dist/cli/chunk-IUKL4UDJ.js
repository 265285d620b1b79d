import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  count
} from "./chunk-XIZRWS5A.js";

// dist/cli/rolloutReport.js
var WAIT_WORDS = {
  "max-unavailable": "wait for the maxUnavailable budget",
  "target-unavailable": "wait for updated Pods to become available",
  partition: "kept by the partition",
  paused: "paused",
  "on-delete": "OnDelete: updated only when deleted",
  "grace-pending": "grace period running",
  "preparing-delete": "being deleted",
  "ordered-ready": "wait for a lower ordinal (OrderedReady)"
};
function strategyLine(view, plan) {
  const n = plan.numbers;
  const parts = [
    `${view.podUpdatePolicy}`,
    `maxUnavailable ${String(view.maxUnavailable)} \u2192 ${n.maxUnavailable}`,
    `partition ${String(view.partition ?? 0)} \u2192 ${n.partition}`
  ];
  if (n.maxSurge > 0)
    parts.push(`maxSurge ${n.maxSurge}`);
  if (view.paused)
    parts.push("paused");
  if (view.updateType === "OnDelete")
    parts.push("OnDelete");
  return parts.join(", ");
}
function list(names, max = 8) {
  if (names.length <= max)
    return names.join(", ");
  return `${names.slice(0, max).join(", ")} and ${names.length - max} more`;
}
function formatPlan(plan) {
  const lines = [];
  const q = plan.quota;
  lines.push(`  budget: maxUnavailable ${q.updateMaxUnavailable}, ${count(q.unavailable, "Pod")} unavailable now \u2192 ${q.budget} left` + (q.unavailable > 0 ? ` (${list(q.unavailablePods)})` : ""));
  lines.push(`  update now: ${plan.updateNow.length === 0 ? "none" : list(plan.updateNow.map((p) => p.name))}`);
  if (plan.inProgress.length > 0)
    lines.push(`  in progress: ${list(plan.inProgress.map((p) => `${p.name}${p.lifecycle ? ` (${p.lifecycle})` : ""}`))}`);
  const byReason = /* @__PURE__ */ new Map();
  for (const w of plan.waiting)
    byReason.set(w.reason, [...byReason.get(w.reason) ?? [], w.name]);
  for (const [reason, names] of byReason) {
    lines.push(`  waiting (${WAIT_WORDS[reason]}): ${count(names.length, "Pod")}: ${list(names)}`);
    const detail = plan.waitDetails[reason];
    if (detail)
      lines.push(`    ${detail}`);
  }
  return lines.join("\n");
}
function formatReasons(reasons) {
  return reasons.map((r, i) => {
    const head = `  ${i + 1}. ${r.reason}${r.pods.length > 0 ? ` (${list(r.pods)})` : ""}${r.blocking ? "" : " (not blocking)"}`;
    return `${head}
     ${r.message}
     look at: ${r.field}`;
  }).join("\n");
}
function diagnosisVerdict(d) {
  if (d.completed)
    return "complete";
  if (d.stalled)
    return "STALLED";
  return "progressing";
}
function formatDiagnosis(view, d) {
  const p = d.plan;
  const lines = [
    `${view.kind} ${view.namespace}/${view.name} (${view.version}): ${strategyLine(view, p)}`,
    `  revisions: update ${p.updateRevision}, current ${p.currentRevision}`,
    `  replicas ${d.replicas}/${p.numbers.replicas}, updated ${d.updatedReplicas} (expected ${d.expectedUpdatedReplicas}), updatedReady ${d.updatedReadyReplicas}, ready ${d.readyReplicas}, available ${d.availableReplicas}`,
    "",
    "Plan for this round:",
    formatPlan(p),
    "",
    `Diagnosis: ${diagnosisVerdict(d)}`
  ];
  if (d.updatedReadyReplicas < d.updatedReplicas) {
    lines.push(`  updatedReadyReplicas ${d.updatedReadyReplicas} < updatedReplicas ${d.updatedReplicas}: ${count(d.updatedReplicas - d.updatedReadyReplicas, "Pod carries", "Pods carry")} the new revision label but ${d.updatedReplicas - d.updatedReadyReplicas === 1 ? "is" : "are"} not Ready yet`);
  }
  if (d.reasons.length > 0)
    lines.push(formatReasons(d.reasons));
  else if (!d.completed)
    lines.push("  no stall reason found: the rollout is moving");
  return `${lines.join("\n")}
`;
}
function formatSimulation(r, ctx) {
  const lines = [
    `${ctx.view.kind} ${r.namespace}/${r.name}: ${ctx.change}`,
    `  ${strategyLine(ctx.view, r.final.plan)}`,
    `  simulated on the embedded cluster (kubelet: pull ${ctx.kubelet.pullSeconds}s, start ${ctx.kubelet.startSeconds}s, readiness ${ctx.kubelet.probeDelaySeconds}s)`,
    "",
    `Planned: ${count(r.plannedRounds.length, "round")}: ${r.plannedRounds.map((x) => x.length).join(" + ") || "nothing to update"}`,
    "",
    "Timeline:"
  ];
  if (r.rounds.length === 0)
    lines.push("  no Pod was updated");
  const nodeOf = new Map(r.pods.filter((p) => p.node !== void 0).map((p) => [p.name, p.node]));
  const named = (name) => nodeOf.has(name) ? `${name} on ${nodeOf.get(name)}` : name;
  for (const round of r.rounds) {
    const verb = round.path === "in-place" ? "in place" : round.path === "recreate" ? "recreate" : "prepare (hook)";
    lines.push(`  t=${pad(`${round.at}s`, 6)} round ${pad(String(round.round), 3)} ${verb.padEnd(9)} ${round.pods.map(named).join(", ")}`);
  }
  lines.push("", "Pods:");
  const rows = r.pods.map(podRow);
  lines.push(...table([["NAME", "UID", "RESTARTS", "STARTED", "TOOK"], ...rows]));
  lines.push("");
  const updated = r.final.updatedReplicas;
  if (r.completed) {
    const inPlace = r.deletedPods.length === 0;
    lines.push(`Result: completed in ${r.seconds}s: ${updated}/${r.final.replicas} Pods at ${r.updateRevision}` + (inPlace ? ", updated in place (same names and UIDs, no Pod deleted)" : `, ${count(r.deletedPods.length, "Pod")} deleted and recreated`));
  } else {
    lines.push(`Result: STALLED after ${r.seconds}s: ${updated}/${r.final.replicas} Pods at the new revision, updatedReadyReplicas ${r.final.updatedReadyReplicas}`);
    lines.push("Why:", formatReasons(r.final.reasons));
  }
  return `${lines.join("\n")}
`;
}
function podRow(p) {
  const started = p.startedAt === void 0 ? "-" : `t=${p.startedAt}s`;
  if (p.uidBefore === null) {
    return [p.name, `${p.uidAfter ?? "?"} (new)`, String(p.restarts), "-", p.seconds === void 0 ? "not ready" : `ready at t=${p.seconds}s`];
  }
  if (p.uidAfter === null) {
    return [p.name, `${p.uidBefore} (deleted)`, "-", started, p.replacedBy ? `replaced by ${p.replacedBy}` : "deleted"];
  }
  const took = p.seconds === void 0 ? p.startedAt === void 0 ? "-" : "not done" : `${p.seconds}s`;
  if (p.uidAfter !== p.uidBefore)
    return [p.name, `${p.uidAfter} (recreated)`, String(p.restarts), started, took];
  return [p.name, `${p.uidBefore} (same)`, String(p.restarts), started, took];
}
function formatSimulationMarkdown(r, ctx) {
  const lines = [
    `### inplace-guard simulate: ${ctx.view.kind} ${r.namespace}/${r.name}`,
    "",
    r.completed ? `Completed in ${r.seconds}s (simulated).` : `**Stalled** after ${r.seconds}s (simulated).`,
    "",
    "```mermaid",
    ...rolloutGantt(r),
    "```",
    "",
    "<details><summary>Timeline and Pods</summary>",
    "",
    "```text",
    formatSimulation(r, ctx).trimEnd(),
    "```",
    "",
    "</details>"
  ];
  return `${lines.join("\n")}
`;
}
function rolloutGantt(r) {
  const byName = new Map(r.pods.map((p) => [p.name, p]));
  const lines = ["gantt", `  title ${mermaidText(`${r.namespace}/${r.name}`)} rollout (simulated seconds)`, "  dateFormat X", "  axisFormat %Ss"];
  for (const round of r.rounds) {
    const verb = round.path === "in-place" ? "in place" : round.path === "recreate" ? "recreate" : "prepare";
    lines.push(`  section round ${round.round} (${verb})`);
    for (const name of round.pods) {
      const pod = byName.get(name);
      const start = pod?.startedAt ?? round.at;
      const replacement = pod?.replacedBy ? byName.get(pod.replacedBy) : void 0;
      const end = pod?.seconds !== void 0 ? start + pod.seconds : replacement?.seconds ?? r.seconds;
      const label = replacement ? `${name} \u2192 ${replacement.name}` : name;
      const tag = pod?.seconds === void 0 && replacement?.seconds === void 0 ? "crit, " : "";
      lines.push(`  ${mermaidText(label)} :${tag}${start}, ${Math.max(end, start + 1)}`);
    }
  }
  if (r.rounds.length === 0)
    lines.push("  section no Pod was updated", `  nothing :0, 1`);
  return lines;
}
function mermaidText(text) {
  return text.replace(/[:#;]/g, " ");
}
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => `  ${r.map((cell, i) => i === r.length - 1 ? cell : cell.padEnd(widths[i])).join("  ")}`);
}
function pad(text, width) {
  return text.padEnd(width);
}
var CATALOGUE_KEYS = /* @__PURE__ */ new Set(["pitfall", "symptom"]);
function rolloutJson(value) {
  return `${JSON.stringify(value, (key, v) => CATALOGUE_KEYS.has(key) ? void 0 : v, 2)}
`;
}
function simulationJson(r, view, change) {
  return {
    workload: { kind: view.kind, namespace: r.namespace, name: r.name },
    change,
    completed: r.completed,
    seconds: r.seconds,
    updateRevision: r.updateRevision,
    plannedRounds: r.plannedRounds,
    rounds: r.rounds,
    pods: r.pods,
    ...r.diagnosis ? { diagnosis: r.diagnosis } : {},
    status: {
      replicas: r.final.replicas,
      updatedReplicas: r.final.updatedReplicas,
      updatedReadyReplicas: r.final.updatedReadyReplicas,
      availableReplicas: r.final.availableReplicas
    },
    deletedPods: r.deletedPods
  };
}

export {
  formatReasons,
  formatDiagnosis,
  formatSimulation,
  formatSimulationMarkdown,
  rolloutJson,
  simulationJson
};
