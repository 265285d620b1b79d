import t from 'tap'
import { excludeTest } from '../../src/cli/excludeGlobs.js'

const rows: { globs: string[]; path: string; excluded: boolean }[] = [
  { globs: [], path: 'apps/web.yaml', excluded: false },
  { globs: ['**/templates/**'], path: 'charts/web/templates/cloneset.yaml', excluded: true },
  { globs: ['**/templates/**'], path: 'charts/web/values.yaml', excluded: false },
  { globs: ['*.patch.yaml'], path: 'web.patch.yaml', excluded: true },
  { globs: ['*.patch.yaml'], path: 'overlays/web.patch.yaml', excluded: false },
  // Hidden files and folders match like any other (minimatch's dot option).
  { globs: ['**/*.yaml'], path: '.github/workflows/ci.yaml', excluded: true },
  { globs: ['docs/**', '**/*.json'], path: 'apps/web.json', excluded: true },
  { globs: ['docs/**', '**/*.json'], path: 'apps/web.yaml', excluded: false },
  // A glob written as a comment excludes nothing.
  { globs: ['#apps/**'], path: 'apps/web.yaml', excluded: false },
]

for (const row of rows) {
  t.test(`${JSON.stringify(row.globs)} ${row.excluded ? 'excludes' : 'keeps'} ${row.path}`, async (t) => {
    const excluded = await excludeTest(row.globs)
    t.equal(excluded(row.path), row.excluded)
  })
}
