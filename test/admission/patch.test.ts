import t from 'tap'
import jsonPatch from 'fast-json-patch'
import { annotationPatch } from '../../src/admission/patch.js'
import { GUARD_ANNOTATIONS } from '../../src/admission/policy.js'

const P = 'inplace-guard.io/predicted-update'
const R = 'inplace-guard.io/recreate-reasons'
const C = 'inplace-guard.io/restart-containers'

const rows: { name: string; object: any; desired: Record<string, string>; ops: unknown[]; annotations: Record<string, string> }[] = [
  {
    name: 'no metadata.annotations: one add of the whole map',
    object: { metadata: { name: 'web' } },
    desired: { [P]: 'InPlace', [C]: 'app' },
    ops: [{ op: 'add', path: '/metadata/annotations', value: { [P]: 'InPlace', [C]: 'app' } }],
    annotations: { [P]: 'InPlace', [C]: 'app' },
  },
  {
    name: 'annotations null',
    object: { metadata: { name: 'web', annotations: null } },
    desired: { [P]: 'Unchanged' },
    ops: [{ op: 'add', path: '/metadata/annotations', value: { [P]: 'Unchanged' } }],
    annotations: { [P]: 'Unchanged' },
  },
  {
    name: 'no metadata at all',
    object: { kind: 'CloneSet' },
    desired: { [P]: 'Unchanged' },
    ops: [{ op: 'add', path: '/metadata', value: { annotations: { [P]: 'Unchanged' } } }],
    annotations: { [P]: 'Unchanged' },
  },
  {
    name: 'other annotations are kept; keys are escaped with ~1',
    object: { metadata: { annotations: { 'team.example.com/owner': 'shop' } } },
    desired: { [P]: 'Recreate', [R]: 'spec.template.spec.containers[app].env[A].value' },
    ops: [
      { op: 'add', path: '/metadata/annotations/inplace-guard.io~1predicted-update', value: 'Recreate' },
      { op: 'add', path: '/metadata/annotations/inplace-guard.io~1recreate-reasons', value: 'spec.template.spec.containers[app].env[A].value' },
    ],
    annotations: { 'team.example.com/owner': 'shop', [P]: 'Recreate', [R]: 'spec.template.spec.containers[app].env[A].value' },
  },
  {
    name: 'stale keys from an earlier prediction are replaced or removed',
    object: { metadata: { annotations: { [P]: 'Recreate', [R]: 'old reasons', keep: 'me' } } },
    desired: { [P]: 'InPlace', [C]: 'app' },
    ops: [
      { op: 'replace', path: '/metadata/annotations/inplace-guard.io~1predicted-update', value: 'InPlace' },
      { op: 'remove', path: '/metadata/annotations/inplace-guard.io~1recreate-reasons' },
      { op: 'add', path: '/metadata/annotations/inplace-guard.io~1restart-containers', value: 'app' },
    ],
    annotations: { [P]: 'InPlace', [C]: 'app', keep: 'me' },
  },
  {
    // The API server refuses annotations of more than 256 KiB together: ours must not be what passes it.
    name: 'annotations near 256 KiB: ours are not added, stale ones still removed',
    object: { metadata: { annotations: { big: 'b'.repeat(256 * 1024 - 20), [R]: 'old reasons' } } },
    desired: { [P]: 'InPlace', [C]: 'app' },
    ops: [{ op: 'remove', path: '/metadata/annotations/inplace-guard.io~1recreate-reasons' }],
    annotations: { big: 'b'.repeat(256 * 1024 - 20) },
  },
  {
    name: 'annotations that leave room: ours are added',
    object: { metadata: { annotations: { big: 'b'.repeat(256 * 1024 - 100) } } },
    desired: { [P]: 'InPlace' },
    ops: [{ op: 'add', path: '/metadata/annotations/inplace-guard.io~1predicted-update', value: 'InPlace' }],
    annotations: { big: 'b'.repeat(256 * 1024 - 100), [P]: 'InPlace' },
  },
  {
    name: 'already up to date: empty patch',
    object: { metadata: { annotations: { [P]: 'InPlace', [C]: 'app' } } },
    desired: { [P]: 'InPlace', [C]: 'app' },
    ops: [],
    annotations: { [P]: 'InPlace', [C]: 'app' },
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const ops = annotationPatch(row.object, row.desired, GUARD_ANNOTATIONS)
    t.same(ops, row.ops)
    const patched = jsonPatch.applyPatch(structuredClone(row.object), ops, true, false).newDocument
    t.same(patched.metadata.annotations, row.annotations)
  })
}
