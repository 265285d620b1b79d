import t from 'tap'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { FIXTURES, fixture, post, send, startApp } from './harness.js'

const ENV_SECRET = 'pl4nted-S3CRET-value-7f3a9c' // in every fixture CloneSet: env DB_PASSWORD and the sidecar's args
const ROTATED_SECRET = 'r0tated-S3CRET-9b2e41d0'
const PROCESS_SECRET = 'pr0cess-env-S3CRET-55aa10'

t.test('no response or log line ever carries an env value, an arg or a process env value', async (t) => {
  process.env.IPG_TEST_PLANTED_TOKEN = PROCESS_SECRET
  t.teardown(() => {
    delete process.env.IPG_TEST_PLANTED_TOKEN
  })
  const running = await startApp(t, { logLevel: 'trace' })
  const texts: string[] = []
  const names = readdirSync(fileURLToPath(FIXTURES)).filter((name) => name.endsWith('.json'))
  t.ok(names.length >= 10)

  const reviews: unknown[] = names.map((name) => fixture(name))
  // The secret itself changes: the blocking path names the variable, never its value.
  const rotated = fixture('update-env-inplaceonly-v1beta1.json')
  rotated.request.object.spec.template.spec.containers[0].env[1].value = ROTATED_SECRET
  rotated.request.object.spec.template.spec.containers[1].args = ['--token', ROTATED_SECRET]
  reviews.push(rotated)
  const ifPossible = fixture('update-env-inplaceifpossible.json')
  ifPossible.request.object.spec.template.spec.containers[0].env[1].value = ROTATED_SECRET
  reviews.push(ifPossible)
  // Bad input that carries the secret somewhere.
  const noUid = fixture('update-env-inplaceonly-v1beta1.json')
  delete noUid.request.uid
  reviews.push(noUid)
  reviews.push({ ...fixture('update-image-only.json'), apiVersion: ENV_SECRET })
  reviews.push({ ...fixture('update-image-only.json'), kind: ENV_SECRET })
  const badField = fixture('update-unreadable.json')
  badField.request.object.spec.template.spec.containers[0].env[1] = { name: 'DB_PASSWORD', value: ROTATED_SECRET, valueFrom: ENV_SECRET }
  reviews.push(badField)
  const notJson = `{"request": {"object": {"env": "${ENV_SECRET}"`

  for (const path of ['/validate', '/mutate']) {
    for (const review of reviews) {
      const res = await post(running, path, review)
      texts.push(res.text, JSON.stringify(res.headers))
      if (res.json?.response?.patch) texts.push(Buffer.from(res.json.response.patch, 'base64').toString('utf8'))
    }
    const res = await post(running, path, notJson)
    texts.push(res.text)
  }
  texts.push((await send(`${running.url}/metrics`, { ca: running.ca.certPem })).text)
  texts.push(...running.logs.lines)

  t.ok(running.logs.lines.length > reviews.length, 'there are log lines to search')
  const patches = texts.filter((text) => text.includes('recreate-reasons'))
  t.ok(patches.some((text) => text.includes('env[DB_PASSWORD].value')), 'the changed variable is named')
  for (const secret of [ENV_SECRET, ROTATED_SECRET, PROCESS_SECRET]) {
    const leaks = texts.filter((text) => text.includes(secret))
    t.same(leaks, [], `never echoes ${secret.slice(0, 6)}…`)
  }
})
