// Unit test of the e2e harness's standalone certificate issuer (no binaries needed).
import t from 'tap';
import crypto from 'node:crypto';
import { createCA, issueCertificate, der } from './harness/x509.js';

t.test('DER primitives', async (t) => {
  t.equal(der.integer(0).toString('hex'), '020100');
  t.equal(der.integer(128).toString('hex'), '02020080');
  t.equal(der.integer(Buffer.from([0, 0, 1])).toString('hex'), '020101');
  t.equal(der.oid('1.2.840.10045.4.3.2').toString('hex'), '06082a8648ce3d040302');
  t.equal(der.octetString(Buffer.alloc(200)).subarray(0, 3).toString('hex'), '0481c8');
  t.equal(der.time(new Date('2030-01-02T03:04:05Z')).toString('ascii', 2), '300102030405Z');
  t.equal(der.time(new Date('2051-01-02T03:04:05Z')).toString('ascii', 2), '20510102030405Z');
});

t.test('CA, serving and client certificates', async (t) => {
  const ca = createCA('test-ca');
  t.ok(ca.x509.ca, 'CA basicConstraints');
  t.ok(ca.x509.verify(ca.publicKey), 'self-signed');

  const srv = issueCertificate(ca, { commonName: 'srv', dnsNames: ['localhost'], ipAddresses: ['127.0.0.1', '::1'] });
  t.ok(srv.x509.verify(ca.publicKey), 'signed by CA');
  t.ok(srv.x509.checkIssued(ca.x509));
  t.notOk(srv.x509.ca);
  t.equal(srv.x509.checkHost('localhost'), 'localhost');
  t.equal(srv.x509.checkIP('127.0.0.1'), '127.0.0.1');
  t.equal(srv.x509.checkIP('::1'), '::1');
  t.equal(srv.x509.checkIP('127.0.0.2'), undefined);
  t.same(srv.x509.keyUsage, ['1.3.6.1.5.5.7.3.1']);

  const other = createCA('other');
  t.notOk(srv.x509.verify(other.publicKey), 'not signed by another CA');

  const admin = issueCertificate(ca, { commonName: 'admin', organization: 'system:masters' });
  t.equal(admin.x509.subject, 'O=system:masters\nCN=admin');
  t.same(admin.x509.keyUsage, ['1.3.6.1.5.5.7.3.2']);
  t.ok(admin.x509.verify(ca.publicKey));

  // Private key round-trips and matches the certificate.
  const key = crypto.createPrivateKey(admin.keyPem);
  const sig = crypto.sign('sha256', Buffer.from('x'), key);
  t.ok(crypto.verify('sha256', Buffer.from('x'), admin.x509.publicKey, sig));
});
