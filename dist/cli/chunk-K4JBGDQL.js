import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  CHECKED_KINDS,
  KRUISE_VERSION_HELP,
  PREDICTION_OPTIONS,
  SourceLayout,
  documentLabel,
  emptySet,
  formatMarkdown,
  formatRun,
  guardedWorkloads,
  identityWords,
  inFileOrder,
  isKubernetesObject,
  isKustomizationFile,
  labelOf,
  parseCommandLine,
  parseManifests,
  predict,
  predictionSettings,
  readKustomization,
  readManifestSet,
  removedReport,
  reportError,
  reportInputErrors,
  runExitCode,
  treeRootLabel,
  walkManifestTree
} from "./chunk-X4QUWK2K.js";
import "./chunk-5DJOZ6AA.js";
import "./chunk-JAPPUUZC.js";
import {
  useColour
} from "./chunk-DBAETZ3J.js";
import "./chunk-WNLQ7F44.js";
import "./chunk-KEIDEXSE.js";
import "./chunk-XIZRWS5A.js";
import "./chunk-5PWZHMIU.js";
import "./chunk-K6DPC5DB.js";
import "./chunk-GPAOY5QV.js";
import "./chunk-72BLB5EG.js";
import {
  GuardError,
  isGuardError
} from "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/cli/commands/diff.js
import { appendFile } from "node:fs/promises";
import { dirname, relative, resolve, sep } from "node:path";
var HELP = `usage: inplace-guard diff OLD_DIR NEW_DIR [options]

Compares every OpenKruise workload (apps.kruise.io ${CHECKED_KINDS.join(", ")}) in two trees of manifests
(multi-document YAML or JSON, any depth, symbolic links followed; other objects, apps/v1 workloads among them, are
passed over), matched by kind, namespace and name, and gives one verdict each: what a GitOps
repository runs on a pull request so that a rejection is seen before the sync. Kustomizations and Helm chart files
are recognised; Kustomize patches, Helm templates and files that are not valid YAML are listed as skipped with the
reason, and the run goes on. With --kustomize, each kustomization that no other one builds on is rendered with
\`kubectl kustomize\` on both sides, and its objects are compared instead of its files.

options:
  --kustomize                render every kustomization root with kubectl kustomize (the kubectl on PATH)
  --exclude GLOB             leave out paths (relative to each tree) matching GLOB, e.g. '**/templates/**' (repeatable)
  --relative-paths           name files from each tree's root (apps/web.yaml), as a repository's paths are
  --strict                   exit 2 at the end when any file was skipped
  -v, --verbose              text output also lists what was passed over
  --namespace NS             namespace of a manifest that names none (default: default)
  --gates Name=bool,...      OpenKruise feature gates of your cluster (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --deny-strategies LIST     update strategies whose recreate is denied (default: InPlaceOnly)
  --output FORMAT            text, json, junit, sarif, github or markdown (default: text)
  --changed-only             leave out workloads whose Pods do not change (default for markdown and github;
                             --no-changed-only lists them all)
  --markdown-summary FILE    also append the markdown report to FILE (the GitHub Action's step summary)
  --fail-on deny|warn        exit 1 on any deny (default) or on any warning too (a removed workload is a warning)
  --max-file-size SIZE       read at most this much of a file (default: 4MiB, at most 16MiB)
  -h, --help                 show this help

exit codes: 0 allow or warn, 1 deny (or warn with --fail-on warn), 2 bad input or usage: a workload or
kustomization that cannot be checked, or a skipped file with --strict
`;
var OPTIONS = {
  ...PREDICTION_OPTIONS,
  exclude: { type: "string", multiple: true },
  strict: { type: "boolean" },
  kustomize: { type: "boolean" },
  "relative-paths": { type: "boolean" },
  "markdown-summary": { type: "string" },
  verbose: { type: "boolean", short: "v" }
};
var run = async (argv, io) => {
  try {
    const { values, positionals } = parseCommandLine(argv, OPTIONS, true);
    if (values.help) {
      io.stdout(HELP);
      return 0;
    }
    if (positionals.length !== 2)
      throw new GuardError("IPG_ERR_USAGE", "diff needs exactly two directories: OLD_DIR NEW_DIR");
    const settings = predictionSettings(values);
    const tree = {
      exclude: values.exclude ?? [],
      relativeLabels: values["relative-paths"] === true,
      ...values.kustomize ? { kubectl: (await import("./chunk-COWUBFOS.js")).kubectlOnPath(io.env) } : {}
    };
    const [oldDir, newDir] = positionals;
    const before = await readTree(oldDir, io, settings, tree);
    const after = await readTree(newDir, io, settings, tree);
    const errors = [...before.set.errors, ...after.set.errors];
    const results = [];
    for (const [key, current] of after.workloads) {
      try {
        results.push(await predict(before.workloads.get(key)?.doc, current.doc, settings));
      } catch (err) {
        if (!isGuardError(err))
          throw err;
        errors.push({ file: current.doc.file, code: err.code, message: err.message });
      }
    }
    const removed = [...before.workloads.entries()].filter(([key]) => !after.workloads.has(key)).map(([, located]) => removedReport(located.id, located.doc.file, located.doc.line));
    const report = {
      command: "diff",
      results,
      removed,
      skipped: [...before.set.skipped, ...after.set.skipped],
      passedOver: [...before.set.passedOver, ...after.set.passedOver],
      errors,
      failOn: settings.failOn,
      strict: values.strict === true,
      changedOnly: settings.changedOnly,
      verbose: values.verbose === true
    };
    io.stdout(formatRun(report, settings.output, { colour: useColour(io) }));
    if (values["markdown-summary"])
      await appendSummary(resolve(io.cwd, values["markdown-summary"]), formatMarkdown(report));
    reportInputErrors(report, io);
    return runExitCode(report);
  } catch (err) {
    return reportError(err, io);
  }
};
async function appendSummary(path, markdown) {
  try {
    await appendFile(path, markdown);
  } catch (err) {
    throw new GuardError("IPG_ERR_INPUT_FILE", `--markdown-summary: cannot write ${path} (${err.code ?? "error"})`);
  }
}
async function readTree(shown, io, settings, options) {
  const dir = resolve(io.cwd, shown);
  const walk = await walkManifestTree(dir, shown, options.exclude, { relativeLabels: options.relativeLabels });
  const root = treeRootLabel(shown, options.relativeLabels);
  const labelOf2 = (path) => labelOf(root, relative(dir, path).split(sep).join("/"));
  const layout = new SourceLayout(labelOf2);
  const set = emptySet();
  set.skipped.push(...walk.skipped);
  let files = walk.files;
  if (options.kubectl)
    files = await renderKustomizations(options.kubectl, dir, walk.files, labelOf2, io, settings, set);
  const inputs = files.map((f) => ({ path: f.path, label: f.label, top: dir }));
  await readManifestSet(inputs, { io, maxFileBytes: settings.maxFileBytes, layout, unreadable: "skip" }, set);
  const workloads = /* @__PURE__ */ new Map();
  for (const located of guardedWorkloads(set, { namespace: settings.namespace, nameless: "skip" })) {
    const first = workloads.get(located.key);
    if (first) {
      const doc = located.doc;
      set.skipped.push({
        file: doc.file,
        reason: `${documentLabel(doc)} (line ${doc.line}): ${identityWords(located.id)} is also defined in ${first.doc.file} (${documentLabel(first.doc)}), which is compared: a second copy (an overlay that repeats its base?) is left out; render overlays with --kustomize, or leave one out with --exclude`
      });
      continue;
    }
    workloads.set(located.key, located);
  }
  set.passedOver = inFileOrder(set.passedOver, inputs);
  return { workloads, set };
}
async function renderKustomizations(kubectl, dir, files, labelOf2, io, settings, set) {
  const { kustomizeBuild } = await import("./chunk-COWUBFOS.js");
  const kustomizationFiles = files.filter((f) => isKustomizationFile(f.path));
  const folders = new Set(kustomizationFiles.map((f) => dirname(f.path)));
  const builtOn = /* @__PURE__ */ new Set();
  for (const file of kustomizationFiles) {
    try {
      for (const resource of (await readKustomization(file.path)).resources)
        builtOn.add(resource);
    } catch (err) {
      if (!isGuardError(err))
        throw err;
      set.errors.push({ file: file.label, code: err.code, message: `${file.label}: not a valid kustomization` });
    }
  }
  for (const file of kustomizationFiles) {
    const root = dirname(file.path);
    if (builtOn.has(root))
      continue;
    let docs;
    try {
      const text = await kustomizeBuild(kubectl, root, labelOf2(root), io.env, settings.maxFileBytes);
      docs = parseManifests(text, file.label);
    } catch (err) {
      if (!isGuardError(err))
        throw err;
      set.errors.push({ file: file.label, code: err.code, message: err.message });
      continue;
    }
    for (const doc of docs) {
      const rendered = { ...doc, source: "kustomize build", line: 1, lineOf: () => 1 };
      if (isKubernetesObject(doc.value))
        set.objects.push(rendered);
    }
    set.passedOver.push({ file: file.label, kind: "Kustomization", reason: `rendered with kubectl kustomize ${labelOf2(root)}: its objects are checked as built` });
  }
  const covered = (path) => {
    for (let folder = dirname(path); ; folder = dirname(folder)) {
      if (folders.has(folder))
        return true;
      if (folder === dir || dirname(folder) === folder || !`${folder}${sep}`.startsWith(`${dir}${sep}`))
        return false;
    }
  };
  return files.filter((f) => !covered(f.path));
}
export {
  HELP,
  run
};
