import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  listSidecarSetPods,
  reachWords
} from "./chunk-UHC3YXFV.js";
import {
  kubeClusterFor
} from "./chunk-PM4NBESH.js";
import "./chunk-KBGRAQHT.js";
import {
  sidecarSetCensus
} from "./chunk-YJD6HLME.js";
import "./chunk-NSOFFFHT.js";
import {
  SIDECARSET_NOT_UPGRADABLE
} from "./chunk-WNLQ7F44.js";
import {
  count
} from "./chunk-XIZRWS5A.js";
import {
  boundedList,
  oneLine,
  warning
} from "./chunk-5PWZHMIU.js";
import {
  readSidecarSet
} from "./chunk-K6DPC5DB.js";
import "./chunk-GPAOY5QV.js";
import "./chunk-72BLB5EG.js";
import "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/cli/liveSidecarSet.js
import pino from "pino";

// dist/admission/sidecarSetLivePods.js
var LISTED_PODS = 5;
function liveSidecarSetPodsVerdict(census, policy) {
  const left = census.neverUpgradable;
  if (left.length === 0)
    return { decision: "allow" };
  const one = left.length === 1;
  const their = one ? "its" : "their";
  const pods = `${left.length} running ${one ? "Pod" : "Pods"} (${boundedList(left, LISTED_PODS)})`;
  const why = `${their} sidecars differ from this SidecarSet's in more than images, so Kruise never upgrades ${one ? "it" : "them"} in place (it marks ${one ? "it" : "them"} SidecarSetUpgradable=False)`;
  const subject = `SidecarSet ${census.sidecarSet}`;
  if (policy.denyStrategies.includes(SIDECARSET_NOT_UPGRADABLE)) {
    return {
      decision: "deny",
      denyMessage: `${subject}: ${pods} would keep ${their} old sidecars: ${why}; inplace-guard denies this because --deny-strategies lists ${SIDECARSET_NOT_UPGRADABLE}. Recreate those Pods (a new Pod gets the current sidecars), or change only images.`
    };
  }
  const text = oneLine(`${subject}: ${pods} ${one ? "keeps" : "keep"} ${their} old sidecars: ${why}; recreate ${one ? "it" : "them"} to get the new sidecars`);
  return { decision: "warn", warning: warning("trap/sidecarset-pods-left-behind", text, "spec.containers") };
}

// dist/cli/liveSidecarSet.js
async function liveSidecarSetCensus(kubeconfig, newObject, kruise) {
  const view = readSidecarSet(newObject, kruise);
  const cluster = await kubeClusterFor(kubeconfig ?? "", pino({ level: "silent" }));
  const { reach, pods } = await listSidecarSetPods(cluster, view);
  return { census: sidecarSetCensus(view, pods), reach: reachWords(reach) };
}
function withLiveSidecarSetPods(report, live, policy) {
  const c = live.census;
  const note = `in the cluster (${live.reach}): ${count(c.matched, "Pod")} matched, ${c.updated} already updated, ${c.upgradable} upgradable in place by this SidecarSet (${c.thisRound} this round), ${c.neverUpgradable.length} never upgradable` + (c.notInjected.length > 0 ? `, ${c.notInjected.length} not injected (created before it)` : "");
  const livePods = {
    matched: c.matched,
    updated: c.updated,
    upgradable: c.upgradable,
    thisRound: c.thisRound,
    neverUpgradable: c.neverUpgradable,
    markedNotUpgradable: c.markedNotUpgradable,
    notInjected: c.notInjected
  };
  const next = { ...report, notes: [...report.notes, note], livePods };
  if (report.decision === "deny")
    return next;
  const verdict = liveSidecarSetPodsVerdict(c, policy);
  if (verdict.decision === "deny")
    return { ...next, decision: "deny", denyMessage: verdict.denyMessage };
  if (verdict.decision === "warn")
    return { ...next, decision: "warn", warnings: [...report.warnings, verdict.warning] };
  return next;
}
export {
  liveSidecarSetCensus,
  withLiveSidecarSetPods
};
