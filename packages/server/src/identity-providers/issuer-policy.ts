import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { LessorError } from '@lessor/domain/errors';

/**
 * Which OIDC issuers the server may call. A tenant names the issuer, but the server makes the
 * requests: without these rules a tenant (or an anonymous caller of a tenant's sign-in page) could
 * make it reach the cloud metadata service or any machine of the private network.
 */
export interface IssuerPolicy {
  /** Plain http, and loopback addresses, for a provider run on this machine (the demo, the tests). */
  allowHttpLoopback: boolean;
  /** Host names trusted whatever their addresses, such as a provider on the private network. */
  allowedHosts: readonly string[];
}

export const strictIssuerPolicy: IssuerPolicy = { allowHttpLoopback: false, allowedHosts: [] };

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Private, link-local, shared, multicast and reserved ranges: nothing an OIDC provider lives on. */
const unreachable = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  unreachable.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  unreachable.addSubnet(network, prefix, 'ipv6');

const refused = (issuer: URL | string, reason: string) =>
  new LessorError('OIDC_ISSUER_REFUSED', [String(issuer), reason]);

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

const isAllowedHost = (host: string, policy: IssuerPolicy) => policy.allowedHosts.includes(host);

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Throws unless `address`, one the issuer's name resolves to or its literal address, may be reached. */
export function assertIssuerAddress(issuer: URL | string, address: string, policy: IssuerPolicy): void {
  if (loopback.check(address, familyOf(address))) {
    if (!policy.allowHttpLoopback) throw refused(issuer, 'it is on this machine');
  } else if (unreachable.check(address, familyOf(address)))
    throw refused(issuer, 'it is on a private network');
}

/**
 * The checks that need no name resolution: https (plain http only to loopback, when allowed), and
 * the address when the host is one. A name is checked when it is resolved.
 */
export function assertIssuerUrl(url: URL, policy: IssuerPolicy): void {
  const host = hostOf(url);
  if (url.protocol === 'http:') {
    const onLoopback = host === 'localhost' || (isIP(host) !== 0 && loopback.check(host, familyOf(host)));
    if (!policy.allowHttpLoopback || !onLoopback) throw refused(url, 'https is required');
  } else if (url.protocol !== 'https:') throw refused(url, 'https is required');
  if (url.username || url.password) throw refused(url, 'it holds credentials');
  if (isIP(host) !== 0 && !isAllowedHost(host, policy)) assertIssuerAddress(url, host, policy);
}

/** Whether the addresses of `host` are checked at all: a configured host is trusted as it is. */
export function isIssuerHostChecked(host: string, policy: IssuerPolicy): boolean {
  return !isAllowedHost(host.toLowerCase(), policy);
}

/** Every check, the name resolved too: for a provider being saved. */
export async function assertIssuerAllowed(issuer: string, policy: IssuerPolicy): Promise<void> {
  const url = URL.canParse(issuer) ? new URL(issuer) : undefined;
  if (!url) throw refused(issuer, 'it is not a URL');
  assertIssuerUrl(url, policy);
  const host = hostOf(url);
  if (isIP(host) !== 0 || isAllowedHost(host, policy)) return;
  const addresses = await lookup(host, { all: true }).catch(() => {
    throw refused(url, 'its name does not resolve');
  });
  for (const { address } of addresses) assertIssuerAddress(url, address, policy);
}
