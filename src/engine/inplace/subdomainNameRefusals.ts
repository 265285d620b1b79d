import { isDnsSubdomain } from '../kube/nameSyntax.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

/**
 * `NameIsDNSSubdomain`, which the API server applies to every custom resource's name and Kruise's CloneSet, Advanced
 * DaemonSet and UnitedDeployment webhooks apply again: at most 253 lowercase letters, digits, '-' and '.'.
 */
export function subdomainNameRefusals(kind: string, name: string): KruiseRefusal[] {
  if (isDnsSubdomain(name)) return []
  return [{
    apiServer: true,
    field: 'metadata.name',
    rule: `a ${kind}'s name must be a DNS subdomain: at most 253 lowercase letters, digits, '-' and '.', each part between dots starting and ending with a letter or digit`,
    remedy: `choose such a name, e.g. in lowercase (a ${kind} cannot be renamed: create it under the new name)`,
  }]
}
