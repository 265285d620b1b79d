import { readFileSync } from 'node:fs'
import t from 'tap'
import { main } from '../../src/cli/main.js'
import { runCli } from '../support/cliRun.js'

const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string

t.test('inplace-guard version and --version print the version in package.json', async (t) => {
  for (const argv of [['version'], ['--version']]) {
    const result = await runCli((args, io) => main(args, io), argv)
    t.equal(result.code, 0, argv.join(' '))
    t.equal(result.stdout, `inplace-guard ${version}\n`)
    t.equal(result.stderr, '')
  }
  t.match(version, /^\d+\.\d+\.\d+/)
  const extra = await runCli((args, io) => main(args, io), ['version', 'now'])
  t.equal(extra.code, 2)
  t.equal(extra.stderr, 'inplace-guard: version takes no arguments [IPG_ERR_USAGE]\n')
  t.match((await runCli((args, io) => main(args, io), ['--help'])).stdout, /  version +print the version \(also --version\)/)
})
