// Where the pinned OpenKruise module (../../kruise/go.mod) lives on this machine, and the files the e2e suite
// takes from it: Kruise's real CRDs (config/crd/bases) and its webhook manifests (config/webhook). The module
// comes from the Go module proxy through `go mod download`; nothing of it is copied into this repository.
//
// Test tooling only.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const KRUISE_WRAPPER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../kruise');

const dirs = new Map<string, string>();

/** The module's directory in the Go module cache, downloading it if needed; `modfile` picks another pinned version. */
export function kruiseModuleDir(modfile = 'go.mod'): string {
  const cached = dirs.get(modfile);
  if (cached) return cached;
  const opts = { cwd: KRUISE_WRAPPER_DIR, encoding: 'utf8' as const };
  const args = ['-mod=readonly', `-modfile=${modfile}`, '-f', '{{.Dir}}', 'github.com/openkruise/kruise'];
  let dir = execFileSync('go', ['list', '-m', ...args], opts).trim();
  if (!dir) {
    execFileSync('go', ['mod', 'download', `-modfile=${modfile}`, 'github.com/openkruise/kruise'], opts);
    dir = execFileSync('go', ['list', '-m', ...args], opts).trim();
  }
  if (!dir || !fs.existsSync(dir)) throw new Error(`Kruise module not found through ${KRUISE_WRAPPER_DIR}/${modfile}`);
  dirs.set(modfile, dir);
  return dir;
}

/** Path of one of Kruise's own CRD manifests, e.g. kruiseCrdPath('clonesets'). */
export function kruiseCrdPath(plural: string, group = 'apps.kruise.io', modfile?: string): string {
  const file = path.join(kruiseModuleDir(modfile), 'config/crd/bases', `${group}_${plural}.yaml`);
  if (!fs.existsSync(file)) throw new Error(`Kruise ships no CRD ${group}_${plural}.yaml`);
  return file;
}

/** Kruise's webhook manifests (config/webhook/manifests.yaml): the source of its webhook configurations. */
export function kruiseWebhookManifestPath(modfile?: string): string {
  return path.join(kruiseModuleDir(modfile), 'config/webhook/manifests.yaml');
}
