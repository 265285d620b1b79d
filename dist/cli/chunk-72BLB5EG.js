import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/engine/kube/metaTime.js
function metaTime(nowMs) {
  const seconds = Math.floor(nowMs / 1e3);
  const days = Math.floor(seconds / 86400);
  const rest = seconds - days * 86400;
  if (days < -719162 || days > 2932896)
    return new Date(seconds * 1e3).toISOString().replace(".000Z", "Z");
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const two = (n) => n < 10 ? `0${n}` : String(n);
  return `${String(year).padStart(4, "0")}-${two(month)}-${two(day)}T${two(Math.floor(rest / 3600))}:${two(Math.floor(rest / 60) % 60)}:${two(rest % 60)}Z`;
}
function metaTimeOrder(text) {
  if (!text)
    return Number.POSITIVE_INFINITY;
  return parseMetaTime(text) ?? 0;
}
function secondPrecisionUtc(text) {
  if (text.length !== 20 || text.charCodeAt(19) !== 90)
    return void 0;
  for (let i = 0; i < 19; i++) {
    const c = text.charCodeAt(i);
    if (SEPARATORS[i] === 0 ? c < 48 || c > 57 : c !== SEPARATORS[i])
      return void 0;
  }
  const d = (at) => text.charCodeAt(at) - 48;
  const year = d(0) * 1e3 + d(1) * 100 + d(2) * 10 + d(3);
  const month = d(5) * 10 + d(6);
  const day = d(8) * 10 + d(9);
  const hour = d(11) * 10 + d(12);
  const minute = d(14) * 10 + d(15);
  const second = d(17) * 10 + d(18);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59)
    return void 0;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const days = era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
  return days * 864e5 + hour * 36e5 + minute * 6e4 + second * 1e3;
}
var SEPARATORS = new Uint8Array(19);
SEPARATORS[4] = 45;
SEPARATORS[7] = 45;
SEPARATORS[10] = 84;
SEPARATORS[13] = 58;
SEPARATORS[16] = 58;
function daysInMonth(year, month) {
  if (month !== 2)
    return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}
function parseMetaTime(text) {
  if (!text)
    return void 0;
  const fast = secondPrecisionUtc(text);
  if (fast !== void 0)
    return fast;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? void 0 : ms;
}

// dist/engine/kube/pod.js
var LABEL_REVISION = "controller-revision-hash";
var LABEL_TEMPLATE_HASH = "pod-template-hash";
function podCount(n) {
  return `${n} ${n === 1 ? "Pod" : "Pods"}`;
}
function podVerb(n, one, other) {
  return `${podCount(n)} ${n === 1 ? one : other}`;
}
function podLabels(pod) {
  return pod.metadata.labels ?? {};
}
function podAnnotations(pod) {
  return pod.metadata.annotations ?? {};
}
function getCondition(pod, type) {
  return pod.status?.conditions?.find((c) => c.type === type);
}
function hasReadinessGate(pod, conditionType) {
  return (pod.spec.readinessGates ?? []).some((g) => g.conditionType === conditionType);
}
function isActive(pod) {
  const phase = pod.status?.phase;
  return phase !== "Succeeded" && phase !== "Failed" && !pod.metadata.deletionTimestamp;
}
function containerStatus(pod, name) {
  return pod.status?.containerStatuses?.find((s) => s.name === name);
}
function maxRestarts(pod) {
  let max = 0;
  for (const s of pod.status?.containerStatuses ?? [])
    max = Math.max(max, s.restartCount ?? 0);
  return max;
}

// dist/engine/kruise/apiNames.js
var LABEL_INSTANCE_ID = "apps.kruise.io/cloneset-instance-id";
var LABEL_SPECIFIED_DELETE = "apps.kruise.io/specified-delete";
var ANNOTATION_STATE = "apps.kruise.io/inplace-update-state";
var ANNOTATION_STATE_LEGACY = "inplace-update-state";
var ANNOTATION_GRACE = "apps.kruise.io/inplace-update-grace";
var ANNOTATION_GRACE_LEGACY = "inplace-update-grace";
var ANNOTATION_RUNTIME_META = "apps.kruise.io/runtime-containers-meta";
var CONDITION_IN_PLACE_READY = "InPlaceUpdateReady";
var CONDITION_KRUISE_POD_READY = "KruisePodReady";
var ENV_CONTAINER_BARRIER = "KRUISE_CONTAINER_BARRIER";

export {
  LABEL_REVISION,
  LABEL_TEMPLATE_HASH,
  podCount,
  podVerb,
  podLabels,
  podAnnotations,
  getCondition,
  hasReadinessGate,
  isActive,
  containerStatus,
  maxRestarts,
  metaTime,
  metaTimeOrder,
  parseMetaTime,
  LABEL_INSTANCE_ID,
  LABEL_SPECIFIED_DELETE,
  ANNOTATION_STATE,
  ANNOTATION_STATE_LEGACY,
  ANNOTATION_GRACE,
  ANNOTATION_GRACE_LEGACY,
  ANNOTATION_RUNTIME_META,
  CONDITION_IN_PLACE_READY,
  CONDITION_KRUISE_POD_READY,
  ENV_CONTAINER_BARRIER
};
