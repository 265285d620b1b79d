import t from 'tap'
import { execFile, spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createCertificateAuthority, issueCertificate } from '../../src/certs/issuer.js'
import { startApp } from '../server/harness.js'

/**
 * Go's crypto/tls and crypto/x509, what the kube-apiserver uses to call a webhook, accept the chain we issue: a Go
 * client that trusts only our CA reaches the app by IP and by DNS name over TLS 1.3, and refuses another CA.
 * Skipped when no Go toolchain is installed (the e2e suite covers the real apiserver).
 */
const run = promisify(execFile)

const CLIENT = `package main

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"io"
	"net/http"
	"os"
)

func main() {
	ca, _ := os.ReadFile(os.Args[1])
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(ca) {
		fmt.Println("bad CA")
		os.Exit(2)
	}
	config := &tls.Config{RootCAs: pool, ServerName: os.Args[3]}
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: config}}
	res, err := client.Get(os.Args[2])
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	body, _ := io.ReadAll(res.Body)
	fmt.Println(res.StatusCode, res.TLS.Version == tls.VersionTLS13, string(body))
}
`

const noGo = spawnSync('go', ['version']).status === 0 ? false : 'no Go toolchain'

// The build below can take minutes where Go's build cache is cold: this file gets its own timeout instead of the
// suite's 120 s (a test file's root timeout is what tap's runner enforces).
t.setTimeout(660_000)

t.test('a Go client verifies our chain by IP and DNS name', { skip: noGo, timeout: 600_000 }, async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ipg-goclient-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  await writeFile(join(dir, 'go.mod'), 'module goclient\n\ngo 1.21\n')
  await writeFile(join(dir, 'main.go'), CLIENT)
  const env = { ...process.env, GOTOOLCHAIN: 'local', GOFLAGS: '-mod=mod', GOPROXY: 'off', CGO_ENABLED: '0' }
  await run('go', ['build', '-o', join(dir, 'client'), '.'], { cwd: dir, env, timeout: 300_000 })

  const ca = await createCertificateAuthority({ commonName: 'go client test CA' })
  const server = await issueCertificate(ca, { commonName: 'localhost', hosts: ['localhost', '127.0.0.1'], usage: 'server' })
  await writeFile(join(dir, 'ca.crt'), ca.certPem)
  const running = await startApp(t, {}, {}, { ca, server })
  const port = new URL(running.url).port
  for (const name of ['127.0.0.1', 'localhost']) {
    const { stdout } = await run(join(dir, 'client'), [join(dir, 'ca.crt'), `https://127.0.0.1:${port}/readyz`, name], { timeout: 30_000 })
    t.match(stdout, /^200 true \{"status":"ready"/, `verified as ${name}`)
  }
  const other = await createCertificateAuthority({ commonName: 'someone else' })
  await writeFile(join(dir, 'other.crt'), other.certPem)
  const refused = await run(join(dir, 'client'), [join(dir, 'other.crt'), `https://127.0.0.1:${port}/readyz`, 'localhost'], { timeout: 30_000 }).catch((err: { stdout: string }) => err)
  t.match(refused.stdout, /certificate signed by unknown authority/, 'a CA it does not trust is refused')
})
