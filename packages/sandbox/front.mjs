// The sandbox's HTTP front: which Host header values it answers to, and the origin its links (redirect_url,
// Location) are built on. A page of another site that makes its own name resolve to 127.0.0.1 (DNS rebinding)
// reaches the sandbox with that name in Host, so only these are accepted:
//   - the loopback names 127.0.0.1, localhost and [::1], and the listen address (for a wildcard address, 0.0.0.0
//     or ::, every address of the machine's interfaces), each with the server's own port;
//   - the host of each of the configuration's public_urls (behind a load balancer or a port mapping), whose
//     scheme and host then build the links.
// Any other Host gets an error answer from the caller (server.mjs), and is never written into a link.
import net from 'node:net';
import os from 'node:os';

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];
const WILDCARD = new Set(['0.0.0.0', '::', '']);
const asHost = (address) => (net.isIPv6(address) ? `[${address}]` : address).toLowerCase();

/**
 * `originOf(hostHeader, port)`: the origin to build links on for a request with this Host header to a server on
 * `port`, or null when the Host is not one the sandbox answers to. A request without Host (HTTP/1.0) is taken
 * as sent to the listen address.
 * @param {{ address?: string, publicUrls?: string[] }} options
 */
export function hostCheck({ address = '127.0.0.1', publicUrls = [] } = {}) {
  const names = new Set(LOOPBACK);
  if (WILDCARD.has(address)) {
    for (const list of Object.values(os.networkInterfaces())) for (const i of list ?? []) names.add(asHost(i.address));
  } else names.add(asHost(address));
  const published = new Map(publicUrls.map((u) => [new URL(u).host.toLowerCase(), new URL(u).origin]));
  const fallback = WILDCARD.has(address) ? '127.0.0.1' : asHost(address);
  return function originOf(hostHeader, port) {
    if (hostHeader === undefined || hostHeader === '') return `http://${fallback}:${port}`;
    const host = String(hostHeader).toLowerCase();
    const fromConfig = published.get(host);
    if (fromConfig) return fromConfig;
    const colon = host.lastIndexOf(':');
    if (colon < 0 || host.endsWith(']')) return null;
    if (host.slice(colon + 1) !== String(port)) return null;
    return names.has(host.slice(0, colon)) ? `http://${host}` : null;
  };
}
