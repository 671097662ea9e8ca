import { describe, expect, it } from 'vitest';
import {
  assertIssuerAllowed,
  assertIssuerUrl,
  type IssuerPolicy,
  strictIssuerPolicy,
} from './issuer-policy.ts';

const demo: IssuerPolicy = { allowHttpLoopback: true, allowedHosts: [] };
const refusal = { code: 'OIDC_ISSUER_REFUSED' };
const check = (issuer: string, policy: IssuerPolicy) => () => assertIssuerUrl(new URL(issuer), policy);

describe('the issuers the server may call', () => {
  it('wants https, plain http only to loopback and only when allowed', () => {
    expect(check('https://203.0.113.7/realms/acme', strictIssuerPolicy)).not.toThrow();
    expect(check('http://sso.example.com', demo)).toThrow(expect.objectContaining(refusal));
    expect(check('http://127.0.0.1:8080', strictIssuerPolicy)).toThrow(expect.objectContaining(refusal));
    expect(check('http://127.0.0.1:8080', demo)).not.toThrow();
    expect(check('http://[::1]:8080', demo)).not.toThrow();
    expect(check('ftp://sso.example.com', demo)).toThrow(expect.objectContaining(refusal));
    expect(check('https://user:secret@sso.example.com', demo)).toThrow(expect.objectContaining(refusal));
  });

  it('refuses private, link-local and mapped addresses, whatever the policy allows for loopback', () => {
    for (const issuer of [
      'https://169.254.169.254',
      'https://10.1.2.3',
      'https://172.16.0.1',
      'https://192.168.1.1',
      'https://100.64.0.1',
      'https://0.0.0.0',
      'https://[fd00::1]',
      'https://[fe80::1]',
      'https://[::ffff:10.1.2.3]',
    ])
      expect(check(issuer, demo), issuer).toThrow(expect.objectContaining(refusal));
    // 127.0.0.1 written as a number is still this machine.
    expect(check('https://2130706433', strictIssuerPolicy)).toThrow(expect.objectContaining(refusal));
  });

  it('trusts the configured hosts as they are, and resolves the others when a provider is saved', async () => {
    const internal: IssuerPolicy = { allowHttpLoopback: false, allowedHosts: ['10.1.2.3'] };
    expect(check('https://10.1.2.3/realms/acme', internal)).not.toThrow();
    await expect(assertIssuerAllowed('https://localhost:8443', strictIssuerPolicy)).rejects.toMatchObject(
      refusal,
    );
    await expect(assertIssuerAllowed('not a url', demo)).rejects.toMatchObject(refusal);
  });
});
