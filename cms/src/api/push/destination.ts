// Where the CMS may send a push. A subscription's endpoint comes from a browser, through an admin's
// request: in production it could be made to point inside the CMS's own network (server-side
// request forgery), so there it must be https on a public address, checked when it is stored and
// again at the connection itself (a lookup that refuses private addresses, so a name that resolves
// elsewhere later gains nothing). Outside production http and 127.0.0.1 are allowed: the tests'
// stand-in push service runs there.
import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local, multicast or reserved: nowhere a push service is. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1] as string, 'ipv4');
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why the CMS will not send to this endpoint, or null. */
export function endpointRefusal(endpoint: string, production: boolean): string | null {
  const url = URL.parse(endpoint);
  if (!url) return 'endpoint must be the push service URL the browser gave';
  if (url.username || url.password) return 'endpoint must not carry a user name or password';
  if (!production)
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'endpoint must be an http(s) URL';
  if (url.protocol !== 'https:') return 'endpoint must be an https URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    isPrivateAddress(host) ||
    (isIP(host) === 0 && !host.includes('.'))
  )
    return 'endpoint must be on a public address';
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup for http(s).request that fails for a name resolving to a private address. */
export function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) {
      const denied = Object.assign(new Error(`${hostname} resolves to a private address (${refused.address})`), {
        code: 'EPRIVATE',
      });
      return callback(denied, []);
    }
    if ((options as { all?: boolean }).all) return callback(null, addresses);
    const [first] = addresses;
    return first
      ? callback(null, first.address, first.family)
      : callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), []);
  });
}
