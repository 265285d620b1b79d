import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  RECONCILED_KINDS,
  rolloutPlan
} from "./chunk-YJD6HLME.js";
import {
  GuardError,
  isGuardError
} from "./chunk-XCLU624G.js";

// dist/cli/plannedKind.js
function requirePlannedKind(view, command) {
  const notPlanned = plannerRefusal(view);
  if (command === "simulate" && !RECONCILED_KINDS.includes(view.kind)) {
    const diagnose = notPlanned ? "its rollout order is not modelled yet" : "diagnose plans its rollout in a cluster, in its controller's Pod order";
    throw new GuardError("IPG_ERR_KIND_NOT_SIMULATED", `the embedded cluster plays ${RECONCILED_KINDS.map(kindWords).join(" and ")} rollouts, not an Advanced ${view.kind} (${view.namespace}/${view.name}); inplace-guard check predicts whether an update of it keeps its Pods, and ${diagnose}`);
  }
  if (notPlanned)
    throw new GuardError(notPlanned.code, `${notPlanned.message}, so ${command} cannot plan its rollout; inplace-guard check predicts whether an update of it keeps its Pods`);
}
function kindWords(kind) {
  return kind === "CloneSet" ? "CloneSet" : `Advanced ${kind}`;
}
function plannerRefusal(view) {
  try {
    rolloutPlan(view, [], 0);
    return void 0;
  } catch (err) {
    if (isGuardError(err) && err.code === "IPG_ERR_KIND_NOT_PLANNED")
      return err;
    throw err;
  }
}

export {
  requirePlannedKind
};
