import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  DEFAULT_KRUISE_RELEASE,
  kruiseRelease,
  requireServedVersion,
  servedVersions
} from "./chunk-GPAOY5QV.js";
import {
  ANNOTATION_GRACE,
  ANNOTATION_GRACE_LEGACY,
  ANNOTATION_RUNTIME_META,
  ANNOTATION_STATE,
  ANNOTATION_STATE_LEGACY,
  CONDITION_IN_PLACE_READY,
  ENV_CONTAINER_BARRIER,
  LABEL_REVISION,
  LABEL_TEMPLATE_HASH,
  containerStatus,
  hasReadinessGate,
  metaTime,
  parseMetaTime,
  podAnnotations,
  podLabels
} from "./chunk-72BLB5EG.js";
import {
  GuardError
} from "./chunk-XCLU624G.js";

// dist/engine/kube/json.js
function isJsonObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function deepEqual(a, b, where) {
  if (a === b)
    return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return false;
  return sameContainers(a, b, where);
}
function sameContainers(a, b, where) {
  const array = Array.isArray(a);
  if (array !== Array.isArray(b))
    return false;
  if (array) {
    const x2 = a;
    const y2 = b;
    if (x2.length !== y2.length)
      return false;
    for (let i = 0; i < x2.length; i++) {
      const xv = x2[i];
      const yv = y2[i];
      if (xv === yv || typeof xv === "object" && typeof yv === "object" && xv !== null && yv !== null && sameContainers(xv, yv, where))
        continue;
      where?.push(i);
      return false;
    }
    return true;
  }
  const x = a;
  const y = b;
  let count = 0;
  for (const k in x) {
    count++;
    const xv = x[k];
    const yv = y[k];
    if (xv === yv ? xv !== void 0 || Object.hasOwn(y, k) : typeof xv === "object" && typeof yv === "object" && xv !== null && yv !== null && (k !== "__proto__" || Object.hasOwn(y, k)) && sameContainers(xv, yv, where))
      continue;
    where?.push(k);
    return false;
  }
  for (const _ in y)
    count--;
  return count === 0;
}

// dist/engine/kube/jsonPointer.js
function escapeToken(token) {
  if (!token.includes("~") && !token.includes("/"))
    return token;
  return token.replaceAll("~", "~0").replaceAll("/", "~1");
}
function unescapeToken(token) {
  if (!token.includes("~"))
    return token;
  return token.replaceAll("~1", "/").replaceAll("~0", "~");
}
function pointerTokens(pointer) {
  if (pointer === "")
    return [];
  const tokens2 = pointer.slice(1).split("/");
  if (pointer.includes("~"))
    for (let i = 0; i < tokens2.length; i++)
      tokens2[i] = unescapeToken(tokens2[i]);
  return tokens2;
}

// dist/engine/kube/readablePath.js
function itemKey(item) {
  if (!isJsonObject(item))
    return void 0;
  const key = text(item.name) ?? text(item.mountPath) ?? text(item.devicePath);
  if (key !== void 0)
    return key;
  if (typeof item.containerPort === "number")
    return `${item.containerPort}/${text(item.protocol) ?? "TCP"}`;
  return text(item.conditionType) ?? text(item.ip);
}
function text(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function listIndex(token) {
  if (token.length === 0)
    return -1;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57)
      return -1;
  }
  return Number(token);
}
function isList(value) {
  return Array.isArray(value) && value.length > 0;
}
function isIdentifier(token) {
  if (token.length === 0)
    return false;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    const letter = c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95;
    if (!letter && !(i > 0 && c >= 48 && c <= 57))
      return false;
  }
  return true;
}
function readablePath(pointer, op, oldTemplate, newTemplate) {
  const tokens2 = typeof pointer === "string" ? pointerTokens(pointer) : pointer;
  const path = ["spec.template"];
  let oldNode = oldTemplate;
  let newNode = newTemplate;
  for (let index = 0; index < tokens2.length; index++) {
    const token = tokens2[index];
    const oldList = isList(oldNode);
    const newList = isList(newNode);
    const i = !oldList && !newList ? -1 : typeof token === "number" ? token : listIndex(token);
    if (i >= 0) {
      const appended = op === "add" && index === tokens2.length - 1;
      const source = appended ? newNode : oldList && oldNode[i] !== void 0 ? oldNode : newNode;
      const key = isList(source) ? itemKey(source[i]) : void 0;
      const newKey = !appended && newList && oldList ? itemKey(newNode[i]) : key;
      path.push(key === void 0 ? `[${i}]` : newKey !== void 0 && newKey !== key ? `[${key}->${newKey}]` : `[${key}]`);
      oldNode = oldList ? oldNode[i] : void 0;
      newNode = newList ? newNode[i] : void 0;
      continue;
    }
    const name = String(token);
    path.push(isIdentifier(name) ? `.${name}` : `[${name}]`);
    oldNode = isJsonObject(oldNode) && Object.hasOwn(oldNode, name) ? oldNode[name] : void 0;
    newNode = isJsonObject(newNode) && Object.hasOwn(newNode, name) ? newNode[name] : void 0;
  }
  return path.join("");
}

// dist/engine/kube/quantity.js
var BINARY = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };
var DECIMAL = { n: -9, u: -6, m: -3, "": 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
var DECIMAL_SUFFIX_BY_EXPONENT = new Map(Object.entries(DECIMAL).map(([suffix, exp]) => [exp, suffix]));
var QUANTITY = /^([+-]?)(\d*)(?:\.(\d*))?(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]))?$/;
var NANO = 10n ** 9n;
function fail() {
  throw new GuardError("IPG_ERR_QUANTITY", "not a valid resource quantity");
}
function ceilDiv(a, b) {
  const q = a / b;
  return a % b !== 0n && a > 0n === b > 0n ? q + 1n : q;
}
function parseQuantity(input) {
  const text2 = typeof input === "number" ? numberText(input) : input.trim();
  const m = QUANTITY.exec(text2);
  if (!m || text2 === "")
    fail();
  const [, sign, whole = "", frac = "", exponent, suffix = ""] = m;
  if (whole === "" && frac === "")
    fail();
  let numerator = BigInt((whole || "0") + frac);
  let denominator = 10n ** BigInt(frac.length);
  let format = "DecimalSI";
  if (exponent !== void 0) {
    format = "DecimalExponent";
    const e = Number.parseInt(exponent.slice(1), 10);
    if (Math.abs(e) > 1e3)
      fail();
    if (e >= 0)
      numerator *= 10n ** BigInt(e);
    else
      denominator *= 10n ** BigInt(-e);
  } else if (suffix in BINARY) {
    format = "BinarySI";
    numerator *= 2n ** BigInt(BINARY[suffix]);
  } else {
    const e = DECIMAL[suffix];
    if (e >= 0)
      numerator *= 10n ** BigInt(e);
    else
      denominator *= 10n ** BigInt(-e);
  }
  let nano = ceilDiv(numerator * NANO, denominator);
  if (sign === "-")
    nano = -nano;
  return { nano, format };
}
function numberText(value) {
  if (!Number.isFinite(value))
    fail();
  const text2 = String(value);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text2);
  if (!m)
    return text2;
  const [, sign, first, rest = "", exponent] = m;
  const digits = first + rest;
  const point = 1 + Number(exponent);
  if (point <= 0)
    return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length)
    return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
function canonicalQuantity(input) {
  if (typeof input === "string" && isCanonicalSpelling(input))
    return input;
  return formatQuantity(parseQuantity(input));
}
function isCanonicalSpelling(text2) {
  const length = text2.length;
  let digits = 0;
  let value = 0;
  for (; digits < length && digits < 15; digits++) {
    const code = text2.charCodeAt(digits);
    if (code < 48 || code > 57 || digits === 0 && code === 48)
      break;
    value = value * 10 + (code - 48);
  }
  if (digits === 0)
    return false;
  if (digits === length)
    return value % 1e3 !== 0;
  if (digits === length - 1)
    return DECIMAL_SUFFIXES.includes(text2[digits]) && value % 1e3 !== 0;
  if (digits === length - 2 && text2.charCodeAt(length - 1) === 105)
    return BINARY_PREFIXES.includes(text2[digits]) && value % 1024 !== 0;
  return false;
}
var DECIMAL_SUFFIXES = "numkMGTPE";
var BINARY_PREFIXES = "KMGTPE";
function canonicalQuantityRoundedToMilli(input) {
  if (typeof input === "string" && isCanonicalSpelling(input) && !input.endsWith("n") && !input.endsWith("u"))
    return input;
  const q = parseQuantity(input);
  const milli = 1000000n;
  const rest = q.nano % milli;
  return formatQuantity(rest === 0n ? q : { ...q, nano: q.nano - rest + (q.nano > 0n ? milli : -milli) });
}
function formatQuantity(q) {
  if (q.nano === 0n)
    return "0";
  let format = q.format;
  const abs = q.nano < 0n ? -q.nano : q.nano;
  const sign = q.nano < 0n ? "-" : "";
  if (format === "BinarySI" && (abs < 1024n * NANO || abs % NANO !== 0n))
    format = "DecimalSI";
  if (format === "BinarySI") {
    let value = abs / NANO;
    let exp = 0;
    while (exp < 60 && value % 1024n === 0n) {
      value /= 1024n;
      exp += 10;
    }
    const suffix2 = Object.entries(BINARY).find(([, e]) => e === exp)?.[0] ?? "";
    return `${sign}${value}${suffix2}`;
  }
  let mantissa = abs;
  let exponent = -9;
  while (mantissa % 10n === 0n) {
    mantissa /= 10n;
    exponent += 1;
  }
  const aligned = Math.floor(exponent / 3) * 3;
  mantissa *= 10n ** BigInt(exponent - aligned);
  if (format === "DecimalExponent")
    return `${sign}${mantissa}${aligned === 0 ? "" : `e${aligned}`}`;
  const suffix = DECIMAL_SUFFIX_BY_EXPONENT.get(aligned);
  return `${sign}${mantissa}${suffix ?? `e${aligned}`}`;
}
var QUANTITY_FIELDS = /* @__PURE__ */ new Set(["sizeLimit"]);
var QUANTITY_MAP_FIELDS = /* @__PURE__ */ new Set(["limits", "requests", "overhead"]);
function storedQuantity(value, roundedToMilli) {
  if (typeof value === "string" && isCanonicalSpelling(value) && !(roundedToMilli && (value.endsWith("n") || value.endsWith("u"))))
    return value;
  if (typeof value !== "string" && typeof value !== "number")
    return void 0;
  try {
    return roundedToMilli ? canonicalQuantity(canonicalQuantityRoundedToMilli(value)) : canonicalQuantity(value);
  } catch (err) {
    if (err instanceof GuardError)
      return void 0;
    throw err;
  }
}
function quantityError(value, path) {
  return typeof value === "string" || typeof value === "number" ? new GuardError("IPG_ERR_QUANTITY", "is not a valid resource quantity", path) : new GuardError("IPG_ERR_QUANTITY", "a resource quantity must be a string or a number", path);
}
function compareQuantities(a, b) {
  const x = parseQuantity(a).nano;
  const y = parseQuantity(b).nano;
  return x < y ? -1 : x > y ? 1 : 0;
}
function isQuantity(value) {
  if (typeof value !== "string" && typeof value !== "number")
    return false;
  try {
    parseQuantity(value);
    return true;
  } catch {
    return false;
  }
}

// dist/engine/kruise/goTypeSchema.js
var MAX_OPAQUE_DEPTH = 100;
function pruneUnknownFields(value, shape, schema3, pathOf, quantityPath) {
  const dropped = [];
  visit(value, compiled(schema3, shape), [], { pathOf, quantityPath, dropped });
  return dropped.length === 0 ? { value, dropped } : { value: without(value, dropped), dropped };
}
function goType(schema3, shape) {
  return compiled(schema3, shape);
}
var LEAF = { kind: "leaf" };
var QUANTITY2 = { kind: "quantity" };
var QUANTITY_MAP = { kind: "map", item: LEAF, quantities: true };
var compiledSchemas = /* @__PURE__ */ new WeakMap();
function compiled(schema3, shape) {
  let shapes = compiledSchemas.get(schema3);
  if (shapes === void 0)
    compiledSchemas.set(schema3, shapes = /* @__PURE__ */ new Map());
  return compile(schema3, shape, shapes);
}
function compile(schema3, shape, shapes) {
  if (shape === "")
    return LEAF;
  const known = shapes.get(shape);
  if (known !== void 0)
    return known;
  if (shape.startsWith("[]") || shape.startsWith("{}")) {
    const node2 = { kind: shape.startsWith("[]") ? "list" : "map", item: LEAF };
    shapes.set(shape, node2);
    node2.item = compile(schema3, shape.slice(2), shapes);
    return node2;
  }
  const fields = /* @__PURE__ */ Object.create(null);
  const node = { kind: "struct", fields };
  shapes.set(shape, node);
  const declared = schema3.types[shape] ?? {};
  for (const key of Object.keys(declared)) {
    const field = declared[key];
    fields[key] = field === "" && QUANTITY_FIELDS.has(key) ? QUANTITY2 : field === "{}" && QUANTITY_MAP_FIELDS.has(key) ? QUANTITY_MAP : compile(schema3, field, shapes);
  }
  return node;
}
function pointerOf(trail, last) {
  let pointer = "";
  for (const step of trail)
    pointer += `/${typeof step === "number" ? step : escapeToken(step)}`;
  return last === void 0 ? pointer : `${pointer}/${escapeToken(last)}`;
}
function visit(node, shape, trail, walk) {
  if (typeof node !== "object" || node === null)
    return;
  switch (shape.kind) {
    case "leaf":
    case "quantity":
      return boundedOpaque(node, trail, walk);
    case "list":
      if (!Array.isArray(node))
        return boundedOpaque(node, trail, walk);
      for (let i = 0; i < node.length; i++) {
        trail.push(i);
        visit(node[i], shape.item, trail, walk);
        trail.pop();
      }
      return;
    case "map": {
      if (Array.isArray(node))
        return boundedOpaque(node, trail, walk);
      const map = node;
      for (const key in map) {
        const child = map[key];
        if (shape.quantities && walk.quantityPath && child !== null && child !== void 0)
          checkQuantity(child, trail, key, walk.quantityPath);
        if (typeof child !== "object" || child === null)
          continue;
        trail.push(key);
        visit(child, shape.item, trail, walk);
        trail.pop();
      }
      return;
    }
    case "struct": {
      if (Array.isArray(node))
        return boundedOpaque(node, trail, walk);
      const object = node;
      for (const key in object) {
        const field = shape.fields[key];
        if (field === void 0) {
          walk.dropped.push(pointerOf(trail, key));
          continue;
        }
        const child = object[key];
        if (typeof child !== "object" || child === null) {
          if (field === QUANTITY2 && walk.quantityPath && child !== null && child !== void 0)
            checkQuantity(child, trail, key, walk.quantityPath);
          continue;
        }
        trail.push(key);
        visit(child, field, trail, walk);
        trail.pop();
      }
    }
  }
}
function checkQuantity(value, trail, key, pathOf) {
  if (storedQuantity(value, false) !== void 0)
    return;
  trail.push(key);
  const path = pathOf(trail);
  trail.pop();
  throw quantityError(value, path);
}
function boundedOpaque(node, trail, walk) {
  if (typeof node !== "object" || node === null)
    return;
  const stack = [[node, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop();
    if (typeof item !== "object" || item === null)
      continue;
    if (depth > MAX_OPAQUE_DEPTH) {
      throw new GuardError("IPG_ERR_FIELD_TYPE", `nested more than ${MAX_OPAQUE_DEPTH} levels deep, more than any CloneSet field holds`, walk.pathOf(pointerOf(trail)));
    }
    for (const child of Array.isArray(item) ? item : Object.values(item))
      if (typeof child === "object" && child !== null)
        stack.push([child, depth + 1]);
  }
}
function tokens(pointer) {
  return pointer.slice(1).split("/").map((t) => t.replaceAll("~1", "/").replaceAll("~0", "~"));
}
function without(root, pointers) {
  const copies = /* @__PURE__ */ new Map();
  const copyOf = (node) => {
    let copy = copies.get(node);
    if (copy === void 0) {
      copy = Array.isArray(node) ? [...node] : { ...node };
      copies.set(node, copy);
      copies.set(copy, copy);
    }
    return copy;
  };
  const result = copyOf(root);
  for (const pointer of pointers) {
    const path = tokens(pointer);
    let node = result;
    for (let i = 0; i < path.length - 1; i++) {
      const container2 = node;
      const child = copyOf(container2[path[i]]);
      container2[path[i]] = child;
      node = child;
    }
    delete node[path[path.length - 1]];
  }
  return result;
}

// dist/engine/kruise/podSchema.v0.30.10.js
var schema = {
  "kubernetesApi": "v0.30.10",
  "roots": {
    "persistentVolumeClaim": "v1.PersistentVolumeClaim",
    "podTemplate": "v1.PodTemplateSpec"
  },
  "types": {
    "v1.AWSElasticBlockStoreVolumeSource": {
      "fsType": "",
      "partition": "",
      "readOnly": "",
      "volumeID": ""
    },
    "v1.Affinity": {
      "nodeAffinity": "v1.NodeAffinity",
      "podAffinity": "v1.PodAffinity",
      "podAntiAffinity": "v1.PodAntiAffinity"
    },
    "v1.AppArmorProfile": {
      "localhostProfile": "",
      "type": ""
    },
    "v1.AzureDiskVolumeSource": {
      "cachingMode": "",
      "diskName": "",
      "diskURI": "",
      "fsType": "",
      "kind": "",
      "readOnly": ""
    },
    "v1.AzureFileVolumeSource": {
      "readOnly": "",
      "secretName": "",
      "shareName": ""
    },
    "v1.CSIVolumeSource": {
      "driver": "",
      "fsType": "",
      "nodePublishSecretRef": "v1.LocalObjectReference",
      "readOnly": "",
      "volumeAttributes": "{}"
    },
    "v1.Capabilities": {
      "add": "[]",
      "drop": "[]"
    },
    "v1.CephFSVolumeSource": {
      "monitors": "[]",
      "path": "",
      "readOnly": "",
      "secretFile": "",
      "secretRef": "v1.LocalObjectReference",
      "user": ""
    },
    "v1.CinderVolumeSource": {
      "fsType": "",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference",
      "volumeID": ""
    },
    "v1.ClaimSource": {
      "resourceClaimName": "",
      "resourceClaimTemplateName": ""
    },
    "v1.ClusterTrustBundleProjection": {
      "labelSelector": "v1.LabelSelector",
      "name": "",
      "optional": "",
      "path": "",
      "signerName": ""
    },
    "v1.ConfigMapEnvSource": {
      "name": "",
      "optional": ""
    },
    "v1.ConfigMapKeySelector": {
      "key": "",
      "name": "",
      "optional": ""
    },
    "v1.ConfigMapProjection": {
      "items": "[]v1.KeyToPath",
      "name": "",
      "optional": ""
    },
    "v1.ConfigMapVolumeSource": {
      "defaultMode": "",
      "items": "[]v1.KeyToPath",
      "name": "",
      "optional": ""
    },
    "v1.Container": {
      "args": "[]",
      "command": "[]",
      "env": "[]v1.EnvVar",
      "envFrom": "[]v1.EnvFromSource",
      "image": "",
      "imagePullPolicy": "",
      "lifecycle": "v1.Lifecycle",
      "livenessProbe": "v1.Probe",
      "name": "",
      "ports": "[]v1.ContainerPort",
      "readinessProbe": "v1.Probe",
      "resizePolicy": "[]v1.ContainerResizePolicy",
      "resources": "v1.ResourceRequirements",
      "restartPolicy": "",
      "securityContext": "v1.SecurityContext",
      "startupProbe": "v1.Probe",
      "stdin": "",
      "stdinOnce": "",
      "terminationMessagePath": "",
      "terminationMessagePolicy": "",
      "tty": "",
      "volumeDevices": "[]v1.VolumeDevice",
      "volumeMounts": "[]v1.VolumeMount",
      "workingDir": ""
    },
    "v1.ContainerPort": {
      "containerPort": "",
      "hostIP": "",
      "hostPort": "",
      "name": "",
      "protocol": ""
    },
    "v1.ContainerResizePolicy": {
      "resourceName": "",
      "restartPolicy": ""
    },
    "v1.DownwardAPIProjection": {
      "items": "[]v1.DownwardAPIVolumeFile"
    },
    "v1.DownwardAPIVolumeFile": {
      "fieldRef": "v1.ObjectFieldSelector",
      "mode": "",
      "path": "",
      "resourceFieldRef": "v1.ResourceFieldSelector"
    },
    "v1.DownwardAPIVolumeSource": {
      "defaultMode": "",
      "items": "[]v1.DownwardAPIVolumeFile"
    },
    "v1.EmptyDirVolumeSource": {
      "medium": "",
      "sizeLimit": ""
    },
    "v1.EnvFromSource": {
      "configMapRef": "v1.ConfigMapEnvSource",
      "prefix": "",
      "secretRef": "v1.SecretEnvSource"
    },
    "v1.EnvVar": {
      "name": "",
      "value": "",
      "valueFrom": "v1.EnvVarSource"
    },
    "v1.EnvVarSource": {
      "configMapKeyRef": "v1.ConfigMapKeySelector",
      "fieldRef": "v1.ObjectFieldSelector",
      "resourceFieldRef": "v1.ResourceFieldSelector",
      "secretKeyRef": "v1.SecretKeySelector"
    },
    "v1.EphemeralContainer": {
      "args": "[]",
      "command": "[]",
      "env": "[]v1.EnvVar",
      "envFrom": "[]v1.EnvFromSource",
      "image": "",
      "imagePullPolicy": "",
      "lifecycle": "v1.Lifecycle",
      "livenessProbe": "v1.Probe",
      "name": "",
      "ports": "[]v1.ContainerPort",
      "readinessProbe": "v1.Probe",
      "resizePolicy": "[]v1.ContainerResizePolicy",
      "resources": "v1.ResourceRequirements",
      "restartPolicy": "",
      "securityContext": "v1.SecurityContext",
      "startupProbe": "v1.Probe",
      "stdin": "",
      "stdinOnce": "",
      "targetContainerName": "",
      "terminationMessagePath": "",
      "terminationMessagePolicy": "",
      "tty": "",
      "volumeDevices": "[]v1.VolumeDevice",
      "volumeMounts": "[]v1.VolumeMount",
      "workingDir": ""
    },
    "v1.EphemeralVolumeSource": {
      "volumeClaimTemplate": "v1.PersistentVolumeClaimTemplate"
    },
    "v1.ExecAction": {
      "command": "[]"
    },
    "v1.FCVolumeSource": {
      "fsType": "",
      "lun": "",
      "readOnly": "",
      "targetWWNs": "[]",
      "wwids": "[]"
    },
    "v1.FlexVolumeSource": {
      "driver": "",
      "fsType": "",
      "options": "{}",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference"
    },
    "v1.FlockerVolumeSource": {
      "datasetName": "",
      "datasetUUID": ""
    },
    "v1.GCEPersistentDiskVolumeSource": {
      "fsType": "",
      "partition": "",
      "pdName": "",
      "readOnly": ""
    },
    "v1.GRPCAction": {
      "port": "",
      "service": ""
    },
    "v1.GitRepoVolumeSource": {
      "directory": "",
      "repository": "",
      "revision": ""
    },
    "v1.GlusterfsVolumeSource": {
      "endpoints": "",
      "path": "",
      "readOnly": ""
    },
    "v1.HTTPGetAction": {
      "host": "",
      "httpHeaders": "[]v1.HTTPHeader",
      "path": "",
      "port": "",
      "scheme": ""
    },
    "v1.HTTPHeader": {
      "name": "",
      "value": ""
    },
    "v1.HostAlias": {
      "hostnames": "[]",
      "ip": ""
    },
    "v1.HostPathVolumeSource": {
      "path": "",
      "type": ""
    },
    "v1.ISCSIVolumeSource": {
      "chapAuthDiscovery": "",
      "chapAuthSession": "",
      "fsType": "",
      "initiatorName": "",
      "iqn": "",
      "iscsiInterface": "",
      "lun": "",
      "portals": "[]",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference",
      "targetPortal": ""
    },
    "v1.KeyToPath": {
      "key": "",
      "mode": "",
      "path": ""
    },
    "v1.LabelSelector": {
      "matchExpressions": "[]v1.LabelSelectorRequirement",
      "matchLabels": "{}"
    },
    "v1.LabelSelectorRequirement": {
      "key": "",
      "operator": "",
      "values": "[]"
    },
    "v1.Lifecycle": {
      "postStart": "v1.LifecycleHandler",
      "preStop": "v1.LifecycleHandler"
    },
    "v1.LifecycleHandler": {
      "exec": "v1.ExecAction",
      "httpGet": "v1.HTTPGetAction",
      "sleep": "v1.SleepAction",
      "tcpSocket": "v1.TCPSocketAction"
    },
    "v1.LocalObjectReference": {
      "name": ""
    },
    "v1.ManagedFieldsEntry": {
      "apiVersion": "",
      "fieldsType": "",
      "fieldsV1": "",
      "manager": "",
      "operation": "",
      "subresource": "",
      "time": ""
    },
    "v1.ModifyVolumeStatus": {
      "status": "",
      "targetVolumeAttributesClassName": ""
    },
    "v1.NFSVolumeSource": {
      "path": "",
      "readOnly": "",
      "server": ""
    },
    "v1.NodeAffinity": {
      "preferredDuringSchedulingIgnoredDuringExecution": "[]v1.PreferredSchedulingTerm",
      "requiredDuringSchedulingIgnoredDuringExecution": "v1.NodeSelector"
    },
    "v1.NodeSelector": {
      "nodeSelectorTerms": "[]v1.NodeSelectorTerm"
    },
    "v1.NodeSelectorRequirement": {
      "key": "",
      "operator": "",
      "values": "[]"
    },
    "v1.NodeSelectorTerm": {
      "matchExpressions": "[]v1.NodeSelectorRequirement",
      "matchFields": "[]v1.NodeSelectorRequirement"
    },
    "v1.ObjectFieldSelector": {
      "apiVersion": "",
      "fieldPath": ""
    },
    "v1.ObjectMeta": {
      "annotations": "{}",
      "creationTimestamp": "",
      "deletionGracePeriodSeconds": "",
      "deletionTimestamp": "",
      "finalizers": "[]",
      "generateName": "",
      "generation": "",
      "labels": "{}",
      "managedFields": "[]v1.ManagedFieldsEntry",
      "name": "",
      "namespace": "",
      "ownerReferences": "[]v1.OwnerReference",
      "resourceVersion": "",
      "selfLink": "",
      "uid": ""
    },
    "v1.OwnerReference": {
      "apiVersion": "",
      "blockOwnerDeletion": "",
      "controller": "",
      "kind": "",
      "name": "",
      "uid": ""
    },
    "v1.PersistentVolumeClaim": {
      "apiVersion": "",
      "kind": "",
      "metadata": "v1.ObjectMeta",
      "spec": "v1.PersistentVolumeClaimSpec",
      "status": "v1.PersistentVolumeClaimStatus"
    },
    "v1.PersistentVolumeClaimCondition": {
      "lastProbeTime": "",
      "lastTransitionTime": "",
      "message": "",
      "reason": "",
      "status": "",
      "type": ""
    },
    "v1.PersistentVolumeClaimSpec": {
      "accessModes": "[]",
      "dataSource": "v1.TypedLocalObjectReference",
      "dataSourceRef": "v1.TypedObjectReference",
      "resources": "v1.VolumeResourceRequirements",
      "selector": "v1.LabelSelector",
      "storageClassName": "",
      "volumeAttributesClassName": "",
      "volumeMode": "",
      "volumeName": ""
    },
    "v1.PersistentVolumeClaimStatus": {
      "accessModes": "[]",
      "allocatedResourceStatuses": "{}",
      "allocatedResources": "{}",
      "capacity": "{}",
      "conditions": "[]v1.PersistentVolumeClaimCondition",
      "currentVolumeAttributesClassName": "",
      "modifyVolumeStatus": "v1.ModifyVolumeStatus",
      "phase": ""
    },
    "v1.PersistentVolumeClaimTemplate": {
      "metadata": "v1.ObjectMeta",
      "spec": "v1.PersistentVolumeClaimSpec"
    },
    "v1.PersistentVolumeClaimVolumeSource": {
      "claimName": "",
      "readOnly": ""
    },
    "v1.PhotonPersistentDiskVolumeSource": {
      "fsType": "",
      "pdID": ""
    },
    "v1.PodAffinity": {
      "preferredDuringSchedulingIgnoredDuringExecution": "[]v1.WeightedPodAffinityTerm",
      "requiredDuringSchedulingIgnoredDuringExecution": "[]v1.PodAffinityTerm"
    },
    "v1.PodAffinityTerm": {
      "labelSelector": "v1.LabelSelector",
      "matchLabelKeys": "[]",
      "mismatchLabelKeys": "[]",
      "namespaceSelector": "v1.LabelSelector",
      "namespaces": "[]",
      "topologyKey": ""
    },
    "v1.PodAntiAffinity": {
      "preferredDuringSchedulingIgnoredDuringExecution": "[]v1.WeightedPodAffinityTerm",
      "requiredDuringSchedulingIgnoredDuringExecution": "[]v1.PodAffinityTerm"
    },
    "v1.PodDNSConfig": {
      "nameservers": "[]",
      "options": "[]v1.PodDNSConfigOption",
      "searches": "[]"
    },
    "v1.PodDNSConfigOption": {
      "name": "",
      "value": ""
    },
    "v1.PodOS": {
      "name": ""
    },
    "v1.PodReadinessGate": {
      "conditionType": ""
    },
    "v1.PodResourceClaim": {
      "name": "",
      "source": "v1.ClaimSource"
    },
    "v1.PodSchedulingGate": {
      "name": ""
    },
    "v1.PodSecurityContext": {
      "appArmorProfile": "v1.AppArmorProfile",
      "fsGroup": "",
      "fsGroupChangePolicy": "",
      "runAsGroup": "",
      "runAsNonRoot": "",
      "runAsUser": "",
      "seLinuxOptions": "v1.SELinuxOptions",
      "seccompProfile": "v1.SeccompProfile",
      "supplementalGroups": "[]",
      "sysctls": "[]v1.Sysctl",
      "windowsOptions": "v1.WindowsSecurityContextOptions"
    },
    "v1.PodSpec": {
      "activeDeadlineSeconds": "",
      "affinity": "v1.Affinity",
      "automountServiceAccountToken": "",
      "containers": "[]v1.Container",
      "dnsConfig": "v1.PodDNSConfig",
      "dnsPolicy": "",
      "enableServiceLinks": "",
      "ephemeralContainers": "[]v1.EphemeralContainer",
      "hostAliases": "[]v1.HostAlias",
      "hostIPC": "",
      "hostNetwork": "",
      "hostPID": "",
      "hostUsers": "",
      "hostname": "",
      "imagePullSecrets": "[]v1.LocalObjectReference",
      "initContainers": "[]v1.Container",
      "nodeName": "",
      "nodeSelector": "{}",
      "os": "v1.PodOS",
      "overhead": "{}",
      "preemptionPolicy": "",
      "priority": "",
      "priorityClassName": "",
      "readinessGates": "[]v1.PodReadinessGate",
      "resourceClaims": "[]v1.PodResourceClaim",
      "restartPolicy": "",
      "runtimeClassName": "",
      "schedulerName": "",
      "schedulingGates": "[]v1.PodSchedulingGate",
      "securityContext": "v1.PodSecurityContext",
      "serviceAccount": "",
      "serviceAccountName": "",
      "setHostnameAsFQDN": "",
      "shareProcessNamespace": "",
      "subdomain": "",
      "terminationGracePeriodSeconds": "",
      "tolerations": "[]v1.Toleration",
      "topologySpreadConstraints": "[]v1.TopologySpreadConstraint",
      "volumes": "[]v1.Volume"
    },
    "v1.PodTemplateSpec": {
      "metadata": "v1.ObjectMeta",
      "spec": "v1.PodSpec"
    },
    "v1.PortworxVolumeSource": {
      "fsType": "",
      "readOnly": "",
      "volumeID": ""
    },
    "v1.PreferredSchedulingTerm": {
      "preference": "v1.NodeSelectorTerm",
      "weight": ""
    },
    "v1.Probe": {
      "exec": "v1.ExecAction",
      "failureThreshold": "",
      "grpc": "v1.GRPCAction",
      "httpGet": "v1.HTTPGetAction",
      "initialDelaySeconds": "",
      "periodSeconds": "",
      "successThreshold": "",
      "tcpSocket": "v1.TCPSocketAction",
      "terminationGracePeriodSeconds": "",
      "timeoutSeconds": ""
    },
    "v1.ProjectedVolumeSource": {
      "defaultMode": "",
      "sources": "[]v1.VolumeProjection"
    },
    "v1.QuobyteVolumeSource": {
      "group": "",
      "readOnly": "",
      "registry": "",
      "tenant": "",
      "user": "",
      "volume": ""
    },
    "v1.RBDVolumeSource": {
      "fsType": "",
      "image": "",
      "keyring": "",
      "monitors": "[]",
      "pool": "",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference",
      "user": ""
    },
    "v1.ResourceClaim": {
      "name": ""
    },
    "v1.ResourceFieldSelector": {
      "containerName": "",
      "divisor": "",
      "resource": ""
    },
    "v1.ResourceRequirements": {
      "claims": "[]v1.ResourceClaim",
      "limits": "{}",
      "requests": "{}"
    },
    "v1.SELinuxOptions": {
      "level": "",
      "role": "",
      "type": "",
      "user": ""
    },
    "v1.ScaleIOVolumeSource": {
      "fsType": "",
      "gateway": "",
      "protectionDomain": "",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference",
      "sslEnabled": "",
      "storageMode": "",
      "storagePool": "",
      "system": "",
      "volumeName": ""
    },
    "v1.SeccompProfile": {
      "localhostProfile": "",
      "type": ""
    },
    "v1.SecretEnvSource": {
      "name": "",
      "optional": ""
    },
    "v1.SecretKeySelector": {
      "key": "",
      "name": "",
      "optional": ""
    },
    "v1.SecretProjection": {
      "items": "[]v1.KeyToPath",
      "name": "",
      "optional": ""
    },
    "v1.SecretVolumeSource": {
      "defaultMode": "",
      "items": "[]v1.KeyToPath",
      "optional": "",
      "secretName": ""
    },
    "v1.SecurityContext": {
      "allowPrivilegeEscalation": "",
      "appArmorProfile": "v1.AppArmorProfile",
      "capabilities": "v1.Capabilities",
      "privileged": "",
      "procMount": "",
      "readOnlyRootFilesystem": "",
      "runAsGroup": "",
      "runAsNonRoot": "",
      "runAsUser": "",
      "seLinuxOptions": "v1.SELinuxOptions",
      "seccompProfile": "v1.SeccompProfile",
      "windowsOptions": "v1.WindowsSecurityContextOptions"
    },
    "v1.ServiceAccountTokenProjection": {
      "audience": "",
      "expirationSeconds": "",
      "path": ""
    },
    "v1.SleepAction": {
      "seconds": ""
    },
    "v1.StorageOSVolumeSource": {
      "fsType": "",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference",
      "volumeName": "",
      "volumeNamespace": ""
    },
    "v1.Sysctl": {
      "name": "",
      "value": ""
    },
    "v1.TCPSocketAction": {
      "host": "",
      "port": ""
    },
    "v1.Toleration": {
      "effect": "",
      "key": "",
      "operator": "",
      "tolerationSeconds": "",
      "value": ""
    },
    "v1.TopologySpreadConstraint": {
      "labelSelector": "v1.LabelSelector",
      "matchLabelKeys": "[]",
      "maxSkew": "",
      "minDomains": "",
      "nodeAffinityPolicy": "",
      "nodeTaintsPolicy": "",
      "topologyKey": "",
      "whenUnsatisfiable": ""
    },
    "v1.TypedLocalObjectReference": {
      "apiGroup": "",
      "kind": "",
      "name": ""
    },
    "v1.TypedObjectReference": {
      "apiGroup": "",
      "kind": "",
      "name": "",
      "namespace": ""
    },
    "v1.Volume": {
      "awsElasticBlockStore": "v1.AWSElasticBlockStoreVolumeSource",
      "azureDisk": "v1.AzureDiskVolumeSource",
      "azureFile": "v1.AzureFileVolumeSource",
      "cephfs": "v1.CephFSVolumeSource",
      "cinder": "v1.CinderVolumeSource",
      "configMap": "v1.ConfigMapVolumeSource",
      "csi": "v1.CSIVolumeSource",
      "downwardAPI": "v1.DownwardAPIVolumeSource",
      "emptyDir": "v1.EmptyDirVolumeSource",
      "ephemeral": "v1.EphemeralVolumeSource",
      "fc": "v1.FCVolumeSource",
      "flexVolume": "v1.FlexVolumeSource",
      "flocker": "v1.FlockerVolumeSource",
      "gcePersistentDisk": "v1.GCEPersistentDiskVolumeSource",
      "gitRepo": "v1.GitRepoVolumeSource",
      "glusterfs": "v1.GlusterfsVolumeSource",
      "hostPath": "v1.HostPathVolumeSource",
      "iscsi": "v1.ISCSIVolumeSource",
      "name": "",
      "nfs": "v1.NFSVolumeSource",
      "persistentVolumeClaim": "v1.PersistentVolumeClaimVolumeSource",
      "photonPersistentDisk": "v1.PhotonPersistentDiskVolumeSource",
      "portworxVolume": "v1.PortworxVolumeSource",
      "projected": "v1.ProjectedVolumeSource",
      "quobyte": "v1.QuobyteVolumeSource",
      "rbd": "v1.RBDVolumeSource",
      "scaleIO": "v1.ScaleIOVolumeSource",
      "secret": "v1.SecretVolumeSource",
      "storageos": "v1.StorageOSVolumeSource",
      "vsphereVolume": "v1.VsphereVirtualDiskVolumeSource"
    },
    "v1.VolumeDevice": {
      "devicePath": "",
      "name": ""
    },
    "v1.VolumeMount": {
      "mountPath": "",
      "mountPropagation": "",
      "name": "",
      "readOnly": "",
      "recursiveReadOnly": "",
      "subPath": "",
      "subPathExpr": ""
    },
    "v1.VolumeProjection": {
      "clusterTrustBundle": "v1.ClusterTrustBundleProjection",
      "configMap": "v1.ConfigMapProjection",
      "downwardAPI": "v1.DownwardAPIProjection",
      "secret": "v1.SecretProjection",
      "serviceAccountToken": "v1.ServiceAccountTokenProjection"
    },
    "v1.VolumeResourceRequirements": {
      "limits": "{}",
      "requests": "{}"
    },
    "v1.VsphereVirtualDiskVolumeSource": {
      "fsType": "",
      "storagePolicyID": "",
      "storagePolicyName": "",
      "volumePath": ""
    },
    "v1.WeightedPodAffinityTerm": {
      "podAffinityTerm": "v1.PodAffinityTerm",
      "weight": ""
    },
    "v1.WindowsSecurityContextOptions": {
      "gmsaCredentialSpec": "",
      "gmsaCredentialSpecName": "",
      "hostProcess": "",
      "runAsUserName": ""
    }
  }
};

// dist/engine/kruise/podSchema.v0.32.10.js
var schema2 = {
  "kubernetesApi": "v0.32.10",
  "roots": {
    "persistentVolumeClaim": "v1.PersistentVolumeClaim",
    "podTemplate": "v1.PodTemplateSpec"
  },
  "types": {
    "v1.AWSElasticBlockStoreVolumeSource": {
      "fsType": "",
      "partition": "",
      "readOnly": "",
      "volumeID": ""
    },
    "v1.Affinity": {
      "nodeAffinity": "v1.NodeAffinity",
      "podAffinity": "v1.PodAffinity",
      "podAntiAffinity": "v1.PodAntiAffinity"
    },
    "v1.AppArmorProfile": {
      "localhostProfile": "",
      "type": ""
    },
    "v1.AzureDiskVolumeSource": {
      "cachingMode": "",
      "diskName": "",
      "diskURI": "",
      "fsType": "",
      "kind": "",
      "readOnly": ""
    },
    "v1.AzureFileVolumeSource": {
      "readOnly": "",
      "secretName": "",
      "shareName": ""
    },
    "v1.CSIVolumeSource": {
      "driver": "",
      "fsType": "",
      "nodePublishSecretRef": "v1.LocalObjectReference",
      "readOnly": "",
      "volumeAttributes": "{}"
    },
    "v1.Capabilities": {
      "add": "[]",
      "drop": "[]"
    },
    "v1.CephFSVolumeSource": {
      "monitors": "[]",
      "path": "",
      "readOnly": "",
      "secretFile": "",
      "secretRef": "v1.LocalObjectReference",
      "user": ""
    },
    "v1.CinderVolumeSource": {
      "fsType": "",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference",
      "volumeID": ""
    },
    "v1.ClusterTrustBundleProjection": {
      "labelSelector": "v1.LabelSelector",
      "name": "",
      "optional": "",
      "path": "",
      "signerName": ""
    },
    "v1.ConfigMapEnvSource": {
      "name": "",
      "optional": ""
    },
    "v1.ConfigMapKeySelector": {
      "key": "",
      "name": "",
      "optional": ""
    },
    "v1.ConfigMapProjection": {
      "items": "[]v1.KeyToPath",
      "name": "",
      "optional": ""
    },
    "v1.ConfigMapVolumeSource": {
      "defaultMode": "",
      "items": "[]v1.KeyToPath",
      "name": "",
      "optional": ""
    },
    "v1.Container": {
      "args": "[]",
      "command": "[]",
      "env": "[]v1.EnvVar",
      "envFrom": "[]v1.EnvFromSource",
      "image": "",
      "imagePullPolicy": "",
      "lifecycle": "v1.Lifecycle",
      "livenessProbe": "v1.Probe",
      "name": "",
      "ports": "[]v1.ContainerPort",
      "readinessProbe": "v1.Probe",
      "resizePolicy": "[]v1.ContainerResizePolicy",
      "resources": "v1.ResourceRequirements",
      "restartPolicy": "",
      "securityContext": "v1.SecurityContext",
      "startupProbe": "v1.Probe",
      "stdin": "",
      "stdinOnce": "",
      "terminationMessagePath": "",
      "terminationMessagePolicy": "",
      "tty": "",
      "volumeDevices": "[]v1.VolumeDevice",
      "volumeMounts": "[]v1.VolumeMount",
      "workingDir": ""
    },
    "v1.ContainerPort": {
      "containerPort": "",
      "hostIP": "",
      "hostPort": "",
      "name": "",
      "protocol": ""
    },
    "v1.ContainerResizePolicy": {
      "resourceName": "",
      "restartPolicy": ""
    },
    "v1.DownwardAPIProjection": {
      "items": "[]v1.DownwardAPIVolumeFile"
    },
    "v1.DownwardAPIVolumeFile": {
      "fieldRef": "v1.ObjectFieldSelector",
      "mode": "",
      "path": "",
      "resourceFieldRef": "v1.ResourceFieldSelector"
    },
    "v1.DownwardAPIVolumeSource": {
      "defaultMode": "",
      "items": "[]v1.DownwardAPIVolumeFile"
    },
    "v1.EmptyDirVolumeSource": {
      "medium": "",
      "sizeLimit": ""
    },
    "v1.EnvFromSource": {
      "configMapRef": "v1.ConfigMapEnvSource",
      "prefix": "",
      "secretRef": "v1.SecretEnvSource"
    },
    "v1.EnvVar": {
      "name": "",
      "value": "",
      "valueFrom": "v1.EnvVarSource"
    },
    "v1.EnvVarSource": {
      "configMapKeyRef": "v1.ConfigMapKeySelector",
      "fieldRef": "v1.ObjectFieldSelector",
      "resourceFieldRef": "v1.ResourceFieldSelector",
      "secretKeyRef": "v1.SecretKeySelector"
    },
    "v1.EphemeralContainer": {
      "args": "[]",
      "command": "[]",
      "env": "[]v1.EnvVar",
      "envFrom": "[]v1.EnvFromSource",
      "image": "",
      "imagePullPolicy": "",
      "lifecycle": "v1.Lifecycle",
      "livenessProbe": "v1.Probe",
      "name": "",
      "ports": "[]v1.ContainerPort",
      "readinessProbe": "v1.Probe",
      "resizePolicy": "[]v1.ContainerResizePolicy",
      "resources": "v1.ResourceRequirements",
      "restartPolicy": "",
      "securityContext": "v1.SecurityContext",
      "startupProbe": "v1.Probe",
      "stdin": "",
      "stdinOnce": "",
      "targetContainerName": "",
      "terminationMessagePath": "",
      "terminationMessagePolicy": "",
      "tty": "",
      "volumeDevices": "[]v1.VolumeDevice",
      "volumeMounts": "[]v1.VolumeMount",
      "workingDir": ""
    },
    "v1.EphemeralVolumeSource": {
      "volumeClaimTemplate": "v1.PersistentVolumeClaimTemplate"
    },
    "v1.ExecAction": {
      "command": "[]"
    },
    "v1.FCVolumeSource": {
      "fsType": "",
      "lun": "",
      "readOnly": "",
      "targetWWNs": "[]",
      "wwids": "[]"
    },
    "v1.FlexVolumeSource": {
      "driver": "",
      "fsType": "",
      "options": "{}",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference"
    },
    "v1.FlockerVolumeSource": {
      "datasetName": "",
      "datasetUUID": ""
    },
    "v1.GCEPersistentDiskVolumeSource": {
      "fsType": "",
      "partition": "",
      "pdName": "",
      "readOnly": ""
    },
    "v1.GRPCAction": {
      "port": "",
      "service": ""
    },
    "v1.GitRepoVolumeSource": {
      "directory": "",
      "repository": "",
      "revision": ""
    },
    "v1.GlusterfsVolumeSource": {
      "endpoints": "",
      "path": "",
      "readOnly": ""
    },
    "v1.HTTPGetAction": {
      "host": "",
      "httpHeaders": "[]v1.HTTPHeader",
      "path": "",
      "port": "",
      "scheme": ""
    },
    "v1.HTTPHeader": {
      "name": "",
      "value": ""
    },
    "v1.HostAlias": {
      "hostnames": "[]",
      "ip": ""
    },
    "v1.HostPathVolumeSource": {
      "path": "",
      "type": ""
    },
    "v1.ISCSIVolumeSource": {
      "chapAuthDiscovery": "",
      "chapAuthSession": "",
      "fsType": "",
      "initiatorName": "",
      "iqn": "",
      "iscsiInterface": "",
      "lun": "",
      "portals": "[]",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference",
      "targetPortal": ""
    },
    "v1.ImageVolumeSource": {
      "pullPolicy": "",
      "reference": ""
    },
    "v1.KeyToPath": {
      "key": "",
      "mode": "",
      "path": ""
    },
    "v1.LabelSelector": {
      "matchExpressions": "[]v1.LabelSelectorRequirement",
      "matchLabels": "{}"
    },
    "v1.LabelSelectorRequirement": {
      "key": "",
      "operator": "",
      "values": "[]"
    },
    "v1.Lifecycle": {
      "postStart": "v1.LifecycleHandler",
      "preStop": "v1.LifecycleHandler"
    },
    "v1.LifecycleHandler": {
      "exec": "v1.ExecAction",
      "httpGet": "v1.HTTPGetAction",
      "sleep": "v1.SleepAction",
      "tcpSocket": "v1.TCPSocketAction"
    },
    "v1.LocalObjectReference": {
      "name": ""
    },
    "v1.ManagedFieldsEntry": {
      "apiVersion": "",
      "fieldsType": "",
      "fieldsV1": "",
      "manager": "",
      "operation": "",
      "subresource": "",
      "time": ""
    },
    "v1.ModifyVolumeStatus": {
      "status": "",
      "targetVolumeAttributesClassName": ""
    },
    "v1.NFSVolumeSource": {
      "path": "",
      "readOnly": "",
      "server": ""
    },
    "v1.NodeAffinity": {
      "preferredDuringSchedulingIgnoredDuringExecution": "[]v1.PreferredSchedulingTerm",
      "requiredDuringSchedulingIgnoredDuringExecution": "v1.NodeSelector"
    },
    "v1.NodeSelector": {
      "nodeSelectorTerms": "[]v1.NodeSelectorTerm"
    },
    "v1.NodeSelectorRequirement": {
      "key": "",
      "operator": "",
      "values": "[]"
    },
    "v1.NodeSelectorTerm": {
      "matchExpressions": "[]v1.NodeSelectorRequirement",
      "matchFields": "[]v1.NodeSelectorRequirement"
    },
    "v1.ObjectFieldSelector": {
      "apiVersion": "",
      "fieldPath": ""
    },
    "v1.ObjectMeta": {
      "annotations": "{}",
      "creationTimestamp": "",
      "deletionGracePeriodSeconds": "",
      "deletionTimestamp": "",
      "finalizers": "[]",
      "generateName": "",
      "generation": "",
      "labels": "{}",
      "managedFields": "[]v1.ManagedFieldsEntry",
      "name": "",
      "namespace": "",
      "ownerReferences": "[]v1.OwnerReference",
      "resourceVersion": "",
      "selfLink": "",
      "uid": ""
    },
    "v1.OwnerReference": {
      "apiVersion": "",
      "blockOwnerDeletion": "",
      "controller": "",
      "kind": "",
      "name": "",
      "uid": ""
    },
    "v1.PersistentVolumeClaim": {
      "apiVersion": "",
      "kind": "",
      "metadata": "v1.ObjectMeta",
      "spec": "v1.PersistentVolumeClaimSpec",
      "status": "v1.PersistentVolumeClaimStatus"
    },
    "v1.PersistentVolumeClaimCondition": {
      "lastProbeTime": "",
      "lastTransitionTime": "",
      "message": "",
      "reason": "",
      "status": "",
      "type": ""
    },
    "v1.PersistentVolumeClaimSpec": {
      "accessModes": "[]",
      "dataSource": "v1.TypedLocalObjectReference",
      "dataSourceRef": "v1.TypedObjectReference",
      "resources": "v1.VolumeResourceRequirements",
      "selector": "v1.LabelSelector",
      "storageClassName": "",
      "volumeAttributesClassName": "",
      "volumeMode": "",
      "volumeName": ""
    },
    "v1.PersistentVolumeClaimStatus": {
      "accessModes": "[]",
      "allocatedResourceStatuses": "{}",
      "allocatedResources": "{}",
      "capacity": "{}",
      "conditions": "[]v1.PersistentVolumeClaimCondition",
      "currentVolumeAttributesClassName": "",
      "modifyVolumeStatus": "v1.ModifyVolumeStatus",
      "phase": ""
    },
    "v1.PersistentVolumeClaimTemplate": {
      "metadata": "v1.ObjectMeta",
      "spec": "v1.PersistentVolumeClaimSpec"
    },
    "v1.PersistentVolumeClaimVolumeSource": {
      "claimName": "",
      "readOnly": ""
    },
    "v1.PhotonPersistentDiskVolumeSource": {
      "fsType": "",
      "pdID": ""
    },
    "v1.PodAffinity": {
      "preferredDuringSchedulingIgnoredDuringExecution": "[]v1.WeightedPodAffinityTerm",
      "requiredDuringSchedulingIgnoredDuringExecution": "[]v1.PodAffinityTerm"
    },
    "v1.PodAffinityTerm": {
      "labelSelector": "v1.LabelSelector",
      "matchLabelKeys": "[]",
      "mismatchLabelKeys": "[]",
      "namespaceSelector": "v1.LabelSelector",
      "namespaces": "[]",
      "topologyKey": ""
    },
    "v1.PodAntiAffinity": {
      "preferredDuringSchedulingIgnoredDuringExecution": "[]v1.WeightedPodAffinityTerm",
      "requiredDuringSchedulingIgnoredDuringExecution": "[]v1.PodAffinityTerm"
    },
    "v1.PodDNSConfig": {
      "nameservers": "[]",
      "options": "[]v1.PodDNSConfigOption",
      "searches": "[]"
    },
    "v1.PodDNSConfigOption": {
      "name": "",
      "value": ""
    },
    "v1.PodOS": {
      "name": ""
    },
    "v1.PodReadinessGate": {
      "conditionType": ""
    },
    "v1.PodResourceClaim": {
      "name": "",
      "resourceClaimName": "",
      "resourceClaimTemplateName": ""
    },
    "v1.PodSchedulingGate": {
      "name": ""
    },
    "v1.PodSecurityContext": {
      "appArmorProfile": "v1.AppArmorProfile",
      "fsGroup": "",
      "fsGroupChangePolicy": "",
      "runAsGroup": "",
      "runAsNonRoot": "",
      "runAsUser": "",
      "seLinuxChangePolicy": "",
      "seLinuxOptions": "v1.SELinuxOptions",
      "seccompProfile": "v1.SeccompProfile",
      "supplementalGroups": "[]",
      "supplementalGroupsPolicy": "",
      "sysctls": "[]v1.Sysctl",
      "windowsOptions": "v1.WindowsSecurityContextOptions"
    },
    "v1.PodSpec": {
      "activeDeadlineSeconds": "",
      "affinity": "v1.Affinity",
      "automountServiceAccountToken": "",
      "containers": "[]v1.Container",
      "dnsConfig": "v1.PodDNSConfig",
      "dnsPolicy": "",
      "enableServiceLinks": "",
      "ephemeralContainers": "[]v1.EphemeralContainer",
      "hostAliases": "[]v1.HostAlias",
      "hostIPC": "",
      "hostNetwork": "",
      "hostPID": "",
      "hostUsers": "",
      "hostname": "",
      "imagePullSecrets": "[]v1.LocalObjectReference",
      "initContainers": "[]v1.Container",
      "nodeName": "",
      "nodeSelector": "{}",
      "os": "v1.PodOS",
      "overhead": "{}",
      "preemptionPolicy": "",
      "priority": "",
      "priorityClassName": "",
      "readinessGates": "[]v1.PodReadinessGate",
      "resourceClaims": "[]v1.PodResourceClaim",
      "resources": "v1.ResourceRequirements",
      "restartPolicy": "",
      "runtimeClassName": "",
      "schedulerName": "",
      "schedulingGates": "[]v1.PodSchedulingGate",
      "securityContext": "v1.PodSecurityContext",
      "serviceAccount": "",
      "serviceAccountName": "",
      "setHostnameAsFQDN": "",
      "shareProcessNamespace": "",
      "subdomain": "",
      "terminationGracePeriodSeconds": "",
      "tolerations": "[]v1.Toleration",
      "topologySpreadConstraints": "[]v1.TopologySpreadConstraint",
      "volumes": "[]v1.Volume"
    },
    "v1.PodTemplateSpec": {
      "metadata": "v1.ObjectMeta",
      "spec": "v1.PodSpec"
    },
    "v1.PortworxVolumeSource": {
      "fsType": "",
      "readOnly": "",
      "volumeID": ""
    },
    "v1.PreferredSchedulingTerm": {
      "preference": "v1.NodeSelectorTerm",
      "weight": ""
    },
    "v1.Probe": {
      "exec": "v1.ExecAction",
      "failureThreshold": "",
      "grpc": "v1.GRPCAction",
      "httpGet": "v1.HTTPGetAction",
      "initialDelaySeconds": "",
      "periodSeconds": "",
      "successThreshold": "",
      "tcpSocket": "v1.TCPSocketAction",
      "terminationGracePeriodSeconds": "",
      "timeoutSeconds": ""
    },
    "v1.ProjectedVolumeSource": {
      "defaultMode": "",
      "sources": "[]v1.VolumeProjection"
    },
    "v1.QuobyteVolumeSource": {
      "group": "",
      "readOnly": "",
      "registry": "",
      "tenant": "",
      "user": "",
      "volume": ""
    },
    "v1.RBDVolumeSource": {
      "fsType": "",
      "image": "",
      "keyring": "",
      "monitors": "[]",
      "pool": "",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference",
      "user": ""
    },
    "v1.ResourceClaim": {
      "name": "",
      "request": ""
    },
    "v1.ResourceFieldSelector": {
      "containerName": "",
      "divisor": "",
      "resource": ""
    },
    "v1.ResourceRequirements": {
      "claims": "[]v1.ResourceClaim",
      "limits": "{}",
      "requests": "{}"
    },
    "v1.SELinuxOptions": {
      "level": "",
      "role": "",
      "type": "",
      "user": ""
    },
    "v1.ScaleIOVolumeSource": {
      "fsType": "",
      "gateway": "",
      "protectionDomain": "",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference",
      "sslEnabled": "",
      "storageMode": "",
      "storagePool": "",
      "system": "",
      "volumeName": ""
    },
    "v1.SeccompProfile": {
      "localhostProfile": "",
      "type": ""
    },
    "v1.SecretEnvSource": {
      "name": "",
      "optional": ""
    },
    "v1.SecretKeySelector": {
      "key": "",
      "name": "",
      "optional": ""
    },
    "v1.SecretProjection": {
      "items": "[]v1.KeyToPath",
      "name": "",
      "optional": ""
    },
    "v1.SecretVolumeSource": {
      "defaultMode": "",
      "items": "[]v1.KeyToPath",
      "optional": "",
      "secretName": ""
    },
    "v1.SecurityContext": {
      "allowPrivilegeEscalation": "",
      "appArmorProfile": "v1.AppArmorProfile",
      "capabilities": "v1.Capabilities",
      "privileged": "",
      "procMount": "",
      "readOnlyRootFilesystem": "",
      "runAsGroup": "",
      "runAsNonRoot": "",
      "runAsUser": "",
      "seLinuxOptions": "v1.SELinuxOptions",
      "seccompProfile": "v1.SeccompProfile",
      "windowsOptions": "v1.WindowsSecurityContextOptions"
    },
    "v1.ServiceAccountTokenProjection": {
      "audience": "",
      "expirationSeconds": "",
      "path": ""
    },
    "v1.SleepAction": {
      "seconds": ""
    },
    "v1.StorageOSVolumeSource": {
      "fsType": "",
      "readOnly": "",
      "secretRef": "v1.LocalObjectReference",
      "volumeName": "",
      "volumeNamespace": ""
    },
    "v1.Sysctl": {
      "name": "",
      "value": ""
    },
    "v1.TCPSocketAction": {
      "host": "",
      "port": ""
    },
    "v1.Toleration": {
      "effect": "",
      "key": "",
      "operator": "",
      "tolerationSeconds": "",
      "value": ""
    },
    "v1.TopologySpreadConstraint": {
      "labelSelector": "v1.LabelSelector",
      "matchLabelKeys": "[]",
      "maxSkew": "",
      "minDomains": "",
      "nodeAffinityPolicy": "",
      "nodeTaintsPolicy": "",
      "topologyKey": "",
      "whenUnsatisfiable": ""
    },
    "v1.TypedLocalObjectReference": {
      "apiGroup": "",
      "kind": "",
      "name": ""
    },
    "v1.TypedObjectReference": {
      "apiGroup": "",
      "kind": "",
      "name": "",
      "namespace": ""
    },
    "v1.Volume": {
      "awsElasticBlockStore": "v1.AWSElasticBlockStoreVolumeSource",
      "azureDisk": "v1.AzureDiskVolumeSource",
      "azureFile": "v1.AzureFileVolumeSource",
      "cephfs": "v1.CephFSVolumeSource",
      "cinder": "v1.CinderVolumeSource",
      "configMap": "v1.ConfigMapVolumeSource",
      "csi": "v1.CSIVolumeSource",
      "downwardAPI": "v1.DownwardAPIVolumeSource",
      "emptyDir": "v1.EmptyDirVolumeSource",
      "ephemeral": "v1.EphemeralVolumeSource",
      "fc": "v1.FCVolumeSource",
      "flexVolume": "v1.FlexVolumeSource",
      "flocker": "v1.FlockerVolumeSource",
      "gcePersistentDisk": "v1.GCEPersistentDiskVolumeSource",
      "gitRepo": "v1.GitRepoVolumeSource",
      "glusterfs": "v1.GlusterfsVolumeSource",
      "hostPath": "v1.HostPathVolumeSource",
      "image": "v1.ImageVolumeSource",
      "iscsi": "v1.ISCSIVolumeSource",
      "name": "",
      "nfs": "v1.NFSVolumeSource",
      "persistentVolumeClaim": "v1.PersistentVolumeClaimVolumeSource",
      "photonPersistentDisk": "v1.PhotonPersistentDiskVolumeSource",
      "portworxVolume": "v1.PortworxVolumeSource",
      "projected": "v1.ProjectedVolumeSource",
      "quobyte": "v1.QuobyteVolumeSource",
      "rbd": "v1.RBDVolumeSource",
      "scaleIO": "v1.ScaleIOVolumeSource",
      "secret": "v1.SecretVolumeSource",
      "storageos": "v1.StorageOSVolumeSource",
      "vsphereVolume": "v1.VsphereVirtualDiskVolumeSource"
    },
    "v1.VolumeDevice": {
      "devicePath": "",
      "name": ""
    },
    "v1.VolumeMount": {
      "mountPath": "",
      "mountPropagation": "",
      "name": "",
      "readOnly": "",
      "recursiveReadOnly": "",
      "subPath": "",
      "subPathExpr": ""
    },
    "v1.VolumeProjection": {
      "clusterTrustBundle": "v1.ClusterTrustBundleProjection",
      "configMap": "v1.ConfigMapProjection",
      "downwardAPI": "v1.DownwardAPIProjection",
      "secret": "v1.SecretProjection",
      "serviceAccountToken": "v1.ServiceAccountTokenProjection"
    },
    "v1.VolumeResourceRequirements": {
      "limits": "{}",
      "requests": "{}"
    },
    "v1.VsphereVirtualDiskVolumeSource": {
      "fsType": "",
      "storagePolicyID": "",
      "storagePolicyName": "",
      "volumePath": ""
    },
    "v1.WeightedPodAffinityTerm": {
      "podAffinityTerm": "v1.PodAffinityTerm",
      "weight": ""
    },
    "v1.WindowsSecurityContextOptions": {
      "gmsaCredentialSpec": "",
      "gmsaCredentialSpecName": "",
      "hostProcess": "",
      "runAsUserName": ""
    }
  }
};

// dist/engine/kruise/knownFields.js
var SCHEMAS = { [schema.kubernetesApi]: schema, [schema2.kubernetesApi]: schema2 };
function podTemplateType(release) {
  const schema3 = goTypeSchema(release);
  return goType(schema3, schema3.roots.podTemplate);
}
function goTypeSchema(release) {
  const api = kruiseRelease(release).kubernetesApi;
  const schema3 = SCHEMAS[api];
  if (schema3 === void 0)
    throw new Error(`no generated pod schema for k8s.io/api ${api}`);
  return schema3;
}
function knownTemplate(template, schema3) {
  const pathOf = (pointer) => readablePath(pointer, "remove", template, template);
  const { value, dropped } = pruneUnknownFields(template, schema3.roots.podTemplate, schema3, pathOf, templateFieldPath);
  return { template: value, dropped: dropped.map((pointer) => ({ path: pathOf(pointer) })) };
}
function templateFieldPath(trail) {
  let path = "spec.template";
  for (const step of trail)
    path += typeof step === "number" ? `[${step}]` : `.${step}`;
  return path;
}
function knownClaimTemplates(claims, schema3) {
  const dropped = [];
  const known = claims.map((claim, index) => {
    const name = isJsonObject(claim.metadata) && typeof claim.metadata.name === "string" && claim.metadata.name !== "" ? claim.metadata.name : String(index);
    const pathOf = (pointer) => `spec.volumeClaimTemplates[${name}]${readablePath(pointer, "remove", claim, claim).slice("spec.template".length)}`;
    const pruned = pruneUnknownFields(claim, schema3.roots.persistentVolumeClaim, schema3, pathOf);
    for (const pointer of pruned.dropped)
      dropped.push({ path: pathOf(pointer) });
    return pruned.value;
  });
  return { claims: known, dropped };
}
function asKruiseDecodes(template, claims, release) {
  const schema3 = goTypeSchema(release);
  const known = knownTemplate(template, schema3);
  const knownClaims = knownClaimTemplates(claims, schema3);
  const dropped = known.dropped.length === 0 ? knownClaims.dropped : [...known.dropped, ...knownClaims.dropped];
  return { template: known.template, volumeClaimTemplates: knownClaims.claims, dropped };
}

// dist/engine/kube/echoedValue.js
var ECHO_MAX_CHARS = 64;
function echoedEnumeration(value) {
  const text2 = String(value);
  const chars = Array.from(text2.length > ECHO_MAX_CHARS * 2 ? text2.slice(0, ECHO_MAX_CHARS * 2) : text2);
  return chars.length > ECHO_MAX_CHARS || text2.length > ECHO_MAX_CHARS * 2 ? `"${chars.slice(0, ECHO_MAX_CHARS - 1).join("")}\u2026"` : `"${text2}"`;
}

// dist/engine/workloads/fieldReaders.js
function typeError(path, expected, value) {
  const got = Array.isArray(value) ? "array" : value === null ? "null" : typeof value;
  throw new GuardError("IPG_ERR_FIELD_TYPE", `must be ${expected}, got ${got}`, path);
}
function requireObject(value, path) {
  if (!isJsonObject(value))
    typeError(path, "an object", value);
  return value;
}
function optionalObject(value, path) {
  return value === void 0 || value === null ? void 0 : requireObject(value, path);
}
function requireArray(value, path) {
  if (!Array.isArray(value))
    typeError(path, "a list", value);
  return value;
}
function optionalArray(value, path) {
  return value === void 0 || value === null ? void 0 : requireArray(value, path);
}
function optionalObjectArray(value, path) {
  return (optionalArray(value, path) ?? []).map((item, i) => requireObject(item, `${path}[${i}]`));
}
function optionalString(value, path) {
  if (value === void 0 || value === null)
    return void 0;
  if (typeof value !== "string")
    typeError(path, "a string", value);
  return value;
}
function optionalStringArray(value, path) {
  return optionalArray(value, path)?.map((item, i) => optionalString(item, `${path}[${i}]`) ?? "");
}
function optionalBoolean(value, path) {
  if (value === void 0 || value === null)
    return void 0;
  if (typeof value !== "boolean")
    typeError(path, "true or false", value);
  return value;
}
function optionalInteger(value, path, min) {
  if (value === void 0 || value === null)
    return void 0;
  if (typeof value !== "number" || !Number.isInteger(value))
    typeError(path, "an integer", value);
  if (min !== void 0 && value < min)
    throw new GuardError("IPG_ERR_FIELD_VALUE", `must be ${min} or more, got ${value}`, path);
  return value;
}
function optionalIntOrString(value, path) {
  if (value === void 0 || value === null)
    return void 0;
  if (typeof value === "number") {
    if (!Number.isInteger(value))
      typeError(path, "an integer or a percentage string", value);
    if (value < 0)
      throw new GuardError("IPG_ERR_FIELD_VALUE", `must not be negative, got ${value}`, path);
    return value;
  }
  if (typeof value !== "string")
    typeError(path, "an integer or a percentage string", value);
  if (!/^\d+(\.\d+)?%$/.test(value)) {
    throw new GuardError("IPG_ERR_INT_OR_PERCENT", `"${value}" must be an integer or a percentage such as "20%"`, path);
  }
  return value;
}
function stringMap(value, path) {
  const obj = optionalObject(value, path);
  if (!obj)
    return {};
  for (const key in obj) {
    const v = obj[key];
    if (typeof v !== "string")
      typeError(`${path}[${key}]`, "a string", v);
  }
  return obj;
}
function rejectUnknown(obj, known, path) {
  for (const key in obj) {
    if (!known.has(key)) {
      throw new GuardError("IPG_ERR_UNKNOWN_FIELD", `unknown field "${key}" (known: ${[...known].join(", ")})`, `${path}.${key}`);
    }
  }
}

// dist/engine/workloads/inPlaceUpdateStrategy.js
var IN_PLACE_STRATEGY_FIELDS = /* @__PURE__ */ new Set([
  "gracePeriodSeconds",
  "imagePreDownloadParallelism",
  "imagePreDownloadTimeoutSeconds",
  "imagePreDownloadMinUpdatedReadyPods"
]);
function readGracePeriodSeconds(value, at) {
  const inPlace = optionalObject(value, at) ?? {};
  rejectUnknown(inPlace, IN_PLACE_STRATEGY_FIELDS, at);
  return optionalInteger(inPlace.gracePeriodSeconds, `${at}.gracePeriodSeconds`, 0) ?? 0;
}

// dist/engine/workloads/kruiseObject.js
var KRUISE_GROUP = "apps.kruise.io";
var KRUISE_API_PREFIX = `${KRUISE_GROUP}/`;
function isKruiseKind(obj, kind) {
  return isJsonObject(obj) && obj.kind === kind && typeof obj.apiVersion === "string" && obj.apiVersion.startsWith(KRUISE_API_PREFIX);
}
function kruiseWorkloadVersion(obj, kind, notKind) {
  if (!isJsonObject(obj))
    throw new GuardError("IPG_ERR_NOT_OBJECT", `a ${kind} must be a JSON object`);
  if (obj.kind !== kind || typeof obj.apiVersion !== "string" || !obj.apiVersion.startsWith(KRUISE_API_PREFIX)) {
    const what = `${obj.apiVersion === void 0 ? "<no apiVersion>" : echoedEnumeration(obj.apiVersion)} ${obj.kind === void 0 ? "<no kind>" : echoedEnumeration(obj.kind)}`;
    throw new GuardError(notKind, `expected apps.kruise.io ${kind}, got ${what}`);
  }
  const version = obj.apiVersion.slice(KRUISE_GROUP.length + 1);
  if (version !== "v1alpha1" && version !== "v1beta1") {
    throw new GuardError("IPG_ERR_UNSUPPORTED_VERSION", `${kind} version ${echoedEnumeration(version)} is not v1alpha1 or v1beta1`, "apiVersion");
  }
  return version;
}

// dist/engine/workloads/lifecycleField.js
function readLifecycle(value) {
  const lifecycle = optionalObject(value, "spec.lifecycle");
  if (!lifecycle)
    return void 0;
  const result = {};
  for (const key of ["preDelete", "inPlaceUpdate", "preNormal"]) {
    const at = `spec.lifecycle.${key}`;
    const hook = optionalObject(lifecycle[key], at);
    if (!hook)
      continue;
    result[key] = {
      labelsHandler: hook.labelsHandler === void 0 ? void 0 : stringMap(hook.labelsHandler, `${at}.labelsHandler`),
      finalizersHandler: optionalStringArray(hook.finalizersHandler, `${at}.finalizersHandler`),
      markPodNotReady: optionalBoolean(hook.markPodNotReady, `${at}.markPodNotReady`)
    };
  }
  return result;
}

// dist/engine/workloads/objectMeta.js
function readObjectMeta(obj) {
  const metadata = optionalObject(obj.metadata, "metadata") ?? {};
  return {
    namespace: optionalString(metadata.namespace, "metadata.namespace") ?? "",
    name: optionalString(metadata.name, "metadata.name") ?? optionalString(metadata.generateName, "metadata.generateName") ?? "",
    uid: optionalString(metadata.uid, "metadata.uid"),
    generation: optionalInteger(metadata.generation, "metadata.generation"),
    resourceVersion: optionalString(metadata.resourceVersion, "metadata.resourceVersion"),
    labels: stringMap(metadata.labels, "metadata.labels"),
    annotations: stringMap(metadata.annotations, "metadata.annotations")
  };
}

// dist/engine/workloads/podTemplateField.js
function readTemplate(value) {
  const template = requireObject(value, "spec.template");
  if (template.metadata !== void 0 && template.metadata !== null)
    requireObject(template.metadata, "spec.template.metadata");
  const spec = requireObject(template.spec, "spec.template.spec");
  for (const list of ["containers", "initContainers"]) {
    const containers = list === "containers" ? requireArray(spec[list], `spec.template.spec.${list}`) : optionalArray(spec[list], `spec.template.spec.${list}`);
    if (containers)
      for (let i = 0; i < containers.length; i++)
        readContainer(containers[i], list, i);
  }
  if (Array.isArray(spec.containers) && spec.containers.length === 0) {
    throw new GuardError("IPG_ERR_FIELD_VALUE", "a pod template needs at least one container", "spec.template.spec.containers");
  }
  return template;
}
function readContainer(c, list, i) {
  if (!isJsonObject(c))
    typeError(`spec.template.spec.${list}[${i}]`, "an object", c);
  if (typeof c.name !== "string" || c.name === "") {
    throw new GuardError("IPG_ERR_FIELD_TYPE", "every container needs a non-empty string name", `spec.template.spec.${list}[${i}].name`);
  }
  const { image, env, resources } = c;
  if (image !== void 0 && image !== null && typeof image !== "string")
    typeError(`spec.template.spec.${list}[${c.name}].image`, "a string", image);
  if (env !== void 0 && env !== null && !Array.isArray(env))
    typeError(`spec.template.spec.${list}[${c.name}].env`, "a list", env);
  if (resources !== void 0 && resources !== null && !isJsonObject(resources))
    typeError(`spec.template.spec.${list}[${c.name}].resources`, "an object", resources);
}

// dist/engine/workloads/previousWorkload.js
function readPreviousTemplates(obj, release) {
  const spec = requireObject(obj.spec, "spec");
  const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, "spec.volumeClaimTemplates"), release);
  return { template: decoded.template, volumeClaimTemplates: decoded.volumeClaimTemplates };
}

// dist/engine/workloads/priorityStrategy.js
function readPriorityStrategy(value, field) {
  const p = optionalObject(value, field);
  if (!p)
    return void 0;
  const weightPriority = optionalObjectArray(p.weightPriority, `${field}.weightPriority`).map((w, i) => ({
    weight: optionalInteger(w.weight, `${field}.weightPriority[${i}].weight`) ?? 0,
    matchSelector: optionalObject(w.matchSelector, `${field}.weightPriority[${i}].matchSelector`) ?? {}
  }));
  const orderPriority = optionalObjectArray(p.orderPriority, `${field}.orderPriority`).map((o, i) => ({
    orderedKey: optionalString(o.orderedKey, `${field}.orderPriority[${i}].orderedKey`) ?? ""
  }));
  return {
    ...weightPriority.length > 0 ? { weightPriority } : {},
    ...orderPriority.length > 0 ? { orderPriority } : {}
  };
}

// dist/engine/kruise/goMarshal.js
function goMarshal(value, layout3) {
  return new Marshaller(layout3).value(layout3.root, value);
}
var Marshaller = class {
  layout;
  constructor(layout3) {
    this.layout = layout3;
  }
  value(name, value) {
    const type = this.type(name);
    const absent = value === void 0 || value === null;
    switch (type.kind) {
      case "ptr":
        return absent ? null : this.value(type.elem, value);
      case "bool":
        return absent ? false : this.expect(value, "boolean", name);
      case "int":
      case "uint":
        if (absent)
          return 0;
        if (typeof value !== "number" || !Number.isSafeInteger(value))
          throw unsupported(name);
        return value;
      case "string":
        return absent ? "" : this.expect(value, "string", name);
      case "slice":
        if (absent)
          return null;
        if (!Array.isArray(value))
          throw unsupported(name);
        return value.map((item) => this.value(type.elem, item));
      case "map": {
        if (absent)
          return null;
        if (!isJsonObject(value))
          throw unsupported(name);
        const out = {};
        for (const [key, item] of Object.entries(value))
          out[key] = this.value(type.elem, item);
        return out;
      }
      case "struct":
        if (!absent && !isJsonObject(value))
          throw unsupported(name);
        return this.struct(type, value ?? {});
      case "quantity":
        if (absent)
          return "0";
        if (typeof value !== "string" && typeof value !== "number")
          throw unsupported(name);
        return canonicalQuantity(value);
      case "intOrString":
        if (absent)
          return 0;
        if (typeof value !== "string" && typeof value !== "number")
          throw unsupported(name);
        return value;
      case "time":
        return absent ? null : this.expect(value, "string", name);
      case "opaque":
        return absent ? null : value;
      default:
        throw unsupported(name);
    }
  }
  struct(type, obj) {
    const out = {};
    for (const [, jsonName, fieldType, omit] of type.fields) {
      if (jsonName === "-")
        continue;
      if (jsonName === ",inline") {
        Object.assign(out, this.value(fieldType, obj));
        continue;
      }
      const field = obj[jsonName];
      if (omit === "omitempty" && this.isEmpty(fieldType, field))
        continue;
      out[jsonName] = this.value(fieldType, field);
    }
    return out;
  }
  /** encoding/json's isEmptyValue: false, 0, "", a nil pointer, an empty list or map; a struct never is. */
  isEmpty(name, value) {
    const kind = this.type(name).kind;
    const absent = value === void 0 || value === null;
    switch (kind) {
      case "ptr":
        return absent;
      case "bool":
        return absent || value === false;
      case "int":
      case "uint":
        return absent || value === 0;
      case "string":
        return absent || value === "";
      case "slice":
        return absent || Array.isArray(value) && value.length === 0;
      case "map":
        return absent || isJsonObject(value) && Object.keys(value).length === 0;
      default:
        return false;
    }
  }
  type(name) {
    const type = this.layout.types[name];
    if (type === void 0)
      throw unsupported(name);
    return type;
  }
  expect(value, kind, name) {
    if (typeof value !== kind)
      throw unsupported(name);
    return value;
  }
};
function unsupported(what) {
  return new GuardError("IPG_ERR_KIND_NOT_PLANNED", `a ${what} value in this pod template is not modelled for the Go encoding of a revision`);
}

// dist/engine/kube/fnv.js
function fnv32(bytes) {
  let hash = 2166136261;
  for (const b of bytes) {
    hash = Math.imul(hash, 16777619) >>> 0;
    hash = (hash ^ b) >>> 0;
  }
  return hash >>> 0;
}
function fnv32a(text2) {
  let hash = 2166136261;
  let i = 0;
  for (; i < text2.length; i++) {
    const code = text2.charCodeAt(i);
    if (code >= 128)
      break;
    hash = Math.imul(hash ^ code, 16777619);
  }
  if (i < text2.length)
    for (const byte of Buffer.from(text2.slice(i), "utf8"))
      hash = Math.imul(hash ^ byte, 16777619);
  return hash >>> 0;
}

// dist/engine/kube/goEncoding.js
var SAFE_ALPHANUMS = "bcdfghjklmnpqrstvwxz2456789";
function sortKeys(value) {
  if (Array.isArray(value))
    return value.map(sortKeys);
  if (!isJsonObject(value))
    return value;
  const out = {};
  for (const key of Object.keys(value).sort(compareBytes)) {
    if (value[key] !== void 0)
      out[key] = sortKeys(value[key]);
  }
  return out;
}
function compareBytes(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function safeEncodeString(text2) {
  let out = "";
  for (const b of Buffer.from(text2, "utf8"))
    out += SAFE_ALPHANUMS[b % SAFE_ALPHANUMS.length];
  return out;
}
function goJson(value) {
  return JSON.stringify(sortKeys(value)).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function canonicalJson(value) {
  if (Array.isArray(value))
    return `[${value.map(canonicalJson).join(",")}]`;
  if (isJsonObject(value)) {
    const keys = Object.keys(value).filter((k) => value[k] !== void 0).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

// dist/engine/kruise/goLayout.js
function spewText(value, layout3, options) {
  const out = [];
  new Printer(layout3, options, out).format(layout3.root, value, false);
  return out.join("");
}
var Printer = class {
  layout;
  options;
  out;
  constructor(layout3, options, out) {
    this.layout = layout3;
    this.options = options;
    this.out = out;
  }
  /** One value of Go type `name`; `typeShown` false writes `(type)` first, as spew does outside lists and maps. */
  format(name, value, typeHidden) {
    const type = this.type(name);
    if (type.kind === "ptr")
      return this.pointer(name, type, value, typeHidden);
    if (!typeHidden)
      this.out.push(`(${name})`);
    const absent = value === void 0 || value === null;
    switch (type.kind) {
      case "bool":
        return void this.out.push(absent ? "false" : String(this.expect(value, "boolean", name)));
      case "int":
      case "uint":
        return void this.out.push(absent ? "0" : String(this.integer(value, name)));
      case "string":
        return void this.out.push(absent ? "" : this.expect(value, "string", name));
      case "slice":
        return this.slice(type, value);
      case "map":
        return this.map(type, value);
      case "struct":
        return this.struct(type, value);
      case "quantity":
        return void this.out.push(quantityText(absent ? void 0 : value, this.options.marshaled));
      case "intOrString":
        return void this.out.push(intOrStringText(value));
      case "time":
        if (!absent)
          throw unsupported2(name);
        return void this.out.push("{Time:(time.Time){wall:(uint64)0 ext:(int64)0 loc:(*time.Location)<nil>}}");
      default:
        throw unsupported2(name);
    }
  }
  /** spew's formatPtr: `(*T)` and the value, `(*T)<nil>` when nil; inside a list or map only `<nil>` or `<*>` and the value. */
  pointer(name, type, value, typeHidden) {
    if (value === void 0 || value === null) {
      this.out.push(typeHidden ? "<nil>" : `(${name})<nil>`);
      return;
    }
    this.out.push(typeHidden ? "<*>" : `(${name})`);
    this.format(type.elem, value, true);
  }
  slice(type, value) {
    if (value === void 0 || value === null || this.options.marshaled && isEmptyList(value))
      return void this.out.push("<nil>");
    if (!Array.isArray(value))
      throw unsupported2(`[]${type.elem}`);
    this.out.push("[");
    value.forEach((item, i) => {
      if (i > 0)
        this.out.push(" ");
      this.format(type.elem, item, true);
    });
    this.out.push("]");
  }
  map(type, value) {
    if (value === void 0 || value === null)
      return void this.out.push("<nil>");
    const entries = Object.entries(this.expect(value, "object", "map"));
    entries.sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    this.out.push("map[");
    entries.forEach(([key, item], i) => {
      if (i > 0)
        this.out.push(" ");
      this.out.push(key, ":");
      this.format(type.elem, item, true);
    });
    this.out.push("]");
  }
  struct(type, value) {
    const obj = value ?? {};
    this.out.push("{");
    type.fields.forEach(([goName, jsonName, fieldType, omit], i) => {
      if (i > 0)
        this.out.push(" ");
      this.out.push(goName, ":");
      let field = jsonName === ",inline" ? obj : jsonName === "-" ? void 0 : obj[jsonName];
      if (this.options.marshaled && omit === "omitempty" && isEmptyCollection(field))
        field = void 0;
      this.format(fieldType, field, false);
    });
    this.out.push("}");
  }
  type(name) {
    const type = this.layout.types[name];
    if (type === void 0)
      throw unsupported2(name);
    return type;
  }
  expect(value, kind, name) {
    if (typeof value !== kind || kind === "object" && Array.isArray(value))
      throw unsupported2(name);
    return value;
  }
  integer(value, name) {
    if (typeof value !== "number" || !Number.isSafeInteger(value))
      throw unsupported2(name);
    return value;
  }
};
function isEmptyList(value) {
  return Array.isArray(value) && value.length === 0;
}
function isEmptyCollection(value) {
  return isEmptyList(value) || typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
function unsupported2(what) {
  return new GuardError("IPG_ERR_KIND_NOT_PLANNED", `a ${what} value in this pod template is not modelled for Kubernetes' ComputeHash`);
}
function intOrStringText(value) {
  if (typeof value === "string")
    return `{Type:(intstr.Type)1 IntVal:(int32)0 StrVal:(string)${value}}`;
  const int = typeof value === "number" ? value : 0;
  return `{Type:(intstr.Type)0 IntVal:(int32)${int} StrVal:(string)}`;
}
var DECIMAL_SUFFIXES2 = { "": 0, n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
var BINARY_SUFFIXES = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };
var MAX_INT64_FACTORS = 18;
function quantityText(value, marshaled) {
  if (value === void 0)
    return quantityFields(0, 0, "", "");
  const written2 = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : void 0;
  if (written2 === void 0)
    throw unsupported2("resource.Quantity");
  const text2 = marshaled ? canonicalQuantity(written2) : written2;
  if (text2 === "0")
    return quantityFields(0, 0, "0", "DecimalSI");
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(.*)$/.exec(text2);
  if (match === null || match[2] === "" && match[3] === void 0)
    throw unsupported2("resource.Quantity");
  const [, sign, digits, denom = "", suffix] = match;
  const num = digits.replace(/^0+/, "") || "0";
  let format;
  let exponent;
  let mantissa = 1n;
  let precision;
  if (suffix in DECIMAL_SUFFIXES2) {
    format = "DecimalSI";
    exponent = DECIMAL_SUFFIXES2[suffix];
    precision = MAX_INT64_FACTORS - (num.length + denom.length);
  } else if (suffix in BINARY_SUFFIXES) {
    format = "BinarySI";
    exponent = BINARY_SUFFIXES[suffix];
    mantissa = 1n << BigInt(exponent);
    precision = denom.length > 0 ? -1 : 15 - num.length - Math.trunc(Math.fround(Math.fround(exponent) * 3 / 10)) - 1;
  } else if (/^[eE][+-]?\d+$/.test(suffix)) {
    format = "DecimalExponent";
    exponent = Number(suffix.slice(1));
    precision = MAX_INT64_FACTORS - (num.length + denom.length);
  } else {
    throw unsupported2("resource.Quantity");
  }
  const scale = (format === "BinarySI" ? 0 : exponent) - denom.length;
  const shifted = num + denom;
  const result = BigInt(shifted) * mantissa;
  if (precision < 0 || scale < -9 || result > INT64_MAX)
    return infDecText(sign === "-", BigInt(shifted), denom.length, format, exponent);
  const signed = sign === "-" ? -result : result;
  const canonical = format === "BinarySI" ? exponent % 10 === 0 && (BigInt(shifted) & 7n) !== 0n : scale % 3 === 0 && !shifted.endsWith("000") && shifted[0] !== "0";
  return quantityFields(signed, scale, canonical ? text2 : "", format);
}
var INT64_MAX = 2n ** 63n - 1n;
var NANO_SCALE = 9;
function infDecText(negative, digits, fraction, format, exponent) {
  if (negative || digits === 0n)
    throw unsupported2("resource.Quantity");
  let unscaled = digits;
  let scale = fraction;
  if (format === "BinarySI")
    unscaled *= 1n << BigInt(exponent);
  else
    scale -= exponent;
  if (scale < NANO_SCALE) {
    unscaled *= 10n ** BigInt(NANO_SCALE - scale);
  } else if (scale > NANO_SCALE) {
    const divisor = 10n ** BigInt(scale - NANO_SCALE);
    unscaled = (unscaled + divisor - 1n) / divisor;
  }
  scale = NANO_SCALE;
  const one = 10n ** BigInt(NANO_SCALE);
  if (format === "BinarySI" && unscaled > INT64_MAX * one)
    throw unsupported2("resource.Quantity");
  const shownFormat = format === "BinarySI" && unscaled < one ? "DecimalSI" : format;
  const words = [];
  for (let rest = unscaled; rest > 0n; rest >>= 64n)
    words.push(String(rest & 0xffffffffffffffffn));
  return `{i:(resource.int64Amount){value:(int64)0 scale:(resource.Scale)0} d:(resource.infDecAmount){Dec:(*inf.Dec){unscaled:(big.Int){neg:(bool)false abs:(big.nat)[${words.join(" ")}]} scale:(inf.Scale)${scale}}} s:(string) Format:(resource.Format)${shownFormat}}`;
}
function quantityFields(value, scale, s, format) {
  return `{i:(resource.int64Amount){value:(int64)${value} scale:(resource.Scale)${scale}} d:(resource.infDecAmount){Dec:(*inf.Dec)<nil>} s:(string)${s} Format:(resource.Format)${format}}`;
}

// dist/engine/kruise/podLayout.v0.30.10.js
var layout = {
  "kubernetesApi": "v0.30.10",
  "root": "v1.PodTemplateSpec",
  "types": {
    "*bool": {
      "kind": "ptr",
      "elem": "bool"
    },
    "*int32": {
      "kind": "ptr",
      "elem": "int32"
    },
    "*int64": {
      "kind": "ptr",
      "elem": "int64"
    },
    "*resource.Quantity": {
      "kind": "ptr",
      "elem": "resource.Quantity"
    },
    "*string": {
      "kind": "ptr",
      "elem": "string"
    },
    "*v1.AWSElasticBlockStoreVolumeSource": {
      "kind": "ptr",
      "elem": "v1.AWSElasticBlockStoreVolumeSource"
    },
    "*v1.Affinity": {
      "kind": "ptr",
      "elem": "v1.Affinity"
    },
    "*v1.AppArmorProfile": {
      "kind": "ptr",
      "elem": "v1.AppArmorProfile"
    },
    "*v1.AzureDataDiskCachingMode": {
      "kind": "ptr",
      "elem": "v1.AzureDataDiskCachingMode"
    },
    "*v1.AzureDataDiskKind": {
      "kind": "ptr",
      "elem": "v1.AzureDataDiskKind"
    },
    "*v1.AzureDiskVolumeSource": {
      "kind": "ptr",
      "elem": "v1.AzureDiskVolumeSource"
    },
    "*v1.AzureFileVolumeSource": {
      "kind": "ptr",
      "elem": "v1.AzureFileVolumeSource"
    },
    "*v1.CSIVolumeSource": {
      "kind": "ptr",
      "elem": "v1.CSIVolumeSource"
    },
    "*v1.Capabilities": {
      "kind": "ptr",
      "elem": "v1.Capabilities"
    },
    "*v1.CephFSVolumeSource": {
      "kind": "ptr",
      "elem": "v1.CephFSVolumeSource"
    },
    "*v1.CinderVolumeSource": {
      "kind": "ptr",
      "elem": "v1.CinderVolumeSource"
    },
    "*v1.ClusterTrustBundleProjection": {
      "kind": "ptr",
      "elem": "v1.ClusterTrustBundleProjection"
    },
    "*v1.ConfigMapEnvSource": {
      "kind": "ptr",
      "elem": "v1.ConfigMapEnvSource"
    },
    "*v1.ConfigMapKeySelector": {
      "kind": "ptr",
      "elem": "v1.ConfigMapKeySelector"
    },
    "*v1.ConfigMapProjection": {
      "kind": "ptr",
      "elem": "v1.ConfigMapProjection"
    },
    "*v1.ConfigMapVolumeSource": {
      "kind": "ptr",
      "elem": "v1.ConfigMapVolumeSource"
    },
    "*v1.ContainerRestartPolicy": {
      "kind": "ptr",
      "elem": "v1.ContainerRestartPolicy"
    },
    "*v1.DownwardAPIProjection": {
      "kind": "ptr",
      "elem": "v1.DownwardAPIProjection"
    },
    "*v1.DownwardAPIVolumeSource": {
      "kind": "ptr",
      "elem": "v1.DownwardAPIVolumeSource"
    },
    "*v1.EmptyDirVolumeSource": {
      "kind": "ptr",
      "elem": "v1.EmptyDirVolumeSource"
    },
    "*v1.EnvVarSource": {
      "kind": "ptr",
      "elem": "v1.EnvVarSource"
    },
    "*v1.EphemeralVolumeSource": {
      "kind": "ptr",
      "elem": "v1.EphemeralVolumeSource"
    },
    "*v1.ExecAction": {
      "kind": "ptr",
      "elem": "v1.ExecAction"
    },
    "*v1.FCVolumeSource": {
      "kind": "ptr",
      "elem": "v1.FCVolumeSource"
    },
    "*v1.FieldsV1": {
      "kind": "ptr",
      "elem": "v1.FieldsV1"
    },
    "*v1.FlexVolumeSource": {
      "kind": "ptr",
      "elem": "v1.FlexVolumeSource"
    },
    "*v1.FlockerVolumeSource": {
      "kind": "ptr",
      "elem": "v1.FlockerVolumeSource"
    },
    "*v1.GCEPersistentDiskVolumeSource": {
      "kind": "ptr",
      "elem": "v1.GCEPersistentDiskVolumeSource"
    },
    "*v1.GRPCAction": {
      "kind": "ptr",
      "elem": "v1.GRPCAction"
    },
    "*v1.GitRepoVolumeSource": {
      "kind": "ptr",
      "elem": "v1.GitRepoVolumeSource"
    },
    "*v1.GlusterfsVolumeSource": {
      "kind": "ptr",
      "elem": "v1.GlusterfsVolumeSource"
    },
    "*v1.HTTPGetAction": {
      "kind": "ptr",
      "elem": "v1.HTTPGetAction"
    },
    "*v1.HostPathType": {
      "kind": "ptr",
      "elem": "v1.HostPathType"
    },
    "*v1.HostPathVolumeSource": {
      "kind": "ptr",
      "elem": "v1.HostPathVolumeSource"
    },
    "*v1.ISCSIVolumeSource": {
      "kind": "ptr",
      "elem": "v1.ISCSIVolumeSource"
    },
    "*v1.LabelSelector": {
      "kind": "ptr",
      "elem": "v1.LabelSelector"
    },
    "*v1.Lifecycle": {
      "kind": "ptr",
      "elem": "v1.Lifecycle"
    },
    "*v1.LifecycleHandler": {
      "kind": "ptr",
      "elem": "v1.LifecycleHandler"
    },
    "*v1.LocalObjectReference": {
      "kind": "ptr",
      "elem": "v1.LocalObjectReference"
    },
    "*v1.MountPropagationMode": {
      "kind": "ptr",
      "elem": "v1.MountPropagationMode"
    },
    "*v1.NFSVolumeSource": {
      "kind": "ptr",
      "elem": "v1.NFSVolumeSource"
    },
    "*v1.NodeAffinity": {
      "kind": "ptr",
      "elem": "v1.NodeAffinity"
    },
    "*v1.NodeInclusionPolicy": {
      "kind": "ptr",
      "elem": "v1.NodeInclusionPolicy"
    },
    "*v1.NodeSelector": {
      "kind": "ptr",
      "elem": "v1.NodeSelector"
    },
    "*v1.ObjectFieldSelector": {
      "kind": "ptr",
      "elem": "v1.ObjectFieldSelector"
    },
    "*v1.PersistentVolumeClaimTemplate": {
      "kind": "ptr",
      "elem": "v1.PersistentVolumeClaimTemplate"
    },
    "*v1.PersistentVolumeClaimVolumeSource": {
      "kind": "ptr",
      "elem": "v1.PersistentVolumeClaimVolumeSource"
    },
    "*v1.PersistentVolumeMode": {
      "kind": "ptr",
      "elem": "v1.PersistentVolumeMode"
    },
    "*v1.PhotonPersistentDiskVolumeSource": {
      "kind": "ptr",
      "elem": "v1.PhotonPersistentDiskVolumeSource"
    },
    "*v1.PodAffinity": {
      "kind": "ptr",
      "elem": "v1.PodAffinity"
    },
    "*v1.PodAntiAffinity": {
      "kind": "ptr",
      "elem": "v1.PodAntiAffinity"
    },
    "*v1.PodDNSConfig": {
      "kind": "ptr",
      "elem": "v1.PodDNSConfig"
    },
    "*v1.PodFSGroupChangePolicy": {
      "kind": "ptr",
      "elem": "v1.PodFSGroupChangePolicy"
    },
    "*v1.PodOS": {
      "kind": "ptr",
      "elem": "v1.PodOS"
    },
    "*v1.PodSecurityContext": {
      "kind": "ptr",
      "elem": "v1.PodSecurityContext"
    },
    "*v1.PortworxVolumeSource": {
      "kind": "ptr",
      "elem": "v1.PortworxVolumeSource"
    },
    "*v1.PreemptionPolicy": {
      "kind": "ptr",
      "elem": "v1.PreemptionPolicy"
    },
    "*v1.Probe": {
      "kind": "ptr",
      "elem": "v1.Probe"
    },
    "*v1.ProcMountType": {
      "kind": "ptr",
      "elem": "v1.ProcMountType"
    },
    "*v1.ProjectedVolumeSource": {
      "kind": "ptr",
      "elem": "v1.ProjectedVolumeSource"
    },
    "*v1.QuobyteVolumeSource": {
      "kind": "ptr",
      "elem": "v1.QuobyteVolumeSource"
    },
    "*v1.RBDVolumeSource": {
      "kind": "ptr",
      "elem": "v1.RBDVolumeSource"
    },
    "*v1.RecursiveReadOnlyMode": {
      "kind": "ptr",
      "elem": "v1.RecursiveReadOnlyMode"
    },
    "*v1.ResourceFieldSelector": {
      "kind": "ptr",
      "elem": "v1.ResourceFieldSelector"
    },
    "*v1.SELinuxOptions": {
      "kind": "ptr",
      "elem": "v1.SELinuxOptions"
    },
    "*v1.ScaleIOVolumeSource": {
      "kind": "ptr",
      "elem": "v1.ScaleIOVolumeSource"
    },
    "*v1.SeccompProfile": {
      "kind": "ptr",
      "elem": "v1.SeccompProfile"
    },
    "*v1.SecretEnvSource": {
      "kind": "ptr",
      "elem": "v1.SecretEnvSource"
    },
    "*v1.SecretKeySelector": {
      "kind": "ptr",
      "elem": "v1.SecretKeySelector"
    },
    "*v1.SecretProjection": {
      "kind": "ptr",
      "elem": "v1.SecretProjection"
    },
    "*v1.SecretVolumeSource": {
      "kind": "ptr",
      "elem": "v1.SecretVolumeSource"
    },
    "*v1.SecurityContext": {
      "kind": "ptr",
      "elem": "v1.SecurityContext"
    },
    "*v1.ServiceAccountTokenProjection": {
      "kind": "ptr",
      "elem": "v1.ServiceAccountTokenProjection"
    },
    "*v1.SleepAction": {
      "kind": "ptr",
      "elem": "v1.SleepAction"
    },
    "*v1.StorageOSVolumeSource": {
      "kind": "ptr",
      "elem": "v1.StorageOSVolumeSource"
    },
    "*v1.TCPSocketAction": {
      "kind": "ptr",
      "elem": "v1.TCPSocketAction"
    },
    "*v1.Time": {
      "kind": "ptr",
      "elem": "v1.Time"
    },
    "*v1.TypedLocalObjectReference": {
      "kind": "ptr",
      "elem": "v1.TypedLocalObjectReference"
    },
    "*v1.TypedObjectReference": {
      "kind": "ptr",
      "elem": "v1.TypedObjectReference"
    },
    "*v1.VsphereVirtualDiskVolumeSource": {
      "kind": "ptr",
      "elem": "v1.VsphereVirtualDiskVolumeSource"
    },
    "*v1.WindowsSecurityContextOptions": {
      "kind": "ptr",
      "elem": "v1.WindowsSecurityContextOptions"
    },
    "[]int64": {
      "kind": "slice",
      "elem": "int64"
    },
    "[]string": {
      "kind": "slice",
      "elem": "string"
    },
    "[]v1.Capability": {
      "kind": "slice",
      "elem": "v1.Capability"
    },
    "[]v1.Container": {
      "kind": "slice",
      "elem": "v1.Container"
    },
    "[]v1.ContainerPort": {
      "kind": "slice",
      "elem": "v1.ContainerPort"
    },
    "[]v1.ContainerResizePolicy": {
      "kind": "slice",
      "elem": "v1.ContainerResizePolicy"
    },
    "[]v1.DownwardAPIVolumeFile": {
      "kind": "slice",
      "elem": "v1.DownwardAPIVolumeFile"
    },
    "[]v1.EnvFromSource": {
      "kind": "slice",
      "elem": "v1.EnvFromSource"
    },
    "[]v1.EnvVar": {
      "kind": "slice",
      "elem": "v1.EnvVar"
    },
    "[]v1.EphemeralContainer": {
      "kind": "slice",
      "elem": "v1.EphemeralContainer"
    },
    "[]v1.HTTPHeader": {
      "kind": "slice",
      "elem": "v1.HTTPHeader"
    },
    "[]v1.HostAlias": {
      "kind": "slice",
      "elem": "v1.HostAlias"
    },
    "[]v1.KeyToPath": {
      "kind": "slice",
      "elem": "v1.KeyToPath"
    },
    "[]v1.LabelSelectorRequirement": {
      "kind": "slice",
      "elem": "v1.LabelSelectorRequirement"
    },
    "[]v1.LocalObjectReference": {
      "kind": "slice",
      "elem": "v1.LocalObjectReference"
    },
    "[]v1.ManagedFieldsEntry": {
      "kind": "slice",
      "elem": "v1.ManagedFieldsEntry"
    },
    "[]v1.NodeSelectorRequirement": {
      "kind": "slice",
      "elem": "v1.NodeSelectorRequirement"
    },
    "[]v1.NodeSelectorTerm": {
      "kind": "slice",
      "elem": "v1.NodeSelectorTerm"
    },
    "[]v1.OwnerReference": {
      "kind": "slice",
      "elem": "v1.OwnerReference"
    },
    "[]v1.PersistentVolumeAccessMode": {
      "kind": "slice",
      "elem": "v1.PersistentVolumeAccessMode"
    },
    "[]v1.PodAffinityTerm": {
      "kind": "slice",
      "elem": "v1.PodAffinityTerm"
    },
    "[]v1.PodDNSConfigOption": {
      "kind": "slice",
      "elem": "v1.PodDNSConfigOption"
    },
    "[]v1.PodReadinessGate": {
      "kind": "slice",
      "elem": "v1.PodReadinessGate"
    },
    "[]v1.PodResourceClaim": {
      "kind": "slice",
      "elem": "v1.PodResourceClaim"
    },
    "[]v1.PodSchedulingGate": {
      "kind": "slice",
      "elem": "v1.PodSchedulingGate"
    },
    "[]v1.PreferredSchedulingTerm": {
      "kind": "slice",
      "elem": "v1.PreferredSchedulingTerm"
    },
    "[]v1.ResourceClaim": {
      "kind": "slice",
      "elem": "v1.ResourceClaim"
    },
    "[]v1.Sysctl": {
      "kind": "slice",
      "elem": "v1.Sysctl"
    },
    "[]v1.Toleration": {
      "kind": "slice",
      "elem": "v1.Toleration"
    },
    "[]v1.TopologySpreadConstraint": {
      "kind": "slice",
      "elem": "v1.TopologySpreadConstraint"
    },
    "[]v1.Volume": {
      "kind": "slice",
      "elem": "v1.Volume"
    },
    "[]v1.VolumeDevice": {
      "kind": "slice",
      "elem": "v1.VolumeDevice"
    },
    "[]v1.VolumeMount": {
      "kind": "slice",
      "elem": "v1.VolumeMount"
    },
    "[]v1.VolumeProjection": {
      "kind": "slice",
      "elem": "v1.VolumeProjection"
    },
    "[]v1.WeightedPodAffinityTerm": {
      "kind": "slice",
      "elem": "v1.WeightedPodAffinityTerm"
    },
    "bool": {
      "kind": "bool"
    },
    "int32": {
      "kind": "int"
    },
    "int64": {
      "kind": "int"
    },
    "intstr.IntOrString": {
      "kind": "intOrString"
    },
    "map[string]string": {
      "kind": "map",
      "elem": "string"
    },
    "resource.Quantity": {
      "kind": "quantity"
    },
    "string": {
      "kind": "string"
    },
    "types.UID": {
      "kind": "string"
    },
    "v1.AWSElasticBlockStoreVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumeID",
          "volumeID",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "Partition",
          "partition",
          "int32",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.Affinity": {
      "kind": "struct",
      "fields": [
        [
          "NodeAffinity",
          "nodeAffinity",
          "*v1.NodeAffinity",
          "omitempty"
        ],
        [
          "PodAffinity",
          "podAffinity",
          "*v1.PodAffinity",
          "omitempty"
        ],
        [
          "PodAntiAffinity",
          "podAntiAffinity",
          "*v1.PodAntiAffinity",
          "omitempty"
        ]
      ]
    },
    "v1.AppArmorProfile": {
      "kind": "struct",
      "fields": [
        [
          "Type",
          "type",
          "v1.AppArmorProfileType",
          ""
        ],
        [
          "LocalhostProfile",
          "localhostProfile",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.AppArmorProfileType": {
      "kind": "string"
    },
    "v1.AzureDataDiskCachingMode": {
      "kind": "string"
    },
    "v1.AzureDataDiskKind": {
      "kind": "string"
    },
    "v1.AzureDiskVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "DiskName",
          "diskName",
          "string",
          ""
        ],
        [
          "DataDiskURI",
          "diskURI",
          "string",
          ""
        ],
        [
          "CachingMode",
          "cachingMode",
          "*v1.AzureDataDiskCachingMode",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "*string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "*bool",
          "omitempty"
        ],
        [
          "Kind",
          "kind",
          "*v1.AzureDataDiskKind",
          "omitempty"
        ]
      ]
    },
    "v1.AzureFileVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "SecretName",
          "secretName",
          "string",
          ""
        ],
        [
          "ShareName",
          "shareName",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.CSIVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Driver",
          "driver",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "*bool",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "*string",
          "omitempty"
        ],
        [
          "VolumeAttributes",
          "volumeAttributes",
          "map[string]string",
          "omitempty"
        ],
        [
          "NodePublishSecretRef",
          "nodePublishSecretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ]
      ]
    },
    "v1.Capabilities": {
      "kind": "struct",
      "fields": [
        [
          "Add",
          "add",
          "[]v1.Capability",
          "omitempty"
        ],
        [
          "Drop",
          "drop",
          "[]v1.Capability",
          "omitempty"
        ]
      ]
    },
    "v1.Capability": {
      "kind": "string"
    },
    "v1.CephFSVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Monitors",
          "monitors",
          "[]string",
          ""
        ],
        [
          "Path",
          "path",
          "string",
          "omitempty"
        ],
        [
          "User",
          "user",
          "string",
          "omitempty"
        ],
        [
          "SecretFile",
          "secretFile",
          "string",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.CinderVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumeID",
          "volumeID",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ]
      ]
    },
    "v1.ClaimSource": {
      "kind": "struct",
      "fields": [
        [
          "ResourceClaimName",
          "resourceClaimName",
          "*string",
          "omitempty"
        ],
        [
          "ResourceClaimTemplateName",
          "resourceClaimTemplateName",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.ClusterTrustBundleProjection": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "*string",
          "omitempty"
        ],
        [
          "SignerName",
          "signerName",
          "*string",
          "omitempty"
        ],
        [
          "LabelSelector",
          "labelSelector",
          "*v1.LabelSelector",
          "omitempty"
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ],
        [
          "Path",
          "path",
          "string",
          ""
        ]
      ]
    },
    "v1.ConfigMapEnvSource": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.ConfigMapKeySelector": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Key",
          "key",
          "string",
          ""
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.ConfigMapProjection": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Items",
          "items",
          "[]v1.KeyToPath",
          "omitempty"
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.ConfigMapVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Items",
          "items",
          "[]v1.KeyToPath",
          "omitempty"
        ],
        [
          "DefaultMode",
          "defaultMode",
          "*int32",
          "omitempty"
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.Container": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Image",
          "image",
          "string",
          "omitempty"
        ],
        [
          "Command",
          "command",
          "[]string",
          "omitempty"
        ],
        [
          "Args",
          "args",
          "[]string",
          "omitempty"
        ],
        [
          "WorkingDir",
          "workingDir",
          "string",
          "omitempty"
        ],
        [
          "Ports",
          "ports",
          "[]v1.ContainerPort",
          "omitempty"
        ],
        [
          "EnvFrom",
          "envFrom",
          "[]v1.EnvFromSource",
          "omitempty"
        ],
        [
          "Env",
          "env",
          "[]v1.EnvVar",
          "omitempty"
        ],
        [
          "Resources",
          "resources",
          "v1.ResourceRequirements",
          "omitempty"
        ],
        [
          "ResizePolicy",
          "resizePolicy",
          "[]v1.ContainerResizePolicy",
          "omitempty"
        ],
        [
          "RestartPolicy",
          "restartPolicy",
          "*v1.ContainerRestartPolicy",
          "omitempty"
        ],
        [
          "VolumeMounts",
          "volumeMounts",
          "[]v1.VolumeMount",
          "omitempty"
        ],
        [
          "VolumeDevices",
          "volumeDevices",
          "[]v1.VolumeDevice",
          "omitempty"
        ],
        [
          "LivenessProbe",
          "livenessProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "ReadinessProbe",
          "readinessProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "StartupProbe",
          "startupProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "Lifecycle",
          "lifecycle",
          "*v1.Lifecycle",
          "omitempty"
        ],
        [
          "TerminationMessagePath",
          "terminationMessagePath",
          "string",
          "omitempty"
        ],
        [
          "TerminationMessagePolicy",
          "terminationMessagePolicy",
          "v1.TerminationMessagePolicy",
          "omitempty"
        ],
        [
          "ImagePullPolicy",
          "imagePullPolicy",
          "v1.PullPolicy",
          "omitempty"
        ],
        [
          "SecurityContext",
          "securityContext",
          "*v1.SecurityContext",
          "omitempty"
        ],
        [
          "Stdin",
          "stdin",
          "bool",
          "omitempty"
        ],
        [
          "StdinOnce",
          "stdinOnce",
          "bool",
          "omitempty"
        ],
        [
          "TTY",
          "tty",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.ContainerPort": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          "omitempty"
        ],
        [
          "HostPort",
          "hostPort",
          "int32",
          "omitempty"
        ],
        [
          "ContainerPort",
          "containerPort",
          "int32",
          ""
        ],
        [
          "Protocol",
          "protocol",
          "v1.Protocol",
          "omitempty"
        ],
        [
          "HostIP",
          "hostIP",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.ContainerResizePolicy": {
      "kind": "struct",
      "fields": [
        [
          "ResourceName",
          "resourceName",
          "v1.ResourceName",
          ""
        ],
        [
          "RestartPolicy",
          "restartPolicy",
          "v1.ResourceResizeRestartPolicy",
          ""
        ]
      ]
    },
    "v1.ContainerRestartPolicy": {
      "kind": "string"
    },
    "v1.DNSPolicy": {
      "kind": "string"
    },
    "v1.DownwardAPIProjection": {
      "kind": "struct",
      "fields": [
        [
          "Items",
          "items",
          "[]v1.DownwardAPIVolumeFile",
          "omitempty"
        ]
      ]
    },
    "v1.DownwardAPIVolumeFile": {
      "kind": "struct",
      "fields": [
        [
          "Path",
          "path",
          "string",
          ""
        ],
        [
          "FieldRef",
          "fieldRef",
          "*v1.ObjectFieldSelector",
          "omitempty"
        ],
        [
          "ResourceFieldRef",
          "resourceFieldRef",
          "*v1.ResourceFieldSelector",
          "omitempty"
        ],
        [
          "Mode",
          "mode",
          "*int32",
          "omitempty"
        ]
      ]
    },
    "v1.DownwardAPIVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Items",
          "items",
          "[]v1.DownwardAPIVolumeFile",
          "omitempty"
        ],
        [
          "DefaultMode",
          "defaultMode",
          "*int32",
          "omitempty"
        ]
      ]
    },
    "v1.EmptyDirVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Medium",
          "medium",
          "v1.StorageMedium",
          "omitempty"
        ],
        [
          "SizeLimit",
          "sizeLimit",
          "*resource.Quantity",
          "omitempty"
        ]
      ]
    },
    "v1.EnvFromSource": {
      "kind": "struct",
      "fields": [
        [
          "Prefix",
          "prefix",
          "string",
          "omitempty"
        ],
        [
          "ConfigMapRef",
          "configMapRef",
          "*v1.ConfigMapEnvSource",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.SecretEnvSource",
          "omitempty"
        ]
      ]
    },
    "v1.EnvVar": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Value",
          "value",
          "string",
          "omitempty"
        ],
        [
          "ValueFrom",
          "valueFrom",
          "*v1.EnvVarSource",
          "omitempty"
        ]
      ]
    },
    "v1.EnvVarSource": {
      "kind": "struct",
      "fields": [
        [
          "FieldRef",
          "fieldRef",
          "*v1.ObjectFieldSelector",
          "omitempty"
        ],
        [
          "ResourceFieldRef",
          "resourceFieldRef",
          "*v1.ResourceFieldSelector",
          "omitempty"
        ],
        [
          "ConfigMapKeyRef",
          "configMapKeyRef",
          "*v1.ConfigMapKeySelector",
          "omitempty"
        ],
        [
          "SecretKeyRef",
          "secretKeyRef",
          "*v1.SecretKeySelector",
          "omitempty"
        ]
      ]
    },
    "v1.EphemeralContainer": {
      "kind": "struct",
      "fields": [
        [
          "EphemeralContainerCommon",
          ",inline",
          "v1.EphemeralContainerCommon",
          ""
        ],
        [
          "TargetContainerName",
          "targetContainerName",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.EphemeralContainerCommon": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Image",
          "image",
          "string",
          "omitempty"
        ],
        [
          "Command",
          "command",
          "[]string",
          "omitempty"
        ],
        [
          "Args",
          "args",
          "[]string",
          "omitempty"
        ],
        [
          "WorkingDir",
          "workingDir",
          "string",
          "omitempty"
        ],
        [
          "Ports",
          "ports",
          "[]v1.ContainerPort",
          "omitempty"
        ],
        [
          "EnvFrom",
          "envFrom",
          "[]v1.EnvFromSource",
          "omitempty"
        ],
        [
          "Env",
          "env",
          "[]v1.EnvVar",
          "omitempty"
        ],
        [
          "Resources",
          "resources",
          "v1.ResourceRequirements",
          "omitempty"
        ],
        [
          "ResizePolicy",
          "resizePolicy",
          "[]v1.ContainerResizePolicy",
          "omitempty"
        ],
        [
          "RestartPolicy",
          "restartPolicy",
          "*v1.ContainerRestartPolicy",
          "omitempty"
        ],
        [
          "VolumeMounts",
          "volumeMounts",
          "[]v1.VolumeMount",
          "omitempty"
        ],
        [
          "VolumeDevices",
          "volumeDevices",
          "[]v1.VolumeDevice",
          "omitempty"
        ],
        [
          "LivenessProbe",
          "livenessProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "ReadinessProbe",
          "readinessProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "StartupProbe",
          "startupProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "Lifecycle",
          "lifecycle",
          "*v1.Lifecycle",
          "omitempty"
        ],
        [
          "TerminationMessagePath",
          "terminationMessagePath",
          "string",
          "omitempty"
        ],
        [
          "TerminationMessagePolicy",
          "terminationMessagePolicy",
          "v1.TerminationMessagePolicy",
          "omitempty"
        ],
        [
          "ImagePullPolicy",
          "imagePullPolicy",
          "v1.PullPolicy",
          "omitempty"
        ],
        [
          "SecurityContext",
          "securityContext",
          "*v1.SecurityContext",
          "omitempty"
        ],
        [
          "Stdin",
          "stdin",
          "bool",
          "omitempty"
        ],
        [
          "StdinOnce",
          "stdinOnce",
          "bool",
          "omitempty"
        ],
        [
          "TTY",
          "tty",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.EphemeralVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumeClaimTemplate",
          "volumeClaimTemplate",
          "*v1.PersistentVolumeClaimTemplate",
          "omitempty"
        ]
      ]
    },
    "v1.ExecAction": {
      "kind": "struct",
      "fields": [
        [
          "Command",
          "command",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.FCVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "TargetWWNs",
          "targetWWNs",
          "[]string",
          "omitempty"
        ],
        [
          "Lun",
          "lun",
          "*int32",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "WWIDs",
          "wwids",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.FieldsV1": {
      "kind": "opaque"
    },
    "v1.FlexVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Driver",
          "driver",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "Options",
          "options",
          "map[string]string",
          "omitempty"
        ]
      ]
    },
    "v1.FlockerVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "DatasetName",
          "datasetName",
          "string",
          "omitempty"
        ],
        [
          "DatasetUUID",
          "datasetUUID",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.GCEPersistentDiskVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "PDName",
          "pdName",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "Partition",
          "partition",
          "int32",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.GRPCAction": {
      "kind": "struct",
      "fields": [
        [
          "Port",
          "port",
          "int32",
          ""
        ],
        [
          "Service",
          "service",
          "*string",
          ""
        ]
      ]
    },
    "v1.GitRepoVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Repository",
          "repository",
          "string",
          ""
        ],
        [
          "Revision",
          "revision",
          "string",
          "omitempty"
        ],
        [
          "Directory",
          "directory",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.GlusterfsVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "EndpointsName",
          "endpoints",
          "string",
          ""
        ],
        [
          "Path",
          "path",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.HTTPGetAction": {
      "kind": "struct",
      "fields": [
        [
          "Path",
          "path",
          "string",
          "omitempty"
        ],
        [
          "Port",
          "port",
          "intstr.IntOrString",
          ""
        ],
        [
          "Host",
          "host",
          "string",
          "omitempty"
        ],
        [
          "Scheme",
          "scheme",
          "v1.URIScheme",
          "omitempty"
        ],
        [
          "HTTPHeaders",
          "httpHeaders",
          "[]v1.HTTPHeader",
          "omitempty"
        ]
      ]
    },
    "v1.HTTPHeader": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Value",
          "value",
          "string",
          ""
        ]
      ]
    },
    "v1.HostAlias": {
      "kind": "struct",
      "fields": [
        [
          "IP",
          "ip",
          "string",
          ""
        ],
        [
          "Hostnames",
          "hostnames",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.HostPathType": {
      "kind": "string"
    },
    "v1.HostPathVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Path",
          "path",
          "string",
          ""
        ],
        [
          "Type",
          "type",
          "*v1.HostPathType",
          "omitempty"
        ]
      ]
    },
    "v1.ISCSIVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "TargetPortal",
          "targetPortal",
          "string",
          ""
        ],
        [
          "IQN",
          "iqn",
          "string",
          ""
        ],
        [
          "Lun",
          "lun",
          "int32",
          ""
        ],
        [
          "ISCSIInterface",
          "iscsiInterface",
          "string",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "Portals",
          "portals",
          "[]string",
          "omitempty"
        ],
        [
          "DiscoveryCHAPAuth",
          "chapAuthDiscovery",
          "bool",
          "omitempty"
        ],
        [
          "SessionCHAPAuth",
          "chapAuthSession",
          "bool",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ],
        [
          "InitiatorName",
          "initiatorName",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.KeyToPath": {
      "kind": "struct",
      "fields": [
        [
          "Key",
          "key",
          "string",
          ""
        ],
        [
          "Path",
          "path",
          "string",
          ""
        ],
        [
          "Mode",
          "mode",
          "*int32",
          "omitempty"
        ]
      ]
    },
    "v1.LabelSelector": {
      "kind": "struct",
      "fields": [
        [
          "MatchLabels",
          "matchLabels",
          "map[string]string",
          "omitempty"
        ],
        [
          "MatchExpressions",
          "matchExpressions",
          "[]v1.LabelSelectorRequirement",
          "omitempty"
        ]
      ]
    },
    "v1.LabelSelectorOperator": {
      "kind": "string"
    },
    "v1.LabelSelectorRequirement": {
      "kind": "struct",
      "fields": [
        [
          "Key",
          "key",
          "string",
          ""
        ],
        [
          "Operator",
          "operator",
          "v1.LabelSelectorOperator",
          ""
        ],
        [
          "Values",
          "values",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.Lifecycle": {
      "kind": "struct",
      "fields": [
        [
          "PostStart",
          "postStart",
          "*v1.LifecycleHandler",
          "omitempty"
        ],
        [
          "PreStop",
          "preStop",
          "*v1.LifecycleHandler",
          "omitempty"
        ]
      ]
    },
    "v1.LifecycleHandler": {
      "kind": "struct",
      "fields": [
        [
          "Exec",
          "exec",
          "*v1.ExecAction",
          "omitempty"
        ],
        [
          "HTTPGet",
          "httpGet",
          "*v1.HTTPGetAction",
          "omitempty"
        ],
        [
          "TCPSocket",
          "tcpSocket",
          "*v1.TCPSocketAction",
          "omitempty"
        ],
        [
          "Sleep",
          "sleep",
          "*v1.SleepAction",
          "omitempty"
        ]
      ]
    },
    "v1.LocalObjectReference": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.ManagedFieldsEntry": {
      "kind": "struct",
      "fields": [
        [
          "Manager",
          "manager",
          "string",
          "omitempty"
        ],
        [
          "Operation",
          "operation",
          "v1.ManagedFieldsOperationType",
          "omitempty"
        ],
        [
          "APIVersion",
          "apiVersion",
          "string",
          "omitempty"
        ],
        [
          "Time",
          "time",
          "*v1.Time",
          "omitempty"
        ],
        [
          "FieldsType",
          "fieldsType",
          "string",
          "omitempty"
        ],
        [
          "FieldsV1",
          "fieldsV1",
          "*v1.FieldsV1",
          "omitempty"
        ],
        [
          "Subresource",
          "subresource",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.ManagedFieldsOperationType": {
      "kind": "string"
    },
    "v1.MountPropagationMode": {
      "kind": "string"
    },
    "v1.NFSVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Server",
          "server",
          "string",
          ""
        ],
        [
          "Path",
          "path",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.NodeAffinity": {
      "kind": "struct",
      "fields": [
        [
          "RequiredDuringSchedulingIgnoredDuringExecution",
          "requiredDuringSchedulingIgnoredDuringExecution",
          "*v1.NodeSelector",
          "omitempty"
        ],
        [
          "PreferredDuringSchedulingIgnoredDuringExecution",
          "preferredDuringSchedulingIgnoredDuringExecution",
          "[]v1.PreferredSchedulingTerm",
          "omitempty"
        ]
      ]
    },
    "v1.NodeInclusionPolicy": {
      "kind": "string"
    },
    "v1.NodeSelector": {
      "kind": "struct",
      "fields": [
        [
          "NodeSelectorTerms",
          "nodeSelectorTerms",
          "[]v1.NodeSelectorTerm",
          ""
        ]
      ]
    },
    "v1.NodeSelectorOperator": {
      "kind": "string"
    },
    "v1.NodeSelectorRequirement": {
      "kind": "struct",
      "fields": [
        [
          "Key",
          "key",
          "string",
          ""
        ],
        [
          "Operator",
          "operator",
          "v1.NodeSelectorOperator",
          ""
        ],
        [
          "Values",
          "values",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.NodeSelectorTerm": {
      "kind": "struct",
      "fields": [
        [
          "MatchExpressions",
          "matchExpressions",
          "[]v1.NodeSelectorRequirement",
          "omitempty"
        ],
        [
          "MatchFields",
          "matchFields",
          "[]v1.NodeSelectorRequirement",
          "omitempty"
        ]
      ]
    },
    "v1.OSName": {
      "kind": "string"
    },
    "v1.ObjectFieldSelector": {
      "kind": "struct",
      "fields": [
        [
          "APIVersion",
          "apiVersion",
          "string",
          "omitempty"
        ],
        [
          "FieldPath",
          "fieldPath",
          "string",
          ""
        ]
      ]
    },
    "v1.ObjectMeta": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          "omitempty"
        ],
        [
          "GenerateName",
          "generateName",
          "string",
          "omitempty"
        ],
        [
          "Namespace",
          "namespace",
          "string",
          "omitempty"
        ],
        [
          "SelfLink",
          "selfLink",
          "string",
          "omitempty"
        ],
        [
          "UID",
          "uid",
          "types.UID",
          "omitempty"
        ],
        [
          "ResourceVersion",
          "resourceVersion",
          "string",
          "omitempty"
        ],
        [
          "Generation",
          "generation",
          "int64",
          "omitempty"
        ],
        [
          "CreationTimestamp",
          "creationTimestamp",
          "v1.Time",
          "omitempty"
        ],
        [
          "DeletionTimestamp",
          "deletionTimestamp",
          "*v1.Time",
          "omitempty"
        ],
        [
          "DeletionGracePeriodSeconds",
          "deletionGracePeriodSeconds",
          "*int64",
          "omitempty"
        ],
        [
          "Labels",
          "labels",
          "map[string]string",
          "omitempty"
        ],
        [
          "Annotations",
          "annotations",
          "map[string]string",
          "omitempty"
        ],
        [
          "OwnerReferences",
          "ownerReferences",
          "[]v1.OwnerReference",
          "omitempty"
        ],
        [
          "Finalizers",
          "finalizers",
          "[]string",
          "omitempty"
        ],
        [
          "ManagedFields",
          "managedFields",
          "[]v1.ManagedFieldsEntry",
          "omitempty"
        ]
      ]
    },
    "v1.OwnerReference": {
      "kind": "struct",
      "fields": [
        [
          "APIVersion",
          "apiVersion",
          "string",
          ""
        ],
        [
          "Kind",
          "kind",
          "string",
          ""
        ],
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "UID",
          "uid",
          "types.UID",
          ""
        ],
        [
          "Controller",
          "controller",
          "*bool",
          "omitempty"
        ],
        [
          "BlockOwnerDeletion",
          "blockOwnerDeletion",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.PersistentVolumeAccessMode": {
      "kind": "string"
    },
    "v1.PersistentVolumeClaimSpec": {
      "kind": "struct",
      "fields": [
        [
          "AccessModes",
          "accessModes",
          "[]v1.PersistentVolumeAccessMode",
          "omitempty"
        ],
        [
          "Selector",
          "selector",
          "*v1.LabelSelector",
          "omitempty"
        ],
        [
          "Resources",
          "resources",
          "v1.VolumeResourceRequirements",
          "omitempty"
        ],
        [
          "VolumeName",
          "volumeName",
          "string",
          "omitempty"
        ],
        [
          "StorageClassName",
          "storageClassName",
          "*string",
          "omitempty"
        ],
        [
          "VolumeMode",
          "volumeMode",
          "*v1.PersistentVolumeMode",
          "omitempty"
        ],
        [
          "DataSource",
          "dataSource",
          "*v1.TypedLocalObjectReference",
          "omitempty"
        ],
        [
          "DataSourceRef",
          "dataSourceRef",
          "*v1.TypedObjectReference",
          "omitempty"
        ],
        [
          "VolumeAttributesClassName",
          "volumeAttributesClassName",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.PersistentVolumeClaimTemplate": {
      "kind": "struct",
      "fields": [
        [
          "ObjectMeta",
          "metadata",
          "v1.ObjectMeta",
          "omitempty"
        ],
        [
          "Spec",
          "spec",
          "v1.PersistentVolumeClaimSpec",
          ""
        ]
      ]
    },
    "v1.PersistentVolumeClaimVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "ClaimName",
          "claimName",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.PersistentVolumeMode": {
      "kind": "string"
    },
    "v1.PhotonPersistentDiskVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "PdID",
          "pdID",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.PodAffinity": {
      "kind": "struct",
      "fields": [
        [
          "RequiredDuringSchedulingIgnoredDuringExecution",
          "requiredDuringSchedulingIgnoredDuringExecution",
          "[]v1.PodAffinityTerm",
          "omitempty"
        ],
        [
          "PreferredDuringSchedulingIgnoredDuringExecution",
          "preferredDuringSchedulingIgnoredDuringExecution",
          "[]v1.WeightedPodAffinityTerm",
          "omitempty"
        ]
      ]
    },
    "v1.PodAffinityTerm": {
      "kind": "struct",
      "fields": [
        [
          "LabelSelector",
          "labelSelector",
          "*v1.LabelSelector",
          "omitempty"
        ],
        [
          "Namespaces",
          "namespaces",
          "[]string",
          "omitempty"
        ],
        [
          "TopologyKey",
          "topologyKey",
          "string",
          ""
        ],
        [
          "NamespaceSelector",
          "namespaceSelector",
          "*v1.LabelSelector",
          "omitempty"
        ],
        [
          "MatchLabelKeys",
          "matchLabelKeys",
          "[]string",
          "omitempty"
        ],
        [
          "MismatchLabelKeys",
          "mismatchLabelKeys",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.PodAntiAffinity": {
      "kind": "struct",
      "fields": [
        [
          "RequiredDuringSchedulingIgnoredDuringExecution",
          "requiredDuringSchedulingIgnoredDuringExecution",
          "[]v1.PodAffinityTerm",
          "omitempty"
        ],
        [
          "PreferredDuringSchedulingIgnoredDuringExecution",
          "preferredDuringSchedulingIgnoredDuringExecution",
          "[]v1.WeightedPodAffinityTerm",
          "omitempty"
        ]
      ]
    },
    "v1.PodConditionType": {
      "kind": "string"
    },
    "v1.PodDNSConfig": {
      "kind": "struct",
      "fields": [
        [
          "Nameservers",
          "nameservers",
          "[]string",
          "omitempty"
        ],
        [
          "Searches",
          "searches",
          "[]string",
          "omitempty"
        ],
        [
          "Options",
          "options",
          "[]v1.PodDNSConfigOption",
          "omitempty"
        ]
      ]
    },
    "v1.PodDNSConfigOption": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          "omitempty"
        ],
        [
          "Value",
          "value",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.PodFSGroupChangePolicy": {
      "kind": "string"
    },
    "v1.PodOS": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "v1.OSName",
          ""
        ]
      ]
    },
    "v1.PodReadinessGate": {
      "kind": "struct",
      "fields": [
        [
          "ConditionType",
          "conditionType",
          "v1.PodConditionType",
          ""
        ]
      ]
    },
    "v1.PodResourceClaim": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Source",
          "source",
          "v1.ClaimSource",
          "omitempty"
        ]
      ]
    },
    "v1.PodSchedulingGate": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ]
      ]
    },
    "v1.PodSecurityContext": {
      "kind": "struct",
      "fields": [
        [
          "SELinuxOptions",
          "seLinuxOptions",
          "*v1.SELinuxOptions",
          "omitempty"
        ],
        [
          "WindowsOptions",
          "windowsOptions",
          "*v1.WindowsSecurityContextOptions",
          "omitempty"
        ],
        [
          "RunAsUser",
          "runAsUser",
          "*int64",
          "omitempty"
        ],
        [
          "RunAsGroup",
          "runAsGroup",
          "*int64",
          "omitempty"
        ],
        [
          "RunAsNonRoot",
          "runAsNonRoot",
          "*bool",
          "omitempty"
        ],
        [
          "SupplementalGroups",
          "supplementalGroups",
          "[]int64",
          "omitempty"
        ],
        [
          "FSGroup",
          "fsGroup",
          "*int64",
          "omitempty"
        ],
        [
          "Sysctls",
          "sysctls",
          "[]v1.Sysctl",
          "omitempty"
        ],
        [
          "FSGroupChangePolicy",
          "fsGroupChangePolicy",
          "*v1.PodFSGroupChangePolicy",
          "omitempty"
        ],
        [
          "SeccompProfile",
          "seccompProfile",
          "*v1.SeccompProfile",
          "omitempty"
        ],
        [
          "AppArmorProfile",
          "appArmorProfile",
          "*v1.AppArmorProfile",
          "omitempty"
        ]
      ]
    },
    "v1.PodSpec": {
      "kind": "struct",
      "fields": [
        [
          "Volumes",
          "volumes",
          "[]v1.Volume",
          "omitempty"
        ],
        [
          "InitContainers",
          "initContainers",
          "[]v1.Container",
          "omitempty"
        ],
        [
          "Containers",
          "containers",
          "[]v1.Container",
          ""
        ],
        [
          "EphemeralContainers",
          "ephemeralContainers",
          "[]v1.EphemeralContainer",
          "omitempty"
        ],
        [
          "RestartPolicy",
          "restartPolicy",
          "v1.RestartPolicy",
          "omitempty"
        ],
        [
          "TerminationGracePeriodSeconds",
          "terminationGracePeriodSeconds",
          "*int64",
          "omitempty"
        ],
        [
          "ActiveDeadlineSeconds",
          "activeDeadlineSeconds",
          "*int64",
          "omitempty"
        ],
        [
          "DNSPolicy",
          "dnsPolicy",
          "v1.DNSPolicy",
          "omitempty"
        ],
        [
          "NodeSelector",
          "nodeSelector",
          "map[string]string",
          "omitempty"
        ],
        [
          "ServiceAccountName",
          "serviceAccountName",
          "string",
          "omitempty"
        ],
        [
          "DeprecatedServiceAccount",
          "serviceAccount",
          "string",
          "omitempty"
        ],
        [
          "AutomountServiceAccountToken",
          "automountServiceAccountToken",
          "*bool",
          "omitempty"
        ],
        [
          "NodeName",
          "nodeName",
          "string",
          "omitempty"
        ],
        [
          "HostNetwork",
          "hostNetwork",
          "bool",
          "omitempty"
        ],
        [
          "HostPID",
          "hostPID",
          "bool",
          "omitempty"
        ],
        [
          "HostIPC",
          "hostIPC",
          "bool",
          "omitempty"
        ],
        [
          "ShareProcessNamespace",
          "shareProcessNamespace",
          "*bool",
          "omitempty"
        ],
        [
          "SecurityContext",
          "securityContext",
          "*v1.PodSecurityContext",
          "omitempty"
        ],
        [
          "ImagePullSecrets",
          "imagePullSecrets",
          "[]v1.LocalObjectReference",
          "omitempty"
        ],
        [
          "Hostname",
          "hostname",
          "string",
          "omitempty"
        ],
        [
          "Subdomain",
          "subdomain",
          "string",
          "omitempty"
        ],
        [
          "Affinity",
          "affinity",
          "*v1.Affinity",
          "omitempty"
        ],
        [
          "SchedulerName",
          "schedulerName",
          "string",
          "omitempty"
        ],
        [
          "Tolerations",
          "tolerations",
          "[]v1.Toleration",
          "omitempty"
        ],
        [
          "HostAliases",
          "hostAliases",
          "[]v1.HostAlias",
          "omitempty"
        ],
        [
          "PriorityClassName",
          "priorityClassName",
          "string",
          "omitempty"
        ],
        [
          "Priority",
          "priority",
          "*int32",
          "omitempty"
        ],
        [
          "DNSConfig",
          "dnsConfig",
          "*v1.PodDNSConfig",
          "omitempty"
        ],
        [
          "ReadinessGates",
          "readinessGates",
          "[]v1.PodReadinessGate",
          "omitempty"
        ],
        [
          "RuntimeClassName",
          "runtimeClassName",
          "*string",
          "omitempty"
        ],
        [
          "EnableServiceLinks",
          "enableServiceLinks",
          "*bool",
          "omitempty"
        ],
        [
          "PreemptionPolicy",
          "preemptionPolicy",
          "*v1.PreemptionPolicy",
          "omitempty"
        ],
        [
          "Overhead",
          "overhead",
          "v1.ResourceList",
          "omitempty"
        ],
        [
          "TopologySpreadConstraints",
          "topologySpreadConstraints",
          "[]v1.TopologySpreadConstraint",
          "omitempty"
        ],
        [
          "SetHostnameAsFQDN",
          "setHostnameAsFQDN",
          "*bool",
          "omitempty"
        ],
        [
          "OS",
          "os",
          "*v1.PodOS",
          "omitempty"
        ],
        [
          "HostUsers",
          "hostUsers",
          "*bool",
          "omitempty"
        ],
        [
          "SchedulingGates",
          "schedulingGates",
          "[]v1.PodSchedulingGate",
          "omitempty"
        ],
        [
          "ResourceClaims",
          "resourceClaims",
          "[]v1.PodResourceClaim",
          "omitempty"
        ]
      ]
    },
    "v1.PodTemplateSpec": {
      "kind": "struct",
      "fields": [
        [
          "ObjectMeta",
          "metadata",
          "v1.ObjectMeta",
          "omitempty"
        ],
        [
          "Spec",
          "spec",
          "v1.PodSpec",
          "omitempty"
        ]
      ]
    },
    "v1.PortworxVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumeID",
          "volumeID",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.PreemptionPolicy": {
      "kind": "string"
    },
    "v1.PreferredSchedulingTerm": {
      "kind": "struct",
      "fields": [
        [
          "Weight",
          "weight",
          "int32",
          ""
        ],
        [
          "Preference",
          "preference",
          "v1.NodeSelectorTerm",
          ""
        ]
      ]
    },
    "v1.Probe": {
      "kind": "struct",
      "fields": [
        [
          "ProbeHandler",
          ",inline",
          "v1.ProbeHandler",
          ""
        ],
        [
          "InitialDelaySeconds",
          "initialDelaySeconds",
          "int32",
          "omitempty"
        ],
        [
          "TimeoutSeconds",
          "timeoutSeconds",
          "int32",
          "omitempty"
        ],
        [
          "PeriodSeconds",
          "periodSeconds",
          "int32",
          "omitempty"
        ],
        [
          "SuccessThreshold",
          "successThreshold",
          "int32",
          "omitempty"
        ],
        [
          "FailureThreshold",
          "failureThreshold",
          "int32",
          "omitempty"
        ],
        [
          "TerminationGracePeriodSeconds",
          "terminationGracePeriodSeconds",
          "*int64",
          "omitempty"
        ]
      ]
    },
    "v1.ProbeHandler": {
      "kind": "struct",
      "fields": [
        [
          "Exec",
          "exec",
          "*v1.ExecAction",
          "omitempty"
        ],
        [
          "HTTPGet",
          "httpGet",
          "*v1.HTTPGetAction",
          "omitempty"
        ],
        [
          "TCPSocket",
          "tcpSocket",
          "*v1.TCPSocketAction",
          "omitempty"
        ],
        [
          "GRPC",
          "grpc",
          "*v1.GRPCAction",
          "omitempty"
        ]
      ]
    },
    "v1.ProcMountType": {
      "kind": "string"
    },
    "v1.ProjectedVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Sources",
          "sources",
          "[]v1.VolumeProjection",
          ""
        ],
        [
          "DefaultMode",
          "defaultMode",
          "*int32",
          "omitempty"
        ]
      ]
    },
    "v1.Protocol": {
      "kind": "string"
    },
    "v1.PullPolicy": {
      "kind": "string"
    },
    "v1.QuobyteVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Registry",
          "registry",
          "string",
          ""
        ],
        [
          "Volume",
          "volume",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "User",
          "user",
          "string",
          "omitempty"
        ],
        [
          "Group",
          "group",
          "string",
          "omitempty"
        ],
        [
          "Tenant",
          "tenant",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.RBDVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "CephMonitors",
          "monitors",
          "[]string",
          ""
        ],
        [
          "RBDImage",
          "image",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "RBDPool",
          "pool",
          "string",
          "omitempty"
        ],
        [
          "RadosUser",
          "user",
          "string",
          "omitempty"
        ],
        [
          "Keyring",
          "keyring",
          "string",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.RecursiveReadOnlyMode": {
      "kind": "string"
    },
    "v1.ResourceClaim": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ]
      ]
    },
    "v1.ResourceFieldSelector": {
      "kind": "struct",
      "fields": [
        [
          "ContainerName",
          "containerName",
          "string",
          "omitempty"
        ],
        [
          "Resource",
          "resource",
          "string",
          ""
        ],
        [
          "Divisor",
          "divisor",
          "resource.Quantity",
          "omitempty"
        ]
      ]
    },
    "v1.ResourceList": {
      "kind": "map",
      "elem": "resource.Quantity"
    },
    "v1.ResourceName": {
      "kind": "string"
    },
    "v1.ResourceRequirements": {
      "kind": "struct",
      "fields": [
        [
          "Limits",
          "limits",
          "v1.ResourceList",
          "omitempty"
        ],
        [
          "Requests",
          "requests",
          "v1.ResourceList",
          "omitempty"
        ],
        [
          "Claims",
          "claims",
          "[]v1.ResourceClaim",
          "omitempty"
        ]
      ]
    },
    "v1.ResourceResizeRestartPolicy": {
      "kind": "string"
    },
    "v1.RestartPolicy": {
      "kind": "string"
    },
    "v1.SELinuxOptions": {
      "kind": "struct",
      "fields": [
        [
          "User",
          "user",
          "string",
          "omitempty"
        ],
        [
          "Role",
          "role",
          "string",
          "omitempty"
        ],
        [
          "Type",
          "type",
          "string",
          "omitempty"
        ],
        [
          "Level",
          "level",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.ScaleIOVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Gateway",
          "gateway",
          "string",
          ""
        ],
        [
          "System",
          "system",
          "string",
          ""
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          ""
        ],
        [
          "SSLEnabled",
          "sslEnabled",
          "bool",
          "omitempty"
        ],
        [
          "ProtectionDomain",
          "protectionDomain",
          "string",
          "omitempty"
        ],
        [
          "StoragePool",
          "storagePool",
          "string",
          "omitempty"
        ],
        [
          "StorageMode",
          "storageMode",
          "string",
          "omitempty"
        ],
        [
          "VolumeName",
          "volumeName",
          "string",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.SeccompProfile": {
      "kind": "struct",
      "fields": [
        [
          "Type",
          "type",
          "v1.SeccompProfileType",
          ""
        ],
        [
          "LocalhostProfile",
          "localhostProfile",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.SeccompProfileType": {
      "kind": "string"
    },
    "v1.SecretEnvSource": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.SecretKeySelector": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Key",
          "key",
          "string",
          ""
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.SecretProjection": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Items",
          "items",
          "[]v1.KeyToPath",
          "omitempty"
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.SecretVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "SecretName",
          "secretName",
          "string",
          "omitempty"
        ],
        [
          "Items",
          "items",
          "[]v1.KeyToPath",
          "omitempty"
        ],
        [
          "DefaultMode",
          "defaultMode",
          "*int32",
          "omitempty"
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.SecurityContext": {
      "kind": "struct",
      "fields": [
        [
          "Capabilities",
          "capabilities",
          "*v1.Capabilities",
          "omitempty"
        ],
        [
          "Privileged",
          "privileged",
          "*bool",
          "omitempty"
        ],
        [
          "SELinuxOptions",
          "seLinuxOptions",
          "*v1.SELinuxOptions",
          "omitempty"
        ],
        [
          "WindowsOptions",
          "windowsOptions",
          "*v1.WindowsSecurityContextOptions",
          "omitempty"
        ],
        [
          "RunAsUser",
          "runAsUser",
          "*int64",
          "omitempty"
        ],
        [
          "RunAsGroup",
          "runAsGroup",
          "*int64",
          "omitempty"
        ],
        [
          "RunAsNonRoot",
          "runAsNonRoot",
          "*bool",
          "omitempty"
        ],
        [
          "ReadOnlyRootFilesystem",
          "readOnlyRootFilesystem",
          "*bool",
          "omitempty"
        ],
        [
          "AllowPrivilegeEscalation",
          "allowPrivilegeEscalation",
          "*bool",
          "omitempty"
        ],
        [
          "ProcMount",
          "procMount",
          "*v1.ProcMountType",
          "omitempty"
        ],
        [
          "SeccompProfile",
          "seccompProfile",
          "*v1.SeccompProfile",
          "omitempty"
        ],
        [
          "AppArmorProfile",
          "appArmorProfile",
          "*v1.AppArmorProfile",
          "omitempty"
        ]
      ]
    },
    "v1.ServiceAccountTokenProjection": {
      "kind": "struct",
      "fields": [
        [
          "Audience",
          "audience",
          "string",
          "omitempty"
        ],
        [
          "ExpirationSeconds",
          "expirationSeconds",
          "*int64",
          "omitempty"
        ],
        [
          "Path",
          "path",
          "string",
          ""
        ]
      ]
    },
    "v1.SleepAction": {
      "kind": "struct",
      "fields": [
        [
          "Seconds",
          "seconds",
          "int64",
          ""
        ]
      ]
    },
    "v1.StorageMedium": {
      "kind": "string"
    },
    "v1.StorageOSVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumeName",
          "volumeName",
          "string",
          "omitempty"
        ],
        [
          "VolumeNamespace",
          "volumeNamespace",
          "string",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ]
      ]
    },
    "v1.Sysctl": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Value",
          "value",
          "string",
          ""
        ]
      ]
    },
    "v1.TCPSocketAction": {
      "kind": "struct",
      "fields": [
        [
          "Port",
          "port",
          "intstr.IntOrString",
          ""
        ],
        [
          "Host",
          "host",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.TaintEffect": {
      "kind": "string"
    },
    "v1.TerminationMessagePolicy": {
      "kind": "string"
    },
    "v1.Time": {
      "kind": "time"
    },
    "v1.Toleration": {
      "kind": "struct",
      "fields": [
        [
          "Key",
          "key",
          "string",
          "omitempty"
        ],
        [
          "Operator",
          "operator",
          "v1.TolerationOperator",
          "omitempty"
        ],
        [
          "Value",
          "value",
          "string",
          "omitempty"
        ],
        [
          "Effect",
          "effect",
          "v1.TaintEffect",
          "omitempty"
        ],
        [
          "TolerationSeconds",
          "tolerationSeconds",
          "*int64",
          "omitempty"
        ]
      ]
    },
    "v1.TolerationOperator": {
      "kind": "string"
    },
    "v1.TopologySpreadConstraint": {
      "kind": "struct",
      "fields": [
        [
          "MaxSkew",
          "maxSkew",
          "int32",
          ""
        ],
        [
          "TopologyKey",
          "topologyKey",
          "string",
          ""
        ],
        [
          "WhenUnsatisfiable",
          "whenUnsatisfiable",
          "v1.UnsatisfiableConstraintAction",
          ""
        ],
        [
          "LabelSelector",
          "labelSelector",
          "*v1.LabelSelector",
          "omitempty"
        ],
        [
          "MinDomains",
          "minDomains",
          "*int32",
          "omitempty"
        ],
        [
          "NodeAffinityPolicy",
          "nodeAffinityPolicy",
          "*v1.NodeInclusionPolicy",
          "omitempty"
        ],
        [
          "NodeTaintsPolicy",
          "nodeTaintsPolicy",
          "*v1.NodeInclusionPolicy",
          "omitempty"
        ],
        [
          "MatchLabelKeys",
          "matchLabelKeys",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.TypedLocalObjectReference": {
      "kind": "struct",
      "fields": [
        [
          "APIGroup",
          "apiGroup",
          "*string",
          ""
        ],
        [
          "Kind",
          "kind",
          "string",
          ""
        ],
        [
          "Name",
          "name",
          "string",
          ""
        ]
      ]
    },
    "v1.TypedObjectReference": {
      "kind": "struct",
      "fields": [
        [
          "APIGroup",
          "apiGroup",
          "*string",
          ""
        ],
        [
          "Kind",
          "kind",
          "string",
          ""
        ],
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Namespace",
          "namespace",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.URIScheme": {
      "kind": "string"
    },
    "v1.UnsatisfiableConstraintAction": {
      "kind": "string"
    },
    "v1.Volume": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "VolumeSource",
          ",inline",
          "v1.VolumeSource",
          ""
        ]
      ]
    },
    "v1.VolumeDevice": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "DevicePath",
          "devicePath",
          "string",
          ""
        ]
      ]
    },
    "v1.VolumeMount": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "RecursiveReadOnly",
          "recursiveReadOnly",
          "*v1.RecursiveReadOnlyMode",
          "omitempty"
        ],
        [
          "MountPath",
          "mountPath",
          "string",
          ""
        ],
        [
          "SubPath",
          "subPath",
          "string",
          "omitempty"
        ],
        [
          "MountPropagation",
          "mountPropagation",
          "*v1.MountPropagationMode",
          "omitempty"
        ],
        [
          "SubPathExpr",
          "subPathExpr",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.VolumeProjection": {
      "kind": "struct",
      "fields": [
        [
          "Secret",
          "secret",
          "*v1.SecretProjection",
          "omitempty"
        ],
        [
          "DownwardAPI",
          "downwardAPI",
          "*v1.DownwardAPIProjection",
          "omitempty"
        ],
        [
          "ConfigMap",
          "configMap",
          "*v1.ConfigMapProjection",
          "omitempty"
        ],
        [
          "ServiceAccountToken",
          "serviceAccountToken",
          "*v1.ServiceAccountTokenProjection",
          "omitempty"
        ],
        [
          "ClusterTrustBundle",
          "clusterTrustBundle",
          "*v1.ClusterTrustBundleProjection",
          "omitempty"
        ]
      ]
    },
    "v1.VolumeResourceRequirements": {
      "kind": "struct",
      "fields": [
        [
          "Limits",
          "limits",
          "v1.ResourceList",
          "omitempty"
        ],
        [
          "Requests",
          "requests",
          "v1.ResourceList",
          "omitempty"
        ]
      ]
    },
    "v1.VolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "HostPath",
          "hostPath",
          "*v1.HostPathVolumeSource",
          "omitempty"
        ],
        [
          "EmptyDir",
          "emptyDir",
          "*v1.EmptyDirVolumeSource",
          "omitempty"
        ],
        [
          "GCEPersistentDisk",
          "gcePersistentDisk",
          "*v1.GCEPersistentDiskVolumeSource",
          "omitempty"
        ],
        [
          "AWSElasticBlockStore",
          "awsElasticBlockStore",
          "*v1.AWSElasticBlockStoreVolumeSource",
          "omitempty"
        ],
        [
          "GitRepo",
          "gitRepo",
          "*v1.GitRepoVolumeSource",
          "omitempty"
        ],
        [
          "Secret",
          "secret",
          "*v1.SecretVolumeSource",
          "omitempty"
        ],
        [
          "NFS",
          "nfs",
          "*v1.NFSVolumeSource",
          "omitempty"
        ],
        [
          "ISCSI",
          "iscsi",
          "*v1.ISCSIVolumeSource",
          "omitempty"
        ],
        [
          "Glusterfs",
          "glusterfs",
          "*v1.GlusterfsVolumeSource",
          "omitempty"
        ],
        [
          "PersistentVolumeClaim",
          "persistentVolumeClaim",
          "*v1.PersistentVolumeClaimVolumeSource",
          "omitempty"
        ],
        [
          "RBD",
          "rbd",
          "*v1.RBDVolumeSource",
          "omitempty"
        ],
        [
          "FlexVolume",
          "flexVolume",
          "*v1.FlexVolumeSource",
          "omitempty"
        ],
        [
          "Cinder",
          "cinder",
          "*v1.CinderVolumeSource",
          "omitempty"
        ],
        [
          "CephFS",
          "cephfs",
          "*v1.CephFSVolumeSource",
          "omitempty"
        ],
        [
          "Flocker",
          "flocker",
          "*v1.FlockerVolumeSource",
          "omitempty"
        ],
        [
          "DownwardAPI",
          "downwardAPI",
          "*v1.DownwardAPIVolumeSource",
          "omitempty"
        ],
        [
          "FC",
          "fc",
          "*v1.FCVolumeSource",
          "omitempty"
        ],
        [
          "AzureFile",
          "azureFile",
          "*v1.AzureFileVolumeSource",
          "omitempty"
        ],
        [
          "ConfigMap",
          "configMap",
          "*v1.ConfigMapVolumeSource",
          "omitempty"
        ],
        [
          "VsphereVolume",
          "vsphereVolume",
          "*v1.VsphereVirtualDiskVolumeSource",
          "omitempty"
        ],
        [
          "Quobyte",
          "quobyte",
          "*v1.QuobyteVolumeSource",
          "omitempty"
        ],
        [
          "AzureDisk",
          "azureDisk",
          "*v1.AzureDiskVolumeSource",
          "omitempty"
        ],
        [
          "PhotonPersistentDisk",
          "photonPersistentDisk",
          "*v1.PhotonPersistentDiskVolumeSource",
          "omitempty"
        ],
        [
          "Projected",
          "projected",
          "*v1.ProjectedVolumeSource",
          "omitempty"
        ],
        [
          "PortworxVolume",
          "portworxVolume",
          "*v1.PortworxVolumeSource",
          "omitempty"
        ],
        [
          "ScaleIO",
          "scaleIO",
          "*v1.ScaleIOVolumeSource",
          "omitempty"
        ],
        [
          "StorageOS",
          "storageos",
          "*v1.StorageOSVolumeSource",
          "omitempty"
        ],
        [
          "CSI",
          "csi",
          "*v1.CSIVolumeSource",
          "omitempty"
        ],
        [
          "Ephemeral",
          "ephemeral",
          "*v1.EphemeralVolumeSource",
          "omitempty"
        ]
      ]
    },
    "v1.VsphereVirtualDiskVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumePath",
          "volumePath",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "StoragePolicyName",
          "storagePolicyName",
          "string",
          "omitempty"
        ],
        [
          "StoragePolicyID",
          "storagePolicyID",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.WeightedPodAffinityTerm": {
      "kind": "struct",
      "fields": [
        [
          "Weight",
          "weight",
          "int32",
          ""
        ],
        [
          "PodAffinityTerm",
          "podAffinityTerm",
          "v1.PodAffinityTerm",
          ""
        ]
      ]
    },
    "v1.WindowsSecurityContextOptions": {
      "kind": "struct",
      "fields": [
        [
          "GMSACredentialSpecName",
          "gmsaCredentialSpecName",
          "*string",
          "omitempty"
        ],
        [
          "GMSACredentialSpec",
          "gmsaCredentialSpec",
          "*string",
          "omitempty"
        ],
        [
          "RunAsUserName",
          "runAsUserName",
          "*string",
          "omitempty"
        ],
        [
          "HostProcess",
          "hostProcess",
          "*bool",
          "omitempty"
        ]
      ]
    }
  }
};

// dist/engine/kruise/podLayout.v0.32.10.js
var layout2 = {
  "kubernetesApi": "v0.32.10",
  "root": "v1.PodTemplateSpec",
  "types": {
    "*bool": {
      "kind": "ptr",
      "elem": "bool"
    },
    "*int32": {
      "kind": "ptr",
      "elem": "int32"
    },
    "*int64": {
      "kind": "ptr",
      "elem": "int64"
    },
    "*resource.Quantity": {
      "kind": "ptr",
      "elem": "resource.Quantity"
    },
    "*string": {
      "kind": "ptr",
      "elem": "string"
    },
    "*v1.AWSElasticBlockStoreVolumeSource": {
      "kind": "ptr",
      "elem": "v1.AWSElasticBlockStoreVolumeSource"
    },
    "*v1.Affinity": {
      "kind": "ptr",
      "elem": "v1.Affinity"
    },
    "*v1.AppArmorProfile": {
      "kind": "ptr",
      "elem": "v1.AppArmorProfile"
    },
    "*v1.AzureDataDiskCachingMode": {
      "kind": "ptr",
      "elem": "v1.AzureDataDiskCachingMode"
    },
    "*v1.AzureDataDiskKind": {
      "kind": "ptr",
      "elem": "v1.AzureDataDiskKind"
    },
    "*v1.AzureDiskVolumeSource": {
      "kind": "ptr",
      "elem": "v1.AzureDiskVolumeSource"
    },
    "*v1.AzureFileVolumeSource": {
      "kind": "ptr",
      "elem": "v1.AzureFileVolumeSource"
    },
    "*v1.CSIVolumeSource": {
      "kind": "ptr",
      "elem": "v1.CSIVolumeSource"
    },
    "*v1.Capabilities": {
      "kind": "ptr",
      "elem": "v1.Capabilities"
    },
    "*v1.CephFSVolumeSource": {
      "kind": "ptr",
      "elem": "v1.CephFSVolumeSource"
    },
    "*v1.CinderVolumeSource": {
      "kind": "ptr",
      "elem": "v1.CinderVolumeSource"
    },
    "*v1.ClusterTrustBundleProjection": {
      "kind": "ptr",
      "elem": "v1.ClusterTrustBundleProjection"
    },
    "*v1.ConfigMapEnvSource": {
      "kind": "ptr",
      "elem": "v1.ConfigMapEnvSource"
    },
    "*v1.ConfigMapKeySelector": {
      "kind": "ptr",
      "elem": "v1.ConfigMapKeySelector"
    },
    "*v1.ConfigMapProjection": {
      "kind": "ptr",
      "elem": "v1.ConfigMapProjection"
    },
    "*v1.ConfigMapVolumeSource": {
      "kind": "ptr",
      "elem": "v1.ConfigMapVolumeSource"
    },
    "*v1.ContainerRestartPolicy": {
      "kind": "ptr",
      "elem": "v1.ContainerRestartPolicy"
    },
    "*v1.DownwardAPIProjection": {
      "kind": "ptr",
      "elem": "v1.DownwardAPIProjection"
    },
    "*v1.DownwardAPIVolumeSource": {
      "kind": "ptr",
      "elem": "v1.DownwardAPIVolumeSource"
    },
    "*v1.EmptyDirVolumeSource": {
      "kind": "ptr",
      "elem": "v1.EmptyDirVolumeSource"
    },
    "*v1.EnvVarSource": {
      "kind": "ptr",
      "elem": "v1.EnvVarSource"
    },
    "*v1.EphemeralVolumeSource": {
      "kind": "ptr",
      "elem": "v1.EphemeralVolumeSource"
    },
    "*v1.ExecAction": {
      "kind": "ptr",
      "elem": "v1.ExecAction"
    },
    "*v1.FCVolumeSource": {
      "kind": "ptr",
      "elem": "v1.FCVolumeSource"
    },
    "*v1.FieldsV1": {
      "kind": "ptr",
      "elem": "v1.FieldsV1"
    },
    "*v1.FlexVolumeSource": {
      "kind": "ptr",
      "elem": "v1.FlexVolumeSource"
    },
    "*v1.FlockerVolumeSource": {
      "kind": "ptr",
      "elem": "v1.FlockerVolumeSource"
    },
    "*v1.GCEPersistentDiskVolumeSource": {
      "kind": "ptr",
      "elem": "v1.GCEPersistentDiskVolumeSource"
    },
    "*v1.GRPCAction": {
      "kind": "ptr",
      "elem": "v1.GRPCAction"
    },
    "*v1.GitRepoVolumeSource": {
      "kind": "ptr",
      "elem": "v1.GitRepoVolumeSource"
    },
    "*v1.GlusterfsVolumeSource": {
      "kind": "ptr",
      "elem": "v1.GlusterfsVolumeSource"
    },
    "*v1.HTTPGetAction": {
      "kind": "ptr",
      "elem": "v1.HTTPGetAction"
    },
    "*v1.HostPathType": {
      "kind": "ptr",
      "elem": "v1.HostPathType"
    },
    "*v1.HostPathVolumeSource": {
      "kind": "ptr",
      "elem": "v1.HostPathVolumeSource"
    },
    "*v1.ISCSIVolumeSource": {
      "kind": "ptr",
      "elem": "v1.ISCSIVolumeSource"
    },
    "*v1.ImageVolumeSource": {
      "kind": "ptr",
      "elem": "v1.ImageVolumeSource"
    },
    "*v1.LabelSelector": {
      "kind": "ptr",
      "elem": "v1.LabelSelector"
    },
    "*v1.Lifecycle": {
      "kind": "ptr",
      "elem": "v1.Lifecycle"
    },
    "*v1.LifecycleHandler": {
      "kind": "ptr",
      "elem": "v1.LifecycleHandler"
    },
    "*v1.LocalObjectReference": {
      "kind": "ptr",
      "elem": "v1.LocalObjectReference"
    },
    "*v1.MountPropagationMode": {
      "kind": "ptr",
      "elem": "v1.MountPropagationMode"
    },
    "*v1.NFSVolumeSource": {
      "kind": "ptr",
      "elem": "v1.NFSVolumeSource"
    },
    "*v1.NodeAffinity": {
      "kind": "ptr",
      "elem": "v1.NodeAffinity"
    },
    "*v1.NodeInclusionPolicy": {
      "kind": "ptr",
      "elem": "v1.NodeInclusionPolicy"
    },
    "*v1.NodeSelector": {
      "kind": "ptr",
      "elem": "v1.NodeSelector"
    },
    "*v1.ObjectFieldSelector": {
      "kind": "ptr",
      "elem": "v1.ObjectFieldSelector"
    },
    "*v1.PersistentVolumeClaimTemplate": {
      "kind": "ptr",
      "elem": "v1.PersistentVolumeClaimTemplate"
    },
    "*v1.PersistentVolumeClaimVolumeSource": {
      "kind": "ptr",
      "elem": "v1.PersistentVolumeClaimVolumeSource"
    },
    "*v1.PersistentVolumeMode": {
      "kind": "ptr",
      "elem": "v1.PersistentVolumeMode"
    },
    "*v1.PhotonPersistentDiskVolumeSource": {
      "kind": "ptr",
      "elem": "v1.PhotonPersistentDiskVolumeSource"
    },
    "*v1.PodAffinity": {
      "kind": "ptr",
      "elem": "v1.PodAffinity"
    },
    "*v1.PodAntiAffinity": {
      "kind": "ptr",
      "elem": "v1.PodAntiAffinity"
    },
    "*v1.PodDNSConfig": {
      "kind": "ptr",
      "elem": "v1.PodDNSConfig"
    },
    "*v1.PodFSGroupChangePolicy": {
      "kind": "ptr",
      "elem": "v1.PodFSGroupChangePolicy"
    },
    "*v1.PodOS": {
      "kind": "ptr",
      "elem": "v1.PodOS"
    },
    "*v1.PodSELinuxChangePolicy": {
      "kind": "ptr",
      "elem": "v1.PodSELinuxChangePolicy"
    },
    "*v1.PodSecurityContext": {
      "kind": "ptr",
      "elem": "v1.PodSecurityContext"
    },
    "*v1.PortworxVolumeSource": {
      "kind": "ptr",
      "elem": "v1.PortworxVolumeSource"
    },
    "*v1.PreemptionPolicy": {
      "kind": "ptr",
      "elem": "v1.PreemptionPolicy"
    },
    "*v1.Probe": {
      "kind": "ptr",
      "elem": "v1.Probe"
    },
    "*v1.ProcMountType": {
      "kind": "ptr",
      "elem": "v1.ProcMountType"
    },
    "*v1.ProjectedVolumeSource": {
      "kind": "ptr",
      "elem": "v1.ProjectedVolumeSource"
    },
    "*v1.QuobyteVolumeSource": {
      "kind": "ptr",
      "elem": "v1.QuobyteVolumeSource"
    },
    "*v1.RBDVolumeSource": {
      "kind": "ptr",
      "elem": "v1.RBDVolumeSource"
    },
    "*v1.RecursiveReadOnlyMode": {
      "kind": "ptr",
      "elem": "v1.RecursiveReadOnlyMode"
    },
    "*v1.ResourceFieldSelector": {
      "kind": "ptr",
      "elem": "v1.ResourceFieldSelector"
    },
    "*v1.ResourceRequirements": {
      "kind": "ptr",
      "elem": "v1.ResourceRequirements"
    },
    "*v1.SELinuxOptions": {
      "kind": "ptr",
      "elem": "v1.SELinuxOptions"
    },
    "*v1.ScaleIOVolumeSource": {
      "kind": "ptr",
      "elem": "v1.ScaleIOVolumeSource"
    },
    "*v1.SeccompProfile": {
      "kind": "ptr",
      "elem": "v1.SeccompProfile"
    },
    "*v1.SecretEnvSource": {
      "kind": "ptr",
      "elem": "v1.SecretEnvSource"
    },
    "*v1.SecretKeySelector": {
      "kind": "ptr",
      "elem": "v1.SecretKeySelector"
    },
    "*v1.SecretProjection": {
      "kind": "ptr",
      "elem": "v1.SecretProjection"
    },
    "*v1.SecretVolumeSource": {
      "kind": "ptr",
      "elem": "v1.SecretVolumeSource"
    },
    "*v1.SecurityContext": {
      "kind": "ptr",
      "elem": "v1.SecurityContext"
    },
    "*v1.ServiceAccountTokenProjection": {
      "kind": "ptr",
      "elem": "v1.ServiceAccountTokenProjection"
    },
    "*v1.SleepAction": {
      "kind": "ptr",
      "elem": "v1.SleepAction"
    },
    "*v1.StorageOSVolumeSource": {
      "kind": "ptr",
      "elem": "v1.StorageOSVolumeSource"
    },
    "*v1.SupplementalGroupsPolicy": {
      "kind": "ptr",
      "elem": "v1.SupplementalGroupsPolicy"
    },
    "*v1.TCPSocketAction": {
      "kind": "ptr",
      "elem": "v1.TCPSocketAction"
    },
    "*v1.Time": {
      "kind": "ptr",
      "elem": "v1.Time"
    },
    "*v1.TypedLocalObjectReference": {
      "kind": "ptr",
      "elem": "v1.TypedLocalObjectReference"
    },
    "*v1.TypedObjectReference": {
      "kind": "ptr",
      "elem": "v1.TypedObjectReference"
    },
    "*v1.VsphereVirtualDiskVolumeSource": {
      "kind": "ptr",
      "elem": "v1.VsphereVirtualDiskVolumeSource"
    },
    "*v1.WindowsSecurityContextOptions": {
      "kind": "ptr",
      "elem": "v1.WindowsSecurityContextOptions"
    },
    "[]int64": {
      "kind": "slice",
      "elem": "int64"
    },
    "[]string": {
      "kind": "slice",
      "elem": "string"
    },
    "[]v1.Capability": {
      "kind": "slice",
      "elem": "v1.Capability"
    },
    "[]v1.Container": {
      "kind": "slice",
      "elem": "v1.Container"
    },
    "[]v1.ContainerPort": {
      "kind": "slice",
      "elem": "v1.ContainerPort"
    },
    "[]v1.ContainerResizePolicy": {
      "kind": "slice",
      "elem": "v1.ContainerResizePolicy"
    },
    "[]v1.DownwardAPIVolumeFile": {
      "kind": "slice",
      "elem": "v1.DownwardAPIVolumeFile"
    },
    "[]v1.EnvFromSource": {
      "kind": "slice",
      "elem": "v1.EnvFromSource"
    },
    "[]v1.EnvVar": {
      "kind": "slice",
      "elem": "v1.EnvVar"
    },
    "[]v1.EphemeralContainer": {
      "kind": "slice",
      "elem": "v1.EphemeralContainer"
    },
    "[]v1.HTTPHeader": {
      "kind": "slice",
      "elem": "v1.HTTPHeader"
    },
    "[]v1.HostAlias": {
      "kind": "slice",
      "elem": "v1.HostAlias"
    },
    "[]v1.KeyToPath": {
      "kind": "slice",
      "elem": "v1.KeyToPath"
    },
    "[]v1.LabelSelectorRequirement": {
      "kind": "slice",
      "elem": "v1.LabelSelectorRequirement"
    },
    "[]v1.LocalObjectReference": {
      "kind": "slice",
      "elem": "v1.LocalObjectReference"
    },
    "[]v1.ManagedFieldsEntry": {
      "kind": "slice",
      "elem": "v1.ManagedFieldsEntry"
    },
    "[]v1.NodeSelectorRequirement": {
      "kind": "slice",
      "elem": "v1.NodeSelectorRequirement"
    },
    "[]v1.NodeSelectorTerm": {
      "kind": "slice",
      "elem": "v1.NodeSelectorTerm"
    },
    "[]v1.OwnerReference": {
      "kind": "slice",
      "elem": "v1.OwnerReference"
    },
    "[]v1.PersistentVolumeAccessMode": {
      "kind": "slice",
      "elem": "v1.PersistentVolumeAccessMode"
    },
    "[]v1.PodAffinityTerm": {
      "kind": "slice",
      "elem": "v1.PodAffinityTerm"
    },
    "[]v1.PodDNSConfigOption": {
      "kind": "slice",
      "elem": "v1.PodDNSConfigOption"
    },
    "[]v1.PodReadinessGate": {
      "kind": "slice",
      "elem": "v1.PodReadinessGate"
    },
    "[]v1.PodResourceClaim": {
      "kind": "slice",
      "elem": "v1.PodResourceClaim"
    },
    "[]v1.PodSchedulingGate": {
      "kind": "slice",
      "elem": "v1.PodSchedulingGate"
    },
    "[]v1.PreferredSchedulingTerm": {
      "kind": "slice",
      "elem": "v1.PreferredSchedulingTerm"
    },
    "[]v1.ResourceClaim": {
      "kind": "slice",
      "elem": "v1.ResourceClaim"
    },
    "[]v1.Sysctl": {
      "kind": "slice",
      "elem": "v1.Sysctl"
    },
    "[]v1.Toleration": {
      "kind": "slice",
      "elem": "v1.Toleration"
    },
    "[]v1.TopologySpreadConstraint": {
      "kind": "slice",
      "elem": "v1.TopologySpreadConstraint"
    },
    "[]v1.Volume": {
      "kind": "slice",
      "elem": "v1.Volume"
    },
    "[]v1.VolumeDevice": {
      "kind": "slice",
      "elem": "v1.VolumeDevice"
    },
    "[]v1.VolumeMount": {
      "kind": "slice",
      "elem": "v1.VolumeMount"
    },
    "[]v1.VolumeProjection": {
      "kind": "slice",
      "elem": "v1.VolumeProjection"
    },
    "[]v1.WeightedPodAffinityTerm": {
      "kind": "slice",
      "elem": "v1.WeightedPodAffinityTerm"
    },
    "bool": {
      "kind": "bool"
    },
    "int32": {
      "kind": "int"
    },
    "int64": {
      "kind": "int"
    },
    "intstr.IntOrString": {
      "kind": "intOrString"
    },
    "map[string]string": {
      "kind": "map",
      "elem": "string"
    },
    "resource.Quantity": {
      "kind": "quantity"
    },
    "string": {
      "kind": "string"
    },
    "types.UID": {
      "kind": "string"
    },
    "v1.AWSElasticBlockStoreVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumeID",
          "volumeID",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "Partition",
          "partition",
          "int32",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.Affinity": {
      "kind": "struct",
      "fields": [
        [
          "NodeAffinity",
          "nodeAffinity",
          "*v1.NodeAffinity",
          "omitempty"
        ],
        [
          "PodAffinity",
          "podAffinity",
          "*v1.PodAffinity",
          "omitempty"
        ],
        [
          "PodAntiAffinity",
          "podAntiAffinity",
          "*v1.PodAntiAffinity",
          "omitempty"
        ]
      ]
    },
    "v1.AppArmorProfile": {
      "kind": "struct",
      "fields": [
        [
          "Type",
          "type",
          "v1.AppArmorProfileType",
          ""
        ],
        [
          "LocalhostProfile",
          "localhostProfile",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.AppArmorProfileType": {
      "kind": "string"
    },
    "v1.AzureDataDiskCachingMode": {
      "kind": "string"
    },
    "v1.AzureDataDiskKind": {
      "kind": "string"
    },
    "v1.AzureDiskVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "DiskName",
          "diskName",
          "string",
          ""
        ],
        [
          "DataDiskURI",
          "diskURI",
          "string",
          ""
        ],
        [
          "CachingMode",
          "cachingMode",
          "*v1.AzureDataDiskCachingMode",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "*string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "*bool",
          "omitempty"
        ],
        [
          "Kind",
          "kind",
          "*v1.AzureDataDiskKind",
          "omitempty"
        ]
      ]
    },
    "v1.AzureFileVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "SecretName",
          "secretName",
          "string",
          ""
        ],
        [
          "ShareName",
          "shareName",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.CSIVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Driver",
          "driver",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "*bool",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "*string",
          "omitempty"
        ],
        [
          "VolumeAttributes",
          "volumeAttributes",
          "map[string]string",
          "omitempty"
        ],
        [
          "NodePublishSecretRef",
          "nodePublishSecretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ]
      ]
    },
    "v1.Capabilities": {
      "kind": "struct",
      "fields": [
        [
          "Add",
          "add",
          "[]v1.Capability",
          "omitempty"
        ],
        [
          "Drop",
          "drop",
          "[]v1.Capability",
          "omitempty"
        ]
      ]
    },
    "v1.Capability": {
      "kind": "string"
    },
    "v1.CephFSVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Monitors",
          "monitors",
          "[]string",
          ""
        ],
        [
          "Path",
          "path",
          "string",
          "omitempty"
        ],
        [
          "User",
          "user",
          "string",
          "omitempty"
        ],
        [
          "SecretFile",
          "secretFile",
          "string",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.CinderVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumeID",
          "volumeID",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ]
      ]
    },
    "v1.ClusterTrustBundleProjection": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "*string",
          "omitempty"
        ],
        [
          "SignerName",
          "signerName",
          "*string",
          "omitempty"
        ],
        [
          "LabelSelector",
          "labelSelector",
          "*v1.LabelSelector",
          "omitempty"
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ],
        [
          "Path",
          "path",
          "string",
          ""
        ]
      ]
    },
    "v1.ConfigMapEnvSource": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.ConfigMapKeySelector": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Key",
          "key",
          "string",
          ""
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.ConfigMapProjection": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Items",
          "items",
          "[]v1.KeyToPath",
          "omitempty"
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.ConfigMapVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Items",
          "items",
          "[]v1.KeyToPath",
          "omitempty"
        ],
        [
          "DefaultMode",
          "defaultMode",
          "*int32",
          "omitempty"
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.Container": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Image",
          "image",
          "string",
          "omitempty"
        ],
        [
          "Command",
          "command",
          "[]string",
          "omitempty"
        ],
        [
          "Args",
          "args",
          "[]string",
          "omitempty"
        ],
        [
          "WorkingDir",
          "workingDir",
          "string",
          "omitempty"
        ],
        [
          "Ports",
          "ports",
          "[]v1.ContainerPort",
          "omitempty"
        ],
        [
          "EnvFrom",
          "envFrom",
          "[]v1.EnvFromSource",
          "omitempty"
        ],
        [
          "Env",
          "env",
          "[]v1.EnvVar",
          "omitempty"
        ],
        [
          "Resources",
          "resources",
          "v1.ResourceRequirements",
          "omitempty"
        ],
        [
          "ResizePolicy",
          "resizePolicy",
          "[]v1.ContainerResizePolicy",
          "omitempty"
        ],
        [
          "RestartPolicy",
          "restartPolicy",
          "*v1.ContainerRestartPolicy",
          "omitempty"
        ],
        [
          "VolumeMounts",
          "volumeMounts",
          "[]v1.VolumeMount",
          "omitempty"
        ],
        [
          "VolumeDevices",
          "volumeDevices",
          "[]v1.VolumeDevice",
          "omitempty"
        ],
        [
          "LivenessProbe",
          "livenessProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "ReadinessProbe",
          "readinessProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "StartupProbe",
          "startupProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "Lifecycle",
          "lifecycle",
          "*v1.Lifecycle",
          "omitempty"
        ],
        [
          "TerminationMessagePath",
          "terminationMessagePath",
          "string",
          "omitempty"
        ],
        [
          "TerminationMessagePolicy",
          "terminationMessagePolicy",
          "v1.TerminationMessagePolicy",
          "omitempty"
        ],
        [
          "ImagePullPolicy",
          "imagePullPolicy",
          "v1.PullPolicy",
          "omitempty"
        ],
        [
          "SecurityContext",
          "securityContext",
          "*v1.SecurityContext",
          "omitempty"
        ],
        [
          "Stdin",
          "stdin",
          "bool",
          "omitempty"
        ],
        [
          "StdinOnce",
          "stdinOnce",
          "bool",
          "omitempty"
        ],
        [
          "TTY",
          "tty",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.ContainerPort": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          "omitempty"
        ],
        [
          "HostPort",
          "hostPort",
          "int32",
          "omitempty"
        ],
        [
          "ContainerPort",
          "containerPort",
          "int32",
          ""
        ],
        [
          "Protocol",
          "protocol",
          "v1.Protocol",
          "omitempty"
        ],
        [
          "HostIP",
          "hostIP",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.ContainerResizePolicy": {
      "kind": "struct",
      "fields": [
        [
          "ResourceName",
          "resourceName",
          "v1.ResourceName",
          ""
        ],
        [
          "RestartPolicy",
          "restartPolicy",
          "v1.ResourceResizeRestartPolicy",
          ""
        ]
      ]
    },
    "v1.ContainerRestartPolicy": {
      "kind": "string"
    },
    "v1.DNSPolicy": {
      "kind": "string"
    },
    "v1.DownwardAPIProjection": {
      "kind": "struct",
      "fields": [
        [
          "Items",
          "items",
          "[]v1.DownwardAPIVolumeFile",
          "omitempty"
        ]
      ]
    },
    "v1.DownwardAPIVolumeFile": {
      "kind": "struct",
      "fields": [
        [
          "Path",
          "path",
          "string",
          ""
        ],
        [
          "FieldRef",
          "fieldRef",
          "*v1.ObjectFieldSelector",
          "omitempty"
        ],
        [
          "ResourceFieldRef",
          "resourceFieldRef",
          "*v1.ResourceFieldSelector",
          "omitempty"
        ],
        [
          "Mode",
          "mode",
          "*int32",
          "omitempty"
        ]
      ]
    },
    "v1.DownwardAPIVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Items",
          "items",
          "[]v1.DownwardAPIVolumeFile",
          "omitempty"
        ],
        [
          "DefaultMode",
          "defaultMode",
          "*int32",
          "omitempty"
        ]
      ]
    },
    "v1.EmptyDirVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Medium",
          "medium",
          "v1.StorageMedium",
          "omitempty"
        ],
        [
          "SizeLimit",
          "sizeLimit",
          "*resource.Quantity",
          "omitempty"
        ]
      ]
    },
    "v1.EnvFromSource": {
      "kind": "struct",
      "fields": [
        [
          "Prefix",
          "prefix",
          "string",
          "omitempty"
        ],
        [
          "ConfigMapRef",
          "configMapRef",
          "*v1.ConfigMapEnvSource",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.SecretEnvSource",
          "omitempty"
        ]
      ]
    },
    "v1.EnvVar": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Value",
          "value",
          "string",
          "omitempty"
        ],
        [
          "ValueFrom",
          "valueFrom",
          "*v1.EnvVarSource",
          "omitempty"
        ]
      ]
    },
    "v1.EnvVarSource": {
      "kind": "struct",
      "fields": [
        [
          "FieldRef",
          "fieldRef",
          "*v1.ObjectFieldSelector",
          "omitempty"
        ],
        [
          "ResourceFieldRef",
          "resourceFieldRef",
          "*v1.ResourceFieldSelector",
          "omitempty"
        ],
        [
          "ConfigMapKeyRef",
          "configMapKeyRef",
          "*v1.ConfigMapKeySelector",
          "omitempty"
        ],
        [
          "SecretKeyRef",
          "secretKeyRef",
          "*v1.SecretKeySelector",
          "omitempty"
        ]
      ]
    },
    "v1.EphemeralContainer": {
      "kind": "struct",
      "fields": [
        [
          "EphemeralContainerCommon",
          ",inline",
          "v1.EphemeralContainerCommon",
          ""
        ],
        [
          "TargetContainerName",
          "targetContainerName",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.EphemeralContainerCommon": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Image",
          "image",
          "string",
          "omitempty"
        ],
        [
          "Command",
          "command",
          "[]string",
          "omitempty"
        ],
        [
          "Args",
          "args",
          "[]string",
          "omitempty"
        ],
        [
          "WorkingDir",
          "workingDir",
          "string",
          "omitempty"
        ],
        [
          "Ports",
          "ports",
          "[]v1.ContainerPort",
          "omitempty"
        ],
        [
          "EnvFrom",
          "envFrom",
          "[]v1.EnvFromSource",
          "omitempty"
        ],
        [
          "Env",
          "env",
          "[]v1.EnvVar",
          "omitempty"
        ],
        [
          "Resources",
          "resources",
          "v1.ResourceRequirements",
          "omitempty"
        ],
        [
          "ResizePolicy",
          "resizePolicy",
          "[]v1.ContainerResizePolicy",
          "omitempty"
        ],
        [
          "RestartPolicy",
          "restartPolicy",
          "*v1.ContainerRestartPolicy",
          "omitempty"
        ],
        [
          "VolumeMounts",
          "volumeMounts",
          "[]v1.VolumeMount",
          "omitempty"
        ],
        [
          "VolumeDevices",
          "volumeDevices",
          "[]v1.VolumeDevice",
          "omitempty"
        ],
        [
          "LivenessProbe",
          "livenessProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "ReadinessProbe",
          "readinessProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "StartupProbe",
          "startupProbe",
          "*v1.Probe",
          "omitempty"
        ],
        [
          "Lifecycle",
          "lifecycle",
          "*v1.Lifecycle",
          "omitempty"
        ],
        [
          "TerminationMessagePath",
          "terminationMessagePath",
          "string",
          "omitempty"
        ],
        [
          "TerminationMessagePolicy",
          "terminationMessagePolicy",
          "v1.TerminationMessagePolicy",
          "omitempty"
        ],
        [
          "ImagePullPolicy",
          "imagePullPolicy",
          "v1.PullPolicy",
          "omitempty"
        ],
        [
          "SecurityContext",
          "securityContext",
          "*v1.SecurityContext",
          "omitempty"
        ],
        [
          "Stdin",
          "stdin",
          "bool",
          "omitempty"
        ],
        [
          "StdinOnce",
          "stdinOnce",
          "bool",
          "omitempty"
        ],
        [
          "TTY",
          "tty",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.EphemeralVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumeClaimTemplate",
          "volumeClaimTemplate",
          "*v1.PersistentVolumeClaimTemplate",
          "omitempty"
        ]
      ]
    },
    "v1.ExecAction": {
      "kind": "struct",
      "fields": [
        [
          "Command",
          "command",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.FCVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "TargetWWNs",
          "targetWWNs",
          "[]string",
          "omitempty"
        ],
        [
          "Lun",
          "lun",
          "*int32",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "WWIDs",
          "wwids",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.FieldsV1": {
      "kind": "opaque"
    },
    "v1.FlexVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Driver",
          "driver",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "Options",
          "options",
          "map[string]string",
          "omitempty"
        ]
      ]
    },
    "v1.FlockerVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "DatasetName",
          "datasetName",
          "string",
          "omitempty"
        ],
        [
          "DatasetUUID",
          "datasetUUID",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.GCEPersistentDiskVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "PDName",
          "pdName",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "Partition",
          "partition",
          "int32",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.GRPCAction": {
      "kind": "struct",
      "fields": [
        [
          "Port",
          "port",
          "int32",
          ""
        ],
        [
          "Service",
          "service",
          "*string",
          ""
        ]
      ]
    },
    "v1.GitRepoVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Repository",
          "repository",
          "string",
          ""
        ],
        [
          "Revision",
          "revision",
          "string",
          "omitempty"
        ],
        [
          "Directory",
          "directory",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.GlusterfsVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "EndpointsName",
          "endpoints",
          "string",
          ""
        ],
        [
          "Path",
          "path",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.HTTPGetAction": {
      "kind": "struct",
      "fields": [
        [
          "Path",
          "path",
          "string",
          "omitempty"
        ],
        [
          "Port",
          "port",
          "intstr.IntOrString",
          ""
        ],
        [
          "Host",
          "host",
          "string",
          "omitempty"
        ],
        [
          "Scheme",
          "scheme",
          "v1.URIScheme",
          "omitempty"
        ],
        [
          "HTTPHeaders",
          "httpHeaders",
          "[]v1.HTTPHeader",
          "omitempty"
        ]
      ]
    },
    "v1.HTTPHeader": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Value",
          "value",
          "string",
          ""
        ]
      ]
    },
    "v1.HostAlias": {
      "kind": "struct",
      "fields": [
        [
          "IP",
          "ip",
          "string",
          ""
        ],
        [
          "Hostnames",
          "hostnames",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.HostPathType": {
      "kind": "string"
    },
    "v1.HostPathVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Path",
          "path",
          "string",
          ""
        ],
        [
          "Type",
          "type",
          "*v1.HostPathType",
          "omitempty"
        ]
      ]
    },
    "v1.ISCSIVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "TargetPortal",
          "targetPortal",
          "string",
          ""
        ],
        [
          "IQN",
          "iqn",
          "string",
          ""
        ],
        [
          "Lun",
          "lun",
          "int32",
          ""
        ],
        [
          "ISCSIInterface",
          "iscsiInterface",
          "string",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "Portals",
          "portals",
          "[]string",
          "omitempty"
        ],
        [
          "DiscoveryCHAPAuth",
          "chapAuthDiscovery",
          "bool",
          "omitempty"
        ],
        [
          "SessionCHAPAuth",
          "chapAuthSession",
          "bool",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ],
        [
          "InitiatorName",
          "initiatorName",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.ImageVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Reference",
          "reference",
          "string",
          "omitempty"
        ],
        [
          "PullPolicy",
          "pullPolicy",
          "v1.PullPolicy",
          "omitempty"
        ]
      ]
    },
    "v1.KeyToPath": {
      "kind": "struct",
      "fields": [
        [
          "Key",
          "key",
          "string",
          ""
        ],
        [
          "Path",
          "path",
          "string",
          ""
        ],
        [
          "Mode",
          "mode",
          "*int32",
          "omitempty"
        ]
      ]
    },
    "v1.LabelSelector": {
      "kind": "struct",
      "fields": [
        [
          "MatchLabels",
          "matchLabels",
          "map[string]string",
          "omitempty"
        ],
        [
          "MatchExpressions",
          "matchExpressions",
          "[]v1.LabelSelectorRequirement",
          "omitempty"
        ]
      ]
    },
    "v1.LabelSelectorOperator": {
      "kind": "string"
    },
    "v1.LabelSelectorRequirement": {
      "kind": "struct",
      "fields": [
        [
          "Key",
          "key",
          "string",
          ""
        ],
        [
          "Operator",
          "operator",
          "v1.LabelSelectorOperator",
          ""
        ],
        [
          "Values",
          "values",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.Lifecycle": {
      "kind": "struct",
      "fields": [
        [
          "PostStart",
          "postStart",
          "*v1.LifecycleHandler",
          "omitempty"
        ],
        [
          "PreStop",
          "preStop",
          "*v1.LifecycleHandler",
          "omitempty"
        ]
      ]
    },
    "v1.LifecycleHandler": {
      "kind": "struct",
      "fields": [
        [
          "Exec",
          "exec",
          "*v1.ExecAction",
          "omitempty"
        ],
        [
          "HTTPGet",
          "httpGet",
          "*v1.HTTPGetAction",
          "omitempty"
        ],
        [
          "TCPSocket",
          "tcpSocket",
          "*v1.TCPSocketAction",
          "omitempty"
        ],
        [
          "Sleep",
          "sleep",
          "*v1.SleepAction",
          "omitempty"
        ]
      ]
    },
    "v1.LocalObjectReference": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.ManagedFieldsEntry": {
      "kind": "struct",
      "fields": [
        [
          "Manager",
          "manager",
          "string",
          "omitempty"
        ],
        [
          "Operation",
          "operation",
          "v1.ManagedFieldsOperationType",
          "omitempty"
        ],
        [
          "APIVersion",
          "apiVersion",
          "string",
          "omitempty"
        ],
        [
          "Time",
          "time",
          "*v1.Time",
          "omitempty"
        ],
        [
          "FieldsType",
          "fieldsType",
          "string",
          "omitempty"
        ],
        [
          "FieldsV1",
          "fieldsV1",
          "*v1.FieldsV1",
          "omitempty"
        ],
        [
          "Subresource",
          "subresource",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.ManagedFieldsOperationType": {
      "kind": "string"
    },
    "v1.MountPropagationMode": {
      "kind": "string"
    },
    "v1.NFSVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Server",
          "server",
          "string",
          ""
        ],
        [
          "Path",
          "path",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.NodeAffinity": {
      "kind": "struct",
      "fields": [
        [
          "RequiredDuringSchedulingIgnoredDuringExecution",
          "requiredDuringSchedulingIgnoredDuringExecution",
          "*v1.NodeSelector",
          "omitempty"
        ],
        [
          "PreferredDuringSchedulingIgnoredDuringExecution",
          "preferredDuringSchedulingIgnoredDuringExecution",
          "[]v1.PreferredSchedulingTerm",
          "omitempty"
        ]
      ]
    },
    "v1.NodeInclusionPolicy": {
      "kind": "string"
    },
    "v1.NodeSelector": {
      "kind": "struct",
      "fields": [
        [
          "NodeSelectorTerms",
          "nodeSelectorTerms",
          "[]v1.NodeSelectorTerm",
          ""
        ]
      ]
    },
    "v1.NodeSelectorOperator": {
      "kind": "string"
    },
    "v1.NodeSelectorRequirement": {
      "kind": "struct",
      "fields": [
        [
          "Key",
          "key",
          "string",
          ""
        ],
        [
          "Operator",
          "operator",
          "v1.NodeSelectorOperator",
          ""
        ],
        [
          "Values",
          "values",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.NodeSelectorTerm": {
      "kind": "struct",
      "fields": [
        [
          "MatchExpressions",
          "matchExpressions",
          "[]v1.NodeSelectorRequirement",
          "omitempty"
        ],
        [
          "MatchFields",
          "matchFields",
          "[]v1.NodeSelectorRequirement",
          "omitempty"
        ]
      ]
    },
    "v1.OSName": {
      "kind": "string"
    },
    "v1.ObjectFieldSelector": {
      "kind": "struct",
      "fields": [
        [
          "APIVersion",
          "apiVersion",
          "string",
          "omitempty"
        ],
        [
          "FieldPath",
          "fieldPath",
          "string",
          ""
        ]
      ]
    },
    "v1.ObjectMeta": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          "omitempty"
        ],
        [
          "GenerateName",
          "generateName",
          "string",
          "omitempty"
        ],
        [
          "Namespace",
          "namespace",
          "string",
          "omitempty"
        ],
        [
          "SelfLink",
          "selfLink",
          "string",
          "omitempty"
        ],
        [
          "UID",
          "uid",
          "types.UID",
          "omitempty"
        ],
        [
          "ResourceVersion",
          "resourceVersion",
          "string",
          "omitempty"
        ],
        [
          "Generation",
          "generation",
          "int64",
          "omitempty"
        ],
        [
          "CreationTimestamp",
          "creationTimestamp",
          "v1.Time",
          "omitempty"
        ],
        [
          "DeletionTimestamp",
          "deletionTimestamp",
          "*v1.Time",
          "omitempty"
        ],
        [
          "DeletionGracePeriodSeconds",
          "deletionGracePeriodSeconds",
          "*int64",
          "omitempty"
        ],
        [
          "Labels",
          "labels",
          "map[string]string",
          "omitempty"
        ],
        [
          "Annotations",
          "annotations",
          "map[string]string",
          "omitempty"
        ],
        [
          "OwnerReferences",
          "ownerReferences",
          "[]v1.OwnerReference",
          "omitempty"
        ],
        [
          "Finalizers",
          "finalizers",
          "[]string",
          "omitempty"
        ],
        [
          "ManagedFields",
          "managedFields",
          "[]v1.ManagedFieldsEntry",
          "omitempty"
        ]
      ]
    },
    "v1.OwnerReference": {
      "kind": "struct",
      "fields": [
        [
          "APIVersion",
          "apiVersion",
          "string",
          ""
        ],
        [
          "Kind",
          "kind",
          "string",
          ""
        ],
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "UID",
          "uid",
          "types.UID",
          ""
        ],
        [
          "Controller",
          "controller",
          "*bool",
          "omitempty"
        ],
        [
          "BlockOwnerDeletion",
          "blockOwnerDeletion",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.PersistentVolumeAccessMode": {
      "kind": "string"
    },
    "v1.PersistentVolumeClaimSpec": {
      "kind": "struct",
      "fields": [
        [
          "AccessModes",
          "accessModes",
          "[]v1.PersistentVolumeAccessMode",
          "omitempty"
        ],
        [
          "Selector",
          "selector",
          "*v1.LabelSelector",
          "omitempty"
        ],
        [
          "Resources",
          "resources",
          "v1.VolumeResourceRequirements",
          "omitempty"
        ],
        [
          "VolumeName",
          "volumeName",
          "string",
          "omitempty"
        ],
        [
          "StorageClassName",
          "storageClassName",
          "*string",
          "omitempty"
        ],
        [
          "VolumeMode",
          "volumeMode",
          "*v1.PersistentVolumeMode",
          "omitempty"
        ],
        [
          "DataSource",
          "dataSource",
          "*v1.TypedLocalObjectReference",
          "omitempty"
        ],
        [
          "DataSourceRef",
          "dataSourceRef",
          "*v1.TypedObjectReference",
          "omitempty"
        ],
        [
          "VolumeAttributesClassName",
          "volumeAttributesClassName",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.PersistentVolumeClaimTemplate": {
      "kind": "struct",
      "fields": [
        [
          "ObjectMeta",
          "metadata",
          "v1.ObjectMeta",
          "omitempty"
        ],
        [
          "Spec",
          "spec",
          "v1.PersistentVolumeClaimSpec",
          ""
        ]
      ]
    },
    "v1.PersistentVolumeClaimVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "ClaimName",
          "claimName",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.PersistentVolumeMode": {
      "kind": "string"
    },
    "v1.PhotonPersistentDiskVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "PdID",
          "pdID",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.PodAffinity": {
      "kind": "struct",
      "fields": [
        [
          "RequiredDuringSchedulingIgnoredDuringExecution",
          "requiredDuringSchedulingIgnoredDuringExecution",
          "[]v1.PodAffinityTerm",
          "omitempty"
        ],
        [
          "PreferredDuringSchedulingIgnoredDuringExecution",
          "preferredDuringSchedulingIgnoredDuringExecution",
          "[]v1.WeightedPodAffinityTerm",
          "omitempty"
        ]
      ]
    },
    "v1.PodAffinityTerm": {
      "kind": "struct",
      "fields": [
        [
          "LabelSelector",
          "labelSelector",
          "*v1.LabelSelector",
          "omitempty"
        ],
        [
          "Namespaces",
          "namespaces",
          "[]string",
          "omitempty"
        ],
        [
          "TopologyKey",
          "topologyKey",
          "string",
          ""
        ],
        [
          "NamespaceSelector",
          "namespaceSelector",
          "*v1.LabelSelector",
          "omitempty"
        ],
        [
          "MatchLabelKeys",
          "matchLabelKeys",
          "[]string",
          "omitempty"
        ],
        [
          "MismatchLabelKeys",
          "mismatchLabelKeys",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.PodAntiAffinity": {
      "kind": "struct",
      "fields": [
        [
          "RequiredDuringSchedulingIgnoredDuringExecution",
          "requiredDuringSchedulingIgnoredDuringExecution",
          "[]v1.PodAffinityTerm",
          "omitempty"
        ],
        [
          "PreferredDuringSchedulingIgnoredDuringExecution",
          "preferredDuringSchedulingIgnoredDuringExecution",
          "[]v1.WeightedPodAffinityTerm",
          "omitempty"
        ]
      ]
    },
    "v1.PodConditionType": {
      "kind": "string"
    },
    "v1.PodDNSConfig": {
      "kind": "struct",
      "fields": [
        [
          "Nameservers",
          "nameservers",
          "[]string",
          "omitempty"
        ],
        [
          "Searches",
          "searches",
          "[]string",
          "omitempty"
        ],
        [
          "Options",
          "options",
          "[]v1.PodDNSConfigOption",
          "omitempty"
        ]
      ]
    },
    "v1.PodDNSConfigOption": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          "omitempty"
        ],
        [
          "Value",
          "value",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.PodFSGroupChangePolicy": {
      "kind": "string"
    },
    "v1.PodOS": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "v1.OSName",
          ""
        ]
      ]
    },
    "v1.PodReadinessGate": {
      "kind": "struct",
      "fields": [
        [
          "ConditionType",
          "conditionType",
          "v1.PodConditionType",
          ""
        ]
      ]
    },
    "v1.PodResourceClaim": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "ResourceClaimName",
          "resourceClaimName",
          "*string",
          "omitempty"
        ],
        [
          "ResourceClaimTemplateName",
          "resourceClaimTemplateName",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.PodSELinuxChangePolicy": {
      "kind": "string"
    },
    "v1.PodSchedulingGate": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ]
      ]
    },
    "v1.PodSecurityContext": {
      "kind": "struct",
      "fields": [
        [
          "SELinuxOptions",
          "seLinuxOptions",
          "*v1.SELinuxOptions",
          "omitempty"
        ],
        [
          "WindowsOptions",
          "windowsOptions",
          "*v1.WindowsSecurityContextOptions",
          "omitempty"
        ],
        [
          "RunAsUser",
          "runAsUser",
          "*int64",
          "omitempty"
        ],
        [
          "RunAsGroup",
          "runAsGroup",
          "*int64",
          "omitempty"
        ],
        [
          "RunAsNonRoot",
          "runAsNonRoot",
          "*bool",
          "omitempty"
        ],
        [
          "SupplementalGroups",
          "supplementalGroups",
          "[]int64",
          "omitempty"
        ],
        [
          "SupplementalGroupsPolicy",
          "supplementalGroupsPolicy",
          "*v1.SupplementalGroupsPolicy",
          "omitempty"
        ],
        [
          "FSGroup",
          "fsGroup",
          "*int64",
          "omitempty"
        ],
        [
          "Sysctls",
          "sysctls",
          "[]v1.Sysctl",
          "omitempty"
        ],
        [
          "FSGroupChangePolicy",
          "fsGroupChangePolicy",
          "*v1.PodFSGroupChangePolicy",
          "omitempty"
        ],
        [
          "SeccompProfile",
          "seccompProfile",
          "*v1.SeccompProfile",
          "omitempty"
        ],
        [
          "AppArmorProfile",
          "appArmorProfile",
          "*v1.AppArmorProfile",
          "omitempty"
        ],
        [
          "SELinuxChangePolicy",
          "seLinuxChangePolicy",
          "*v1.PodSELinuxChangePolicy",
          "omitempty"
        ]
      ]
    },
    "v1.PodSpec": {
      "kind": "struct",
      "fields": [
        [
          "Volumes",
          "volumes",
          "[]v1.Volume",
          "omitempty"
        ],
        [
          "InitContainers",
          "initContainers",
          "[]v1.Container",
          "omitempty"
        ],
        [
          "Containers",
          "containers",
          "[]v1.Container",
          ""
        ],
        [
          "EphemeralContainers",
          "ephemeralContainers",
          "[]v1.EphemeralContainer",
          "omitempty"
        ],
        [
          "RestartPolicy",
          "restartPolicy",
          "v1.RestartPolicy",
          "omitempty"
        ],
        [
          "TerminationGracePeriodSeconds",
          "terminationGracePeriodSeconds",
          "*int64",
          "omitempty"
        ],
        [
          "ActiveDeadlineSeconds",
          "activeDeadlineSeconds",
          "*int64",
          "omitempty"
        ],
        [
          "DNSPolicy",
          "dnsPolicy",
          "v1.DNSPolicy",
          "omitempty"
        ],
        [
          "NodeSelector",
          "nodeSelector",
          "map[string]string",
          "omitempty"
        ],
        [
          "ServiceAccountName",
          "serviceAccountName",
          "string",
          "omitempty"
        ],
        [
          "DeprecatedServiceAccount",
          "serviceAccount",
          "string",
          "omitempty"
        ],
        [
          "AutomountServiceAccountToken",
          "automountServiceAccountToken",
          "*bool",
          "omitempty"
        ],
        [
          "NodeName",
          "nodeName",
          "string",
          "omitempty"
        ],
        [
          "HostNetwork",
          "hostNetwork",
          "bool",
          "omitempty"
        ],
        [
          "HostPID",
          "hostPID",
          "bool",
          "omitempty"
        ],
        [
          "HostIPC",
          "hostIPC",
          "bool",
          "omitempty"
        ],
        [
          "ShareProcessNamespace",
          "shareProcessNamespace",
          "*bool",
          "omitempty"
        ],
        [
          "SecurityContext",
          "securityContext",
          "*v1.PodSecurityContext",
          "omitempty"
        ],
        [
          "ImagePullSecrets",
          "imagePullSecrets",
          "[]v1.LocalObjectReference",
          "omitempty"
        ],
        [
          "Hostname",
          "hostname",
          "string",
          "omitempty"
        ],
        [
          "Subdomain",
          "subdomain",
          "string",
          "omitempty"
        ],
        [
          "Affinity",
          "affinity",
          "*v1.Affinity",
          "omitempty"
        ],
        [
          "SchedulerName",
          "schedulerName",
          "string",
          "omitempty"
        ],
        [
          "Tolerations",
          "tolerations",
          "[]v1.Toleration",
          "omitempty"
        ],
        [
          "HostAliases",
          "hostAliases",
          "[]v1.HostAlias",
          "omitempty"
        ],
        [
          "PriorityClassName",
          "priorityClassName",
          "string",
          "omitempty"
        ],
        [
          "Priority",
          "priority",
          "*int32",
          "omitempty"
        ],
        [
          "DNSConfig",
          "dnsConfig",
          "*v1.PodDNSConfig",
          "omitempty"
        ],
        [
          "ReadinessGates",
          "readinessGates",
          "[]v1.PodReadinessGate",
          "omitempty"
        ],
        [
          "RuntimeClassName",
          "runtimeClassName",
          "*string",
          "omitempty"
        ],
        [
          "EnableServiceLinks",
          "enableServiceLinks",
          "*bool",
          "omitempty"
        ],
        [
          "PreemptionPolicy",
          "preemptionPolicy",
          "*v1.PreemptionPolicy",
          "omitempty"
        ],
        [
          "Overhead",
          "overhead",
          "v1.ResourceList",
          "omitempty"
        ],
        [
          "TopologySpreadConstraints",
          "topologySpreadConstraints",
          "[]v1.TopologySpreadConstraint",
          "omitempty"
        ],
        [
          "SetHostnameAsFQDN",
          "setHostnameAsFQDN",
          "*bool",
          "omitempty"
        ],
        [
          "OS",
          "os",
          "*v1.PodOS",
          "omitempty"
        ],
        [
          "HostUsers",
          "hostUsers",
          "*bool",
          "omitempty"
        ],
        [
          "SchedulingGates",
          "schedulingGates",
          "[]v1.PodSchedulingGate",
          "omitempty"
        ],
        [
          "ResourceClaims",
          "resourceClaims",
          "[]v1.PodResourceClaim",
          "omitempty"
        ],
        [
          "Resources",
          "resources",
          "*v1.ResourceRequirements",
          "omitempty"
        ]
      ]
    },
    "v1.PodTemplateSpec": {
      "kind": "struct",
      "fields": [
        [
          "ObjectMeta",
          "metadata",
          "v1.ObjectMeta",
          "omitempty"
        ],
        [
          "Spec",
          "spec",
          "v1.PodSpec",
          "omitempty"
        ]
      ]
    },
    "v1.PortworxVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumeID",
          "volumeID",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.PreemptionPolicy": {
      "kind": "string"
    },
    "v1.PreferredSchedulingTerm": {
      "kind": "struct",
      "fields": [
        [
          "Weight",
          "weight",
          "int32",
          ""
        ],
        [
          "Preference",
          "preference",
          "v1.NodeSelectorTerm",
          ""
        ]
      ]
    },
    "v1.Probe": {
      "kind": "struct",
      "fields": [
        [
          "ProbeHandler",
          ",inline",
          "v1.ProbeHandler",
          ""
        ],
        [
          "InitialDelaySeconds",
          "initialDelaySeconds",
          "int32",
          "omitempty"
        ],
        [
          "TimeoutSeconds",
          "timeoutSeconds",
          "int32",
          "omitempty"
        ],
        [
          "PeriodSeconds",
          "periodSeconds",
          "int32",
          "omitempty"
        ],
        [
          "SuccessThreshold",
          "successThreshold",
          "int32",
          "omitempty"
        ],
        [
          "FailureThreshold",
          "failureThreshold",
          "int32",
          "omitempty"
        ],
        [
          "TerminationGracePeriodSeconds",
          "terminationGracePeriodSeconds",
          "*int64",
          "omitempty"
        ]
      ]
    },
    "v1.ProbeHandler": {
      "kind": "struct",
      "fields": [
        [
          "Exec",
          "exec",
          "*v1.ExecAction",
          "omitempty"
        ],
        [
          "HTTPGet",
          "httpGet",
          "*v1.HTTPGetAction",
          "omitempty"
        ],
        [
          "TCPSocket",
          "tcpSocket",
          "*v1.TCPSocketAction",
          "omitempty"
        ],
        [
          "GRPC",
          "grpc",
          "*v1.GRPCAction",
          "omitempty"
        ]
      ]
    },
    "v1.ProcMountType": {
      "kind": "string"
    },
    "v1.ProjectedVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Sources",
          "sources",
          "[]v1.VolumeProjection",
          ""
        ],
        [
          "DefaultMode",
          "defaultMode",
          "*int32",
          "omitempty"
        ]
      ]
    },
    "v1.Protocol": {
      "kind": "string"
    },
    "v1.PullPolicy": {
      "kind": "string"
    },
    "v1.QuobyteVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Registry",
          "registry",
          "string",
          ""
        ],
        [
          "Volume",
          "volume",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "User",
          "user",
          "string",
          "omitempty"
        ],
        [
          "Group",
          "group",
          "string",
          "omitempty"
        ],
        [
          "Tenant",
          "tenant",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.RBDVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "CephMonitors",
          "monitors",
          "[]string",
          ""
        ],
        [
          "RBDImage",
          "image",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "RBDPool",
          "pool",
          "string",
          "omitempty"
        ],
        [
          "RadosUser",
          "user",
          "string",
          "omitempty"
        ],
        [
          "Keyring",
          "keyring",
          "string",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.RecursiveReadOnlyMode": {
      "kind": "string"
    },
    "v1.ResourceClaim": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Request",
          "request",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.ResourceFieldSelector": {
      "kind": "struct",
      "fields": [
        [
          "ContainerName",
          "containerName",
          "string",
          "omitempty"
        ],
        [
          "Resource",
          "resource",
          "string",
          ""
        ],
        [
          "Divisor",
          "divisor",
          "resource.Quantity",
          "omitempty"
        ]
      ]
    },
    "v1.ResourceList": {
      "kind": "map",
      "elem": "resource.Quantity"
    },
    "v1.ResourceName": {
      "kind": "string"
    },
    "v1.ResourceRequirements": {
      "kind": "struct",
      "fields": [
        [
          "Limits",
          "limits",
          "v1.ResourceList",
          "omitempty"
        ],
        [
          "Requests",
          "requests",
          "v1.ResourceList",
          "omitempty"
        ],
        [
          "Claims",
          "claims",
          "[]v1.ResourceClaim",
          "omitempty"
        ]
      ]
    },
    "v1.ResourceResizeRestartPolicy": {
      "kind": "string"
    },
    "v1.RestartPolicy": {
      "kind": "string"
    },
    "v1.SELinuxOptions": {
      "kind": "struct",
      "fields": [
        [
          "User",
          "user",
          "string",
          "omitempty"
        ],
        [
          "Role",
          "role",
          "string",
          "omitempty"
        ],
        [
          "Type",
          "type",
          "string",
          "omitempty"
        ],
        [
          "Level",
          "level",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.ScaleIOVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "Gateway",
          "gateway",
          "string",
          ""
        ],
        [
          "System",
          "system",
          "string",
          ""
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          ""
        ],
        [
          "SSLEnabled",
          "sslEnabled",
          "bool",
          "omitempty"
        ],
        [
          "ProtectionDomain",
          "protectionDomain",
          "string",
          "omitempty"
        ],
        [
          "StoragePool",
          "storagePool",
          "string",
          "omitempty"
        ],
        [
          "StorageMode",
          "storageMode",
          "string",
          "omitempty"
        ],
        [
          "VolumeName",
          "volumeName",
          "string",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ]
      ]
    },
    "v1.SeccompProfile": {
      "kind": "struct",
      "fields": [
        [
          "Type",
          "type",
          "v1.SeccompProfileType",
          ""
        ],
        [
          "LocalhostProfile",
          "localhostProfile",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.SeccompProfileType": {
      "kind": "string"
    },
    "v1.SecretEnvSource": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.SecretKeySelector": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Key",
          "key",
          "string",
          ""
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.SecretProjection": {
      "kind": "struct",
      "fields": [
        [
          "LocalObjectReference",
          ",inline",
          "v1.LocalObjectReference",
          ""
        ],
        [
          "Items",
          "items",
          "[]v1.KeyToPath",
          "omitempty"
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.SecretVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "SecretName",
          "secretName",
          "string",
          "omitempty"
        ],
        [
          "Items",
          "items",
          "[]v1.KeyToPath",
          "omitempty"
        ],
        [
          "DefaultMode",
          "defaultMode",
          "*int32",
          "omitempty"
        ],
        [
          "Optional",
          "optional",
          "*bool",
          "omitempty"
        ]
      ]
    },
    "v1.SecurityContext": {
      "kind": "struct",
      "fields": [
        [
          "Capabilities",
          "capabilities",
          "*v1.Capabilities",
          "omitempty"
        ],
        [
          "Privileged",
          "privileged",
          "*bool",
          "omitempty"
        ],
        [
          "SELinuxOptions",
          "seLinuxOptions",
          "*v1.SELinuxOptions",
          "omitempty"
        ],
        [
          "WindowsOptions",
          "windowsOptions",
          "*v1.WindowsSecurityContextOptions",
          "omitempty"
        ],
        [
          "RunAsUser",
          "runAsUser",
          "*int64",
          "omitempty"
        ],
        [
          "RunAsGroup",
          "runAsGroup",
          "*int64",
          "omitempty"
        ],
        [
          "RunAsNonRoot",
          "runAsNonRoot",
          "*bool",
          "omitempty"
        ],
        [
          "ReadOnlyRootFilesystem",
          "readOnlyRootFilesystem",
          "*bool",
          "omitempty"
        ],
        [
          "AllowPrivilegeEscalation",
          "allowPrivilegeEscalation",
          "*bool",
          "omitempty"
        ],
        [
          "ProcMount",
          "procMount",
          "*v1.ProcMountType",
          "omitempty"
        ],
        [
          "SeccompProfile",
          "seccompProfile",
          "*v1.SeccompProfile",
          "omitempty"
        ],
        [
          "AppArmorProfile",
          "appArmorProfile",
          "*v1.AppArmorProfile",
          "omitempty"
        ]
      ]
    },
    "v1.ServiceAccountTokenProjection": {
      "kind": "struct",
      "fields": [
        [
          "Audience",
          "audience",
          "string",
          "omitempty"
        ],
        [
          "ExpirationSeconds",
          "expirationSeconds",
          "*int64",
          "omitempty"
        ],
        [
          "Path",
          "path",
          "string",
          ""
        ]
      ]
    },
    "v1.SleepAction": {
      "kind": "struct",
      "fields": [
        [
          "Seconds",
          "seconds",
          "int64",
          ""
        ]
      ]
    },
    "v1.StorageMedium": {
      "kind": "string"
    },
    "v1.StorageOSVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumeName",
          "volumeName",
          "string",
          "omitempty"
        ],
        [
          "VolumeNamespace",
          "volumeNamespace",
          "string",
          "omitempty"
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "SecretRef",
          "secretRef",
          "*v1.LocalObjectReference",
          "omitempty"
        ]
      ]
    },
    "v1.SupplementalGroupsPolicy": {
      "kind": "string"
    },
    "v1.Sysctl": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Value",
          "value",
          "string",
          ""
        ]
      ]
    },
    "v1.TCPSocketAction": {
      "kind": "struct",
      "fields": [
        [
          "Port",
          "port",
          "intstr.IntOrString",
          ""
        ],
        [
          "Host",
          "host",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.TaintEffect": {
      "kind": "string"
    },
    "v1.TerminationMessagePolicy": {
      "kind": "string"
    },
    "v1.Time": {
      "kind": "time"
    },
    "v1.Toleration": {
      "kind": "struct",
      "fields": [
        [
          "Key",
          "key",
          "string",
          "omitempty"
        ],
        [
          "Operator",
          "operator",
          "v1.TolerationOperator",
          "omitempty"
        ],
        [
          "Value",
          "value",
          "string",
          "omitempty"
        ],
        [
          "Effect",
          "effect",
          "v1.TaintEffect",
          "omitempty"
        ],
        [
          "TolerationSeconds",
          "tolerationSeconds",
          "*int64",
          "omitempty"
        ]
      ]
    },
    "v1.TolerationOperator": {
      "kind": "string"
    },
    "v1.TopologySpreadConstraint": {
      "kind": "struct",
      "fields": [
        [
          "MaxSkew",
          "maxSkew",
          "int32",
          ""
        ],
        [
          "TopologyKey",
          "topologyKey",
          "string",
          ""
        ],
        [
          "WhenUnsatisfiable",
          "whenUnsatisfiable",
          "v1.UnsatisfiableConstraintAction",
          ""
        ],
        [
          "LabelSelector",
          "labelSelector",
          "*v1.LabelSelector",
          "omitempty"
        ],
        [
          "MinDomains",
          "minDomains",
          "*int32",
          "omitempty"
        ],
        [
          "NodeAffinityPolicy",
          "nodeAffinityPolicy",
          "*v1.NodeInclusionPolicy",
          "omitempty"
        ],
        [
          "NodeTaintsPolicy",
          "nodeTaintsPolicy",
          "*v1.NodeInclusionPolicy",
          "omitempty"
        ],
        [
          "MatchLabelKeys",
          "matchLabelKeys",
          "[]string",
          "omitempty"
        ]
      ]
    },
    "v1.TypedLocalObjectReference": {
      "kind": "struct",
      "fields": [
        [
          "APIGroup",
          "apiGroup",
          "*string",
          ""
        ],
        [
          "Kind",
          "kind",
          "string",
          ""
        ],
        [
          "Name",
          "name",
          "string",
          ""
        ]
      ]
    },
    "v1.TypedObjectReference": {
      "kind": "struct",
      "fields": [
        [
          "APIGroup",
          "apiGroup",
          "*string",
          ""
        ],
        [
          "Kind",
          "kind",
          "string",
          ""
        ],
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "Namespace",
          "namespace",
          "*string",
          "omitempty"
        ]
      ]
    },
    "v1.URIScheme": {
      "kind": "string"
    },
    "v1.UnsatisfiableConstraintAction": {
      "kind": "string"
    },
    "v1.Volume": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "VolumeSource",
          ",inline",
          "v1.VolumeSource",
          ""
        ]
      ]
    },
    "v1.VolumeDevice": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "DevicePath",
          "devicePath",
          "string",
          ""
        ]
      ]
    },
    "v1.VolumeMount": {
      "kind": "struct",
      "fields": [
        [
          "Name",
          "name",
          "string",
          ""
        ],
        [
          "ReadOnly",
          "readOnly",
          "bool",
          "omitempty"
        ],
        [
          "RecursiveReadOnly",
          "recursiveReadOnly",
          "*v1.RecursiveReadOnlyMode",
          "omitempty"
        ],
        [
          "MountPath",
          "mountPath",
          "string",
          ""
        ],
        [
          "SubPath",
          "subPath",
          "string",
          "omitempty"
        ],
        [
          "MountPropagation",
          "mountPropagation",
          "*v1.MountPropagationMode",
          "omitempty"
        ],
        [
          "SubPathExpr",
          "subPathExpr",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.VolumeProjection": {
      "kind": "struct",
      "fields": [
        [
          "Secret",
          "secret",
          "*v1.SecretProjection",
          "omitempty"
        ],
        [
          "DownwardAPI",
          "downwardAPI",
          "*v1.DownwardAPIProjection",
          "omitempty"
        ],
        [
          "ConfigMap",
          "configMap",
          "*v1.ConfigMapProjection",
          "omitempty"
        ],
        [
          "ServiceAccountToken",
          "serviceAccountToken",
          "*v1.ServiceAccountTokenProjection",
          "omitempty"
        ],
        [
          "ClusterTrustBundle",
          "clusterTrustBundle",
          "*v1.ClusterTrustBundleProjection",
          "omitempty"
        ]
      ]
    },
    "v1.VolumeResourceRequirements": {
      "kind": "struct",
      "fields": [
        [
          "Limits",
          "limits",
          "v1.ResourceList",
          "omitempty"
        ],
        [
          "Requests",
          "requests",
          "v1.ResourceList",
          "omitempty"
        ]
      ]
    },
    "v1.VolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "HostPath",
          "hostPath",
          "*v1.HostPathVolumeSource",
          "omitempty"
        ],
        [
          "EmptyDir",
          "emptyDir",
          "*v1.EmptyDirVolumeSource",
          "omitempty"
        ],
        [
          "GCEPersistentDisk",
          "gcePersistentDisk",
          "*v1.GCEPersistentDiskVolumeSource",
          "omitempty"
        ],
        [
          "AWSElasticBlockStore",
          "awsElasticBlockStore",
          "*v1.AWSElasticBlockStoreVolumeSource",
          "omitempty"
        ],
        [
          "GitRepo",
          "gitRepo",
          "*v1.GitRepoVolumeSource",
          "omitempty"
        ],
        [
          "Secret",
          "secret",
          "*v1.SecretVolumeSource",
          "omitempty"
        ],
        [
          "NFS",
          "nfs",
          "*v1.NFSVolumeSource",
          "omitempty"
        ],
        [
          "ISCSI",
          "iscsi",
          "*v1.ISCSIVolumeSource",
          "omitempty"
        ],
        [
          "Glusterfs",
          "glusterfs",
          "*v1.GlusterfsVolumeSource",
          "omitempty"
        ],
        [
          "PersistentVolumeClaim",
          "persistentVolumeClaim",
          "*v1.PersistentVolumeClaimVolumeSource",
          "omitempty"
        ],
        [
          "RBD",
          "rbd",
          "*v1.RBDVolumeSource",
          "omitempty"
        ],
        [
          "FlexVolume",
          "flexVolume",
          "*v1.FlexVolumeSource",
          "omitempty"
        ],
        [
          "Cinder",
          "cinder",
          "*v1.CinderVolumeSource",
          "omitempty"
        ],
        [
          "CephFS",
          "cephfs",
          "*v1.CephFSVolumeSource",
          "omitempty"
        ],
        [
          "Flocker",
          "flocker",
          "*v1.FlockerVolumeSource",
          "omitempty"
        ],
        [
          "DownwardAPI",
          "downwardAPI",
          "*v1.DownwardAPIVolumeSource",
          "omitempty"
        ],
        [
          "FC",
          "fc",
          "*v1.FCVolumeSource",
          "omitempty"
        ],
        [
          "AzureFile",
          "azureFile",
          "*v1.AzureFileVolumeSource",
          "omitempty"
        ],
        [
          "ConfigMap",
          "configMap",
          "*v1.ConfigMapVolumeSource",
          "omitempty"
        ],
        [
          "VsphereVolume",
          "vsphereVolume",
          "*v1.VsphereVirtualDiskVolumeSource",
          "omitempty"
        ],
        [
          "Quobyte",
          "quobyte",
          "*v1.QuobyteVolumeSource",
          "omitempty"
        ],
        [
          "AzureDisk",
          "azureDisk",
          "*v1.AzureDiskVolumeSource",
          "omitempty"
        ],
        [
          "PhotonPersistentDisk",
          "photonPersistentDisk",
          "*v1.PhotonPersistentDiskVolumeSource",
          "omitempty"
        ],
        [
          "Projected",
          "projected",
          "*v1.ProjectedVolumeSource",
          "omitempty"
        ],
        [
          "PortworxVolume",
          "portworxVolume",
          "*v1.PortworxVolumeSource",
          "omitempty"
        ],
        [
          "ScaleIO",
          "scaleIO",
          "*v1.ScaleIOVolumeSource",
          "omitempty"
        ],
        [
          "StorageOS",
          "storageos",
          "*v1.StorageOSVolumeSource",
          "omitempty"
        ],
        [
          "CSI",
          "csi",
          "*v1.CSIVolumeSource",
          "omitempty"
        ],
        [
          "Ephemeral",
          "ephemeral",
          "*v1.EphemeralVolumeSource",
          "omitempty"
        ],
        [
          "Image",
          "image",
          "*v1.ImageVolumeSource",
          "omitempty"
        ]
      ]
    },
    "v1.VsphereVirtualDiskVolumeSource": {
      "kind": "struct",
      "fields": [
        [
          "VolumePath",
          "volumePath",
          "string",
          ""
        ],
        [
          "FSType",
          "fsType",
          "string",
          "omitempty"
        ],
        [
          "StoragePolicyName",
          "storagePolicyName",
          "string",
          "omitempty"
        ],
        [
          "StoragePolicyID",
          "storagePolicyID",
          "string",
          "omitempty"
        ]
      ]
    },
    "v1.WeightedPodAffinityTerm": {
      "kind": "struct",
      "fields": [
        [
          "Weight",
          "weight",
          "int32",
          ""
        ],
        [
          "PodAffinityTerm",
          "podAffinityTerm",
          "v1.PodAffinityTerm",
          ""
        ]
      ]
    },
    "v1.WindowsSecurityContextOptions": {
      "kind": "struct",
      "fields": [
        [
          "GMSACredentialSpecName",
          "gmsaCredentialSpecName",
          "*string",
          "omitempty"
        ],
        [
          "GMSACredentialSpec",
          "gmsaCredentialSpec",
          "*string",
          "omitempty"
        ],
        [
          "RunAsUserName",
          "runAsUserName",
          "*string",
          "omitempty"
        ],
        [
          "HostProcess",
          "hostProcess",
          "*bool",
          "omitempty"
        ]
      ]
    }
  }
};

// dist/engine/kruise/templateHash.js
var LAYOUTS = { [layout.kubernetesApi]: layout, [layout2.kubernetesApi]: layout2 };
function computeTemplateHash(template, collisionCount, release, options) {
  let hash = fnv32a(spewText(template, templateLayout(release), options));
  if (collisionCount !== void 0) {
    const count = collisionCount >>> 0;
    for (const byte of [count & 255, count >>> 8 & 255, count >>> 16 & 255, count >>> 24, 0, 0, 0, 0])
      hash = Math.imul(hash ^ byte, 16777619) >>> 0;
  }
  return safeEncodeString(String(hash >>> 0));
}
function templateLayout(release) {
  const api = kruiseRelease(release).kubernetesApi;
  const layout3 = LAYOUTS[api];
  if (layout3 === void 0)
    throw new Error(`no generated pod layout for k8s.io/api ${api}`);
  return layout3;
}

// dist/engine/kruise/podDefaults.js
var MAP_FIELDS = /* @__PURE__ */ new Set([
  "labels",
  "annotations",
  "nodeSelector",
  "limits",
  "requests",
  "overhead",
  "volumeAttributes",
  "options",
  "matchLabels",
  "attributes"
]);
var OMIT_FALSE_FIELDS = /* @__PURE__ */ new Set(["hostNetwork", "hostPID", "hostIPC", "stdin", "stdinOnce", "tty", "readOnly"]);
var OMIT_ZERO_FIELDS = /* @__PURE__ */ new Set([
  "hostPort",
  "initialDelaySeconds",
  "timeoutSeconds",
  "periodSeconds",
  "successThreshold",
  "failureThreshold",
  "partition"
]);
var VOLUME_SOURCES = /* @__PURE__ */ new Set([
  "hostPath",
  "emptyDir",
  "gcePersistentDisk",
  "awsElasticBlockStore",
  "gitRepo",
  "secret",
  "nfs",
  "iscsi",
  "glusterfs",
  "persistentVolumeClaim",
  "rbd",
  "flexVolume",
  "cinder",
  "cephfs",
  "flocker",
  "downwardAPI",
  "fc",
  "azureFile",
  "configMap",
  "vsphereVolume",
  "quobyte",
  "azureDisk",
  "photonPersistentDisk",
  "projected",
  "portworxVolume",
  "scaleIO",
  "storageos",
  "csi",
  "ephemeral",
  "image"
]);
function defaultApplies(rule, obj, value) {
  switch (rule.when) {
    case "empty":
      return value === void 0 || value === null || value === "";
    case "zero":
      return value === void 0 || value === null || value === 0;
    case "absent":
      return value === void 0 || value === null;
    case "no-volume-source":
      return !hasVolumeSource(obj);
    case "not-object":
    case "not-object-at-end":
      return !isJsonObject(value);
  }
}
function conditionReadsOtherFields(rule) {
  return rule.when === "no-volume-source";
}
function initContainerPullPolicy(image) {
  if (typeof image !== "string")
    return "IfNotPresent";
  const lastSegment = image.slice(image.lastIndexOf("/") + 1);
  if (image.includes("@"))
    return "IfNotPresent";
  const colon = lastSegment.lastIndexOf(":");
  const tag = colon < 0 ? "" : lastSegment.slice(colon + 1);
  return tag === "" || tag === "latest" ? "Always" : "IfNotPresent";
}
function hasVolumeSource(volume) {
  for (const key in volume)
    if (VOLUME_SOURCES.has(key) && isJsonObject(volume[key]))
      return true;
  return false;
}
function place(parts) {
  return { defaults: parts.defaults ?? [], objects: parts.objects ?? {}, items: parts.items ?? {}, roundedToMilli: parts.roundedToMilli ?? [] };
}
var constant = (value) => () => value;
var newObject = () => ({});
var FIELD_REF = place({ defaults: [{ key: "apiVersion", when: "empty", value: constant("v1") }] });
var HTTP_GET = place({
  defaults: [
    { key: "path", when: "empty", value: constant("/") },
    { key: "scheme", when: "empty", value: constant("HTTP") }
  ]
});
var PROBE = place({
  defaults: [
    { key: "timeoutSeconds", when: "zero", value: constant(1) },
    { key: "periodSeconds", when: "zero", value: constant(10) },
    { key: "successThreshold", when: "zero", value: constant(1) },
    { key: "failureThreshold", when: "zero", value: constant(3) }
  ],
  objects: { httpGet: HTTP_GET }
});
var HANDLER = place({ objects: { httpGet: HTTP_GET } });
var RESOURCES_DEFAULT = { key: "resources", when: "not-object", value: newObject };
function container(pullPolicy) {
  return place({
    defaults: [
      { key: "terminationMessagePath", when: "empty", value: constant("/dev/termination-log") },
      { key: "terminationMessagePolicy", when: "empty", value: constant("File") },
      { key: "imagePullPolicy", when: "empty", value: pullPolicy, dependent: true },
      RESOURCES_DEFAULT
    ],
    items: {
      ports: place({ defaults: [{ key: "protocol", when: "empty", value: constant("TCP") }] }),
      env: place({ objects: { valueFrom: place({ objects: { fieldRef: FIELD_REF } }) } })
    },
    objects: {
      livenessProbe: PROBE,
      readinessProbe: PROBE,
      startupProbe: PROBE,
      resources: place({ roundedToMilli: ["limits", "requests"] }),
      lifecycle: place({ objects: { postStart: HANDLER, preStop: HANDLER } })
    }
  });
}
var DEFAULT_MODE = { key: "defaultMode", when: "absent", value: constant(420) };
var FIELD_REF_ITEM = place({ objects: { fieldRef: FIELD_REF } });
var MODE_SOURCE = place({ defaults: [DEFAULT_MODE] });
var VOLUME = place({
  defaults: [{ key: "emptyDir", when: "no-volume-source", value: newObject, dependent: true }],
  objects: {
    secret: MODE_SOURCE,
    configMap: MODE_SOURCE,
    downwardAPI: place({ defaults: [DEFAULT_MODE], items: { items: FIELD_REF_ITEM } }),
    projected: place({
      defaults: [DEFAULT_MODE],
      items: {
        sources: place({
          objects: {
            downwardAPI: place({ items: { items: FIELD_REF_ITEM } }),
            serviceAccountToken: place({ defaults: [{ key: "expirationSeconds", when: "absent", value: constant(3600) }] })
          }
        })
      }
    })
  }
});
var POD_SPEC = place({
  defaults: [
    { key: "dnsPolicy", when: "empty", value: constant("ClusterFirst") },
    { key: "restartPolicy", when: "empty", value: constant("Always") },
    { key: "terminationGracePeriodSeconds", when: "absent", value: constant(30) },
    { key: "schedulerName", when: "empty", value: constant("default-scheduler") },
    { key: "securityContext", when: "not-object", value: newObject }
  ],
  items: {
    containers: container(constant("Always")),
    initContainers: container((c) => initContainerPullPolicy(c.image)),
    volumes: VOLUME
  },
  roundedToMilli: ["overhead"]
});
var BARE_CONTAINER = place({ defaults: [RESOURCES_DEFAULT] });
var POD_SPEC_WITHOUT_DEFAULTS = place({ items: { containers: BARE_CONTAINER, initContainers: BARE_CONTAINER } });
var SPEC_DEFAULT = { key: "spec", when: "not-object", value: newObject };
var METADATA_DEFAULT = { key: "metadata", when: "not-object-at-end", value: newObject };
var TEMPLATE = place({ defaults: [SPEC_DEFAULT, METADATA_DEFAULT], objects: { spec: POD_SPEC } });
var TEMPLATE_WITHOUT_DEFAULTS = place({ defaults: [SPEC_DEFAULT, METADATA_DEFAULT], objects: { spec: POD_SPEC_WITHOUT_DEFAULTS } });

// dist/engine/kruise/templateDefaults.js
function defaultedTemplate(template, gates) {
  return built(template, templateSlot(gates), []);
}
var MAP = 1;
var QUANTITY_MAP2 = 2;
var ROUNDED = 4;
var QUANTITY3 = 8;
var OMIT_FALSE = 16;
var OMIT_ZERO = 32;
var RAW = 64;
var PRESENCE_READS_OTHER_FIELDS = 128;
var FIELD_FLAGS = /* @__PURE__ */ new Map();
var addFlag = (keys, flag) => {
  for (const key of keys)
    FIELD_FLAGS.set(key, (FIELD_FLAGS.get(key) ?? 0) | flag);
};
addFlag(MAP_FIELDS, MAP);
addFlag(QUANTITY_MAP_FIELDS, QUANTITY_MAP2);
addFlag(QUANTITY_FIELDS, QUANTITY3);
addFlag(OMIT_FALSE_FIELDS, OMIT_FALSE);
addFlag(OMIT_ZERO_FIELDS, OMIT_ZERO);
function slot(flags, rule, place2, itemPlace, type) {
  const presence = place2?.defaults.some(conditionReadsOtherFields) ? PRESENCE_READS_OTHER_FIELDS : 0;
  return { flags: flags | presence, rule, place: place2, itemPlace, type, fields: /* @__PURE__ */ new Map(), item: void 0 };
}
var RAW_SLOT = slot(RAW, void 0, void 0, void 0, void 0);
var PLAIN = slot(0, void 0, void 0, void 0, void 0);
var UNKNOWN = slot(RAW, void 0, void 0, void 0, void 0);
var ROOTS = { defaults: slot(0, void 0, TEMPLATE, void 0, void 0), bare: slot(0, void 0, TEMPLATE_WITHOUT_DEFAULTS, void 0, void 0) };
var TYPED_ROOTS = /* @__PURE__ */ new WeakMap();
function templateSlot(gates, type) {
  let roots = ROOTS;
  if (type !== void 0) {
    let typed = TYPED_ROOTS.get(type);
    if (typed === void 0) {
      typed = { defaults: slot(0, void 0, TEMPLATE, void 0, type), bare: slot(0, void 0, TEMPLATE_WITHOUT_DEFAULTS, void 0, type) };
      TYPED_ROOTS.set(type, typed);
    }
    roots = typed;
  }
  return gates.TemplateNoDefaults ? roots.bare : roots.defaults;
}
function fieldSlot(parent, key) {
  if (parent.flags & (RAW | MAP))
    return RAW_SLOT;
  return parent.fields.get(key) ?? newFieldSlot(parent, key);
}
function newFieldSlot(parent, key) {
  const place2 = parent.place;
  const struct2 = parent.type?.kind === "struct" ? parent.type : void 0;
  let type;
  if (struct2 !== void 0) {
    type = Object.hasOwn(struct2.fields, key) ? struct2.fields[key] : void 0;
    if (type === void 0)
      return UNKNOWN;
  } else if (!FIELD_FLAGS.has(key) && (place2 === void 0 || !namesOf(place2).has(key))) {
    return PLAIN;
  }
  const flags = (FIELD_FLAGS.get(key) ?? 0) | (place2?.roundedToMilli.includes(key) ? ROUNDED : 0);
  const rule = place2?.defaults.find((d) => d.key === key);
  const object = place2 !== void 0 && Object.hasOwn(place2.objects, key) ? place2.objects[key] : void 0;
  const items = place2 !== void 0 && Object.hasOwn(place2.items, key) ? place2.items[key] : void 0;
  const child = slot(flags, rule, object, items, type);
  parent.fields.set(key, child);
  return child;
}
var NAMES = /* @__PURE__ */ new WeakMap();
function namesOf(place2) {
  let names2 = NAMES.get(place2);
  if (names2 === void 0) {
    names2 = /* @__PURE__ */ new Set([...place2.defaults.map((d) => d.key), ...Object.keys(place2.objects), ...Object.keys(place2.items), ...place2.roundedToMilli]);
    NAMES.set(place2, names2);
  }
  return names2;
}
function presenceIsPerField(at) {
  return (at.flags & PRESENCE_READS_OTHER_FIELDS) === 0;
}
function itemSlot(list) {
  if (list.item !== void 0)
    return list.item;
  if (list.flags & RAW)
    return RAW_SLOT;
  const type = list.type?.kind === "list" ? list.type.item : void 0;
  list.item = list.itemPlace === void 0 && type === void 0 ? PLAIN : slot(0, void 0, list.itemPlace, void 0, type);
  return list.item;
}
function encodedItem(value, at) {
  if (at.flags & RAW)
    return value;
  return value === void 0 || value === null || Array.isArray(value) && value.length === 0 ? null : value;
}
function encodedField(obj, key, at, trail, child = fieldSlot(at, key)) {
  const own = Object.hasOwn(obj, key);
  if (at.flags & RAW)
    return own ? obj[key] : void 0;
  if (at.flags & MAP)
    return own ? mapValue(obj[key], at, trail, key) : void 0;
  if (child === UNKNOWN)
    return void 0;
  if (own)
    return ownField(obj, key, obj[key], child, trail);
  const rule = child.rule;
  return rule !== void 0 && defaultApplies(rule, obj, void 0) ? fieldValue(rule.value(obj), child, trail, key) : void 0;
}
function ownField(obj, key, value, child, trail) {
  const rule = child.rule;
  if (rule === void 0)
    return fieldValue(value, child, trail, key);
  if (rule.when === "not-object-at-end") {
    const encoded = fieldValue(value, child, trail, key);
    return isJsonObject(encoded) ? encoded : rule.value(obj);
  }
  return fieldValue(defaultApplies(rule, obj, value) ? rule.value(obj) : value, child, trail, key);
}
function forEachField(obj, at, trail, visit2) {
  let count = 0;
  if (at.flags & (RAW | MAP)) {
    for (const key in obj) {
      const written2 = obj[key];
      const value = at.flags & RAW ? written2 : mapValue(written2, at, trail, key);
      if (value === void 0)
        continue;
      count++;
      if (visit2(key, value, RAW_SLOT, written2) === false)
        return count;
    }
    return count;
  }
  let last;
  for (const key in obj) {
    const child = fieldSlot(at, key);
    if (child === UNKNOWN)
      continue;
    const written2 = obj[key];
    if (child.rule?.when === "not-object-at-end" && fieldValue(written2, child, trail, key) === void 0) {
      last = child.rule;
      continue;
    }
    const value = ownField(obj, key, written2, child, trail);
    if (value === void 0)
      continue;
    count++;
    if (visit2(key, value, child, written2) === false)
      return count;
  }
  const place2 = at.place;
  if (place2 !== void 0) {
    for (const rule of place2.defaults) {
      if (Object.hasOwn(obj, rule.key))
        continue;
      if (rule.when === "not-object-at-end") {
        last = rule;
        continue;
      }
      if (!defaultApplies(rule, obj, void 0))
        continue;
      const child = fieldSlot(at, rule.key);
      count++;
      if (visit2(rule.key, fieldValue(rule.value(obj), child, trail, rule.key), child, void 0) === false)
        return count;
    }
  }
  if (last === void 0)
    return count;
  visit2(last.key, last.value(obj), fieldSlot(at, last.key), obj[last.key]);
  return count + 1;
}
var COUNT = () => {
};
function fieldValue(value, at, trail, key) {
  if (value === null || value === void 0)
    return void 0;
  if (typeof value === "object") {
    if (Array.isArray(value))
      return value.length === 0 ? void 0 : value;
    return at.flags & MAP && !hasEntry(value) ? void 0 : value;
  }
  if (at.flags & QUANTITY3)
    return quantity(value, false, trail, key);
  if (value === "" || value === false && at.flags & OMIT_FALSE || value === 0 && at.flags & OMIT_ZERO)
    return void 0;
  return value;
}
function mapValue(value, map, trail, key) {
  if (value === null || value === void 0)
    return void 0;
  return map.flags & QUANTITY_MAP2 ? quantity(value, (map.flags & ROUNDED) !== 0, trail, key) : value;
}
function hasEntry(map) {
  for (const key in map)
    if (map[key] !== null && map[key] !== void 0)
      return true;
  return false;
}
function quantity(value, roundedToMilli, trail, key) {
  const stored = storedQuantity(value, roundedToMilli);
  if (stored === void 0)
    throw quantityError(value, `${trailPath(trail)}.${key}`);
  return stored;
}
function trailPath(trail) {
  let path = "spec.template";
  for (const step of trail)
    path += typeof step === "number" ? `[${step}]` : `.${step}`;
  return path;
}
function built(value, at, trail) {
  if (typeof value !== "object" || value === null)
    return value;
  if (at.flags & RAW)
    return structuredClone(value);
  if (Array.isArray(value)) {
    const items = itemSlot(at);
    const result2 = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      trail.push(i);
      result2[i] = built(encodedItem(value[i], items), items, trail);
      trail.pop();
    }
    return result2;
  }
  const result = {};
  forEachField(value, at, trail, (key, fieldValue2, slot2) => {
    trail.push(key);
    const field = built(fieldValue2, slot2, trail);
    trail.pop();
    if (key === "__proto__")
      Object.defineProperty(result, key, { value: field, enumerable: true, writable: true, configurable: true });
    else
      result[key] = field;
  });
  return result;
}

// dist/engine/workloads/volumeClaims.js
function volumeClaimTemplatesHash(templates, gates = { TemplateNoDefaults: false }) {
  if (templates.length === 0)
    return "";
  const reduced = templates.map((t) => ({ name: isJsonObject(t.metadata) ? String(t.metadata.name ?? "") : "", spec: claimSpec(t.spec, !gates.TemplateNoDefaults) })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return String(fnv32a(canonicalJson(reduced)));
}
function claimSpec(spec, defaults) {
  if (!isJsonObject(spec))
    return spec ?? null;
  const result = withoutEmpty(spec);
  const resources = result.resources;
  if (isJsonObject(resources)) {
    for (const kind of ["limits", "requests"]) {
      const list = resources[kind];
      if (!isJsonObject(list))
        continue;
      resources[kind] = Object.fromEntries(Object.entries(list).map(([name, q]) => [name, claimQuantity(q, defaults)]));
    }
  }
  return result;
}
function claimQuantity(value, roundUpToMilli) {
  if (typeof value !== "string" && typeof value !== "number")
    return value;
  try {
    return roundUpToMilli ? canonicalQuantityRoundedToMilli(value) : canonicalQuantity(value);
  } catch {
    return value;
  }
}
function withoutEmpty(value) {
  if (Array.isArray(value))
    return value.map(withoutEmpty);
  if (!isJsonObject(value))
    return value;
  const result = {};
  for (const [key, child] of Object.entries(value)) {
    const v = withoutEmpty(child);
    if (v === null || v === void 0 || Array.isArray(v) && v.length === 0 || isJsonObject(v) && Object.keys(v).length === 0)
      continue;
    result[key] = v;
  }
  return result;
}

// dist/engine/workloads/revision.js
var LABEL_CONTROLLER_HASH = "controller.kubernetes.io/hash";
var ANNOTATION_VCT_HASH = "kruise.io/cloneset-volumeclaimtemplate-hash";
var CLONESET_REVISIONS = {
  podLabel: LABEL_REVISION,
  shortHashMatches: true,
  shortLabelGate: "CloneSetShortHash",
  claimTemplateHashAnnotation: ANNOTATION_VCT_HASH,
  hashOf: "revision-data"
};
var STATEFULSET_REVISIONS = { podLabel: LABEL_REVISION, shortHashMatches: false, hashOf: "revision-data" };
var DAEMONSET_REVISIONS = { podLabel: LABEL_REVISION, shortHashMatches: true, labelIsHash: true, hashOf: "go-template-struct" };
function daemonSetRevisionNameAt(view, collisionCount, release) {
  const hash = computeTemplateHash(writtenTemplate(view), collisionCount, release, { marshaled: view.storedFromGo });
  return { name: `${view.name}-${hash}`, hash };
}
function writtenTemplate(view) {
  const spec = isJsonObject(view.raw.spec) ? view.raw.spec : {};
  return spec.template;
}
function daemonSetRevisionData(view, release) {
  const template = goMarshal(writtenTemplate(view), templateLayout(release));
  return { spec: { template: { ...template, $patch: "replace" } } };
}
function revisionData(template, gates) {
  const defaulted = defaultedTemplate(template, gates);
  const metadata = { ...defaulted.metadata, creationTimestamp: defaulted.metadata?.creationTimestamp ?? null };
  return { spec: { template: { $patch: "replace", ...defaulted, metadata } } };
}
function revisionHash(data, collisionCount) {
  const bytes = Buffer.from(goJson(data) + String(collisionCount), "utf8");
  return safeEncodeString(String(fnv32(bytes)));
}
function shortHash(revision) {
  const i = revision.lastIndexOf("-");
  return i < 0 ? revision : revision.slice(i + 1);
}
function hasShortHash(revision, short) {
  const start = revision.lastIndexOf("-") + 1;
  return revision.length - start === short.length && revision.startsWith(short, start);
}
function isAtRevision(pod, revision, naming = CLONESET_REVISIONS) {
  return labelIsAtRevision(pod.metadata.labels?.[naming.podLabel], revision, naming);
}
function labelIsAtRevision(label, revision, naming) {
  if (label === void 0)
    return false;
  return label === revision || naming.shortHashMatches && hasShortHash(label, shortHash(revision));
}
function revisionLabelValue(revision, gates, naming = CLONESET_REVISIONS) {
  return naming.labelIsHash === true || naming.shortLabelGate !== void 0 && gates[naming.shortLabelGate] ? shortHash(revision) : revision;
}
function revisionNamed(label, revisions, naming = CLONESET_REVISIONS) {
  const exact = revisions.find((r) => r.metadata.name === label);
  if (exact !== void 0 || !naming.shortHashMatches)
    return exact;
  const short = shortHash(label);
  return revisions.find((r) => hasShortHash(r.metadata.name, short));
}
function claimTemplateHashOf(view, revision) {
  const annotation = view.revisions.claimTemplateHashAnnotation;
  return annotation === void 0 ? void 0 : revision.metadata.annotations?.[annotation];
}
function templateOfRevision(revision) {
  const template = revision.data?.spec?.template;
  if (!isJsonObject(template))
    return { spec: {} };
  const { $patch: _patch, ...rest } = template;
  return rest;
}
function resolveUpdateRevision(view, existing, collisionCount, gates, release) {
  if (view.revisions.hashOf === "go-template-struct")
    return resolveDaemonSetRevision(view, existing, collisionCount, release);
  const data = revisionData(view.template, gates);
  const bytes = goJson(data);
  const equal = existing.filter((r) => goJson(r.data) === bytes).sort((a, b) => b.revision - a.revision)[0];
  if (equal)
    return { name: equal.metadata.name, collisionCount };
  let count = collisionCount;
  for (; ; ) {
    const name = `${view.name}-${revisionHash(data, count)}`;
    if (!existing.some((r) => r.metadata.name === name)) {
      const next = existing.reduce((max, r) => Math.max(max, r.revision), 0) + 1;
      return { name, collisionCount: count, create: buildRevision(view, name, data, next) };
    }
    count++;
  }
}
function resolveDaemonSetRevision(view, existing, collisionCount, release) {
  if (!("storedFromGo" in view) || typeof view.storedFromGo !== "boolean") {
    throw new GuardError("IPG_ERR_KIND_NOT_PLANNED", `the revisions of a ${view.kind} (${view.namespace}/${view.name}) are not named by its template's Go struct`);
  }
  const named = view;
  const data = daemonSetRevisionData(view, release);
  const bytes = goJson(data);
  const equal = existing.filter((r) => goJson(r.data) === bytes).sort((a, b) => b.revision - a.revision)[0];
  if (equal)
    return { name: equal.metadata.name, collisionCount };
  const status = isJsonObject(view.raw.status) ? view.raw.status : {};
  let count = Number.isInteger(status.collisionCount) || collisionCount !== 0 ? collisionCount : void 0;
  for (; ; ) {
    const { name, hash } = daemonSetRevisionNameAt(named, count, release);
    if (!existing.some((r) => r.metadata.name === name)) {
      const next = existing.reduce((max, r) => Math.max(max, r.revision), 0) + 1;
      return { name, collisionCount: count ?? 0, create: buildRevision(view, name, data, next, { [LABEL_REVISION]: hash }) };
    }
    count = (count ?? 0) + 1;
  }
}
function buildRevision(view, name, data, revision, hashLabel = { [LABEL_CONTROLLER_HASH]: shortHash(name) }) {
  const templateLabels = view.template.metadata?.labels ?? {};
  const claimHash = view.revisions.claimTemplateHashAnnotation;
  return {
    apiVersion: "apps/v1",
    kind: "ControllerRevision",
    metadata: {
      name,
      namespace: view.namespace,
      labels: { ...templateLabels, ...hashLabel },
      annotations: claimHash ? { ...view.annotations, [claimHash]: volumeClaimTemplatesHash(view.volumeClaimTemplates) } : { ...view.annotations },
      ...view.uid ? { ownerReferences: [{ apiVersion: view.apiVersion, kind: view.kind, name: view.name, uid: view.uid, controller: true, blockOwnerDeletion: true }] } : {}
    },
    data,
    revision
  };
}

// dist/engine/kube/intOrPercent.js
function kruiseScaledValue(value, total, roundUp, field) {
  if (typeof value === "number")
    return value;
  if (!value.endsWith("%")) {
    throw new GuardError("IPG_ERR_INT_OR_PERCENT", `"${value}" must be an integer or a percentage such as "20%"`, field);
  }
  const percent = Number(value.slice(0, -1));
  if (value.length === 1 || !Number.isFinite(percent) || value.slice(0, -1).trim() !== value.slice(0, -1)) {
    throw new GuardError("IPG_ERR_INT_OR_PERCENT", `"${value}" is not a valid percentage`, field);
  }
  const scaled = percent * total / 100;
  return roundUp ? Math.ceil(scaled) : Math.floor(scaled);
}
function legacyScaledValue(value, total, roundUp) {
  if (typeof value === "number")
    return value;
  const digits = value.replaceAll("%", "");
  if (!/^[+-]?\d+$/.test(digits))
    return 0;
  const scaled = Number.parseInt(digits, 10) * total / 100;
  return roundUp ? Math.ceil(scaled) : Math.floor(scaled);
}

// dist/engine/workloads/rolloutNumbers.js
function cloneSetRolloutNumbers(declared, replicas) {
  return { replicas, partition: resolvePartition(declared, replicas), ...resolveSurgeAndUnavailable(declared, replicas) };
}
function resolvePartition(declared, replicas) {
  const { partition } = declared;
  if (partition === void 0 || !declared.hasRollingUpdate)
    return 0;
  let value = kruiseScaledValue(partition, replicas, true, `${declared.strategyField}.partition`);
  if (replicas > 1 && value === replicas && typeof partition === "string" && partition !== "100%")
    value = replicas - 1;
  return Math.min(Math.max(value, 0), replicas);
}
function resolveSurgeAndUnavailable(declared, replicas) {
  if (!declared.hasRollingUpdate) {
    return { maxSurge: 0, maxUnavailable: legacyScaledValue("20%", replicas, false) };
  }
  const maxSurge = declared.paused ? 0 : legacyScaledValue(declared.maxSurge, replicas, true);
  const maxUnavailable = legacyScaledValue(declared.maxUnavailable, replicas, maxSurge === 0);
  return { maxSurge, maxUnavailable };
}
function statefulSetRolloutNumbers(declared, replicas) {
  if (!declared.hasRollingUpdate)
    return { replicas, partition: 0, maxSurge: 0, maxUnavailable: 1 };
  const partition = Math.min(declared.partition ?? 0, replicas);
  return { replicas, partition, maxSurge: 0, maxUnavailable: Math.max(legacyScaledValue(declared.maxUnavailable, replicas, false), 1) };
}
function daemonSetRolloutNumbers(declared, nodes) {
  if (!declared.hasRollingUpdate)
    return { replicas: nodes, partition: 0, maxSurge: 0, maxUnavailable: 0 };
  const maxSurge = declared.maxSurge === void 0 ? 0 : legacyScaledValue(declared.maxSurge, nodes, true);
  let maxUnavailable = declared.maxUnavailable === void 0 ? 0 : legacyScaledValue(declared.maxUnavailable, nodes, true);
  if (nodes > 0 && maxSurge === 0 && maxUnavailable === 0)
    maxUnavailable = 1;
  const partition = declared.partition === void 0 ? 0 : Math.min(legacyScaledValue(declared.partition, nodes, false), nodes);
  return { replicas: nodes, partition, maxSurge, maxUnavailable };
}

// dist/engine/workloads/workloadStatus.js
function readWorkloadStatus(value) {
  const status = isJsonObject(value) ? value : {};
  const text2 = (v) => typeof v === "string" ? v : void 0;
  const conditions = Array.isArray(status.conditions) ? status.conditions.filter(isJsonObject) : [];
  return {
    updateRevision: text2(status.updateRevision),
    currentRevision: text2(status.currentRevision),
    collisionCount: Number.isInteger(status.collisionCount) ? status.collisionCount : 0,
    conditions: conditions.filter((c) => typeof c.type === "string" && typeof c.status === "string").map((c) => ({ type: c.type, status: c.status, ...typeof c.message === "string" ? { message: c.message } : {} }))
  };
}

// dist/engine/workloads/cloneSet.js
var SPEC_FIELDS = /* @__PURE__ */ new Set([
  "replicas",
  "selector",
  "template",
  "volumeClaimTemplates",
  "scaleStrategy",
  "updateStrategy",
  "revisionHistoryLimit",
  "minReadySeconds",
  "lifecycle",
  "progressDeadlineSeconds"
]);
var ROLLING_FIELDS = ["partition", "maxUnavailable", "maxSurge", "paused", "priorityStrategy", "scatterStrategy", "inPlaceUpdateStrategy"];
var V1ALPHA1_STRATEGY_FIELDS = /* @__PURE__ */ new Set(["type", ...ROLLING_FIELDS]);
var V1BETA1_STRATEGY_FIELDS = /* @__PURE__ */ new Set(["type", "rollingUpdate"]);
var V1BETA1_ROLLING_FIELDS = /* @__PURE__ */ new Set(["podUpdatePolicy", ...ROLLING_FIELDS]);
var POLICIES = ["ReCreate", "InPlaceIfPossible", "InPlaceOnly"];
function readPreviousCloneSet(obj, options = {}) {
  cloneSetVersion(obj);
  return readPreviousTemplates(obj, options.kruise);
}
function cloneSetVersion(obj) {
  return kruiseWorkloadVersion(obj, "CloneSet", "IPG_ERR_NOT_CLONESET");
}
function readCloneSet(value, options = {}) {
  const version = cloneSetVersion(value);
  const obj = value;
  const meta = readObjectMeta(obj);
  const spec = requireObject(obj.spec, "spec");
  rejectUnknown(spec, SPEC_FIELDS, "spec");
  const strategy = version === "v1alpha1" ? readV1alpha1Strategy(spec) : readV1beta1Strategy(spec);
  const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, "spec.volumeClaimTemplates"), options.kruise);
  const replicas = optionalInteger(spec.replicas, "spec.replicas", 0) ?? 1;
  return {
    kind: "CloneSet",
    version,
    apiVersion: obj.apiVersion,
    namespace: meta.namespace,
    name: meta.name,
    uid: meta.uid,
    generation: meta.generation,
    resourceVersion: meta.resourceVersion,
    labels: meta.labels,
    annotations: meta.annotations,
    replicas,
    selector: optionalObject(spec.selector, "spec.selector") ?? {},
    minReadySeconds: optionalInteger(spec.minReadySeconds, "spec.minReadySeconds", 0) ?? 0,
    updateType: strategy.updateType,
    podUpdatePolicy: strategy.podUpdatePolicy,
    policyField: strategy.policyField,
    strategyDeclared: strategy.strategyDeclared,
    strategyField: strategy.strategyField,
    updateTypeField: STRATEGY.type,
    hasRollingUpdate: strategy.hasRollingUpdate,
    partition: strategy.partition,
    maxUnavailable: strategy.maxUnavailable,
    maxSurge: strategy.maxSurge,
    paused: strategy.paused,
    numbers: cloneSetRolloutNumbers(strategy, replicas),
    template: decoded.template,
    volumeClaimTemplates: decoded.volumeClaimTemplates,
    droppedFields: decoded.dropped,
    lifecycle: readLifecycle(spec.lifecycle),
    revisions: CLONESET_REVISIONS,
    updateOptions: {
      gracePeriodSeconds: strategy.gracePeriodSeconds,
      gracePeriodField: `${strategy.strategyField}.inPlaceUpdateStrategy.gracePeriodSeconds`,
      comparesClaimTemplates: true,
      ignoreClaimTemplateHashDiff: strategy.podUpdatePolicy === "InPlaceOnly"
    },
    status: readWorkloadStatus(obj.status),
    raw: obj,
    priorityStrategy: strategy.priorityStrategy,
    scatterStrategy: strategy.scatterStrategy
  };
}
function strategyPaths(field, policy) {
  return {
    field,
    type: `${field}.type`,
    policy,
    inPlace: `${field}.inPlaceUpdateStrategy`,
    partition: `${field}.partition`,
    maxUnavailable: `${field}.maxUnavailable`,
    maxSurge: `${field}.maxSurge`,
    paused: `${field}.paused`,
    gracePeriodSeconds: `${field}.inPlaceUpdateStrategy.gracePeriodSeconds`,
    priorityStrategy: `${field}.priorityStrategy`,
    scatterStrategy: `${field}.scatterStrategy`
  };
}
var STRATEGY = strategyPaths("spec.updateStrategy", "spec.updateStrategy.type");
var ROLLING = strategyPaths("spec.updateStrategy.rollingUpdate", "spec.updateStrategy.rollingUpdate.podUpdatePolicy");
function readV1alpha1Strategy(spec) {
  const s = optionalObject(spec.updateStrategy, STRATEGY.field) ?? {};
  rejectUnknown(s, V1ALPHA1_STRATEGY_FIELDS, STRATEGY.field);
  const type = optionalString(s.type, STRATEGY.type) ?? "";
  const policy = type === "" ? "ReCreate" : type;
  if (!POLICIES.includes(policy)) {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `${echoedEnumeration(type)} must be ReCreate, InPlaceIfPossible or InPlaceOnly`, STRATEGY.type);
  }
  return readRolling("RollingUpdate", policy, type !== "", s, STRATEGY, true);
}
function readV1beta1Strategy(spec) {
  const s = optionalObject(spec.updateStrategy, STRATEGY.field) ?? {};
  rejectUnknown(s, V1BETA1_STRATEGY_FIELDS, STRATEGY.field);
  const type = optionalString(s.type, STRATEGY.type) || "RollingUpdate";
  if (type !== "RollingUpdate" && type !== "OnDelete") {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `${echoedEnumeration(type)} must be RollingUpdate or OnDelete`, STRATEGY.type);
  }
  const rolling = optionalObject(s.rollingUpdate, ROLLING.field);
  if (rolling === void 0 && type === "OnDelete")
    return readRolling(type, "ReCreate", false, {}, ROLLING, false);
  const r = rolling ?? {};
  rejectUnknown(r, V1BETA1_ROLLING_FIELDS, ROLLING.field);
  const raw = optionalString(r.podUpdatePolicy, ROLLING.policy) ?? "";
  const policy = raw === "" ? "ReCreate" : raw;
  if (!POLICIES.includes(policy)) {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `${echoedEnumeration(raw)} must be ReCreate, InPlaceIfPossible or InPlaceOnly`, ROLLING.policy);
  }
  return readRolling(type, policy, raw !== "", r, ROLLING, true);
}
function readRolling(updateType, podUpdatePolicy, declared, s, at, present) {
  const gracePeriodSeconds = readGracePeriodSeconds(s.inPlaceUpdateStrategy, at.inPlace);
  return {
    updateType,
    podUpdatePolicy,
    policyField: at.policy,
    strategyDeclared: declared,
    strategyField: at.field,
    hasRollingUpdate: present,
    partition: optionalIntOrString(s.partition, at.partition),
    maxUnavailable: optionalIntOrString(s.maxUnavailable, at.maxUnavailable) ?? "20%",
    maxSurge: optionalIntOrString(s.maxSurge, at.maxSurge) ?? 0,
    paused: optionalBoolean(s.paused, at.paused) ?? false,
    gracePeriodSeconds,
    priorityStrategy: readPriorityStrategy(s.priorityStrategy, at.priorityStrategy),
    scatterStrategy: readScatter(s.scatterStrategy, at.scatterStrategy)
  };
}
function readScatter(value, field) {
  if (value === void 0 || value === null)
    return void 0;
  return optionalObjectArray(value, field).map((term, i) => ({
    key: optionalString(term.key, `${field}[${i}].key`) ?? "",
    value: optionalString(term.value, `${field}[${i}].value`) ?? ""
  }));
}
function declaredPodUpdatePolicy(value) {
  if (!isJsonObject(value) || value.kind !== "CloneSet" || !isJsonObject(value.spec))
    return void 0;
  const strategy = value.spec.updateStrategy ?? {};
  if (!isJsonObject(strategy))
    return void 0;
  const holder = value.apiVersion === `${KRUISE_GROUP}/v1alpha1` ? strategy : value.apiVersion === `${KRUISE_GROUP}/v1beta1` ? strategy.rollingUpdate ?? {} : void 0;
  if (!isJsonObject(holder))
    return void 0;
  const declared = value.apiVersion === `${KRUISE_GROUP}/v1alpha1` ? holder.type : holder.podUpdatePolicy;
  if (declared === void 0 || declared === null || declared === "")
    return "ReCreate";
  return POLICIES.includes(declared) ? declared : void 0;
}

// dist/engine/kruise/lifecycle.js
var LABEL_LIFECYCLE_STATE = "lifecycle.apps.kruise.io/state";
var ANNOTATION_LIFECYCLE_TIMESTAMP = "lifecycle.apps.kruise.io/timestamp";
function lifecycleState(pod) {
  return podLabels(pod)[LABEL_LIFECYCLE_STATE] ?? "";
}
function isHooked(pod, hook) {
  if (!hook)
    return false;
  const labels = podLabels(pod);
  const finalizers = pod.metadata.finalizers ?? [];
  return (hook.finalizersHandler ?? []).some((f) => finalizers.includes(f)) || Object.entries(hook.labelsHandler ?? {}).some(([k, v]) => labels[k] === v);
}
function isAllHooked(pod, hook) {
  if (!hook)
    return false;
  const labels = podLabels(pod);
  const finalizers = pod.metadata.finalizers ?? [];
  return (hook.finalizersHandler ?? []).every((f) => finalizers.includes(f)) && Object.entries(hook.labelsHandler ?? {}).every(([k, v]) => labels[k] === v);
}

// dist/engine/kruise/podReadiness.js
function readinessFacts(pod) {
  return readinessFactsInto(pod, { readyCondition: false, readySince: void 0, inPlaceReady: true, scheduled: false });
}
function readinessFactsInto(pod, target) {
  let readyCondition2 = false;
  let readySinceText;
  let inPlaceReady = true;
  let scheduled = false;
  for (const c of pod.status?.conditions ?? []) {
    if (c.type === "Ready") {
      readyCondition2 = c.status === "True";
      readySinceText = c.lastTransitionTime;
    } else if (c.type === CONDITION_IN_PLACE_READY)
      inPlaceReady = c.status === "True";
    else if (c.type === "PodScheduled")
      scheduled = c.status === "True";
  }
  target.readyCondition = readyCondition2;
  target.readySince = readyCondition2 ? readySinceText ?? void 0 : void 0;
  target.inPlaceReady = inPlaceReady;
  target.scheduled = scheduled;
  return target;
}
function isPodReady(pod, facts = readinessFacts(pod)) {
  return pod.status?.phase === "Running" && facts.readyCondition && facts.inPlaceReady;
}
function isPodAvailable(pod, minReadySeconds, nowMs, facts = readinessFacts(pod)) {
  const state = lifecycleState(pod);
  if (state !== "" && state !== "Normal")
    return false;
  if (!isPodReady(pod, facts))
    return false;
  if (minReadySeconds <= 0)
    return true;
  const since = parseMetaTime(facts.readySince);
  return since !== void 0 && since + minReadySeconds * 1e3 < nowMs;
}
function carriesReadinessGate(template) {
  const gates = template.spec.readinessGates;
  return Array.isArray(gates) && gates.some((g) => isJsonObject(g) && g.conditionType === CONDITION_IN_PLACE_READY);
}

// dist/engine/workloads/declaredRollingUpdate.js
function declaredRollingUpdate(value, kind) {
  if (!isKruiseKind(value, kind))
    return void 0;
  const spec = value.spec;
  if (!isJsonObject(spec))
    return void 0;
  const strategy = spec.updateStrategy ?? {};
  if (!isJsonObject(strategy))
    return void 0;
  if (strategy.type === "OnDelete")
    return "OnDelete";
  const rolling = strategy.rollingUpdate ?? {};
  return isJsonObject(rolling) ? rolling : void 0;
}

// dist/engine/workloads/daemonSet.js
var STRATEGY2 = "spec.updateStrategy";
var TYPE = `${STRATEGY2}.type`;
var ROLLING2 = `${STRATEGY2}.rollingUpdate`;
var ROLLING_TYPE = `${ROLLING2}.rollingUpdateType`;
var V1ALPHA1_SPEC_FIELDS = ["selector", "template", "updateStrategy", "minReadySeconds", "burstReplicas", "revisionHistoryLimit", "lifecycle"];
var SPEC_FIELDS2 = {
  v1alpha1: new Set(V1ALPHA1_SPEC_FIELDS),
  v1beta1: /* @__PURE__ */ new Set([...V1ALPHA1_SPEC_FIELDS, "scaleStrategy"])
};
var STRATEGY_FIELDS = /* @__PURE__ */ new Set(["type", "rollingUpdate"]);
var ROLLING_FIELDS2 = /* @__PURE__ */ new Set(["rollingUpdateType", "maxUnavailable", "maxSurge", "selector", "partition", "paused"]);
var ROLLING_TYPES = {
  v1alpha1: ["Standard", "Surging", "InPlaceIfPossible"],
  v1beta1: ["Standard", "InPlaceIfPossible"]
};
function declaredDaemonSetPolicy(value) {
  const rolling = declaredRollingUpdate(value, "DaemonSet");
  if (rolling === void 0)
    return void 0;
  if (rolling === "OnDelete")
    return "ReCreate";
  const declared = rolling.rollingUpdateType;
  if (declared === void 0 || declared === null || declared === "" || declared === "Standard" || declared === "Surging")
    return "ReCreate";
  return declared === "InPlaceIfPossible" ? "InPlaceIfPossible" : void 0;
}
function daemonSetVersion(obj) {
  return kruiseWorkloadVersion(obj, "DaemonSet", "IPG_ERR_NOT_WORKLOAD");
}
function readPreviousDaemonSet(obj, options = {}) {
  daemonSetVersion(obj);
  const previous = readPreviousTemplates(obj, options.kruise);
  return { template: previous.template, volumeClaimTemplates: previous.volumeClaimTemplates, podsCarryReadinessGate: podsCarryGate(obj, previous.template) };
}
function podsCarryGate(obj, template) {
  const strategy = isJsonObject(obj.spec) && isJsonObject(obj.spec.updateStrategy) ? obj.spec.updateStrategy : {};
  const rolling = isJsonObject(strategy.rollingUpdate) ? strategy.rollingUpdate : {};
  const type = strategy.type === void 0 || strategy.type === null || strategy.type === "" ? "RollingUpdate" : strategy.type;
  return type === "RollingUpdate" && rolling.rollingUpdateType === "InPlaceIfPossible" || carriesReadinessGate(template);
}
function readDaemonSet(value, options = {}) {
  const version = daemonSetVersion(value);
  const obj = value;
  const meta = readObjectMeta(obj);
  const spec = requireObject(obj.spec, "spec");
  rejectUnknown(spec, SPEC_FIELDS2[version], "spec");
  const strategy = readStrategy(spec, version, options.kruise);
  const decoded = asKruiseDecodes(readTemplate(spec.template), [], options.kruise);
  const nodes = desiredNumberScheduled(obj.status);
  return {
    kind: "DaemonSet",
    version,
    apiVersion: obj.apiVersion,
    namespace: meta.namespace,
    name: meta.name,
    uid: meta.uid,
    generation: meta.generation,
    resourceVersion: meta.resourceVersion,
    labels: meta.labels,
    annotations: meta.annotations,
    replicas: nodes,
    selector: optionalObject(spec.selector, "spec.selector") ?? {},
    minReadySeconds: optionalInteger(spec.minReadySeconds, "spec.minReadySeconds", 0) ?? 0,
    updateType: strategy.updateType,
    podUpdatePolicy: strategy.rollingUpdateType === "InPlaceIfPossible" ? "InPlaceIfPossible" : "ReCreate",
    policyField: ROLLING_TYPE,
    strategyDeclared: strategy.strategyDeclared,
    strategyField: ROLLING2,
    updateTypeField: TYPE,
    hasRollingUpdate: strategy.updateType === "RollingUpdate",
    partition: strategy.partition,
    maxUnavailable: strategy.maxUnavailable ?? 0,
    maxSurge: strategy.maxSurge ?? 0,
    paused: strategy.paused,
    numbers: daemonSetRolloutNumbers(strategy, nodes),
    template: decoded.template,
    templateUndefaulted: true,
    volumeClaimTemplates: decoded.volumeClaimTemplates,
    droppedFields: decoded.dropped,
    lifecycle: readLifecycle(spec.lifecycle),
    revisions: DAEMONSET_REVISIONS,
    // getInPlaceUpdateOptions passes only GetRevision (the hash label): no grace period, no claim templates.
    updateOptions: { gracePeriodSeconds: 0, gracePeriodField: "", comparesClaimTemplates: false, ignoreClaimTemplateHashDiff: false },
    status: readWorkloadStatus(obj.status),
    raw: obj,
    rollingUpdateType: strategy.rollingUpdateType,
    surges: strategy.updateType === "RollingUpdate" && strategy.maxSurge !== void 0 && oneNodeSurge(strategy.maxSurge) > 0,
    nodeSelector: strategy.nodeSelector,
    burstReplicas: readIntOrPercent(spec.burstReplicas, "spec.burstReplicas") ?? 250,
    storedFromGo: webhookFillsDefaults(spec, strategy) || version !== servedVersions("DaemonSet", options.kruise ?? DEFAULT_KRUISE_RELEASE)[0]
  };
}
function webhookFillsDefaults(spec, strategy) {
  if (isUnset(spec.burstReplicas) || isUnset(spec.revisionHistoryLimit))
    return true;
  const s = isJsonObject(spec.updateStrategy) ? spec.updateStrategy : {};
  if (isUnset(s.type) || s.type === "")
    return true;
  if (strategy.updateType !== "RollingUpdate")
    return false;
  const r = s.rollingUpdate;
  if (!isJsonObject(r))
    return true;
  return isUnset(r.rollingUpdateType) || r.rollingUpdateType === "" || r.rollingUpdateType === "Surging" || isUnset(r.maxSurge) && isUnset(r.maxUnavailable);
}
function isUnset(value) {
  return value === void 0 || value === null;
}
function readStrategy(spec, version, release) {
  const s = optionalObject(spec.updateStrategy, STRATEGY2) ?? {};
  rejectUnknown(s, STRATEGY_FIELDS, STRATEGY2);
  const type = optionalString(s.type, TYPE) || "RollingUpdate";
  if (type !== "RollingUpdate" && type !== "OnDelete") {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `${echoedEnumeration(type)} must be RollingUpdate or OnDelete`, TYPE);
  }
  const r = optionalObject(s.rollingUpdate, ROLLING2) ?? {};
  rejectUnknown(r, ROLLING_FIELDS2, ROLLING2);
  const raw = optionalString(r.rollingUpdateType, ROLLING_TYPE) ?? "";
  if (raw !== "" && !ROLLING_TYPES[version].includes(raw)) {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `${echoedEnumeration(raw)} must be ${ROLLING_TYPES[version].join(", ")}`, ROLLING_TYPE);
  }
  let maxUnavailable = readIntOrPercent(r.maxUnavailable, `${ROLLING2}.maxUnavailable`);
  let maxSurge = readIntOrPercent(r.maxSurge, `${ROLLING2}.maxSurge`);
  if (type === "RollingUpdate") {
    if (raw === "Surging") {
      maxSurge ??= 1;
      maxUnavailable ??= 0;
    }
    if (maxUnavailable === void 0 && maxSurge === void 0) {
      maxUnavailable = 1;
      maxSurge = 0;
    }
  }
  return {
    updateType: type,
    rollingUpdateType: raw === "InPlaceIfPossible" ? "InPlaceIfPossible" : "Standard",
    strategyDeclared: raw !== "",
    hasRollingUpdate: type === "RollingUpdate",
    partition: readPartition(r.partition, release),
    maxUnavailable,
    maxSurge,
    paused: optionalBoolean(r.paused, `${ROLLING2}.paused`) ?? false,
    nodeSelector: optionalObject(r.selector, `${ROLLING2}.selector`)
  };
}
function readIntOrPercent(value, path) {
  const read = optionalIntOrString(value, path);
  if (typeof read !== "string")
    return read;
  if (!/^[0-9]+%$/.test(read)) {
    throw new GuardError("IPG_ERR_INT_OR_PERCENT", `"${read}" must be an integer or a whole percentage such as "20%"`, path);
  }
  if (Number(read.slice(0, -1)) > 100)
    throw new GuardError("IPG_ERR_FIELD_VALUE", `must be 100% or less (OpenKruise refuses more), got "${read}"`, path);
  return read;
}
function readPartition(value, release) {
  const path = `${ROLLING2}.partition`;
  if (release === "1.8")
    return optionalInteger(value, path, 0);
  return readIntOrPercent(value, path);
}
function oneNodeSurge(maxSurge) {
  return typeof maxSurge === "number" ? maxSurge : Math.ceil(Number(maxSurge.slice(0, -1)) / 100);
}
function desiredNumberScheduled(status) {
  const value = isJsonObject(status) ? status.desiredNumberScheduled : void 0;
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;
}

// dist/engine/workloads/statefulSet.js
var STRATEGY3 = "spec.updateStrategy";
var TYPE2 = `${STRATEGY3}.type`;
var ROLLING3 = `${STRATEGY3}.rollingUpdate`;
var POLICY = `${ROLLING3}.podUpdatePolicy`;
var MAX_MIN_READY_SECONDS = 300;
var V1ALPHA1_SPEC_FIELDS2 = [
  "replicas",
  "selector",
  "template",
  "volumeClaimTemplates",
  "serviceName",
  "podManagementPolicy",
  "updateStrategy",
  "revisionHistoryLimit"
];
var SPEC_FIELDS3 = {
  v1alpha1: new Set(V1ALPHA1_SPEC_FIELDS2),
  v1beta1: /* @__PURE__ */ new Set([
    ...V1ALPHA1_SPEC_FIELDS2,
    "volumeClaimUpdateStrategy",
    "reserveOrdinals",
    "lifecycle",
    "scaleStrategy",
    "persistentVolumeClaimRetentionPolicy",
    "ordinals"
  ])
};
var STRATEGY_FIELDS2 = /* @__PURE__ */ new Set(["type", "rollingUpdate"]);
var ROLLING_FIELDS3 = /* @__PURE__ */ new Set(["partition", "maxUnavailable", "podUpdatePolicy", "paused", "unorderedUpdate", "inPlaceUpdateStrategy", "minReadySeconds"]);
var UNORDERED_FIELDS = /* @__PURE__ */ new Set(["priorityStrategy"]);
var POLICIES2 = ["ReCreate", "InPlaceIfPossible", "InPlaceOnly"];
function statefulSetVersion(obj) {
  return kruiseWorkloadVersion(obj, "StatefulSet", "IPG_ERR_NOT_WORKLOAD");
}
function declaredStatefulSetPolicy(value) {
  const rolling = declaredRollingUpdate(value, "StatefulSet");
  if (rolling === void 0)
    return void 0;
  if (rolling === "OnDelete")
    return "ReCreate";
  const declared = rolling.podUpdatePolicy;
  if (declared === void 0 || declared === null || declared === "")
    return "ReCreate";
  return POLICIES2.includes(declared) ? declared : void 0;
}
function readPreviousStatefulSet(obj, options = {}) {
  statefulSetVersion(obj);
  return readPreviousTemplates(obj, options.kruise);
}
function readStatefulSet(value, options = {}) {
  const version = statefulSetVersion(value);
  const obj = value;
  const meta = readObjectMeta(obj);
  const spec = requireObject(obj.spec, "spec");
  rejectUnknown(spec, SPEC_FIELDS3[version], "spec");
  const strategy = readStrategy2(spec);
  const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, "spec.volumeClaimTemplates"), options.kruise);
  const replicas = optionalInteger(spec.replicas, "spec.replicas", 0) ?? 1;
  return {
    kind: "StatefulSet",
    version,
    apiVersion: obj.apiVersion,
    namespace: meta.namespace,
    name: meta.name,
    uid: meta.uid,
    generation: meta.generation,
    resourceVersion: meta.resourceVersion,
    labels: meta.labels,
    annotations: meta.annotations,
    replicas,
    selector: optionalObject(spec.selector, "spec.selector") ?? {},
    minReadySeconds: strategy.minReadySeconds,
    updateType: strategy.updateType,
    podUpdatePolicy: strategy.podUpdatePolicy,
    policyField: POLICY,
    strategyDeclared: strategy.strategyDeclared,
    strategyField: ROLLING3,
    updateTypeField: TYPE2,
    hasRollingUpdate: strategy.hasRollingUpdate,
    partition: strategy.partition,
    maxUnavailable: strategy.maxUnavailable,
    maxSurge: 0,
    paused: strategy.paused,
    numbers: statefulSetRolloutNumbers(strategy, replicas),
    template: decoded.template,
    volumeClaimTemplates: decoded.volumeClaimTemplates,
    droppedFields: decoded.dropped,
    lifecycle: readLifecycle(spec.lifecycle),
    revisions: STATEFULSET_REVISIONS,
    // inPlaceUpdatePod passes only the grace period: no GetRevision, no claim-template hash.
    updateOptions: {
      gracePeriodSeconds: strategy.gracePeriodSeconds,
      gracePeriodField: `${ROLLING3}.inPlaceUpdateStrategy.gracePeriodSeconds`,
      comparesClaimTemplates: false,
      ignoreClaimTemplateHashDiff: false
    },
    status: readWorkloadStatus(obj.status),
    raw: obj,
    podManagementPolicy: readPodManagementPolicy(spec.podManagementPolicy),
    unorderedUpdate: strategy.unorderedUpdate,
    scaleMaxUnavailable: readScaleMaxUnavailable(spec.scaleStrategy),
    reserveOrdinals: readReserveOrdinals(spec.reserveOrdinals),
    ordinalsStart: optionalInteger(optionalObject(spec.ordinals, "spec.ordinals")?.start, "spec.ordinals.start", 0) ?? 0,
    volumeClaimUpdateType: readVolumeClaimUpdateType(spec.volumeClaimUpdateStrategy)
  };
}
function readStrategy2(spec) {
  const s = optionalObject(spec.updateStrategy, STRATEGY3) ?? {};
  rejectUnknown(s, STRATEGY_FIELDS2, STRATEGY3);
  const type = optionalString(s.type, TYPE2) || "RollingUpdate";
  if (type !== "RollingUpdate" && type !== "OnDelete") {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `${echoedEnumeration(type)} must be RollingUpdate or OnDelete`, TYPE2);
  }
  const rolling = optionalObject(s.rollingUpdate, ROLLING3);
  if (type === "OnDelete") {
    if (rolling !== void 0) {
      throw new GuardError("IPG_ERR_FIELD_VALUE", "is allowed only with spec.updateStrategy.type RollingUpdate: OpenKruise refuses it with OnDelete", ROLLING3);
    }
    return {
      updateType: type,
      podUpdatePolicy: "ReCreate",
      strategyDeclared: false,
      hasRollingUpdate: false,
      strategyField: ROLLING3,
      maxUnavailable: 1,
      paused: false,
      minReadySeconds: 0,
      gracePeriodSeconds: 0
    };
  }
  const r = rolling ?? {};
  rejectUnknown(r, ROLLING_FIELDS3, ROLLING3);
  const raw = optionalString(r.podUpdatePolicy, POLICY) ?? "";
  const policy = raw === "" ? "ReCreate" : raw;
  if (!POLICIES2.includes(policy)) {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `${echoedEnumeration(raw)} must be ReCreate, InPlaceIfPossible or InPlaceOnly`, POLICY);
  }
  const minReadySeconds = optionalInteger(r.minReadySeconds, `${ROLLING3}.minReadySeconds`, 0) ?? 0;
  if (minReadySeconds > MAX_MIN_READY_SECONDS) {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `must be ${MAX_MIN_READY_SECONDS} or less (OpenKruise refuses more), got ${minReadySeconds}`, `${ROLLING3}.minReadySeconds`);
  }
  return {
    updateType: type,
    podUpdatePolicy: policy,
    strategyDeclared: raw !== "",
    hasRollingUpdate: true,
    strategyField: ROLLING3,
    partition: optionalInteger(r.partition, `${ROLLING3}.partition`, 0),
    maxUnavailable: readMaxUnavailable(r.maxUnavailable, `${ROLLING3}.maxUnavailable`) ?? 1,
    paused: optionalBoolean(r.paused, `${ROLLING3}.paused`) ?? false,
    minReadySeconds,
    gracePeriodSeconds: readGracePeriodSeconds(r.inPlaceUpdateStrategy, `${ROLLING3}.inPlaceUpdateStrategy`),
    unorderedUpdate: readUnorderedUpdate(r.unorderedUpdate)
  };
}
function readMaxUnavailable(value, path) {
  const read = optionalIntOrString(value, path);
  if (typeof read === "string" && !/^[0-9]+%$/.test(read)) {
    throw new GuardError("IPG_ERR_INT_OR_PERCENT", `"${read}" must be an integer or a whole percentage such as "20%"`, path);
  }
  return read;
}
function readUnorderedUpdate(value) {
  const at = `${ROLLING3}.unorderedUpdate`;
  const unordered = optionalObject(value, at);
  if (unordered === void 0)
    return void 0;
  rejectUnknown(unordered, UNORDERED_FIELDS, at);
  const priorityStrategy = readPriorityStrategy(unordered.priorityStrategy, `${at}.priorityStrategy`);
  return priorityStrategy === void 0 ? {} : { priorityStrategy };
}
function readPodManagementPolicy(value) {
  const policy = optionalString(value, "spec.podManagementPolicy") || "OrderedReady";
  if (policy !== "OrderedReady" && policy !== "Parallel") {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `${echoedEnumeration(policy)} must be OrderedReady or Parallel`, "spec.podManagementPolicy");
  }
  return policy;
}
function readScaleMaxUnavailable(value) {
  const scale = optionalObject(value, "spec.scaleStrategy");
  return scale === void 0 ? void 0 : readMaxUnavailable(scale.maxUnavailable, "spec.scaleStrategy.maxUnavailable");
}
function readReserveOrdinals(value) {
  const list = optionalArray(value, "spec.reserveOrdinals") ?? [];
  return list.map((item, i) => {
    const at = `spec.reserveOrdinals[${i}]`;
    if (typeof item === "number" && Number.isInteger(item) && item >= 0)
      return item;
    if (typeof item === "string" && /^\d+-\d+$/.test(item))
      return item;
    throw new GuardError("IPG_ERR_FIELD_VALUE", 'must be a non-negative ordinal or a range such as "3-5"', at);
  });
}
function readVolumeClaimUpdateType(value) {
  const strategy = optionalObject(value, "spec.volumeClaimUpdateStrategy");
  const type = optionalString(strategy?.type, "spec.volumeClaimUpdateStrategy.type") || void 0;
  if (type === void 0 || type === "OnPodRollingUpdate" || type === "OnPVCDelete")
    return type;
  throw new GuardError("IPG_ERR_FIELD_VALUE", `${echoedEnumeration(type)} must be OnPodRollingUpdate or OnPVCDelete`, "spec.volumeClaimUpdateStrategy.type");
}

// dist/engine/workloads/workload.js
var READERS = {
  CloneSet: { read: readCloneSet, readPrevious: readPreviousCloneSet, declaredPolicy: declaredPodUpdatePolicy },
  StatefulSet: { read: readStatefulSet, readPrevious: readPreviousStatefulSet, declaredPolicy: declaredStatefulSetPolicy },
  DaemonSet: { read: readDaemonSet, readPrevious: readPreviousDaemonSet, declaredPolicy: declaredDaemonSetPolicy }
};
var GUARDED_KINDS = Object.keys(READERS);
function isGuardedKind(kind) {
  return Object.hasOwn(READERS, kind);
}
function workloadKindOf(obj) {
  return GUARDED_KINDS.find((kind) => isKruiseKind(obj, kind));
}
function readWorkload(obj, options = {}) {
  return readerOf(obj).read(obj, options);
}
function readPreviousWorkload(obj, options = {}) {
  return readerOf(obj).readPrevious(obj, options);
}
function declaredWorkloadPolicy(obj) {
  return readerOf(obj).declaredPolicy(obj);
}
function readerOf(obj) {
  const kind = isJsonObject(obj) && typeof obj.kind === "string" ? obj.kind : "";
  return isGuardedKind(kind) ? READERS[kind] : READERS.CloneSet;
}

// dist/engine/kruise/gates.js
var DEFAULT_GATES = Object.freeze({
  InPlaceUpdateEnvFromMetadata: true,
  InPlaceWorkloadVerticalScaling: false,
  RecreatePodWhenChangeVCTInCloneSetGate: false,
  CloneSetPartitionRollback: false,
  CloneSetShortHash: false,
  PreparingUpdateAsUpdate: false,
  PodUnavailableBudgetUpdateGate: false,
  PreDownloadImageForInPlaceUpdate: false,
  TemplateNoDefaults: false,
  KruiseDaemon: true
});
var GATE_NAMES = Object.keys(DEFAULT_GATES);
function resolveGates(overrides = {}) {
  const o = overrides;
  const d = DEFAULT_GATES;
  const kruiseDaemon = o.KruiseDaemon ?? d.KruiseDaemon;
  return {
    InPlaceUpdateEnvFromMetadata: kruiseDaemon && (o.InPlaceUpdateEnvFromMetadata ?? d.InPlaceUpdateEnvFromMetadata),
    InPlaceWorkloadVerticalScaling: o.InPlaceWorkloadVerticalScaling ?? d.InPlaceWorkloadVerticalScaling,
    RecreatePodWhenChangeVCTInCloneSetGate: o.RecreatePodWhenChangeVCTInCloneSetGate ?? d.RecreatePodWhenChangeVCTInCloneSetGate,
    CloneSetPartitionRollback: o.CloneSetPartitionRollback ?? d.CloneSetPartitionRollback,
    CloneSetShortHash: o.CloneSetShortHash ?? d.CloneSetShortHash,
    PreparingUpdateAsUpdate: o.PreparingUpdateAsUpdate ?? d.PreparingUpdateAsUpdate,
    PodUnavailableBudgetUpdateGate: o.PodUnavailableBudgetUpdateGate ?? d.PodUnavailableBudgetUpdateGate,
    PreDownloadImageForInPlaceUpdate: o.PreDownloadImageForInPlaceUpdate ?? d.PreDownloadImageForInPlaceUpdate,
    TemplateNoDefaults: o.TemplateNoDefaults ?? d.TemplateNoDefaults,
    KruiseDaemon: kruiseDaemon
  };
}
function parseGates(text2) {
  const result = {};
  for (const raw of text2.split(",")) {
    const item = raw.trim();
    if (item === "")
      continue;
    const eq = item.indexOf("=");
    const name = (eq < 0 ? item : item.slice(0, eq)).trim();
    const value = eq < 0 ? "true" : item.slice(eq + 1).trim().toLowerCase();
    if (!GATE_NAMES.includes(name)) {
      throw new GuardError("IPG_ERR_GATES", `unknown feature gate "${name}" (known: ${GATE_NAMES.join(", ")})`);
    }
    if (value !== "true" && value !== "false") {
      throw new GuardError("IPG_ERR_GATES", `feature gate ${name} must be true or false, got "${value}"`);
    }
    result[name] = value === "true";
  }
  return result;
}

// dist/engine/kube/qos.js
function podQosClass(spec) {
  const requests = /* @__PURE__ */ new Map();
  const limits = /* @__PURE__ */ new Map();
  let guaranteed = true;
  for (const container2 of allContainers(spec)) {
    const resources = isJsonObject(container2.resources) ? container2.resources : {};
    addPositive(requests, resources.requests);
    const found = addPositive(limits, resources.limits);
    if (!found.has("cpu") || !found.has("memory"))
      guaranteed = false;
  }
  if (requests.size === 0 && limits.size === 0)
    return "BestEffort";
  if (guaranteed) {
    for (const [name, request] of requests) {
      if (limits.get(name) !== request) {
        guaranteed = false;
        break;
      }
    }
  }
  return guaranteed && requests.size === limits.size ? "Guaranteed" : "Burstable";
}
function allContainers(spec) {
  const lists = [spec.containers, spec.initContainers].filter(Array.isArray);
  return lists.flat().filter(isJsonObject);
}
function addPositive(totals, list) {
  const found = /* @__PURE__ */ new Set();
  if (!isJsonObject(list))
    return found;
  for (const name of ["cpu", "memory"]) {
    const raw = list[name];
    if (typeof raw !== "string" && typeof raw !== "number")
      continue;
    const nano = parseQuantity(raw).nano;
    if (nano <= 0n)
      continue;
    found.add(name);
    totals.set(name, (totals.get(name) ?? 0n) + nano);
  }
  return found;
}

// dist/engine/inplace/diff.js
function templatePatch(oldTemplate, newTemplate, gates, type) {
  return patchOps(oldTemplate, newTemplate, templateSlot(gates, type));
}
function diffTemplates(oldTemplate, newTemplate, gates = { TemplateNoDefaults: false }) {
  return templatePatch(oldTemplate, newTemplate, gates).map((op) => describeChange(op, oldTemplate, newTemplate));
}
function patchOps(a, b, root) {
  const walk = { trail: [], ops: [], where: [] };
  handleValues(a, b, root, walk);
  return walk.ops;
}
function emit(walk, op, value, last) {
  const tokens2 = walk.trail.slice();
  if (last !== void 0)
    tokens2.push(last);
  const parts = [""];
  for (const token of tokens2)
    parts.push(typeof token === "number" ? token : escapeToken(token));
  const pointer = tokens2.length === 0 ? "" : parts.join("/");
  walk.ops.push(op === "remove" ? { op, pointer, tokens: tokens2 } : { op, pointer, tokens: tokens2, value });
}
function jsonType(v) {
  if (v === null || v === void 0)
    return "null";
  if (Array.isArray(v))
    return "array";
  return typeof v;
}
function handleValues(a, b, at, walk, hint) {
  if (a === b)
    return;
  const at_ = jsonType(a);
  const bt = jsonType(b);
  if (at_ === "null" && bt === "null")
    return;
  if (at_ === "null")
    return emit(walk, "add", b);
  if (at_ !== bt)
    return emit(walk, "replace", b);
  if (at_ === "object")
    return diffObjects(a, b, at, walk, hint);
  if (at_ === "array")
    return diffArrays(a, b, at, walk, hint);
  emit(walk, "replace", b);
}
function diffChild(va, vb, token, at, walk, differs) {
  let hint = differs;
  if (hint === void 0 && typeof va === "object" && typeof vb === "object" && va !== null && vb !== null) {
    const where = walk.where;
    if (where.length > 0)
      where.length = 0;
    if (deepEqual(va, vb, where))
      return;
    hint = where.slice();
  }
  walk.trail.push(token);
  handleValues(va, vb, at, walk, hint);
  walk.trail.pop();
}
function innerHint(hint, a, b, va, vb) {
  return hint !== void 0 && va === a && vb === b ? hint.slice(0, -1) : void 0;
}
function diffObjects(a, b, at, walk, hint) {
  const { trail } = walk;
  const differing = hint !== void 0 && hint.length > 0 ? hint[hint.length - 1] : void 0;
  let alike;
  if (differing !== void 0)
    for (const key in a)
      if (key === differing)
        break;
      else
        (alike ??= []).push(key);
  let found = 0;
  let written2 = 0;
  let shared = 0;
  forEachField(b, at, trail, (key, vb, slot2, wb) => {
    if (wb !== void 0) {
      written2++;
      if (Object.hasOwn(a, key))
        shared++;
    }
    if (!slot2.rule?.dependent) {
      const wa = a[key];
      if (wa === wb && (wa !== void 0 || !Object.hasOwn(a, key)) || wa !== void 0 && alike?.includes(key)) {
        found++;
        return;
      }
    }
    const va = encodedField(a, key, at, trail, slot2);
    if (va === void 0)
      return emit(walk, "add", vb, key);
    found++;
    if (va !== vb)
      diffChild(va, vb, key, slot2, walk, key === differing ? innerHint(hint, a[key], b[key], va, vb) : void 0);
  });
  if (shared === keyCount(a) && written2 === keyCount(b) && presenceIsPerField(at))
    return;
  if (forEachField(a, at, trail, COUNT) === found)
    return;
  forEachField(a, at, trail, (key) => {
    if (encodedField(b, key, at, trail) === void 0)
      emit(walk, "remove", void 0, key);
  });
}
function keyCount(obj) {
  let count = 0;
  for (const _ in obj)
    count++;
  return count;
}
function diffArrays(a, b, at, walk, hint) {
  const items = itemSlot(at);
  const last = hint !== void 0 && hint.length > 0 ? hint[hint.length - 1] : void 0;
  const differing = typeof last === "number" ? last : 0;
  if (isSimpleArray(a, items, walk.trail) && isSimpleArray(b, items, walk.trail))
    return compareEditDistance(a, b, items, walk, differing);
  const n = Math.min(a.length, b.length);
  for (let i = a.length - 1; i >= n; i--)
    emit(walk, "remove", void 0, i);
  for (let i = n; i < b.length; i++)
    emit(walk, "add", encodedItem(b[i], items), i);
  for (let i = differing; i < n; i++) {
    const x = encodedItem(a[i], items);
    const y = encodedItem(b[i], items);
    if (x !== y)
      diffChild(x, y, i, items, walk, hint !== void 0 && i === differing ? innerHint(hint, a[i], b[i], x, y) : void 0);
  }
}
function isScalar(v) {
  return typeof v === "string" || typeof v === "number" || typeof v === "boolean";
}
function isSimpleArray(list, items, trail) {
  for (let i = 0; i < list.length; i++) {
    const item = encodedItem(list[i], items);
    if (isScalar(item))
      continue;
    if (!isJsonObject(item))
      return false;
    let simple = true;
    trail.push(i);
    forEachField(item, items, trail, (_, value) => simple = value === null || isScalar(value));
    trail.pop();
    return simple;
  }
  return true;
}
function compareEditDistance(s, t, items, walk, alike) {
  const m = s.length;
  const n = t.length;
  if (m === n) {
    let unequal = -1;
    let count = 0;
    for (let i2 = alike; i2 < m && count < 2; i2++) {
      if (itemsEqual(s[i2], t[i2], items, walk, i2))
        continue;
      unequal = i2;
      count++;
    }
    if (count === 0)
      return;
    if (count === 1)
      return replaceStep(s, t, unequal, unequal, items, walk);
  }
  const width = n + 1;
  const d = new Int32Array((m + 1) * width);
  for (let i2 = 0; i2 <= m; i2++)
    d[i2 * width] = i2;
  for (let j2 = 0; j2 <= n; j2++)
    d[j2] = j2;
  for (let j2 = 1; j2 <= n; j2++) {
    for (let i2 = 1; i2 <= m; i2++) {
      const diagonal = d[(i2 - 1) * width + j2 - 1];
      d[i2 * width + j2] = itemsEqual(s[i2 - 1], t[j2 - 1], items, walk, i2 - 1) ? diagonal : Math.min(diagonal + 1, d[i2 * width + j2 - 1] + 1, d[(i2 - 1) * width + j2] + 1);
    }
  }
  let i = m;
  let j = n;
  for (; ; ) {
    const here = d[i * width + j];
    if (i > 0 && d[(i - 1) * width + j] + 1 === here) {
      emit(walk, "remove", void 0, i - 1);
      i--;
    } else if (j > 0 && d[i * width + j - 1] + 1 === here) {
      emit(walk, "add", encodedItem(t[j - 1], items), i);
      j--;
    } else if (i > 0 && j > 0 && d[(i - 1) * width + j - 1] + 1 === here) {
      replaceStep(s, t, i - 1, j - 1, items, walk);
      i--;
      j--;
    } else if (i > 0 && j > 0 && d[(i - 1) * width + j - 1] === here) {
      i--;
      j--;
    } else {
      return;
    }
  }
}
function replaceStep(s, t, i, j, items, walk) {
  if (isScalar(encodedItem(s[0], items)))
    return emit(walk, "replace", encodedItem(t[j], items), i);
  const probed = walk.probed;
  if (probed !== void 0 && probed.a === s[i] && probed.b === t[j] && probed.index === i) {
    for (const op of probed.ops)
      walk.ops.push(op);
    return;
  }
  walk.trail.push(i);
  handleValues(encodedItem(s[i], items), encodedItem(t[j], items), items, walk);
  walk.trail.pop();
}
function itemsEqual(a, b, items, walk, index) {
  if (a === b)
    return true;
  if (isJsonObject(a) && isJsonObject(b) && typeof a.name === "string" && typeof b.name === "string" && a.name !== b.name)
    return false;
  if (deepEqual(a, b))
    return true;
  if (items === RAW_SLOT)
    return false;
  const probe = { trail: [...walk.trail, index], ops: [], where: [] };
  handleValues(encodedItem(a, items), encodedItem(b, items), items, probe);
  if (probe.ops.length === 0)
    return true;
  walk.probed = { a, b, index, ops: probe.ops };
  return false;
}
function describeChange(op, oldTemplate, newTemplate) {
  const tokens2 = op.tokens;
  const change = { op: op.op, pointer: op.pointer, path: readablePath(tokens2, op.op, oldTemplate, newTemplate) };
  const list = tokens2[1];
  if (tokens2[0] === "spec" && (list === "containers" || list === "initContainers") && typeof tokens2[2] === "number") {
    const index = tokens2[2];
    const fromOld = listItem(oldTemplate.spec, list, index);
    const fromNew = listItem(newTemplate.spec, list, index);
    const named = op.op === "add" && tokens2.length === 3 ? fromNew : fromOld ?? fromNew;
    const name = isJsonObject(named) ? text(named.name) : void 0;
    if (name !== void 0)
      change.container = name;
    if (tokens2.length === 4 && tokens2[3] === "image") {
      const from = isJsonObject(fromOld) ? text(fromOld.image) : void 0;
      const image = {};
      if (from !== void 0)
        image.from = from;
      if (typeof op.value === "string")
        image.to = op.value;
      change.image = image;
    }
  }
  return change;
}
function listItem(spec, list, index) {
  const items = isJsonObject(spec) ? spec[list] : void 0;
  return Array.isArray(items) ? items[index] : void 0;
}

// dist/engine/inplace/eligibility.js
var IMAGE = /^\/spec\/containers\/(\d+)\/image$/;
var RESOURCES = /^\/spec\/containers\/(\d+)\/resources\//;
var CONTAINER = /^\/spec\/containers\/(\d+)$/;
var ENV_FROM_METADATA_IGNORED = /* @__PURE__ */ new Set(["SIDECARSET_VERSION", "SIDECARSET_VERSION_ALT"]);
function classifyTemplates(oldRaw, newRaw, options = {}) {
  return classifyWithGates(oldRaw, newRaw, resolveGates(options.gates), options);
}
function classifyWithGates(oldTemplate, newTemplate, gates, options) {
  return new Classification(oldTemplate, newTemplate, templatePatch(oldTemplate, newTemplate, gates, options.templateType), gates, options);
}
var Classification = class {
  oldTemplate;
  newTemplate;
  ops;
  gates;
  options;
  eligibility;
  verdicts;
  containers;
  pair;
  updateSpec;
  constructor(oldTemplate, newTemplate, ops, gates, options) {
    this.oldTemplate = oldTemplate;
    this.newTemplate = newTemplate;
    this.ops = ops;
    this.gates = gates;
    this.options = options;
    const result = classifyOps(ops, this, options);
    this.eligibility = result.eligibility;
    this.verdicts = result.verdicts;
  }
  /** Built on first read: a prediction never reads it, a rollout does. */
  get spec() {
    if (this.updateSpec === void 0)
      this.updateSpec = this.eligibility === "in-place" ? buildUpdateSpec(this.ops, this.verdicts, this, this.options) : null;
    return this.updateSpec;
  }
  get oldContainers() {
    return this.containerLists()[0];
  }
  get newContainers() {
    return this.containerLists()[1];
  }
  describe(op) {
    return describeChange(op, this.oldTemplate, this.newTemplate);
  }
  /** The defaulted templates: only the QoS rule reads them (rounded quantities decide it). */
  defaulted() {
    return this.pair ??= [defaultedTemplate(this.oldTemplate, this.gates), defaultedTemplate(this.newTemplate, this.gates)];
  }
  containerLists() {
    return this.containers ??= [containersOf(this.oldTemplate), containersOf(this.newTemplate)];
  }
};
function classifyOps(ops, ctx, options) {
  const verdicts = [];
  const vct = vctVerdict(ops.length > 0, ctx.gates, options);
  if (vct)
    verdicts.push(vct);
  if (ops.length === 0)
    return { eligibility: "unchanged", verdicts };
  for (const op of ops)
    verdicts.push(classifyOp(op, ctx));
  applyQosRule(verdicts, ctx);
  let recreate = false;
  for (const v of verdicts)
    if (v.effect === "recreate")
      recreate = true;
  return { eligibility: recreate ? "recreate" : "in-place", verdicts };
}
function calculateInPlaceUpdateSpec(oldTemplate, newTemplate, options) {
  const result = classifyTemplates(oldTemplate, newTemplate, options);
  if (result.eligibility === "unchanged")
    return { revision: options.revision };
  return result.spec;
}
function containersOf(template) {
  return Array.isArray(template.spec.containers) ? template.spec.containers.filter(isJsonObject) : [];
}
function verdict(change, effect, rule, explanation, restarts) {
  return restarts && restarts.length > 0 ? { change, effect, rule, explanation, restarts } : { change, effect, rule, explanation };
}
function classifyOp(op, ctx) {
  const change = ctx.describe(op);
  if (op.pointer.startsWith("/metadata/"))
    return classifyMetadata(op, change, ctx);
  if (!op.pointer.startsWith("/spec/")) {
    return verdict(change, "recreate", "outside-template", `${change.path} is outside the pod spec and labels/annotations, which OpenKruise never changes in place`);
  }
  const containerMatch = CONTAINER.exec(op.pointer);
  if (containerMatch && op.op !== "replace")
    return classifyContainerAddRemove(op, change, ctx);
  if (op.pointer.startsWith("/spec/initContainers")) {
    return verdict(change, "recreate", "init-container", `${change.path} changes: initContainers are never updated in place, not even their image`);
  }
  if (RESOURCES.test(op.pointer))
    return classifyResources(op, change, ctx);
  if (op.op === "replace") {
    const image = IMAGE.exec(op.pointer);
    if (image && Number(image[1]) < ctx.oldContainers.length) {
      const name = change.container ?? "";
      const images = change.image ? ` (${change.image.from ?? "?"} -> ${change.image.to ?? "?"})` : "";
      return verdict(change, "in-place-restart", "image", `image of container ${name} changes${images}: updated in place, the container restarts`, [name]);
    }
    if (/^\/spec\/containers\/\d+\/name$/.test(op.pointer)) {
      const newName = ctx.newContainers[Number(op.pointer.split("/")[3])]?.name;
      return verdict(change, "recreate", "container-order", `the container at position ${Number(op.pointer.split("/")[3]) + 1} is now ${String(newName)} instead of ${change.container}: OpenKruise matches containers by position, so a reorder or rename recreates the Pods`);
    }
  }
  return verdict(change, "recreate", "pod-spec", `${subject(change)} ${opWords(op.op)}: only container images (and cpu/memory with InPlaceWorkloadVerticalScaling) change in place, so the Pods are recreated`);
}
function opWords(op) {
  return op === "add" ? "added" : op === "remove" ? "removed" : "changed";
}
function subject(change) {
  const inContainer = /^spec\.template\.spec\.(?:containers|initContainers)\[[^\]]*\]\.?(.*)$/.exec(change.path);
  if (inContainer && change.container)
    return `${inContainer[1] || "the container"} of container ${change.container}`;
  return change.path.replace(/^spec\.template\./, "");
}
function classifyContainerAddRemove(op, change, ctx) {
  const name = change.container ?? "?";
  if (op.op === "add") {
    return verdict(change, "recreate", "container-added", `container ${name} is added: a running Pod cannot gain containers, so the Pods are recreated`);
  }
  void ctx;
  return verdict(change, "recreate", "container-removed", `container ${name} is removed: a running Pod cannot lose containers, so the Pods are recreated`);
}
function classifyResources(op, change, ctx) {
  const name = change.container ?? "?";
  if (!ctx.gates.InPlaceWorkloadVerticalScaling) {
    return verdict(change, "recreate", "resources-gate-off", `resources of container ${name} change: in place only with the InPlaceWorkloadVerticalScaling gate, which is off, so the Pods are recreated`);
  }
  const tokens2 = op.pointer.split("/");
  const index = Number(tokens2[3]);
  const eligible = op.op === "replace" && tokens2.length === 7 && index < ctx.oldContainers.length && (tokens2[5] === "limits" || tokens2[5] === "requests") && (tokens2[6] === "cpu" || tokens2[6] === "memory") && op.value !== null && op.value !== void 0 && isQuantity(op.value);
  if (!eligible) {
    return verdict(change, "recreate", "resources-not-eligible", `${subject(change)} ${opWords(op.op)}: only replacing an existing cpu or memory value can be resized in place; adding or removing a resource, or any other resource, recreates the Pods`);
  }
  const restarts = resizeRestarts(ctx.newContainers[index], tokens2[6]) ? [name] : void 0;
  return verdict(change, "in-place", "resources-in-place", `${tokens2[6]} ${tokens2[5]} of container ${name} -> ${String(op.value)}: resized in place (InPlaceWorkloadVerticalScaling)${restarts ? ", the container restarts (resizePolicy RestartContainer)" : ""}`, restarts);
}
function resizeRestarts(container2, resource) {
  const policies = container2?.resizePolicy;
  return Array.isArray(policies) && policies.some((p) => isJsonObject(p) && p.resourceName === resource && p.restartPolicy === "RestartContainer");
}
function applyQosRule(verdicts, ctx) {
  const resized = verdicts.filter((v) => v.rule === "resources-in-place");
  if (resized.length === 0)
    return;
  const [oldTemplate, newTemplate] = ctx.defaulted();
  const before = podQosClass(oldTemplate.spec);
  const after = podQosClass(newTemplate.spec);
  if (before === after)
    return;
  for (const v of resized) {
    v.effect = "recreate";
    v.rule = "resources-qos-change";
    v.explanation = `${subject(v.change)} changes the Pod QoS class from ${before} to ${after}, which cannot change in place, so the Pods are recreated`;
    delete v.restarts;
  }
}
function classifyMetadata(op, change, ctx) {
  const tokens2 = pointerTokens(op.pointer);
  const kind = tokens2[1];
  if (ctx.gates.InPlaceUpdateEnvFromMetadata && tokens2.length === 3 && (kind === "labels" || kind === "annotations") && op.op !== "remove") {
    const readers = envReaders(ctx.newContainers, kind, tokens2[2]);
    if (readers.length > 0) {
      return verdict(change, "in-place-restart", "metadata-env", `${kind === "labels" ? "label" : "annotation"} ${tokens2[2]} is read by container ${readers.join(", ")} through an env fieldRef: patched in place and ${readers.length > 1 ? "those containers restart" : "that container restarts"} (InPlaceUpdateEnvFromMetadata)`, readers);
    }
  }
  return verdict(change, "in-place", "metadata", `${change.path.replace(/^spec\.template\./, "template ")} ${opWords(op.op)}: patched onto the Pods in place, no container restarts`);
}
function envReaders(containers, kind, key) {
  const fieldPath = `metadata.${kind}['${key}']`;
  return containers.filter((c) => Array.isArray(c.env) && c.env.some((e) => isJsonObject(e) && !e.value && typeof e.name === "string" && e.name !== "" && !ENV_FROM_METADATA_IGNORED.has(e.name) && isJsonObject(e.valueFrom) && isJsonObject(e.valueFrom.fieldRef) && e.valueFrom.fieldRef.fieldPath === fieldPath)).map((c) => String(c.name));
}
function vctVerdict(templateChanged, gates, options) {
  const { oldVctHash, newVctHash } = options;
  if (!templateChanged || !gates.RecreatePodWhenChangeVCTInCloneSetGate)
    return void 0;
  if (oldVctHash === void 0 || newVctHash === void 0 || oldVctHash === newVctHash)
    return void 0;
  const change = { op: "replace", pointer: "/volumeClaimTemplates", path: "spec.volumeClaimTemplates" };
  if (options.ignoreVctHashDiff) {
    return verdict(change, "none", "volume-claim-templates", "volumeClaimTemplates changed; ignored for InPlaceOnly, so existing Pods keep their volumes");
  }
  return verdict(change, "recreate", "volume-claim-templates", "volumeClaimTemplates changed together with the template and RecreatePodWhenChangeVCTInCloneSetGate is on, so the Pods are recreated");
}
var NO_KEYS = /* @__PURE__ */ new Set();
function buildUpdateSpec(ops, verdicts, ctx, options) {
  const spec = { revision: options.revision ?? "" };
  const envKeys = { labels: NO_KEYS, annotations: NO_KEYS };
  ops.forEach((op, i) => {
    const v = verdicts[verdicts.length - ops.length + i];
    if (v.rule === "image") {
      spec.containerImages ??= {};
      spec.containerImages[v.change.container] = String(op.value);
    } else if (v.rule === "resources-in-place") {
      const [, , , , , which, resource] = op.pointer.split("/");
      spec.containerResources ??= {};
      const entry = spec.containerResources[v.change.container] ??= {};
      (entry[which] ??= {})[resource] = String(op.value);
    } else if (v.rule === "metadata-env") {
      const [, kind, key] = pointerTokens(op.pointer);
      if (envKeys[kind] === NO_KEYS)
        envKeys[kind] = /* @__PURE__ */ new Set();
      envKeys[kind].add(key);
      spec.containerRefMetadata ??= {};
      for (const name of v.restarts ?? []) {
        const meta = spec.containerRefMetadata[name] ??= {};
        (meta[kind] ??= {})[key] = String(op.value);
      }
      spec.updateEnvFromMetadata = true;
    }
  });
  const patch = metadataPatch(ctx.oldTemplate, ctx.newTemplate, envKeys);
  if (patch)
    spec.metaDataPatch = patch;
  if (options.graceSeconds)
    spec.graceSeconds = options.graceSeconds;
  return spec;
}
function metadataPatch(oldTemplate, newTemplate, skip) {
  let result;
  for (const kind of ["labels", "annotations"]) {
    const before = oldTemplate.metadata?.[kind] ?? {};
    const after = newTemplate.metadata?.[kind] ?? {};
    let diff;
    let kept = false;
    for (const k of Object.keys(after)) {
      const v = after[k];
      if (v === null || v === void 0 || skip[kind].has(k))
        continue;
      kept = true;
      if (before[k] !== v)
        (diff ??= {})[k] = v;
    }
    for (const k of Object.keys(before)) {
      if (before[k] === null || before[k] === void 0 || after[k] !== null && after[k] !== void 0 && Object.hasOwn(after, k) || skip[kind].has(k))
        continue;
      (diff ??= {})[k] = null;
    }
    if (diff)
      (result ??= {})[kind] = kept ? diff : null;
  }
  return result;
}

// dist/engine/inplace/shifts.js
function explainShifts(oldTemplate, newTemplate, options = {}) {
  const notes = [];
  for (const list of ["containers", "initContainers"]) {
    const beforeList = oldTemplate.spec[list];
    const afterList = newTemplate.spec[list];
    if (!sameNames(beforeList, afterList)) {
      notes.push(...describeListShift(`spec.template.spec.${list}`, list === "containers" ? "container" : "init container", names(namedItems(beforeList)), names(namedItems(afterList))));
    }
    if (!Array.isArray(afterList) || !Array.isArray(beforeList) || options.envNamesMayDiffer === false)
      continue;
    for (const container2 of afterList) {
      if (!isNamed(container2))
        continue;
      const previous = beforeList.find((c) => isNamed(c) && c.name === container2.name);
      if (!previous || sameNames(previous.env, container2.env))
        continue;
      const where = `spec.template.spec.${list}[${String(container2.name)}].env`;
      notes.push(...describeListShift(where, "env var", names(namedItems(previous.env)), names(namedItems(container2.env))));
    }
  }
  return notes;
}
function sameNames(before, after) {
  const a = Array.isArray(before) ? before : [];
  const b = Array.isArray(after) ? after : [];
  let i = 0;
  let j = 0;
  for (; ; ) {
    while (i < a.length && !isNamed(a[i]))
      i++;
    while (j < b.length && !isNamed(b[j]))
      j++;
    if (i === a.length || j === b.length)
      return i === a.length && j === b.length;
    if (a[i].name !== b[j].name)
      return false;
    i++;
    j++;
  }
}
function isNamed(item) {
  return isJsonObject(item) && typeof item.name === "string" && item.name !== "";
}
function namedItems(list) {
  return Array.isArray(list) ? list.filter(isNamed) : [];
}
function names(items) {
  return items.map((item) => String(item.name));
}
function describeListShift(path, noun, before, after) {
  if (before.join("\0") === after.join("\0"))
    return [];
  const notes = [];
  const added = after.filter((n) => !before.includes(n));
  const removed = before.filter((n) => !after.includes(n));
  for (const name of added) {
    const at = after.indexOf(name);
    const shifted = at < after.length - 1 && at < before.length;
    notes.push(`${noun} ${name} was added at position ${at + 1} of ${path}${shifted ? `; the ${noun}s after it moved down one position, and since OpenKruise compares ${path} by position they look changed too` : ""}`);
  }
  for (const name of removed) {
    const at = before.indexOf(name);
    const shifted = at < before.length - 1;
    notes.push(`${noun} ${name} was removed from position ${at + 1} of ${path}${shifted ? `; the ${noun}s after it moved up one position and look changed to OpenKruise, which compares by position` : ""}`);
  }
  const common = (list) => list.filter((n) => before.includes(n) && after.includes(n));
  if (added.length === 0 && removed.length === 0 && common(before).join("\0") !== common(after).join("\0")) {
    notes.push(`${path} was reordered (${common(before).join(", ")} -> ${common(after).join(", ")}): OpenKruise compares by position, not by name, so every moved ${noun} looks changed`);
  } else if ((added.length > 0 || removed.length > 0) && common(before).join("\0") !== common(after).join("\0")) {
    notes.push(`${path} was also reordered (${common(before).join(", ")} -> ${common(after).join(", ")})`);
  }
  return notes;
}

// dist/engine/inplace/daemonSetRefusals.js
function daemonSetRefusals(view) {
  const refusals = view.updateType === "RollingUpdate" ? strategyRefusals(view) : [];
  if (view.lifecycle?.inPlaceUpdate !== void 0) {
    refusals.push({
      id: "in-place-hook-forbidden",
      field: "spec.lifecycle.inPlaceUpdate",
      rule: 'spec.lifecycle.inPlaceUpdate on a DaemonSet ("inPlaceUpdate hook has not supported yet")',
      remedy: "remove it; spec.lifecycle.preDelete is the hook a DaemonSet honours"
    });
  }
  return refusals;
}
function strategyRefusals(view) {
  const field = (name) => `${view.strategyField}.${name}`;
  const surge = nonZero(view.maxSurge);
  const unavailable = nonZero(view.maxUnavailable);
  if (surge && unavailable) {
    return [{
      id: "surge-and-unavailable",
      field: field("maxSurge"),
      rule: `maxSurge ${JSON.stringify(view.maxSurge)} beside maxUnavailable ${JSON.stringify(view.maxUnavailable)} ("may not be set when maxUnavailable is non-zero")`,
      remedy: `set ${field("maxSurge")} or ${field("maxUnavailable")} to 0`
    }];
  }
  if (!surge && !unavailable) {
    return [{
      id: "max-unavailable-zero",
      field: field("maxUnavailable"),
      rule: `maxUnavailable ${JSON.stringify(view.maxUnavailable)} with maxSurge ${JSON.stringify(view.maxSurge)} ("cannot be 0 when maxSurge is 0")`,
      remedy: `set ${field("maxUnavailable")} to at least 1`
    }];
  }
  if (surge && view.rollingUpdateType === "InPlaceIfPossible") {
    return [{
      id: "surge-disables-in-place",
      field: field("maxSurge"),
      rule: `maxSurge ${JSON.stringify(view.maxSurge)} with ${view.policyField} InPlaceIfPossible ("must be 0 for InPlaceIfPossible type"): a DaemonSet that surges starts a new Pod beside each old one and never updates in place`,
      remedy: `set ${field("maxSurge")} to 0 and ${field("maxUnavailable")} to at least 1`
    }];
  }
  return [];
}
function nonZero(value) {
  return typeof value === "number" ? value !== 0 : Number(value.slice(0, -1)) !== 0;
}

// dist/engine/inplace/daemonSetTraps.js
function daemonSetTraps(view, ctx) {
  const traps = daemonSetRefusals(view).map(refusalTrap);
  const eligibility = ctx.classification?.eligibility;
  if (view.updateType !== "RollingUpdate" || eligibility === void 0)
    return traps;
  if (view.rollingUpdateType === "InPlaceIfPossible" && !view.surges && ctx.previous?.podsCarryReadinessGate === false && eligibility !== "recreate") {
    traps.push(podsLackReadinessGate(view, eligibility === "in-place"));
  }
  if (view.nodeSelector !== void 0 && eligibility !== "unchanged") {
    traps.push({
      id: "node-selector-holds",
      severity: "info",
      field: `${view.strategyField}.selector`,
      message: `${view.strategyField}.selector is set: only Pods on the nodes it selects take this change; Pods on every other node keep the old revision until the selector is widened or removed`
    });
  }
  return traps;
}
function podsLackReadinessGate(view, changesNow) {
  const why = `the DaemonSet's Pods were created under ${view.policyField} Standard and lack the ${CONDITION_IN_PLACE_READY} readiness gate, which OpenKruise adds only to Pods it creates under InPlaceIfPossible, and it never updates a Pod without that gate in place`;
  return {
    id: "pods-lack-readiness-gate",
    severity: "warning",
    field: view.policyField,
    message: changesNow ? `${why}: this update recreates every Pod once, node by node, although the change could go in place; only the Pods it creates carry the gate, so later updates can go in place. Accept one recreation, or roll this change out while Pods may restart` : `${why}: nothing changes now, but the next template change recreates every Pod once, node by node, even one that could go in place. To choose when that happens, make a template change (an annotation will do) while Pods may restart`
  };
}
function refusalTrap(refusal) {
  return { id: refusal.id, severity: "warning", field: refusal.field, kruiseRefuses: true, message: `OpenKruise refuses ${refusal.rule}: ${refusal.remedy}` };
}

// dist/engine/inplace/statefulSetTraps.js
var IN_PLACE_UPDATE_READY = CONDITION_IN_PLACE_READY;
var READINESS_GATES = "spec.template.spec.readinessGates";
function statefulSetTraps(view, ctx) {
  const traps = [];
  const rolling = view.updateType === "RollingUpdate";
  const inPlacePolicy = view.podUpdatePolicy !== "ReCreate";
  const hasGate = carriesReadinessGate(view.template);
  const strategyField = (name) => `${view.strategyField}.${name}`;
  if (rolling && inPlacePolicy && !hasGate) {
    traps.push({
      id: "readiness-gate-missing",
      severity: "warning",
      field: READINESS_GATES,
      message: `OpenKruise refuses podUpdatePolicy ${view.podUpdatePolicy} on an Advanced StatefulSet whose template lacks the ${IN_PLACE_UPDATE_READY} readiness gate: add {conditionType: ${IN_PLACE_UPDATE_READY}} to ${READINESS_GATES} (a pod spec change: every Pod is recreated once)`
    });
  }
  const oldTemplate = ctx.classification?.oldTemplate;
  if (rolling && oldTemplate !== void 0 && hasGate && !carriesReadinessGate(oldTemplate)) {
    traps.push({
      id: "readiness-gate-added",
      severity: "warning",
      field: READINESS_GATES,
      message: `adding the ${IN_PLACE_UPDATE_READY} readiness gate changes the pod spec, so OpenKruise recreates every Pod once, ordinal by ordinal, whatever podUpdatePolicy says; only later updates can go in place. Roll it out on its own, with no other template change`
    });
  }
  if (view.podManagementPolicy !== "Parallel") {
    if (rolling && view.maxUnavailable !== 1)
      traps.push(needsParallel(strategyField("maxUnavailable"), `maxUnavailable ${JSON.stringify(view.maxUnavailable)}`));
    if (view.scaleMaxUnavailable !== void 0 && view.scaleMaxUnavailable !== 1) {
      traps.push(needsParallel("spec.scaleStrategy.maxUnavailable", `scaleStrategy.maxUnavailable ${JSON.stringify(view.scaleMaxUnavailable)}`));
    }
    if (rolling && view.unorderedUpdate !== void 0)
      traps.push(needsParallel(strategyField("unorderedUpdate"), "unorderedUpdate"));
  }
  if (ctx.vctChanged)
    traps.push(claimTemplatesUnapplied(view));
  if (ctx.classification !== void 0)
    traps.push(...inPlaceOnlyStall(view, ctx));
  return traps;
}
function claimTemplatesUnapplied(view) {
  const resize = view.volumeClaimUpdateType === "OnPodRollingUpdate" ? "only if kruise-manager runs with StatefulSetAutoResizePVCGate does OnPodRollingUpdate resize the claims of each Pod it updates (a storage size change only)" : "to resize existing claims, run kruise-manager with StatefulSetAutoResizePVCGate and set spec.volumeClaimUpdateStrategy.type to OnPodRollingUpdate";
  return {
    id: "claim-templates-unapplied",
    severity: "warning",
    field: "spec.volumeClaimTemplates",
    message: `volumeClaimTemplates changed, but OpenKruise's StatefulSet revisions hold only spec.template: a claim-template change starts no rollout of its own, existing PersistentVolumeClaims keep their old spec, and only Pods at new ordinals get claims from the new templates; ${resize}`
  };
}
function needsParallel(field, what) {
  return {
    id: "needs-parallel",
    severity: "warning",
    field,
    message: `OpenKruise refuses ${what} unless spec.podManagementPolicy is Parallel: remove ${what.split(" ")[0]}, or set spec.podManagementPolicy to Parallel when the StatefulSet is created (OpenKruise forbids changing it later)`
  };
}
function inPlaceOnlyStall(view, ctx) {
  const c = ctx.classification;
  if (view.updateType !== "RollingUpdate" || view.podUpdatePolicy !== "InPlaceOnly" || c.eligibility !== "recreate" || ctx.kruiseWebhookRejects.length > 0)
    return [];
  const blocking = c.verdicts.filter((v) => v.effect === "recreate").map((v) => v.change.path);
  return [{
    id: "in-place-only-stall",
    severity: "warning",
    field: blocking[0] ?? "spec.template",
    message: `OpenKruise's webhook admits this InPlaceOnly update, but its StatefulSet controller cannot update the Pods in place because ${blocking.join(", ")} changed: the rollout stalls at the first Pod ("find strategy is InPlaceOnly but Pod \u2026 can not update in-place", retried without an Event). Revert ${blocking.length === 1 ? "that change" : "those changes"}, or set ${view.policyField} to InPlaceIfPossible or ReCreate to let the Pods be recreated`
  }];
}

// dist/engine/inplace/traps.js
function detectTraps(view, ctx) {
  const traps = [];
  const numbers = view.numbers;
  const changed = ctx.classification !== void 0 && ctx.classification.eligibility !== "unchanged";
  const isUpdate = ctx.classification !== void 0;
  const inPlacePolicy = view.podUpdatePolicy !== "ReCreate";
  const field = (name) => `${view.strategyField}.${name}`;
  const rolling = view.updateType === "RollingUpdate";
  const sharedNumbers = view.kind !== "DaemonSet";
  if (sharedNumbers && rolling && view.replicas > 0 && numbers.maxUnavailable <= 0 && numbers.maxSurge === 0) {
    traps.push({
      id: "max-unavailable-zero",
      severity: "warning",
      field: field("maxUnavailable"),
      message: typeof view.maxUnavailable === "string" ? `maxUnavailable ${JSON.stringify(view.maxUnavailable)} resolves to 0 Pods in OpenKruise's controller (it reads percentages as whole numbers) and maxSurge is 0, so the rollout never starts` : "maxUnavailable 0 and maxSurge 0 leave no room to update any Pod, so the rollout never starts"
    });
  } else if (sharedNumbers && rolling && view.replicas > 0 && numbers.maxUnavailable <= 0 && numbers.maxSurge > 0) {
    traps.push({
      id: "max-unavailable-floored",
      severity: "warning",
      field: field("maxUnavailable"),
      message: `maxUnavailable ${JSON.stringify(view.maxUnavailable)} rounds down to 0 of ${view.replicas} Pods when maxSurge is set, so the rollout only moves as fast as surge Pods become ready`
    });
  }
  const declaredSurge = view.hasRollingUpdate ? kruiseScaledValue(view.maxSurge, view.replicas, true, field("maxSurge")) : 0;
  if (declaredSurge > 0 && view.podUpdatePolicy === "InPlaceOnly") {
    traps.push({
      id: "surge-with-in-place-only",
      severity: "warning",
      field: field("maxSurge"),
      message: `maxSurge ${JSON.stringify(view.maxSurge)} cannot be used with InPlaceOnly: OpenKruise's own webhook rejects this combination`
    });
  } else if (sharedNumbers && rolling && numbers.maxSurge > 0 && inPlacePolicy && (!isUpdate || ctx.classification?.eligibility === "in-place")) {
    traps.push({
      id: "surge-with-in-place",
      severity: "warning",
      field: field("maxSurge"),
      message: `maxSurge ${JSON.stringify(view.maxSurge)} creates up to ${numbers.maxSurge} extra Pods on every update even when the change is in place (kruise#2369); set maxSurge to 0 for pure in-place rollouts`
    });
  }
  if (rolling && view.replicas > 0 && numbers.partition >= view.replicas && (changed || !isUpdate)) {
    traps.push({
      id: "partition-holds-all",
      severity: "warning",
      field: field("partition"),
      message: `partition ${JSON.stringify(view.partition)} keeps all ${view.replicas} Pods at the old revision, so nothing will update until partition is lowered`
    });
  }
  if (changed && view.paused) {
    traps.push({ id: "paused", severity: "warning", field: field("paused"), message: "the update strategy is paused: no Pod will be updated until paused is false" });
  }
  if (changed && view.updateType === "OnDelete") {
    traps.push({ id: "on-delete", severity: "info", field: view.updateTypeField, message: "updateStrategy OnDelete: Pods pick up this change only when they are deleted, and then they are recreated" });
  }
  const claimHash = view.updateOptions.comparesClaimTemplates;
  if (claimHash && isUpdate && !changed && ctx.vctChanged) {
    traps.push({
      id: "vct-only",
      severity: "warning",
      field: "spec.volumeClaimTemplates",
      message: ctx.gates.RecreatePodWhenChangeVCTInCloneSetGate ? "volumeClaimTemplates changed without a template change: nothing happens now, but the next template change recreates every Pod (RecreatePodWhenChangeVCTInCloneSetGate)" : "volumeClaimTemplates changed without a template change: existing Pods keep their volumes; only new Pods get the new claims"
    });
  }
  if (claimHash && isUpdate && ctx.vctChanged && rolling && inPlacePolicy && ctx.classification?.eligibility === "in-place") {
    const why = view.podUpdatePolicy === "InPlaceOnly" ? "InPlaceOnly ignores claim template changes" : "RecreatePodWhenChangeVCTInCloneSetGate is off";
    traps.push({
      id: "vct-with-in-place",
      severity: "warning",
      field: "spec.volumeClaimTemplates",
      message: `volumeClaimTemplates changed with an in-place update (${why}): the Pods keep their old volumes; only Pods created later get the new claims`
    });
  }
  if (ctx.classification && rolling && inPlacePolicy)
    traps.push(...metadataTraps(ctx.classification, ctx.gates));
  traps.push(...kindTraps(view, ctx));
  return traps;
}
function kindTraps(view, ctx) {
  switch (view.kind) {
    case "CloneSet":
      return [];
    case "StatefulSet":
      return statefulSetTraps(view, { ...ctx, kruiseWebhookRejects: ctx.kruiseWebhookRejects ?? [] });
    case "DaemonSet":
      return daemonSetTraps(view, ctx);
  }
}
function metadataTraps(c, gates) {
  const traps = [];
  const template = c.newTemplate;
  let containers;
  for (const v of c.verdicts) {
    if (v.rule !== "metadata")
      continue;
    const tokens2 = pointerTokens(v.change.pointer);
    const kind = tokens2[1];
    if (kind !== "labels" && kind !== "annotations")
      continue;
    containers ??= template.spec.containers?.filter(isJsonObject) ?? [];
    const map = template.metadata?.[kind] ?? {};
    const keys = tokens2.length === 3 ? [tokens2[2]] : presentKeys(map);
    const readers = [...new Set(keys.flatMap((key) => envReaders(containers, kind, key)))];
    if (readers.length === 0)
      continue;
    const why = !gates.InPlaceUpdateEnvFromMetadata ? "InPlaceUpdateEnvFromMetadata is off" : v.change.op === "remove" ? "removing a key does not restart its readers" : `the whole ${kind} map is added at once, which OpenKruise does not recognise`;
    traps.push({
      id: "env-metadata-stale",
      severity: "warning",
      field: v.change.path,
      message: `container ${readers.join(", ")} reads ${v.change.path} through an env fieldRef but will not be restarted (${why}): its env stays stale until the Pod restarts`
    });
  }
  const envUpdates = c.eligibility === "in-place" ? c.verdicts.filter((v) => v.rule === "metadata-env") : [];
  if (envUpdates.length > 0) {
    const readers = [...new Set(envUpdates.flatMap((v) => v.restarts ?? []))];
    traps.push({
      id: "env-metadata-needs-daemon",
      severity: "info",
      field: envUpdates[0].change.path,
      message: `container ${readers.join(", ")} reads ${envUpdates.map((v) => v.change.path).join(", ")} through an env fieldRef: kruise-daemon restarts it on each node, and without kruise-daemon every updated Pod waits with InPlaceUpdateReady=False and the rollout stalls (give --gates KruiseDaemon=false where it does not run)`
    });
  }
  if (c.eligibility === "in-place" && c.verdicts.every((v) => v.rule === "metadata" || v.effect === "none")) {
    traps.push({
      id: "metadata-blip",
      severity: "info",
      field: "spec.template.metadata",
      message: "a metadata-only change still marks each Pod NotReady for a moment (InPlaceUpdateReady=False), a short traffic blip"
    });
  }
  return traps;
}
function presentKeys(map) {
  const obj = map;
  return Object.keys(obj).filter((key) => obj[key] !== null && obj[key] !== void 0);
}

// dist/engine/inplace/inPlaceOnlyValidation.js
var RULES = {
  CloneSet: { versions: ["v1alpha1"], allowed: /^\/containers\/[0-9]+\/image$/, defaultsNewTemplate: false },
  StatefulSet: { versions: ["v1alpha1", "v1beta1"], allowed: /\/containers\/[0-9]+\/image/, defaultsNewTemplate: true },
  // Advanced DaemonSet has no InPlaceOnly: its webhook has no such rule.
  DaemonSet: { versions: [], allowed: /$^/, defaultsNewTemplate: false }
};
function inPlaceOnlyRejections(view, input) {
  const rule = RULES[view.kind];
  if (view.podUpdatePolicy !== "InPlaceOnly" || !rule.versions.includes(view.version))
    return [];
  const rejected = [];
  for (const { change } of webhookChanges(rule, input)) {
    if (!change.pointer.startsWith("/spec/"))
      continue;
    if (change.op === "replace" && rule.allowed.test(kruisePath(change)))
      continue;
    rejected.push(change);
  }
  return rejected;
}
function webhookChanges(rule, input) {
  if (!rule.defaultsNewTemplate || !input.gates.TemplateNoDefaults)
    return input.changes;
  const defaulted = defaultedTemplate(input.newTemplate, { TemplateNoDefaults: false });
  return diffTemplates(input.oldTemplate, defaulted, { TemplateNoDefaults: true }).map((change) => ({ change }));
}
function kruiseWebhookOperation(change) {
  return `${change.op} ${kruisePath(change)}`;
}
function kruisePath(change) {
  return change.pointer.slice("/spec".length);
}

// dist/engine/inplace/kruiseWebhookRefusals.js
function kruiseWebhookRefusals(view, previous) {
  switch (view.kind) {
    case "CloneSet":
      return [];
    case "StatefulSet":
      return statefulSetRefusals(view, previous);
    case "DaemonSet":
      return daemonSetRefusals(view).map(({ field, rule, remedy }) => ({ field, rule, remedy }));
  }
}
var FIXED_FIELDS = [
  { name: "selector", unset: void 0 },
  { name: "serviceName", unset: "" },
  { name: "podManagementPolicy", unset: "OrderedReady" }
];
function statefulSetRefusals(view, previous) {
  const refusals = [];
  const rolling = view.updateType === "RollingUpdate";
  if (rolling && view.podUpdatePolicy !== "ReCreate" && !carriesReadinessGate(view.template)) {
    refusals.push({
      field: "spec.template.spec.readinessGates",
      rule: `podUpdatePolicy ${view.podUpdatePolicy} needs the ${IN_PLACE_UPDATE_READY} readiness gate in the template (OpenKruise's StatefulSet never injects it)`,
      remedy: `add {conditionType: ${IN_PLACE_UPDATE_READY}} to spec.template.spec.readinessGates (a pod spec change: every Pod is recreated once, so roll it out on its own), or keep ${view.policyField} ReCreate`
    });
  }
  if (rolling)
    refusals.push(...maxUnavailableRefusals(view, view.maxUnavailable, `${view.strategyField}.maxUnavailable`));
  if (view.scaleMaxUnavailable !== void 0)
    refusals.push(...maxUnavailableRefusals(view, view.scaleMaxUnavailable, "spec.scaleStrategy.maxUnavailable"));
  if (rolling && view.unorderedUpdate !== void 0 && view.podManagementPolicy !== "Parallel") {
    refusals.push({
      field: `${view.strategyField}.unorderedUpdate`,
      rule: "unorderedUpdate works only with spec.podManagementPolicy Parallel",
      remedy: `remove ${view.strategyField}.unorderedUpdate (podManagementPolicy is fixed once the StatefulSet exists)`
    });
  }
  if (isJsonObject(previous) && isJsonObject(previous.spec))
    refusals.push(...fixedFieldRefusals(view.raw, previous));
  return refusals;
}
function maxUnavailableRefusals(view, value, field) {
  const refusals = [];
  if (legacyScaledValue(value, 1, true) < 1)
    refusals.push({ field, rule: "maxUnavailable must allow at least 1 Pod", remedy: `set ${field} to 1 or more` });
  if (view.podManagementPolicy !== "Parallel" && value !== 1) {
    refusals.push({
      field,
      rule: "a maxUnavailable other than 1 works only with spec.podManagementPolicy Parallel",
      remedy: `set ${field} to 1 or remove it (podManagementPolicy is fixed once the StatefulSet exists)`
    });
  }
  return refusals;
}
function fixedFieldRefusals(updated, previous) {
  const before = previous.spec;
  const after = isJsonObject(updated.spec) ? updated.spec : {};
  const refusals = [];
  for (const { name, unset } of FIXED_FIELDS) {
    if (sameJson(before[name] ?? unset, after[name] ?? unset))
      continue;
    refusals.push({
      field: `spec.${name}`,
      rule: `an Advanced StatefulSet's spec.${name} cannot change after it is created`,
      remedy: `keep spec.${name} as stored, or delete the StatefulSet with kubectl delete --cascade=orphan (its Pods stay) and create it again`
    });
  }
  return refusals;
}
function sameJson(a, b) {
  if (a === b)
    return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (!isJsonObject(a) || !isJsonObject(b))
    return false;
  const keys = Object.keys(a).filter((k) => a[k] !== void 0 && a[k] !== null);
  const others = Object.keys(b).filter((k) => b[k] !== void 0 && b[k] !== null);
  return keys.length === others.length && keys.every((k) => sameJson(a[k], b[k]));
}

// dist/engine/inplace/updateOptions.js
function updateOptionsFor(view, oldClaimTemplateHash, hashGates, templateType) {
  const o = view.updateOptions;
  if (!o.comparesClaimTemplates)
    return { graceSeconds: o.gracePeriodSeconds, templateType };
  return {
    graceSeconds: o.gracePeriodSeconds,
    oldVctHash: oldClaimTemplateHash,
    newVctHash: volumeClaimTemplatesHash(view.volumeClaimTemplates, hashGates),
    ignoreVctHashDiff: o.ignoreClaimTemplateHashDiff,
    templateType
  };
}

// dist/engine/inplace/daemonSetInPlace.js
function daemonSetRecreateReason(view, previous) {
  if (view.surges)
    return "surge";
  if (previous.podsCarryReadinessGate === false)
    return "no-readiness-gate";
  return void 0;
}

// dist/engine/inplace/prediction.js
function predictUpdate(oldObject, newObject2, options = {}) {
  return decodedUpdate(oldObject, newObject2, options).prediction;
}
function predictCreate(object, options = {}) {
  return decodedCreate(object, options).prediction;
}
function predictDecoded(operation, oldObject, newObject2, options = {}) {
  return operation === "UPDATE" ? decodedUpdate(oldObject, newObject2, options) : decodedCreate(newObject2, options);
}
function decodedUpdate(oldObject, newObject2, options) {
  const gates = resolveGates(options.gates);
  const release = options.kruise ?? DEFAULT_KRUISE_RELEASE;
  const before = readPreviousWorkload(oldObject, { kruise: release });
  const after = readWorkload(newObject2, { kruise: release });
  if (options.kruise !== void 0)
    requireServedVersion(after.kind, after.version, options.kruise);
  const oldVctHash = volumeClaimTemplatesHash(before.volumeClaimTemplates, gates);
  const updateOptions = updateOptionsFor(after, oldVctHash, gates, podTemplateType(release));
  const classification = classifyWithGates(before.template, after.template, comparisonGates(after, gates), updateOptions);
  const vctChanged = updateOptions.newVctHash !== void 0 ? updateOptions.oldVctHash !== updateOptions.newVctHash : oldVctHash !== volumeClaimTemplatesHash(after.volumeClaimTemplates, gates);
  const rejects = inPlaceOnlyRejections(after, { changes: classification.verdicts, oldTemplate: before.template, newTemplate: after.template, gates });
  const traps = detectTraps(after, { classification, vctChanged, gates, kruiseWebhookRejects: rejects, previous: before });
  const refusals = kruiseWebhookRefusals(after, oldObject);
  const prediction = assemble(after, before, classification, traps, { rejects, refusals }, gates, options.notes !== false, release, after.droppedFields);
  return { prediction, template: after.template, view: after };
}
function decodedCreate(object, options) {
  const gates = resolveGates(options.gates);
  const release = options.kruise ?? DEFAULT_KRUISE_RELEASE;
  const view = readWorkload(object, { kruise: release });
  if (options.kruise !== void 0)
    requireServedVersion(view.kind, view.version, options.kruise);
  const dropped = view.droppedFields;
  const prediction = {
    ...base(view, gates),
    outcome: "unchanged",
    eligibility: "unchanged",
    consequence: "none",
    verdicts: [],
    blocking: [],
    restartedContainers: [],
    notes: [],
    kruiseWebhookRejects: [],
    kruiseWebhookRefusals: kruiseWebhookRefusals(view),
    traps: detectTraps(view, { vctChanged: false, gates }),
    kruiseRelease: release,
    droppedFields: dropped
  };
  return { prediction, template: view.template, view };
}
function base(view, gates) {
  return {
    kind: view.kind,
    namespace: view.namespace,
    name: view.name,
    version: view.version,
    strategy: view.podUpdatePolicy,
    updateType: view.updateType,
    strategyField: view.strategyField,
    policyField: view.policyField,
    strategyDeclared: view.strategyDeclared,
    gates
  };
}
function comparisonGates(view, gates) {
  return view.templateUndefaulted === true && !gates.TemplateNoDefaults ? { ...gates, TemplateNoDefaults: true } : gates;
}
function assemble(view, before, c, traps, kruise, gates, withNotes, release, dropped) {
  const blocking = c.verdicts.filter((v) => v.effect === "recreate");
  const eligibility = c.eligibility;
  const { outcome, consequence } = consequenceOf(view, before, eligibility);
  const restarted = outcome === "in-place" ? restartedContainers(c.verdicts) : [];
  const notes = eligibility === "unchanged" || !withNotes ? [] : explainShifts(c.oldTemplate, c.newTemplate, { envNamesMayDiffer: envNamesMayDiffer(c.verdicts) });
  return {
    kind: view.kind,
    namespace: view.namespace,
    name: view.name,
    version: view.version,
    strategy: view.podUpdatePolicy,
    updateType: view.updateType,
    strategyField: view.strategyField,
    policyField: view.policyField,
    strategyDeclared: view.strategyDeclared,
    gates,
    outcome,
    eligibility,
    consequence,
    verdicts: c.verdicts,
    blocking,
    restartedContainers: restarted,
    notes,
    traps,
    kruiseWebhookRejects: kruise.rejects,
    kruiseWebhookRefusals: kruise.refusals,
    kruiseRelease: release,
    droppedFields: dropped
  };
}
var NAME_MOVING_CHANGE = /(?:^|\/spec|\/(?:containers|initContainers|env)(?:\/\d+(?:\/name)?)?)$/;
function envNamesMayDiffer(verdicts) {
  for (const v of verdicts)
    if (NAME_MOVING_CHANGE.test(v.change.pointer))
      return true;
  return false;
}
function restartedContainers(verdicts) {
  const names2 = [];
  for (const v of verdicts)
    for (const name of v.restarts ?? [])
      if (!names2.includes(name))
        names2.push(name);
  return names2.sort();
}
function consequenceOf(view, before, eligibility) {
  if (eligibility === "unchanged")
    return { outcome: "unchanged", consequence: "none" };
  if (view.updateType === "OnDelete")
    return { outcome: "recreate", consequence: "on-delete" };
  if (view.kind === "DaemonSet" && view.podUpdatePolicy === "InPlaceIfPossible" && eligibility === "in-place" && daemonSetRecreateReason(view, before) !== void 0) {
    return { outcome: "recreate", consequence: "silent-recreate" };
  }
  switch (view.podUpdatePolicy) {
    case "ReCreate":
      return { outcome: "recreate", consequence: "recreate" };
    case "InPlaceOnly":
      return eligibility === "recreate" ? { outcome: "recreate", consequence: "rollout-fails" } : { outcome: "in-place", consequence: "in-place" };
    case "InPlaceIfPossible":
      return eligibility === "recreate" ? { outcome: "recreate", consequence: "silent-recreate" } : { outcome: "in-place", consequence: "in-place" };
  }
}

// dist/engine/kruise/sidecarSetDefaults.js
function defaultedSidecarContainer(container2, injectPolicy) {
  const c = structuredClone(container2);
  setIfEmpty(c, "podInjectPolicy", injectPolicy);
  c.upgradeStrategy = withDefault(c.upgradeStrategy, "upgradeType", "ColdUpgrade");
  c.shareVolumePolicy = withDefault(c.shareVolumePolicy, "type", "disabled");
  setIfEmpty(c, "imagePullPolicy", initContainerPullPolicy(c.image));
  setIfEmpty(c, "terminationMessagePath", "/dev/termination-log");
  setIfEmpty(c, "terminationMessagePolicy", "File");
  for (const port of objects(c.ports))
    setIfEmpty(port, "protocol", "TCP");
  for (const transfer of objects(c.transferEnv))
    fieldRefDefaults(objectAt(transfer.sourceContainerNameFrom)?.fieldRef);
  for (const env of objects(c.env))
    fieldRefDefaults(objectAt(env.valueFrom)?.fieldRef);
  const resources = objectAt(c.resources);
  if (resources !== void 0)
    for (const key of ["limits", "requests"])
      roundToMilli(resources[key]);
  for (const key of ["livenessProbe", "readinessProbe"])
    probeDefaults(objectAt(c[key]));
  const lifecycle = objectAt(c.lifecycle);
  for (const key of ["postStart", "preStop"])
    httpGetDefaults(objectAt(objectAt(lifecycle?.[key])?.httpGet));
  return c;
}
function defaultedSidecarSetUpdateStrategy(strategy) {
  const s = { ...strategy ?? {} };
  setIfEmpty(s, "type", "RollingUpdate");
  if (s.maxUnavailable === void 0 || s.maxUnavailable === null)
    s.maxUnavailable = 1;
  if (s.partition === void 0 || s.partition === null)
    s.partition = 0;
  return s;
}
function probeDefaults(probe) {
  if (probe === void 0)
    return;
  for (const [key, value] of [["timeoutSeconds", 1], ["periodSeconds", 10], ["successThreshold", 1], ["failureThreshold", 3]]) {
    if (probe[key] === void 0 || probe[key] === null || probe[key] === 0)
      probe[key] = value;
  }
  httpGetDefaults(objectAt(probe.httpGet));
}
function httpGetDefaults(httpGet) {
  if (httpGet === void 0)
    return;
  setIfEmpty(httpGet, "path", "/");
  setIfEmpty(httpGet, "scheme", "HTTP");
}
function fieldRefDefaults(fieldRef) {
  if (isJsonObject(fieldRef))
    setIfEmpty(fieldRef, "apiVersion", "v1");
}
function roundToMilli(list) {
  if (!isJsonObject(list))
    return;
  for (const [name, value] of Object.entries(list)) {
    try {
      if (typeof value === "string" || typeof value === "number")
        list[name] = canonicalQuantityRoundedToMilli(value);
    } catch {
    }
  }
}
function withDefault(value, key, fallback) {
  const obj = isJsonObject(value) ? { ...value } : {};
  setIfEmpty(obj, key, fallback);
  return obj;
}
function setIfEmpty(obj, key, value) {
  if (obj[key] === void 0 || obj[key] === null || obj[key] === "")
    obj[key] = value;
}
function objectAt(value) {
  return isJsonObject(value) ? value : void 0;
}
function objects(value) {
  return Array.isArray(value) ? value.filter(isJsonObject) : [];
}

// dist/engine/kruise/goJsonMarshal.js
function goMarshal2(name, value, layout3, path) {
  const out = [];
  new Marshaller2(layout3, out).value(name, value, path);
  return out.join("");
}
var Marshaller2 = class {
  layout;
  out;
  constructor(layout3, out) {
    this.layout = layout3;
    this.out = out;
  }
  value(name, value, path) {
    const type = this.type(name);
    const absent = value === void 0 || value === null;
    switch (type.kind) {
      case "ptr":
        return absent ? void this.out.push("null") : this.value(type.elem, value, path);
      case "bool":
        return void this.out.push(absent ? "false" : String(expect(value, "boolean", path)));
      case "int":
      case "uint":
        if (!absent && (typeof value !== "number" || !Number.isSafeInteger(value)))
          throw typeError2(path, "an integer");
        return void this.out.push(absent ? "0" : String(value));
      case "string":
        return void this.out.push(goJson(absent ? "" : expect(value, "string", path)));
      case "quantity":
        return void this.out.push(goJson(quantity2(value, path)));
      case "intOrString":
        if (absent)
          return void this.out.push("0");
        if (typeof value === "string")
          return void this.out.push(goJson(value));
        if (typeof value === "number" && Number.isSafeInteger(value))
          return void this.out.push(String(value));
        throw typeError2(path, "an integer or a string");
      case "opaque":
        return void this.out.push(absent ? "null" : goJson(value));
      case "slice":
        return this.slice(type, value, path);
      case "map":
        return this.map(type, value, path);
      case "struct":
        return this.struct(type, value, path);
      default:
        throw new GuardError("IPG_ERR_FIELD_TYPE", `the Go type ${name} is not modelled`, path);
    }
  }
  slice(type, value, path) {
    if (value === void 0 || value === null)
      return void this.out.push("null");
    if (!Array.isArray(value))
      throw typeError2(path, "a list");
    this.out.push("[");
    value.forEach((item, i) => {
      if (i > 0)
        this.out.push(",");
      this.value(type.elem, item, `${path}[${i}]`);
    });
    this.out.push("]");
  }
  map(type, value, path) {
    if (value === void 0 || value === null)
      return void this.out.push("null");
    if (!isJsonObject(value))
      throw typeError2(path, "an object");
    const keys = Object.keys(value).sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
    this.out.push("{");
    keys.forEach((key, i) => {
      if (i > 0)
        this.out.push(",");
      this.out.push(goJson(key), ":");
      this.value(type.elem, value[key], `${path}.${key}`);
    });
    this.out.push("}");
  }
  struct(type, value, path) {
    if (value !== void 0 && value !== null && !isJsonObject(value))
      throw typeError2(path, "an object");
    this.out.push("{");
    this.fields(type, value ?? {}, path, { first: true });
    this.out.push("}");
  }
  fields(type, obj, path, state) {
    for (const [, jsonName, fieldType, omit] of type.fields) {
      if (jsonName === "-")
        continue;
      if (jsonName === ",inline") {
        this.fields(this.type(fieldType), obj, path, state);
        continue;
      }
      const field = obj[jsonName];
      if (omit === "omitempty" && this.isEmpty(fieldType, field))
        continue;
      if (!state.first)
        this.out.push(",");
      state.first = false;
      this.out.push(goJson(jsonName), ":");
      this.value(fieldType, field, `${path}.${jsonName}`);
    }
  }
  /** encoding/json's isEmptyValue for the Go type: structs (quantities, IntOrString included) are never empty. */
  isEmpty(name, value) {
    const kind = this.type(name).kind;
    if (value === void 0 || value === null)
      return kind !== "struct" && kind !== "quantity" && kind !== "intOrString" && kind !== "time";
    switch (kind) {
      case "bool":
        return value === false;
      case "int":
      case "uint":
        return value === 0;
      case "string":
        return value === "";
      case "slice":
        return Array.isArray(value) && value.length === 0;
      case "map":
        return isJsonObject(value) && Object.keys(value).length === 0;
      default:
        return false;
    }
  }
  type(name) {
    const type = this.layout.types[name];
    if (type === void 0)
      throw new Error(`no Go layout for ${name}`);
    return type;
  }
};
function quantity2(value, path) {
  if (value === void 0 || value === null)
    return "0";
  if (typeof value !== "string" && typeof value !== "number")
    throw typeError2(path, "a quantity");
  try {
    return canonicalQuantity(value);
  } catch {
    throw new GuardError("IPG_ERR_QUANTITY", `${JSON.stringify(value)} is not a resource quantity`, path);
  }
}
function expect(value, kind, path) {
  if (typeof value !== kind)
    throw typeError2(path, kind === "boolean" ? "true or false" : "a string");
  return value;
}
function typeError2(path, expected) {
  return new GuardError("IPG_ERR_FIELD_TYPE", `must be ${expected}`, path);
}
function goFieldTexts(name, value, layout3, path) {
  const texts = /* @__PURE__ */ new Map();
  const visit2 = (typeName) => {
    for (const [, jsonName, fieldType, omit] of layout3.types[typeName].fields) {
      if (jsonName === "-")
        continue;
      if (jsonName === ",inline") {
        visit2(fieldType);
        continue;
      }
      const text2 = goMarshal2(fieldType, value[jsonName], layout3, `${path}.${jsonName}`);
      if (omit === "omitempty" && EMPTY_TEXTS.has(text2))
        continue;
      texts.set(jsonName, text2);
    }
  };
  visit2(name);
  return texts;
}
var EMPTY_TEXTS = /* @__PURE__ */ new Set(["false", "0", '""', "null", "[]", "{}"]);

// dist/engine/kruise/sidecarContainerLayout.js
var SIDECAR_CONTAINER = "kruise.SidecarContainer";
var POD_LAYOUTS = { [layout.kubernetesApi]: layout, [layout2.kubernetesApi]: layout2 };
var struct = (fields) => ({ kind: "struct", fields });
var KRUISE_TYPES = {
  "kruise.SidecarContainerUpgradeStrategy": struct([
    ["UpgradeType", "upgradeType", "string", "omitempty"],
    ["HotUpgradeEmptyImage", "hotUpgradeEmptyImage", "string", "omitempty"]
  ]),
  "kruise.ShareVolumePolicy": struct([["Type", "type", "string", "omitempty"]]),
  "*kruise.ShareVolumePolicy": { kind: "ptr", elem: "kruise.ShareVolumePolicy" },
  "kruise.TransferEnvVar": struct([
    ["SourceContainerName", "sourceContainerName", "string", "omitempty"],
    ["SourceContainerNameFrom", "sourceContainerNameFrom", "*kruise.SourceContainerNameSource", "omitempty"],
    ["EnvName", "envName", "string", "omitempty"],
    ["EnvNames", "envNames", "[]string", "omitempty"]
  ]),
  "[]kruise.TransferEnvVar": { kind: "slice", elem: "kruise.TransferEnvVar" },
  "kruise.SourceContainerNameSource": struct([["FieldRef", "fieldRef", "*v1.ObjectFieldSelector", "omitempty"]]),
  "*kruise.SourceContainerNameSource": { kind: "ptr", elem: "kruise.SourceContainerNameSource" },
  "kruise.ResourcesPolicy": struct([
    ["TargetContainersMode", "targetContainersMode", "string", ""],
    ["TargetContainersNameRegex", "targetContainersNameRegex", "string", "omitempty"],
    ["ResourcesExpr", "resourcesExpr", "kruise.ResourcesExpr", ""]
  ]),
  "*kruise.ResourcesPolicy": { kind: "ptr", elem: "kruise.ResourcesPolicy" },
  "kruise.ResourcesExpr": struct([
    ["Limits", "limits", "*kruise.ResourceExpr", "omitempty"],
    ["Requests", "requests", "*kruise.ResourceExpr", "omitempty"]
  ]),
  "kruise.ResourceExpr": struct([["CPU", "cpu", "string", "omitempty"], ["Memory", "memory", "string", "omitempty"]]),
  "*kruise.ResourceExpr": { kind: "ptr", elem: "kruise.ResourceExpr" },
  "[]kruise.SidecarContainer": { kind: "slice", elem: SIDECAR_CONTAINER },
  "*v1.ObjectFieldSelector": { kind: "ptr", elem: "v1.ObjectFieldSelector" }
};
var SIDECAR_FIELDS_1_8 = [
  ["Container", ",inline", "v1.Container", ""],
  ["PodInjectPolicy", "podInjectPolicy", "string", "omitempty"],
  ["UpgradeStrategy", "upgradeStrategy", "kruise.SidecarContainerUpgradeStrategy", "omitempty"],
  ["ShareVolumePolicy", "shareVolumePolicy", "kruise.ShareVolumePolicy", "omitempty"],
  ["TransferEnv", "transferEnv", "[]kruise.TransferEnvVar", "omitempty"]
];
var SIDECAR_FIELDS_1_9 = [
  ...SIDECAR_FIELDS_1_8.slice(0, 4),
  ["ShareVolumeDevicePolicy", "shareVolumeDevicePolicy", "*kruise.ShareVolumePolicy", "omitempty"],
  SIDECAR_FIELDS_1_8[4],
  ["ResourcesPolicy", "resourcesPolicy", "*kruise.ResourcesPolicy", "omitempty"]
];
function sidecarFields(release) {
  return release === "1.8" ? SIDECAR_FIELDS_1_8 : SIDECAR_FIELDS_1_9;
}
var cache = /* @__PURE__ */ new Map();
function sidecarContainerLayout(release) {
  const facts = kruiseRelease(release);
  let layout3 = cache.get(facts.release);
  if (layout3 === void 0) {
    const pod = POD_LAYOUTS[facts.kubernetesApi];
    if (pod === void 0)
      throw new Error(`no generated pod layout for k8s.io/api ${facts.kubernetesApi}`);
    layout3 = { ...pod, root: SIDECAR_CONTAINER, types: { ...pod.types, ...KRUISE_TYPES, [SIDECAR_CONTAINER]: struct(sidecarFields(facts.release)) } };
    cache.set(facts.release, layout3);
  }
  return layout3;
}

// dist/engine/kube/sha256.js
var K = new Uint32Array([
  1116352408,
  1899447441,
  3049323471,
  3921009573,
  961987163,
  1508970993,
  2453635748,
  2870763221,
  3624381080,
  310598401,
  607225278,
  1426881987,
  1925078388,
  2162078206,
  2614888103,
  3248222580,
  3835390401,
  4022224774,
  264347078,
  604807628,
  770255983,
  1249150122,
  1555081692,
  1996064986,
  2554220882,
  2821834349,
  2952996808,
  3210313671,
  3336571891,
  3584528711,
  113926993,
  338241895,
  666307205,
  773529912,
  1294757372,
  1396182291,
  1695183700,
  1986661051,
  2177026350,
  2456956037,
  2730485921,
  2820302411,
  3259730800,
  3345764771,
  3516065817,
  3600352804,
  4094571909,
  275423344,
  430227734,
  506948616,
  659060556,
  883997877,
  958139571,
  1322822218,
  1537002063,
  1747873779,
  1955562222,
  2024104815,
  2227730452,
  2361852424,
  2428436474,
  2756734187,
  3204031479,
  3329325298
]);
function sha256Hex(text2) {
  const bytes = new TextEncoder().encode(text2);
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 128;
  const view = new DataView(padded.buffer);
  const bits = bytes.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(padded.length - 4, bits >>> 0);
  const h = new Uint32Array([1779033703, 3144134277, 1013904242, 2773480762, 1359893119, 2600822924, 528734635, 1541459225]);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++)
      w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ w[i - 15] >>> 3;
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ w[i - 2] >>> 10;
      w[i] = w[i - 16] + s0 + w[i - 7] + s1 >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + (e & f ^ ~e & g) + K[i] + w[i] >>> 0;
      const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + (a & b ^ a & c ^ b & c) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = d + t1 >>> 0;
      d = c;
      c = b;
      b = a;
      a = t1 + t2 >>> 0;
    }
    const next = [a, b, c, d, e, f, g, hh];
    for (let i = 0; i < 8; i++)
      h[i] = h[i] + next[i] >>> 0;
  }
  return Array.from(h, (word) => word.toString(16).padStart(8, "0")).join("");
}
function rotr(x, n) {
  return x >>> n | x << 32 - n;
}

// dist/engine/workloads/sidecarSetHash.js
function sidecarSetHashes(containers, initContainers, release) {
  const blank = (list) => list?.map((c) => ({ ...c, image: "" }));
  return {
    hash: hashOf(encodedSidecarSet(containers, initContainers, release)),
    withoutImage: hashOf(encodedSidecarSet(blank(containers), blank(initContainers), release))
  };
}
function encodedSidecarSet(containers, initContainers, release) {
  const layout3 = sidecarContainerLayout(release);
  const list = (items, path) => items === void 0 ? "null" : `[${items.map((c, i) => goMarshal2(SIDECAR_CONTAINER, c, layout3, `${path}[${typeof c.name === "string" && c.name !== "" ? c.name : i}]`)).join(",")}]`;
  const parts = [`"containers":${list(containers, "spec.containers")}`];
  if (initContainers?.some((c) => c.restartPolicy === "Always"))
    parts.push(`"initContainers":${list(initContainers, "spec.initContainers")}`);
  return `{${parts.join(",")}}`;
}
function hashOf(text2) {
  return safeEncodeString(sha256Hex(text2));
}

// dist/engine/workloads/sidecarSet.js
var SIDECARSET_HASH_ANNOTATION = "kruise.io/sidecarset-hash";
var SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION = "kruise.io/sidecarset-hash-without-image";
var SIDECARSET_INJECTED_LIST_ANNOTATION = "kruise.io/sidecarset-injected-list";
function readSidecarSet(input, release) {
  const obj = requireObject(input, "<SidecarSet>");
  const apiVersion = sidecarSetVersion(obj, release);
  const meta = readObjectMeta(obj);
  const spec = optionalObject(obj.spec, "spec") ?? {};
  const containers = readContainers(spec.containers, "spec.containers", "BeforeAppContainer");
  const initContainers = readContainers(spec.initContainers, "spec.initContainers", "AfterAppContainer");
  return {
    kind: "SidecarSet",
    apiVersion,
    release,
    name: meta.name,
    selector: optionalObject(spec.selector, "spec.selector"),
    namespace: apiVersion === "v1alpha1" ? optionalString(spec.namespace, "spec.namespace") || void 0 : void 0,
    namespaceSelector: optionalObject(spec.namespaceSelector, "spec.namespaceSelector"),
    containers,
    initContainers,
    updateStrategy: readUpdateStrategy(optionalObject(spec.updateStrategy, "spec.updateStrategy")),
    volumeNames: optionalObjectArray(spec.volumes, "spec.volumes").map((v, i) => optionalString(v.name, `spec.volumes[${i}].name`) ?? ""),
    hashes: sidecarSetHashes(written(spec.containers, containers), written(spec.initContainers, initContainers), release)
  };
}
function written(raw, containers) {
  return Array.isArray(raw) ? containers.map((c) => c.defaulted) : void 0;
}
function sidecarSetVersion(obj, release) {
  const version = kruiseWorkloadVersion(obj, "SidecarSet", "IPG_ERR_NOT_WORKLOAD");
  if (version === "v1beta1" && release === "1.8") {
    throw new GuardError("IPG_ERR_VERSION_NOT_SERVED", "OpenKruise 1.8 serves SidecarSets at apps.kruise.io/v1alpha1 only; write apiVersion apps.kruise.io/v1alpha1", "apiVersion");
  }
  return version;
}
function readContainers(value, path, injectPolicy) {
  return optionalObjectArray(value, path).map((raw, i) => {
    const name = optionalString(raw.name, `${path}[${i}].name`) ?? "";
    const at = `${path}[${name || i}]`;
    const upgrade = optionalObject(raw.upgradeStrategy, `${at}.upgradeStrategy`) ?? {};
    optionalObject(raw.shareVolumePolicy, `${at}.shareVolumePolicy`);
    const defaulted = defaultedSidecarContainer(raw, injectPolicy);
    return {
      name,
      image: optionalString(raw.image, `${at}.image`) ?? "",
      path: at,
      upgradeType: optionalString(upgrade.upgradeType, `${at}.upgradeStrategy.upgradeType`) || "ColdUpgrade",
      hotUpgradeEmptyImage: optionalString(upgrade.hotUpgradeEmptyImage, `${at}.upgradeStrategy.hotUpgradeEmptyImage`),
      nativeSidecar: optionalString(raw.restartPolicy, `${at}.restartPolicy`) === "Always",
      defaulted
    };
  });
}
function readUpdateStrategy(raw) {
  const s = defaultedSidecarSetUpdateStrategy(raw);
  const path = "spec.updateStrategy";
  const partition = intOrString(s.partition, `${path}.partition`) ?? 0;
  const scatter = s.scatterStrategy === void 0 || s.scatterStrategy === null ? void 0 : optionalObjectArray(s.scatterStrategy, `${path}.scatterStrategy`);
  return {
    type: optionalString(s.type, `${path}.type`) ?? "RollingUpdate",
    paused: optionalBoolean(s.paused, `${path}.paused`) ?? false,
    selector: optionalObject(s.selector, `${path}.selector`),
    partition,
    maxUnavailable: intOrString(s.maxUnavailable, `${path}.maxUnavailable`) ?? 1,
    partitionSet: typeof partition === "string" || partition !== 0,
    priorityStrategy: optionalObject(s.priorityStrategy, `${path}.priorityStrategy`),
    scatterStrategy: scatter
  };
}
function intOrString(value, path) {
  if (value === void 0 || value === null)
    return void 0;
  if (typeof value === "string" || typeof value === "number" && Number.isSafeInteger(value))
    return value;
  return typeError(path, "an integer or a string", value);
}

// dist/engine/workloads/unitedDeployment.js
var SUBSET_TEMPLATE_FIELDS = [
  ["StatefulSet", "statefulSetTemplate"],
  ["AdvancedStatefulSet", "advancedStatefulSetTemplate"],
  ["CloneSet", "cloneSetTemplate"],
  ["Deployment", "deploymentTemplate"]
];
var CHILD_TYPES = {
  StatefulSet: { apiVersion: "apps/v1", kind: "StatefulSet" },
  AdvancedStatefulSet: { apiVersion: `${KRUISE_GROUP}/v1beta1`, kind: "StatefulSet" },
  CloneSet: { apiVersion: `${KRUISE_GROUP}/v1alpha1`, kind: "CloneSet" },
  Deployment: { apiVersion: "apps/v1", kind: "Deployment" }
};
var UNITED_DEPLOYMENT_API_VERSION = `${KRUISE_GROUP}/v1alpha1`;
function isUnitedDeployment(obj) {
  return isKruiseKind(obj, "UnitedDeployment");
}
function readUnitedDeployment(obj) {
  if (!isJsonObject(obj))
    throw new GuardError("IPG_ERR_NOT_OBJECT", "a UnitedDeployment must be a JSON object");
  if (!isUnitedDeployment(obj)) {
    const what = `${obj.apiVersion === void 0 ? "<no apiVersion>" : echoedEnumeration(obj.apiVersion)} ${obj.kind === void 0 ? "<no kind>" : echoedEnumeration(obj.kind)}`;
    throw new GuardError("IPG_ERR_NOT_WORKLOAD", `expected apps.kruise.io UnitedDeployment, got ${what}`);
  }
  if (obj.apiVersion !== UNITED_DEPLOYMENT_API_VERSION) {
    throw new GuardError("IPG_ERR_UNSUPPORTED_VERSION", `UnitedDeployment version ${echoedEnumeration(String(obj.apiVersion).slice(KRUISE_GROUP.length + 1))} is not v1alpha1`, "apiVersion");
  }
  const meta = readObjectMeta(obj);
  const spec = optionalObject(obj.spec, "spec") ?? {};
  const template = optionalObject(spec.template, "spec.template") ?? {};
  const { childKind, field, childTemplate } = readChildTemplate(template);
  const status = optionalObject(obj.status, "status") ?? {};
  const updateStatus = optionalObject(status.updateStatus, "status.updateStatus") ?? {};
  return {
    kind: "UnitedDeployment",
    namespace: meta.namespace,
    name: meta.name,
    uid: meta.uid,
    replicas: optionalInteger(spec.replicas, "spec.replicas"),
    selector: readSelector(spec.selector),
    childKind,
    templateField: `spec.template.${field}`,
    childTemplate,
    template,
    subsets: readSubsets(spec.topology),
    partitions: readPartitions(spec.updateStrategy),
    collisionCount: optionalInteger(status.collisionCount, "status.collisionCount", 0) ?? 0,
    currentRevision: optionalString(status.currentRevision, "status.currentRevision"),
    updatedRevision: optionalString(updateStatus.updatedRevision, "status.updateStatus.updatedRevision"),
    raw: obj
  };
}
function readChildTemplate(template) {
  const declared = SUBSET_TEMPLATE_FIELDS.filter(([, field2]) => template[field2] !== void 0 && template[field2] !== null);
  if (declared.length === 0) {
    throw new GuardError("IPG_ERR_FIELD_VALUE", "should provide one of statefulSetTemplate, advancedStatefulSetTemplate, cloneSetTemplate, or deploymentTemplate", "spec.template");
  }
  if (declared.length > 1) {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `should provide only one of statefulSetTemplate, advancedStatefulSetTemplate, cloneSetTemplate, or deploymentTemplate (has ${declared.map(([, f]) => f).join(", ")})`, "spec.template");
  }
  const [childKind, field] = declared[0];
  const at = `spec.template.${field}`;
  const value = requireObject(template[field], at);
  const metadata = optionalObject(value.metadata, `${at}.metadata`) ?? {};
  stringMap(metadata.labels, `${at}.metadata.labels`);
  stringMap(metadata.annotations, `${at}.metadata.annotations`);
  const spec = optionalObject(value.spec, `${at}.spec`) ?? {};
  optionalObject(spec.template, `${at}.spec.template`);
  return { childKind, field, childTemplate: { metadata, spec } };
}
function readSelector(value) {
  if (value === void 0 || value === null)
    throw new GuardError("IPG_ERR_FIELD_VALUE", "is required", "spec.selector");
  const selector = requireObject(value, "spec.selector");
  optionalArray(selector.matchExpressions, "spec.selector.matchExpressions");
  return { ...selector, matchLabels: { ...stringMap(selector.matchLabels, "spec.selector.matchLabels") } };
}
function readSubsets(value) {
  const topology = optionalObject(value, "spec.topology") ?? {};
  return optionalObjectArray(topology.subsets, "spec.topology.subsets").map((subset, i) => {
    const at = `spec.topology.subsets[${i}]`;
    const name = optionalString(subset.name, `${at}.name`) ?? "";
    if (name === "")
      throw new GuardError("IPG_ERR_FIELD_VALUE", "is required", `${at}.name`);
    const term = optionalObject(subset.nodeSelectorTerm, `${at}.nodeSelectorTerm`) ?? {};
    const tolerations = optionalArray(subset.tolerations, `${at}.tolerations`);
    return {
      name,
      matchExpressions: optionalObjectArray(term.matchExpressions, `${at}.nodeSelectorTerm.matchExpressions`),
      tolerations: tolerations?.map((t, j) => requireObject(t, `${at}.tolerations[${j}]`)),
      patch: optionalObject(subset.patch, `${at}.patch`),
      replicas: optionalIntOrString(subset.replicas, `${at}.replicas`)
    };
  });
}
function readPartitions(value) {
  const strategy = optionalObject(value, "spec.updateStrategy") ?? {};
  const manual = optionalObject(strategy.manualUpdate, "spec.updateStrategy.manualUpdate") ?? {};
  const partitions = optionalObject(manual.partitions, "spec.updateStrategy.manualUpdate.partitions") ?? {};
  const out = {};
  for (const [name, partition] of Object.entries(partitions)) {
    out[name] = optionalInteger(partition, `spec.updateStrategy.manualUpdate.partitions[${name}]`) ?? 0;
  }
  return out;
}

// dist/engine/workloads/subsetPatch.js
function applySubsetPatch(template, patch, path) {
  return mergeObject(template, patch, "PodTemplateSpec", path) ?? {};
}
var LIST_MERGE_KEYS = {
  PodSpec: {
    volumes: ["name", "Volume"],
    initContainers: ["name", "Container"],
    containers: ["name", "Container"],
    ephemeralContainers: ["name", "Container"],
    imagePullSecrets: ["name", "Object"],
    hostAliases: ["ip", "Object"],
    topologySpreadConstraints: ["topologyKey", "Object"],
    schedulingGates: ["name", "Object"],
    resourceClaims: ["name", "Object"]
  },
  Container: {
    ports: ["containerPort", "Object"],
    env: ["name", "Object"],
    volumeMounts: ["mountPath", "Object"],
    volumeDevices: ["devicePath", "Object"]
  },
  ObjectMeta: { ownerReferences: ["uid", "Object"] }
};
var CHILD_TYPES2 = {
  PodTemplateSpec: { metadata: "ObjectMeta", spec: "PodSpec" }
};
function mergeObject(original, patch, type, path) {
  const directive = patch.$patch;
  if (directive === "delete")
    return void 0;
  if (directive === "replace") {
    const { $patch: _, ...rest } = patch;
    return rest;
  }
  if (directive !== void 0)
    unsupported3(`${path}.$patch`, `$patch: ${JSON.stringify(directive)}`);
  const out = { ...original };
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith("$"))
      unsupported3(`${path}.${key}`, key);
    const at = `${path}.${key}`;
    if (value === null) {
      delete out[key];
      continue;
    }
    const listKey = LIST_MERGE_KEYS[type]?.[key];
    if (listKey !== void 0 && Array.isArray(value)) {
      out[key] = mergeList(Array.isArray(out[key]) ? out[key] : [], value, listKey, at);
    } else if (isJsonObject(value) && isJsonObject(out[key])) {
      const merged = mergeObject(out[key], value, CHILD_TYPES2[type]?.[key] ?? "Object", at);
      if (merged === void 0)
        delete out[key];
      else
        out[key] = merged;
    } else if (isJsonObject(value)) {
      const merged = mergeObject({}, value, CHILD_TYPES2[type]?.[key] ?? "Object", at);
      if (merged === void 0)
        delete out[key];
      else
        out[key] = merged;
    } else {
      out[key] = value;
    }
  }
  return out;
}
function mergeList(original, patch, [mergeKey, itemType], path) {
  const out = [...original];
  patch.forEach((item, i) => {
    const at = `${path}[${i}]`;
    if (!isJsonObject(item)) {
      throw new GuardError("IPG_ERR_FIELD_TYPE", "must be an object (the list merges by its key)", at);
    }
    if (item[mergeKey] === void 0) {
      throw new GuardError("IPG_ERR_FIELD_VALUE", `has no ${mergeKey} (the list merges items by ${mergeKey})`, at);
    }
    const index = out.findIndex((o) => isJsonObject(o) && o[mergeKey] === item[mergeKey]);
    if (item.$patch === "delete") {
      if (index >= 0)
        out.splice(index, 1);
      return;
    }
    if (index < 0) {
      const created = mergeObject({}, item, itemType, at);
      if (created !== void 0)
        out.push(created);
      return;
    }
    const merged = mergeObject(out[index], item, itemType, at);
    if (merged === void 0)
      out.splice(index, 1);
    else
      out[index] = merged;
  });
  return out;
}
function unsupported3(path, what) {
  throw new GuardError("IPG_ERR_FIELD_VALUE", `the directive ${what} is not read by the guard; write the patch without it`, path);
}

// dist/engine/workloads/unitedDeploymentChild.js
var LABEL_UD_REVISION = "apps.kruise.io/controller-revision-hash";
var LABEL_SUBSET_NAME = "apps.kruise.io/subset-name";
var ANNOTATION_SUBSET_PATCH = "apps.kruise.io/subset-patch";
function renderSubsetChild(view, input) {
  const { subset, revision } = input;
  const previousMeta = isJsonObject(input.previous?.metadata) ? input.previous.metadata : {};
  const templateMeta = view.childTemplate.metadata;
  const labels = {
    ...isJsonObject(previousMeta.labels) ? previousMeta.labels : {},
    ...isJsonObject(templateMeta.labels) ? templateMeta.labels : {},
    ...view.selector.matchLabels,
    [LABEL_UD_REVISION]: revision,
    [LABEL_SUBSET_NAME]: subset.name
  };
  const annotations = {
    ...isJsonObject(previousMeta.annotations) ? previousMeta.annotations : {},
    ...isJsonObject(templateMeta.annotations) ? templateMeta.annotations : {},
    [ANNOTATION_SUBSET_PATCH]: subset.patch === void 0 ? "" : JSON.stringify(subset.patch)
  };
  const prefix = subsetPrefix(view.name, subset.name);
  const metadata = {
    ...previousMeta,
    namespace: view.namespace,
    name: typeof previousMeta.name === "string" ? previousMeta.name : `${prefix}${childSuffix(subset.name)}`,
    generateName: prefix,
    labels,
    annotations,
    ownerReferences: [{
      apiVersion: UNITED_DEPLOYMENT_API_VERSION,
      kind: "UnitedDeployment",
      name: view.name,
      uid: view.uid ?? "",
      controller: true,
      blockOwnerDeletion: true
    }]
  };
  const spec = structuredClone(view.childTemplate.spec);
  spec.selector = { ...view.selector, matchLabels: { ...view.selector.matchLabels, [LABEL_SUBSET_NAME]: subset.name } };
  spec.replicas = input.replicas;
  applyPartition(view, spec, input.partition);
  spec.template = subsetPodTemplate(isJsonObject(spec.template) ? spec.template : {}, subset, revision);
  const { apiVersion, kind } = CHILD_TYPES[view.childKind];
  return { apiVersion, kind, metadata, spec };
}
function subsetPrefix(udName, subsetName) {
  const prefix = `${udName}-${subsetName}-`;
  return isDnsSubdomainPrefix(prefix) ? prefix : `${udName}-`;
}
function childDisplayName(view, subsetName) {
  return `${view.namespace === "" ? "" : `${view.namespace}/`}${subsetPrefix(view.name, subsetName)}*`;
}
function childSuffix(subsetName) {
  let h = 0;
  for (const ch of subsetName)
    h = h * 31 + ch.charCodeAt(0) >>> 0;
  return h.toString(36).padStart(5, "0").slice(0, 5);
}
function isDnsSubdomainPrefix(prefix) {
  const name = `${prefix}a`;
  return name.length <= 253 && /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/.test(name);
}
function applyPartition(view, spec, partition) {
  const strategy = isJsonObject(spec.updateStrategy) ? { ...spec.updateStrategy } : {};
  switch (view.childKind) {
    case "CloneSet":
      spec.updateStrategy = { ...strategy, partition };
      return;
    case "AdvancedStatefulSet":
    case "StatefulSet": {
      const type = strategy.type;
      if (type !== void 0 && type !== null && type !== "" && type !== "RollingUpdate")
        return;
      if (view.childKind === "StatefulSet")
        strategy.type = "RollingUpdate";
      strategy.rollingUpdate = { ...isJsonObject(strategy.rollingUpdate) ? strategy.rollingUpdate : {}, partition };
      spec.updateStrategy = strategy;
      return;
    }
    case "Deployment":
      return;
  }
}
function subsetPodTemplate(template, subset, revision) {
  const metadata = isJsonObject(template.metadata) ? { ...template.metadata } : {};
  metadata.labels = { ...isJsonObject(metadata.labels) ? metadata.labels : {}, [LABEL_SUBSET_NAME]: subset.name, [LABEL_UD_REVISION]: revision };
  const podSpec = isJsonObject(template.spec) ? { ...template.spec } : {};
  attachNodeAffinity(podSpec, subset);
  if (subset.tolerations !== void 0)
    podSpec.tolerations = [...Array.isArray(podSpec.tolerations) ? podSpec.tolerations : [], ...subset.tolerations];
  const rendered = { ...template, metadata, spec: podSpec };
  return subset.patch === void 0 ? rendered : applySubsetPatch(rendered, subset.patch, `subset ${subset.name} patch`);
}
function attachNodeAffinity(podSpec, subset) {
  if (subset.matchExpressions.length === 0)
    return;
  const affinity = isJsonObject(podSpec.affinity) ? { ...podSpec.affinity } : {};
  const nodeAffinity = isJsonObject(affinity.nodeAffinity) ? { ...affinity.nodeAffinity } : {};
  const required = isJsonObject(nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution) ? { ...nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution } : {};
  const terms = Array.isArray(required.nodeSelectorTerms) && required.nodeSelectorTerms.length > 0 ? required.nodeSelectorTerms : [{}];
  required.nodeSelectorTerms = terms.map((term) => {
    const t = isJsonObject(term) ? term : {};
    return { ...t, matchExpressions: [...Array.isArray(t.matchExpressions) ? t.matchExpressions : [], ...subset.matchExpressions] };
  });
  nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution = required;
  affinity.nodeAffinity = nodeAffinity;
  podSpec.affinity = affinity;
}

// dist/engine/workloads/unitedDeploymentRevision.js
function unitedDeploymentRevisionName(view, options) {
  return `${view.name}-${revisionHash(unitedDeploymentRevisionData(view.template, options), view.collisionCount)}`;
}
function unitedDeploymentRevisionData(template, options) {
  const encoded = {};
  for (const [field, child] of Object.entries(template)) {
    if (child === null || child === void 0)
      continue;
    const defaults = field === statefulSetField && !options.gates.TemplateNoDefaults;
    encoded[field] = isJsonObject(child) ? encodedChildTemplate(child, defaults, options.release) : child;
  }
  return { spec: { template: { ...encoded, $patch: "replace" } } };
}
var statefulSetField = SUBSET_TEMPLATE_FIELDS.find(([kind]) => kind === "StatefulSet")[1];
function storedPodTemplate(template, defaults, release) {
  const decoded = asKruiseDecodes(isJsonObject(template) ? template : {}, [], release).template;
  return defaultedTemplate(decoded, { TemplateNoDefaults: !defaults });
}
function encodedChildTemplate(child, defaults, release) {
  const spec = isJsonObject(child.spec) ? child.spec : void 0;
  const podTemplate = spec !== void 0 && isJsonObject(spec.template) ? storedPodTemplate(spec.template, defaults, release) : void 0;
  return {
    ...child,
    metadata: withCreationTimestamp(child.metadata),
    ...spec === void 0 ? {} : { spec: podTemplate === void 0 ? spec : { ...spec, template: { ...podTemplate, metadata: withCreationTimestamp(podTemplate.metadata) } } }
  };
}
function withCreationTimestamp(metadata) {
  const meta = isJsonObject(metadata) ? metadata : {};
  return { ...meta, creationTimestamp: meta.creationTimestamp ?? null };
}

// dist/engine/inplace/unitedDeploymentRefusals.js
function unitedDeploymentRefusals(view, previous) {
  const refusals = [];
  const seen = /* @__PURE__ */ new Set();
  view.subsets.forEach((subset, i) => {
    if (seen.has(subset.name)) {
      refusals.push({ field: `spec.topology.subsets[${i}].name`, rule: `duplicated subset name ${subset.name}`, remedy: "give every subset its own name" });
    }
    seen.add(subset.name);
  });
  const before = new Map(previous.subsets.map((s) => [s.name, s]));
  view.subsets.forEach((subset, i) => {
    const old = before.get(subset.name);
    if (old === void 0)
      return;
    const at = `spec.topology.subsets[${i}]`;
    if (!deepEqual(old.matchExpressions, subset.matchExpressions)) {
      refusals.push({
        field: `${at}.nodeSelectorTerm`,
        rule: `subset ${subset.name}: nodeSelectorTerm may not be changed in an update`,
        remedy: "add a new subset with the new node selector and remove the old one (its Pods are deleted), or keep the term"
      });
    }
    if (!deepEqual(old.tolerations ?? [], subset.tolerations ?? [])) {
      refusals.push({
        field: `${at}.tolerations`,
        rule: `subset ${subset.name}: tolerations may not be changed in an update`,
        remedy: "put the tolerations into spec.template (or the subset patch), or add a new subset and remove the old one"
      });
    }
  });
  if ((view.childKind === "StatefulSet" || view.childKind === "AdvancedStatefulSet") && previous.childKind === view.childKind && !deepEqual(fixedSpec(view.childTemplate.spec), fixedSpec(previous.childTemplate.spec))) {
    refusals.push({
      field: `${view.templateField}.spec`,
      rule: `updates to the ${view.templateField.slice("spec.template.".length)} spec for fields other than 'template' and 'updateStrategy' are forbidden`,
      remedy: "change only the pod template and updateStrategy in place; other StatefulSet fields need a new UnitedDeployment"
    });
  }
  return refusals;
}
function fixedSpec(spec) {
  const { replicas: _r, template: _t, updateStrategy: _u, ...rest } = spec;
  for (const key of Object.keys(rest))
    if (rest[key] === null || isJsonObject(rest[key]) && Object.keys(rest[key]).length === 0)
      delete rest[key];
  return rest;
}

// dist/engine/inplace/unitedDeploymentPrediction.js
function predictUnitedDeploymentUpdate(oldObject, newObject2, options = {}) {
  const gates = resolveGates(options.gates);
  const release = options.kruise ?? DEFAULT_KRUISE_RELEASE;
  const before = readUnitedDeployment(oldObject);
  const after = readUnitedDeployment(newObject2);
  const revisions = { old: unitedDeploymentRevisionName(before, { gates, release }), new: unitedDeploymentRevisionName(after, { gates, release }) };
  const previous = new Map(before.subsets.map((s) => [s.name, s]));
  const subsets = after.subsets.map((subset) => {
    const old = previous.get(subset.name);
    if (old === void 0)
      return createdSubset(after, subset, revisions.new, gates, release);
    if (before.childKind !== after.childKind)
      return removedSubset(before, old, "replaced", after.childKind);
    return updatedSubset(before, after, old, subset, revisions, gates, release);
  });
  const kept = new Set(after.subsets.map((s) => s.name));
  for (const old of before.subsets)
    if (!kept.has(old.name))
      subsets.push(removedSubset(before, old, "deleted"));
  return {
    kind: "UnitedDeployment",
    namespace: after.namespace,
    name: after.name,
    childKind: after.childKind,
    revisions,
    subsets,
    kruiseWebhookRefusals: unitedDeploymentRefusals(after, before),
    outcome: worst(subsets.map((s) => s.outcome)),
    gates,
    kruiseRelease: release
  };
}
function predictUnitedDeploymentCreate(object, options = {}) {
  const gates = resolveGates(options.gates);
  const release = options.kruise ?? DEFAULT_KRUISE_RELEASE;
  const view = readUnitedDeployment(object);
  const revision = unitedDeploymentRevisionName(view, { gates, release });
  const subsets = view.subsets.map((subset) => createdSubset(view, subset, revision, gates, release));
  return {
    kind: "UnitedDeployment",
    namespace: view.namespace,
    name: view.name,
    childKind: view.childKind,
    revisions: { old: revision, new: revision },
    subsets,
    kruiseWebhookRefusals: [],
    outcome: "unchanged",
    gates,
    kruiseRelease: release
  };
}
function subsetNumbers(view, subset) {
  return { replicas: typeof subset.replicas === "number" ? subset.replicas : 1, partition: view.partitions[subset.name] ?? 0 };
}
function renderSubsetChildren(before, after, oldSubset, subset, revisions) {
  const oldChild = renderSubsetChild(before, { subset: oldSubset, revision: revisions.old, ...subsetNumbers(before, oldSubset) });
  const newChild = renderSubsetChild(after, { subset, revision: revisions.new, ...subsetNumbers(after, subset), previous: oldChild });
  return { oldChild, newChild };
}
function updatedSubset(before, after, oldSubset, subset, revisions, gates, release) {
  const { oldChild, newChild } = renderSubsetChildren(before, after, oldSubset, subset, revisions);
  const child = `${kindWord(after.childKind)} ${childDisplayName(after, subset.name)}`;
  const who = `subset ${subset.name} (${child})`;
  if (after.childKind === "CloneSet" || after.childKind === "AdvancedStatefulSet") {
    const prediction = predictUpdate(oldChild, newChild, { gates, kruise: release, notes: false });
    const childRefusals = [
      ...prediction.kruiseWebhookRejects.map((c) => `${kindWord(after.childKind)}'s webhook refuses ${kruiseWebhookOperation(c)} of ${c.path} under InPlaceOnly`),
      ...prediction.kruiseWebhookRefusals.map((r) => r.rule)
    ];
    return {
      subset: subset.name,
      childKind: after.childKind,
      child,
      change: "updated",
      outcome: prediction.outcome,
      consequence: prediction.consequence,
      prediction,
      childRefusals,
      messages: messagesFor(who, prediction.outcome, prediction.consequence, childRefusals, prediction)
    };
  }
  const defaults = after.childKind === "StatefulSet" && !gates.TemplateNoDefaults;
  const changed = canonicalJson(storedPodTemplate(podTemplateOf(oldChild), defaults, release)) !== canonicalJson(storedPodTemplate(podTemplateOf(newChild), defaults, release));
  const onDelete = after.childKind === "StatefulSet" && updateTypeOf(newChild) === "OnDelete";
  const outcome = changed ? "recreate" : "unchanged";
  const consequence = !changed ? "none" : onDelete ? "on-delete" : "recreate";
  return { subset: subset.name, childKind: after.childKind, child, change: "updated", outcome, consequence, childRefusals: [], messages: messagesFor(who, outcome, consequence, []) };
}
function createdSubset(view, subset, revision, gates, release) {
  const child = `${kindWord(view.childKind)} ${childDisplayName(view, subset.name)}`;
  const rendered = renderSubsetChild(view, { subset, revision, ...subsetNumbers(view, subset) });
  const refusals = view.childKind === "CloneSet" || view.childKind === "AdvancedStatefulSet" ? predictCreate(rendered, { gates, kruise: release, notes: false }).kruiseWebhookRefusals.map((r) => r.rule) : [];
  return {
    subset: subset.name,
    childKind: view.childKind,
    child,
    change: "created",
    outcome: "unchanged",
    consequence: "none",
    childRefusals: refusals,
    messages: [`subset ${subset.name} (${child}): created with new Pods`, ...refusals.map((r) => `subset ${subset.name} (${child}): Kruise refuses to create it (FailedUpdateSubset Event, SubsetUpdated=False): ${r}`)]
  };
}
function removedSubset(view, subset, change, newKind) {
  const child = `${kindWord(view.childKind)} ${childDisplayName(view, subset.name)}`;
  const why = change === "deleted" ? "the subset is removed: Kruise deletes the child and every Pod in it" : `the template kind changes to ${kindWord(newKind ?? view.childKind)}: Kruise deletes this child and its Pods and creates a new one`;
  return { subset: subset.name, childKind: view.childKind, child, change, outcome: "recreate", consequence: "recreate", childRefusals: [], messages: [`subset ${subset.name} (${child}): ${why}`] };
}
function messagesFor(who, outcome, consequence, refusals, prediction) {
  const lines = [];
  if (outcome === "unchanged")
    lines.push(`${who}: its Pods are not touched`);
  else if (consequence === "in-place")
    lines.push(`${who}: its Pods are updated in place`);
  else if (consequence === "on-delete")
    lines.push(`${who}: its Pods keep the old template until each is deleted (OnDelete)`);
  else if (consequence === "rollout-fails")
    lines.push(`${who}: the update cannot be made in place and the child's InPlaceOnly strategy never recreates: its rollout stops`);
  else
    lines.push(`${who}: every Pod is recreated`);
  if (prediction !== void 0 && outcome === "recreate" && prediction.blocking.length > 0) {
    lines.push(`${who}: not in place because of ${prediction.blocking.slice(0, 3).map((v) => v.change.path).join(", ")}`);
  }
  for (const r of refusals)
    lines.push(`${who}: Kruise refuses the controller's update of the child (FailedUpdateSubset Event, SubsetUpdated=False; the subset keeps its old template): ${r}`);
  return lines;
}
var OUTCOME_ORDER = ["unchanged", "in-place", "recreate"];
function worst(outcomes) {
  return outcomes.reduce((a, b) => OUTCOME_ORDER.indexOf(b) > OUTCOME_ORDER.indexOf(a) ? b : a, "unchanged");
}
function kindWord(kind) {
  return kind === "AdvancedStatefulSet" ? "Advanced StatefulSet" : kind;
}
function podTemplateOf(child) {
  return isJsonObject(child.spec) ? child.spec.template : void 0;
}
function updateTypeOf(child) {
  const spec = isJsonObject(child.spec) ? child.spec : {};
  return isJsonObject(spec.updateStrategy) ? spec.updateStrategy.type : void 0;
}

// dist/engine/kube/readiness.js
function recomputeReadyCondition(conditions, readinessGates, now, addIfMissing) {
  const current = conditions.find((c) => c.type === "Ready");
  if (!current && !addIfMissing)
    return [...conditions];
  const next = readyCondition(conditions, readinessGates);
  if (current && current.status === next.status && current.reason === next.reason && current.message === next.message)
    return [...conditions];
  const merged = {
    ...next,
    lastTransitionTime: current && current.status === next.status ? current.lastTransitionTime ?? metaTime(now) : metaTime(now)
  };
  return current ? conditions.map((c) => c === current ? merged : c) : [...conditions, merged];
}
function readyCondition(conditions, readinessGates) {
  const containersReady = conditions.find((c) => c.type === "ContainersReady");
  if (containersReady?.status !== "True") {
    return {
      type: "Ready",
      status: "False",
      reason: "ContainersNotReady",
      ...containersReady?.message ? { message: containersReady.message } : {}
    };
  }
  const messages = [];
  for (const gate of readinessGates) {
    const c = conditions.find((x) => x.type === gate.conditionType);
    if (!c)
      messages.push(`corresponding condition of pod readiness gate "${gate.conditionType}" does not exist.`);
    else if (c.status !== "True")
      messages.push(`the status of pod readiness gate "${gate.conditionType}" is not "True", but ${c.status}`);
  }
  if (messages.length > 0)
    return { type: "Ready", status: "False", reason: "ReadinessGatesNotReady", message: messages.join(", ") };
  return { type: "Ready", status: "True" };
}

// dist/engine/update/inPlaceUpdateState.js
function sortedMap(map, encode) {
  const keys = Object.keys(map).sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  return `{${keys.map((k) => `${goJson(k)}:${encode(map[k])}`).join(",")}}`;
}
function nonEmpty(map) {
  return !!map && Object.keys(map).length > 0;
}
function encodeObjectMeta(meta) {
  const parts = ['"creationTimestamp":null'];
  if (nonEmpty(meta.labels))
    parts.push(`"labels":${sortedMap(meta.labels, goJson)}`);
  if (nonEmpty(meta.annotations))
    parts.push(`"annotations":${sortedMap(meta.annotations, goJson)}`);
  return `{${parts.join(",")}}`;
}
function encodeResources(r) {
  const parts = [];
  if (nonEmpty(r.limits))
    parts.push(`"limits":${sortedMap(r.limits, goJson)}`);
  if (nonEmpty(r.requests))
    parts.push(`"requests":${sortedMap(r.requests, goJson)}`);
  return `{${parts.join(",")}}`;
}
function serializeInPlaceUpdateState(state) {
  const parts = [
    `"revision":${goJson(state.revision)}`,
    `"updateTimestamp":${goJson(state.updateTimestamp)}`,
    `"lastContainerStatuses":${state.lastContainerStatuses === null || state.lastContainerStatuses === void 0 ? "null" : sortedMap(state.lastContainerStatuses, (s) => s.imageID ? `{"imageID":${goJson(s.imageID)}}` : "{}")}`
  ];
  if (state.updateEnvFromMetadata)
    parts.push('"updateEnvFromMetadata":true');
  if (state.updateResources)
    parts.push('"updateResources":true');
  if (state.updateImages)
    parts.push('"updateImages":true');
  if (nonEmpty(state.nextContainerImages))
    parts.push(`"nextContainerImages":${sortedMap(state.nextContainerImages, goJson)}`);
  if (nonEmpty(state.nextContainerRefMetadata))
    parts.push(`"nextContainerRefMetadata":${sortedMap(state.nextContainerRefMetadata, encodeObjectMeta)}`);
  if (nonEmpty(state.nextContainerResources))
    parts.push(`"nextContainerResources":${sortedMap(state.nextContainerResources, encodeResources)}`);
  if (state.preCheckBeforeNext) {
    const ready = state.preCheckBeforeNext.containersRequiredReady;
    parts.push(`"preCheckBeforeNext":{${ready && ready.length > 0 ? `"containersRequiredReady":${goJson(ready)}` : ""}}`);
  }
  if (state.containerBatchesRecord && state.containerBatchesRecord.length > 0) {
    const batches = state.containerBatchesRecord.map((b) => `{"timestamp":${goJson(b.timestamp)},"containers":${goJson(b.containers)}}`);
    parts.push(`"containerBatchesRecord":[${batches.join(",")}]`);
  }
  return `{${parts.join(",")}}`;
}
function parseInPlaceUpdateState(text2, path = `metadata.annotations[apps.kruise.io/inplace-update-state]`) {
  let value;
  try {
    value = JSON.parse(text2);
  } catch {
    throw new GuardError("IPG_ERR_POD_STATE", "the in-place-update-state annotation is not valid JSON", path);
  }
  if (!isJsonObject(value))
    throw new GuardError("IPG_ERR_POD_STATE", "the in-place-update-state annotation is not a JSON object", path);
  const revision = stringField(value, "revision", path) ?? "";
  const updateTimestamp = stringField(value, "updateTimestamp", path) ?? "";
  return {
    revision,
    updateTimestamp,
    lastContainerStatuses: mapField(value, "lastContainerStatuses", path) ?? null,
    updateEnvFromMetadata: boolField(value, "updateEnvFromMetadata", path),
    updateResources: boolField(value, "updateResources", path),
    updateImages: boolField(value, "updateImages", path),
    nextContainerImages: mapField(value, "nextContainerImages", path),
    nextContainerRefMetadata: mapField(value, "nextContainerRefMetadata", path),
    nextContainerResources: mapField(value, "nextContainerResources", path),
    preCheckBeforeNext: mapField(value, "preCheckBeforeNext", path),
    containerBatchesRecord: Array.isArray(value.containerBatchesRecord) ? value.containerBatchesRecord.map((b) => ({
      timestamp: String(b?.timestamp ?? ""),
      containers: Array.isArray(b?.containers) ? b.containers.map(String) : []
    })) : void 0
  };
}
function stringField(obj, key, path) {
  const v = obj[key];
  if (v === void 0 || v === null)
    return void 0;
  if (typeof v !== "string")
    throw new GuardError("IPG_ERR_POD_STATE", `field ${key} must be a string`, path);
  return v;
}
function boolField(obj, key, path) {
  const v = obj[key];
  if (v === void 0 || v === null)
    return void 0;
  if (typeof v !== "boolean")
    throw new GuardError("IPG_ERR_POD_STATE", `field ${key} must be true or false`, path);
  return v || void 0;
}
function mapField(obj, key, path) {
  const v = obj[key];
  if (v === void 0 || v === null)
    return void 0;
  if (!isJsonObject(v))
    throw new GuardError("IPG_ERR_POD_STATE", `field ${key} must be an object`, path);
  return v;
}
function serializeUpdateSpec(spec) {
  const parts = [`"revision":${goJson(spec.revision)}`];
  if (nonEmpty(spec.containerImages))
    parts.push(`"containerImages":${sortedMap(spec.containerImages, goJson)}`);
  if (nonEmpty(spec.containerRefMetadata))
    parts.push(`"containerRefMetadata":${sortedMap(spec.containerRefMetadata, encodeObjectMeta)}`);
  if (nonEmpty(spec.containerResources))
    parts.push(`"containerResources":${sortedMap(spec.containerResources, encodeResources)}`);
  const patch = spec.metaDataPatch;
  if (patch && (nonEmpty(patch.labels) || nonEmpty(patch.annotations) || patch.labels === null || patch.annotations === null)) {
    const bytes = Buffer.from(goJson({ metadata: spec.metaDataPatch }), "utf8");
    parts.push(`"metaDataPatch":${goJson(bytes.toString("base64"))}`);
  }
  if (spec.updateEnvFromMetadata)
    parts.push('"updateEnvFromMetadata":true');
  if (spec.graceSeconds)
    parts.push(`"graceSeconds":${spec.graceSeconds}`);
  return `{${parts.join(",")}}`;
}
function parseUpdateSpec(text2, path = "metadata.annotations[apps.kruise.io/inplace-update-grace]") {
  let value;
  try {
    value = JSON.parse(text2);
  } catch {
    throw new GuardError("IPG_ERR_POD_STATE", "the in-place-update-grace annotation is not valid JSON", path);
  }
  if (!isJsonObject(value))
    throw new GuardError("IPG_ERR_POD_STATE", "the in-place-update-grace annotation is not a JSON object", path);
  const spec = { revision: stringField(value, "revision", path) ?? "" };
  const images = mapField(value, "containerImages", path);
  if (images)
    spec.containerImages = images;
  const refMeta = mapField(value, "containerRefMetadata", path);
  if (refMeta) {
    spec.containerRefMetadata = Object.fromEntries(Object.entries(refMeta).map(([name, m]) => {
      const meta = isJsonObject(m) ? m : {};
      return [name, {
        ...isJsonObject(meta.labels) ? { labels: meta.labels } : {},
        ...isJsonObject(meta.annotations) ? { annotations: meta.annotations } : {}
      }];
    }));
  }
  const resources = mapField(value, "containerResources", path);
  if (resources)
    spec.containerResources = resources;
  const patch = value.metaDataPatch;
  if (typeof patch === "string" && patch !== "") {
    try {
      const decoded = JSON.parse(Buffer.from(patch, "base64").toString("utf8"));
      if (decoded.metadata)
        spec.metaDataPatch = decoded.metadata;
    } catch {
      throw new GuardError("IPG_ERR_POD_STATE", "metaDataPatch is not base64-encoded JSON", path);
    }
  }
  if (value.updateEnvFromMetadata === true)
    spec.updateEnvFromMetadata = true;
  if (typeof value.graceSeconds === "number" && value.graceSeconds !== 0)
    spec.graceSeconds = value.graceSeconds;
  return spec;
}

// dist/engine/update/podUpdate.js
function readInPlaceUpdateState(pod, memo) {
  const annotations = podAnnotations(pod);
  return readOnce(memo?.states, annotations, annotations[ANNOTATION_STATE] ?? annotations[ANNOTATION_STATE_LEGACY], readState);
}
function readState(text2) {
  if (text2 === void 0)
    return { kind: "absent" };
  try {
    return { kind: "ok", state: parseInPlaceUpdateState(text2), text: text2 };
  } catch (err) {
    return { kind: "corrupt", message: err.message };
  }
}
function podReadMemo() {
  return { states: readCache(), graces: readCache(), runtimeMetas: readCache(), plainHashes: /* @__PURE__ */ new WeakMap(), metadataRefs: /* @__PURE__ */ new WeakMap() };
}
function readCache() {
  return /* @__PURE__ */ new Map();
}
var TEXTS_REMEMBERED = 4096;
function readOnce(cache2, annotations, text2, read) {
  if (cache2 === void 0 || !Object.isFrozen(annotations))
    return read(text2);
  let value = cache2.get(text2);
  if (value !== void 0 || cache2.has(text2))
    return value;
  value = read(text2);
  if (value !== null && typeof value === "object") {
    for (const v of Object.values(value))
      if (v !== null && typeof v === "object")
        Object.freeze(v);
    Object.freeze(value);
  }
  if (cache2.size >= TEXTS_REMEMBERED)
    cache2.clear();
  cache2.set(text2, value);
  return value;
}
function readGrace(text2) {
  if (text2 === void 0 || text2 === "")
    return { kind: "none" };
  try {
    return { kind: "ok", spec: parseUpdateSpec(text2) };
  } catch (err) {
    return { kind: "error", message: err.message };
  }
}
function graceAnnotation(pod) {
  const annotations = podAnnotations(pod);
  const text2 = annotations[ANNOTATION_GRACE] ?? annotations[ANNOTATION_GRACE_LEGACY];
  return text2 === void 0 || text2 === "" ? void 0 : text2;
}
function hasNext(state) {
  return nonEmpty2(state.nextContainerImages) || nonEmpty2(state.nextContainerRefMetadata) || nonEmpty2(state.nextContainerResources);
}
function nonEmpty2(map) {
  return !!map && Object.keys(map).length > 0;
}
function verticalOnly(spec) {
  return nonEmpty2(spec.containerResources) && !nonEmpty2(spec.containerImages) && !spec.updateEnvFromMetadata;
}
function podNeedsUnready(pod, spec, gates) {
  if (!gates.InPlaceWorkloadVerticalScaling || !verticalOnly(spec))
    return hasReadinessGate(pod, CONDITION_IN_PLACE_READY);
  const needRestart = pod.spec.containers.some((c) => {
    const r = spec.containerResources?.[c.name];
    if (!r)
      return false;
    const changesCpu = r.limits?.cpu !== void 0 || r.requests?.cpu !== void 0;
    const changesMemory = r.limits?.memory !== void 0 || r.requests?.memory !== void 0;
    const policies = c.resizePolicy ?? [];
    return policies.some((p) => p.restartPolicy === "RestartContainer" && (p.resourceName === "cpu" && changesCpu || p.resourceName === "memory" && changesMemory));
  });
  return needRestart && hasReadinessGate(pod, CONDITION_IN_PLACE_READY);
}
function inPlaceNotReadyStatus(pod, now) {
  const conditions = pod.status?.conditions ?? [];
  const current = conditions.find((c) => c.type === CONDITION_IN_PLACE_READY);
  if (current?.status === "False")
    return null;
  const next = { type: CONDITION_IN_PLACE_READY, status: "False", reason: "StartInPlaceUpdate", lastTransitionTime: metaTime(now) };
  const replaced = current ? conditions.map((c) => c === current ? next : c) : [...conditions, next];
  const status = { ...pod.status ?? {}, conditions: replaced };
  return { ...status, conditions: recomputeReadyCondition(status.conditions ?? [], pod.spec.readinessGates ?? [], now, false) };
}
function beginInPlaceUpdate(pod, spec, options) {
  const labels = {
    ...podLabels(pod),
    [LABEL_REVISION]: options.revisionLabel,
    [LABEL_TEMPLATE_HASH]: shortHash(options.revisionLabel),
    [LABEL_LIFECYCLE_STATE]: "Updating"
  };
  const annotations = { ...podAnnotations(pod), [ANNOTATION_LIFECYCLE_TIMESTAMP]: metaTime(options.now) };
  const state = {
    revision: spec.revision,
    updateTimestamp: metaTime(options.now),
    lastContainerStatuses: null,
    updateEnvFromMetadata: spec.updateEnvFromMetadata || void 0,
    updateResources: nonEmpty2(spec.containerResources) || void 0,
    updateImages: nonEmpty2(spec.containerImages) || void 0
  };
  annotations[ANNOTATION_STATE] = serializeInPlaceUpdateState(state);
  delete annotations[ANNOTATION_STATE_LEGACY];
  const labelled = { ...pod, metadata: { ...pod.metadata, labels, annotations } };
  if ((spec.graceSeconds ?? 0) <= 0) {
    const applied = applyUpdateSpec(labelled, spec, state, options);
    return { pod: withoutGrace(applied.pod), resize: applied.resize };
  }
  annotations[ANNOTATION_GRACE] = serializeUpdateSpec(spec);
  return { pod: labelled };
}
function withoutGrace(pod) {
  const annotations = { ...podAnnotations(pod) };
  delete annotations[ANNOTATION_GRACE];
  delete annotations[ANNOTATION_GRACE_LEGACY];
  return { ...pod, metadata: { ...pod.metadata, annotations } };
}
function containerPriority(container2) {
  const barrier = (container2.env ?? []).find((e) => e.name === ENV_CONTAINER_BARRIER);
  if (!barrier)
    return void 0;
  const key = barrier.valueFrom?.configMapKeyRef?.key ?? "";
  const n = Number.parseInt(key.slice(2), 10);
  return Number.isNaN(n) ? 0 : n;
}
function currentBatch(pod, spec) {
  const batch = /* @__PURE__ */ new Set();
  let highest;
  let highestNames = [];
  for (const c of pod.spec.containers) {
    const named = spec.containerImages?.[c.name] !== void 0 || spec.containerRefMetadata?.[c.name] !== void 0 || spec.containerResources?.[c.name] !== void 0;
    if (!named)
      continue;
    const priority = containerPriority(c);
    if (priority === void 0)
      batch.add(c.name);
    else if (highest === void 0 || highest < priority) {
      highest = priority;
      highestNames = [c.name];
    } else if (highest === priority)
      highestNames.push(c.name);
  }
  for (const name of highestNames)
    batch.add(name);
  addMetadataSharers(batch, spec.containerRefMetadata ?? {});
  return batch;
}
function addMetadataSharers(batch, refMetadata) {
  for (let grew = true; grew; ) {
    grew = false;
    const labels = /* @__PURE__ */ new Set();
    const annotations = /* @__PURE__ */ new Set();
    for (const name of batch) {
      for (const k of Object.keys(refMetadata[name]?.labels ?? {}))
        labels.add(k);
      for (const k of Object.keys(refMetadata[name]?.annotations ?? {}))
        annotations.add(k);
    }
    for (const [name, meta] of Object.entries(refMetadata)) {
      if (batch.has(name))
        continue;
      const shares = Object.keys(meta.labels ?? {}).some((k) => labels.has(k)) || Object.keys(meta.annotations ?? {}).some((k) => annotations.has(k));
      if (shares) {
        batch.add(name);
        grew = true;
      }
    }
  }
}
var byteOrder = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function applyUpdateSpec(pod, spec, previous, options) {
  const state = {
    ...previous,
    lastContainerStatuses: previous.lastContainerStatuses ? { ...previous.lastContainerStatuses } : null,
    nextContainerImages: {},
    nextContainerRefMetadata: {},
    nextContainerResources: {},
    containerBatchesRecord: [...previous.containerBatchesRecord ?? []]
  };
  const labels = { ...podLabels(pod) };
  const annotations = { ...podAnnotations(pod) };
  applyMergePatch(labels, spec.metaDataPatch?.labels);
  applyMergePatch(annotations, spec.metaDataPatch?.annotations);
  const batch = currentBatch(pod, spec);
  const imageChanged = /* @__PURE__ */ new Set();
  const vertical = options.gates.InPlaceWorkloadVerticalScaling;
  const resize = {};
  const containers = pod.spec.containers.map((c) => {
    let next = c;
    const image = spec.containerImages?.[c.name];
    if (image !== void 0) {
      if (batch.has(c.name)) {
        next = { ...next, image };
        imageChanged.add(c.name);
      } else
        state.nextContainerImages[c.name] = image;
    }
    const resources = vertical ? spec.containerResources?.[c.name] : void 0;
    if (resources) {
      if (!batch.has(c.name))
        state.nextContainerResources[c.name] = resources;
      else if (options.resizeSubresource) {
        const pending = resourcesToResize(c.resources, resources);
        if (pending)
          resize[c.name] = pending;
      } else
        next = { ...next, resources: mergeResources(next.resources, resources) };
    }
    return next;
  });
  for (const s of pod.status?.containerStatuses ?? []) {
    if (!imageChanged.has(s.name))
      continue;
    state.lastContainerStatuses ??= {};
    if (!(s.name in state.lastContainerStatuses))
      state.lastContainerStatuses[s.name] = { imageID: s.imageID };
  }
  for (const [name, meta] of Object.entries(spec.containerRefMetadata ?? {})) {
    if (batch.has(name)) {
      Object.assign(labels, meta.labels ?? {});
      Object.assign(annotations, meta.annotations ?? {});
    } else
      state.nextContainerRefMetadata[name] = meta;
  }
  const sortedBatch = [...batch].sort(byteOrder);
  state.preCheckBeforeNext = hasNext(state) ? { containersRequiredReady: sortedBatch } : null;
  state.containerBatchesRecord.push({ timestamp: metaTime(options.now), containers: sortedBatch });
  annotations[ANNOTATION_STATE] = serializeInPlaceUpdateState(state);
  return {
    pod: { ...pod, metadata: { ...pod.metadata, labels, annotations }, spec: { ...pod.spec, containers } },
    state,
    batch: sortedBatch,
    ...Object.keys(resize).length > 0 ? { resize } : {}
  };
}
function applyMergePatch(target, patch) {
  if (patch === null) {
    for (const k of Object.keys(target))
      delete target[k];
    return;
  }
  for (const [k, v] of Object.entries(patch ?? {})) {
    if (v === null)
      delete target[k];
    else
      target[k] = v;
  }
}
function resourcesToResize(current, change) {
  const out = {};
  for (const kind of ["limits", "requests"]) {
    for (const [res, value] of Object.entries(change[kind] ?? {})) {
      const have = current?.[kind]?.[res];
      if (have !== void 0 && compareQuantities(have, value) === 0)
        continue;
      out[kind] = { ...out[kind] ?? {}, [res]: value };
    }
  }
  return out.limits || out.requests ? out : void 0;
}
function mergeResources(current, change) {
  return {
    ...current ?? {},
    ...change.limits ? { limits: { ...current?.limits ?? {}, ...change.limits } } : {},
    ...change.requests ? { requests: { ...current?.requests ?? {}, ...change.requests } } : {}
  };
}
function finishGracePeriod(pod, now, options) {
  const annotations = podAnnotations(pod);
  const grace = readOnce(options.memo?.graces, annotations, annotations[ANNOTATION_GRACE] ?? annotations[ANNOTATION_GRACE_LEGACY], readGrace);
  if (grace.kind === "none")
    return grace;
  if (grace.kind === "error")
    return grace;
  const spec = grace.spec;
  const read = readInPlaceUpdateState(pod, options.memo);
  if (read.kind === "absent") {
    return { kind: "error", message: "pod has apps.kruise.io/inplace-update-grace but apps.kruise.io/inplace-update-state not found" };
  }
  if (read.kind === "corrupt")
    return { kind: "stuck", message: read.message };
  if (podLabels(pod)[LABEL_REVISION] !== spec.revision) {
    return { kind: "update", reason: "grace-dropped", change: { pod: withoutGrace(pod) } };
  }
  const started = parseMetaTime(read.state.updateTimestamp) ?? 0;
  const remaining = started + (spec.graceSeconds ?? 0) * 1e3 - now;
  if (remaining > 0)
    return { kind: "wait", seconds: Math.ceil(remaining / 1e3) };
  const applied = applyUpdateSpec(pod, spec, read.state, { gates: options.gates, resizeSubresource: options.resizeSubresource, now });
  return { kind: "update", reason: "grace-finished", change: { pod: withoutGrace(applied.pod), resize: applied.resize } };
}
function checkContainersUpdated(pod, state, gates, memo) {
  const meta = readRuntimeContainersMeta(pod, memo);
  if (state.updateEnvFromMetadata) {
    if (!meta)
      return "waiting for all containers hash consistent, but runtime-container-meta not found";
    if (!allContainersConsistent(pod, meta, "env", memo))
      return "waiting for all containers hash consistent";
  }
  if (gates.InPlaceWorkloadVerticalScaling && state.updateResources) {
    const notDone = resourcesNotApplied(pod);
    if (notDone)
      return notDone;
  }
  if (meta && allContainersConsistent(pod, meta, "plain", memo))
    return null;
  const pending = { ...state.lastContainerStatuses ?? {} };
  for (const s of [...pod.status?.containerStatuses ?? [], ...pod.status?.initContainerStatuses ?? []]) {
    const old = pending[s.name];
    if (!old)
      continue;
    if ((old.imageID ?? "") === s.imageID) {
      const specImage = [...pod.spec.containers, ...pod.spec.initContainers ?? []].find((c) => c.name === s.name)?.image ?? "";
      if (withLatestTag(specImage) !== s.image)
        return `container ${s.name} imageID not changed`;
    }
    delete pending[s.name];
  }
  const left = Object.keys(pending);
  if (left.length > 0)
    return `not found statuses of containers ${left.sort(byteOrder).join(", ")}`;
  return null;
}
function withLatestTag(image) {
  return image.includes(":") ? image : `${image}:latest`;
}
function checkPodUpdateCompleted(pod, gates, memo) {
  if (graceAnnotation(pod) !== void 0)
    return "still in grace period of in-place update";
  const read = readInPlaceUpdateState(pod, memo);
  if (read.kind === "absent")
    return null;
  if (read.kind === "corrupt")
    return read.message;
  if (hasNext(read.state))
    return "existing containers to in-place update in next batches";
  return checkContainersUpdated(pod, read.state, gates, memo);
}
function resourcesNotApplied(pod) {
  const statuses = pod.status?.containerStatuses ?? [];
  if (statuses.length !== pod.spec.containers.length)
    return "some container status is not reported";
  for (const c of pod.spec.containers) {
    const actual = containerStatus(pod, c.name)?.resources ?? {};
    if (!sameQuantities(c.resources?.limits, actual.limits) || !sameQuantities(c.resources?.requests, actual.requests)) {
      return `container ${c.name} resources not changed`;
    }
  }
  return null;
}
function sameQuantities(a, b) {
  const ka = Object.keys(a ?? {});
  const kb = Object.keys(b ?? {});
  if (ka.length !== kb.length)
    return false;
  return ka.every((k) => b?.[k] !== void 0 && compareQuantities(a[k], b[k]) === 0);
}
function readRuntimeContainersMeta(pod, memo) {
  const annotations = podAnnotations(pod);
  return readOnce(memo?.runtimeMetas, annotations, annotations[ANNOTATION_RUNTIME_META], readRuntimeMeta);
}
function readRuntimeMeta(text2) {
  if (!text2)
    return void 0;
  try {
    const parsed = JSON.parse(text2);
    return Array.isArray(parsed.containers) ? parsed.containers : void 0;
  } catch {
    return void 0;
  }
}
function containerPlainHash(container2, memo) {
  if (memo === void 0 || !Object.isFrozen(container2))
    return plainHash(container2);
  let hash = memo.plainHashes.get(container2);
  if (hash === void 0)
    memo.plainHashes.set(container2, hash = plainHash(container2));
  return hash;
}
function plainHash(container2) {
  if (typeof container2.name !== "string")
    return fnv32a(goJson({ image: container2.image ?? "", name: container2.name }));
  return fnv32a(`{"image":${goJson(container2.image ?? "")},"name":${goJson(container2.name)}}`);
}
function envFromMetadataHash(container2, pod, memo) {
  const labels = podLabels(pod);
  const annotations = podAnnotations(pod);
  const items = metadataRefs(container2, memo).map(({ name, labels: fromLabels, key }) => {
    const value = (fromLabels ? labels : annotations)[key] ?? "";
    return typeof name === "string" ? `{"name":${goJson(name)},"value":${goJson(value)}}` : goJson({ name, value });
  });
  return fnv32a(`[${items.join(",")}]`);
}
function metadataRefs(container2, memo) {
  if (memo === void 0 || !Object.isFrozen(container2))
    return readMetadataRefs(container2);
  let refs = memo.metadataRefs.get(container2);
  if (!refs)
    memo.metadataRefs.set(container2, refs = readMetadataRefs(container2));
  return refs;
}
function readMetadataRefs(container2) {
  const refs = [];
  for (const e of container2.env ?? []) {
    const path = e.valueFrom?.fieldRef?.fieldPath;
    const m = path ? /^metadata\.(labels|annotations)\['(.+)'\]$/.exec(path) : null;
    if (m)
      refs.push({ name: e.name, labels: m[1] === "labels", key: m[2] });
  }
  return refs.sort((a, b) => byteOrder(a.name, b.name));
}
function allContainersConsistent(pod, meta, kind, memo) {
  return pod.spec.containers.every((c) => {
    const status = containerStatus(pod, c.name);
    const m = meta.find((x) => x.name === c.name);
    if (!status || !m || m.containerID !== status.containerID)
      return false;
    return kind === "plain" ? m.hashes.plainHash === containerPlainHash(c, memo) : m.hashes.extractedEnvFromMetadataHash === envFromMetadataHash(c, pod, memo);
  });
}
function refreshInPlaceUpdate(pod, now, options) {
  const grace = finishGracePeriod(pod, now, options);
  switch (grace.kind) {
    case "wait":
      return { kind: "wait-grace", seconds: grace.seconds };
    case "update":
      return { kind: "update-pod", change: grace.change, reason: grace.reason };
    case "error":
      return { kind: "error", message: grace.message };
    case "stuck":
      return { kind: "stuck", message: grace.message };
    case "none":
      break;
  }
  const read = readInPlaceUpdateState(pod, options.memo);
  if (read.kind === "corrupt")
    return { kind: "error", message: read.message };
  if (read.kind === "ok") {
    const notDone = checkContainersUpdated(pod, read.state, options.gates, options.memo);
    if (notDone)
      return { kind: "wait", reason: notDone };
    const state = read.state;
    const onlyResources = !nonEmpty2(state.nextContainerImages) && !nonEmpty2(state.nextContainerRefMetadata) && nonEmpty2(state.nextContainerResources);
    if (hasNext(state) && !onlyResources) {
      const unready = (state.preCheckBeforeNext?.containersRequiredReady ?? []).filter((name) => containerStatus(pod, name)?.ready !== true);
      if (unready.length > 0)
        return { kind: "wait", reason: `waiting for containers ${unready.join(", ")} to be ready before the next batch` };
      const next = {
        revision: state.revision,
        ...nonEmpty2(state.nextContainerImages) ? { containerImages: state.nextContainerImages } : {},
        ...nonEmpty2(state.nextContainerRefMetadata) ? { containerRefMetadata: state.nextContainerRefMetadata } : {},
        ...nonEmpty2(state.nextContainerResources) ? { containerResources: state.nextContainerResources } : {},
        ...state.updateEnvFromMetadata ? { updateEnvFromMetadata: true } : {}
      };
      const applied = applyUpdateSpec(pod, next, state, { ...options, now });
      return { kind: "update-pod", reason: "next-batch", change: { pod: applied.pod, resize: applied.resize } };
    }
  }
  if (!hasReadinessGate(pod, CONDITION_IN_PLACE_READY))
    return { kind: "none" };
  const current = pod.status?.conditions?.find((c) => c.type === CONDITION_IN_PLACE_READY);
  if (current && current.status === "True" && !current.reason && !current.message)
    return { kind: "none" };
  const ready = { type: CONDITION_IN_PLACE_READY, status: "True", lastTransitionTime: metaTime(now) };
  const conditions = current ? (pod.status?.conditions ?? []).map((c) => c === current ? ready : c) : [...pod.status?.conditions ?? [], ready];
  return { kind: "update-status", reason: "in-place-ready", status: { ...pod.status ?? {}, conditions } };
}
function markSpecifiedDelete(pod) {
  if (podLabels(pod)["apps.kruise.io/specified-delete"] !== void 0)
    return null;
  return { ...pod, metadata: { ...pod.metadata, labels: { ...podLabels(pod), "apps.kruise.io/specified-delete": "true" } } };
}
function inPlaceOnlyError(podName, kind = "CloneSet") {
  return kind === "StatefulSet" ? `find strategy is InPlaceOnly but Pod ${podName} can not update in-place` : `find Pod ${podName} update strategy is InPlaceOnly but can not update in-place`;
}

// dist/engine/inplace/sidecarSetUpdate.js
var NOT_UPGRADABLE_CONDITION = { type: "SidecarSetUpgradable", status: "False", reason: "UpdateImmutableField" };
function predictSidecarSetUpdate(previous, next) {
  const upgradable = previous.hashes.withoutImage === next.hashes.withoutImage;
  const blocking = upgradable ? [] : blockingChanges(previous, next);
  const imageChanges = imageChangesOf(previous, next);
  const outcome = outcomeOf(previous, next, upgradable);
  const prediction = {
    kind: "SidecarSet",
    name: next.name,
    outcome,
    upgradable,
    hashes: { old: previous.hashes, new: next.hashes },
    imageChanges,
    blocking,
    condition: outcome === "not-upgradable" ? NOT_UPGRADABLE_CONDITION : void 0,
    messages: []
  };
  prediction.messages = messagesOf(prediction, next);
  return prediction;
}
function outcomeOf(previous, next, upgradable) {
  if (previous.hashes.hash === next.hashes.hash)
    return "unchanged";
  if (next.updateStrategy.type === "NotUpdate")
    return "not-updated";
  if (next.updateStrategy.paused)
    return "paused";
  return upgradable ? "in-place" : "not-upgradable";
}
function imageChangesOf(previous, next) {
  const before = new Map(previous.containers.map((c) => [c.name, c]));
  const changes = [];
  for (const c of next.containers) {
    const old = before.get(c.name);
    if (old === void 0 || old.image === c.image)
      continue;
    const hotUpgrade = c.upgradeType === "HotUpgrade";
    changes.push({
      container: c.name,
      path: `${c.path}.image`,
      before: old.image,
      after: c.image,
      hotUpgrade,
      restarted: hotUpgrade ? [`${c.name}-1`, `${c.name}-2`] : [c.name]
    });
  }
  return changes;
}
function blockingChanges(previous, next) {
  const changes = listChanges(previous.containers, next.containers, next);
  const hashesInit = (v) => v.initContainers.some((c) => c.nativeSidecar);
  if (hashesInit(previous) || hashesInit(next)) {
    changes.push(...listChanges(hashesInit(previous) ? previous.initContainers : [], hashesInit(next) ? next.initContainers : [], next));
  }
  return changes;
}
function listChanges(before, after, next) {
  const layout3 = sidecarContainerLayout(next.release);
  const old = new Map(before.map((c, i) => [c.name, { c, i }]));
  const changes = [];
  after.forEach((c, i) => {
    const was = old.get(c.name);
    if (was === void 0)
      return void changes.push({ container: c.name, path: c.path, fields: ["(added)"] });
    old.delete(c.name);
    const fields = changedFields(was.c, c, layout3);
    if (was.i !== i)
      fields.push("(order)");
    if (fields.length > 0)
      changes.push({ container: c.name, path: c.path, fields });
  });
  for (const { c } of old.values())
    changes.push({ container: c.name, path: c.path, fields: ["(removed)"] });
  return changes;
}
function changedFields(a, b, layout3) {
  const before = goFieldTexts(SIDECAR_CONTAINER, { ...a.defaulted, image: "" }, layout3, a.path);
  const after = goFieldTexts(SIDECAR_CONTAINER, { ...b.defaulted, image: "" }, layout3, b.path);
  const fields = [];
  for (const key of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()]))
    if (before.get(key) !== after.get(key))
      fields.push(key);
  return fields;
}
function messagesOf(p, next) {
  const who = `SidecarSet "${p.name}"`;
  const images = p.imageChanges.map((c) => `sidecar container "${c.container}" (${c.path})`).join(", ");
  switch (p.outcome) {
    case "unchanged":
      return [`${who}: no sidecar container changed; running Pods are not touched.`];
    case "not-updated":
      return [`${who}: spec.updateStrategy.type is NotUpdate: running Pods keep their sidecars; only Pods created from now on get the new ones.`, ...blockedNote(p, who)];
    case "paused":
      return [`${who}: spec.updateStrategy.paused is true: running Pods are not upgraded until it is unpaused; Pods created from now on get the new sidecars.`, ...blockedNote(p, who)];
    case "in-place":
      return [`${who}: running Pods get the new image of ${images} in place, a restart of that container and no Pod recreation${partitionNote(next)}; Pods created from now on get it at creation.`];
    case "not-upgradable":
      return [`${who}: ${describeBlocking(p.blocking)} changed, not only images: Kruise never upgrades running Pods for this; it marks them SidecarSetUpgradable=False (UpdateImmutableField) and only Pods created from now on get the new sidecar. To upgrade running Pods, change only images, or recreate the Pods.`];
  }
}
function blockedNote(p, who) {
  if (p.upgradable)
    return [];
  return [`${who}: ${describeBlocking(p.blocking)} changed, not only images: even once updates resume, running Pods will never be upgraded in place; change only images, or recreate the Pods.`];
}
function partitionNote(next) {
  const s = next.updateStrategy;
  const parts = [];
  if (s.selector !== void 0)
    parts.push("only Pods matching spec.updateStrategy.selector");
  if (s.partitionSet)
    parts.push(`spec.updateStrategy.partition ${s.partition} keeps that many back`);
  return parts.length === 0 ? `, up to spec.updateStrategy.maxUnavailable (${s.maxUnavailable}) at a time` : ` (${parts.join("; ")})`;
}
function describeBlocking(blocking) {
  if (blocking.length === 0)
    return "a sidecar container";
  return blocking.map((b) => {
    const list = b.fields.map((f) => f.startsWith("(") ? `${b.path} ${f.slice(1, -1)}` : `${b.path}.${f}`);
    return list.join(", ");
  }).join(", ");
}

export {
  isJsonObject,
  deepEqual,
  KRUISE_GROUP,
  readPriorityStrategy,
  CLONESET_REVISIONS,
  shortHash,
  hasShortHash,
  isAtRevision,
  labelIsAtRevision,
  revisionLabelValue,
  revisionNamed,
  claimTemplateHashOf,
  templateOfRevision,
  resolveUpdateRevision,
  kruiseScaledValue,
  legacyScaledValue,
  daemonSetRolloutNumbers,
  readCloneSet,
  LABEL_LIFECYCLE_STATE,
  ANNOTATION_LIFECYCLE_TIMESTAMP,
  lifecycleState,
  isHooked,
  isAllHooked,
  readinessFactsInto,
  isPodReady,
  isPodAvailable,
  GUARDED_KINDS,
  isGuardedKind,
  workloadKindOf,
  readWorkload,
  declaredWorkloadPolicy,
  resolveGates,
  parseGates,
  classifyWithGates,
  calculateInPlaceUpdateSpec,
  updateOptionsFor,
  predictUpdate,
  predictDecoded,
  comparisonGates,
  recomputeReadyCondition,
  parseUpdateSpec,
  readInPlaceUpdateState,
  podReadMemo,
  graceAnnotation,
  podNeedsUnready,
  inPlaceNotReadyStatus,
  beginInPlaceUpdate,
  checkContainersUpdated,
  withLatestTag,
  checkPodUpdateCompleted,
  containerPlainHash,
  envFromMetadataHash,
  refreshInPlaceUpdate,
  markSpecifiedDelete,
  inPlaceOnlyError,
  NOT_UPGRADABLE_CONDITION,
  predictSidecarSetUpdate,
  describeBlocking,
  SIDECARSET_HASH_ANNOTATION,
  SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION,
  SIDECARSET_INJECTED_LIST_ANNOTATION,
  readSidecarSet,
  CHILD_TYPES,
  readUnitedDeployment,
  LABEL_UD_REVISION,
  LABEL_SUBSET_NAME,
  renderSubsetChild,
  childDisplayName,
  unitedDeploymentRevisionName,
  predictUnitedDeploymentUpdate,
  predictUnitedDeploymentCreate,
  subsetNumbers,
  renderSubsetChildren,
  kindWord
};
