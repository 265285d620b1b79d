import { type Obj, volumeClaimTemplate } from './cloneSets.js'
import type { Mutation, MutationClass } from './mutations.js'
import type { Random } from './random.js'

/**
 * One time in five, a claim template value of the wrong JSON type: Kruise's CRDs store claim templates unchecked and
 * its webhooks then fail to decode them. The claim `name` is added when the object has none.
 */
export function mistypedClaimDraw(rng: Random, cls: MutationClass, name: string): Mutation | undefined {
  if (!rng.chance(0.2)) return undefined
  const form = rng.pick(['storage-class-number', 'access-modes-string'])
  return {
    cls, what: `a claim template's ${form}`,
    apply: (pair) => {
      const claims: Obj[] = (pair.new.spec.volumeClaimTemplates ??= [volumeClaimTemplate(name, '5Gi')])
      if (form === 'storage-class-number') claims[0]!.spec.storageClassName = 5
      else claims[0]!.spec.accessModes = 'ReadWriteOnce'
    },
  }
}
