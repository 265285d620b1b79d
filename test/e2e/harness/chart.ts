import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** `helm template` of the project's own chart, with values given as an object (written to a values file). */

export const CHART_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../charts/kruise-inplace-guard')
export const WEBHOOKS_TEMPLATE = 'templates/webhooks.yaml'

export interface TemplateOptions {
  release?: string
  namespace?: string
  /** `--show-only` templates, e.g. WEBHOOKS_TEMPLATE. */
  showOnly?: string[]
}

export async function helmTemplate(helm: string, values: Record<string, unknown>, options: TemplateOptions = {}): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kig-helm-'))
  const valuesFile = path.join(dir, 'values.json')
  fs.writeFileSync(valuesFile, JSON.stringify(values))
  const args = [
    'template', options.release ?? 'guard', CHART_DIR,
    '--namespace', options.namespace ?? 'inplace-guard',
    '--values', valuesFile,
    ...(options.showOnly ?? []).flatMap((s) => ['--show-only', s]),
  ]
  try {
    return await new Promise<string>((resolve, reject) => {
      execFile(helm, args, { maxBuffer: 16 * 1024 * 1024, timeout: 60_000, env: { ...process.env, HELM_CACHE_HOME: dir, HELM_CONFIG_HOME: dir, HELM_DATA_HOME: dir } }, (err, stdout, stderr) => {
        if (err) reject(new Error(`helm ${args.join(' ')} failed: ${stderr.trim() || err.message}`))
        else resolve(stdout)
      })
    })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The values that point both webhook configurations at a server outside the cluster. */
export function urlWebhookValues(url: string, caBundle: string, failurePolicy?: 'Fail' | 'Ignore'): Record<string, unknown> {
  const policy = failurePolicy ? { failurePolicy } : {}
  return { webhook: { url, caBundle, validating: { ...policy }, mutating: { ...policy } } }
}
