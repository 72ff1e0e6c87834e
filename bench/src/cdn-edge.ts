// What Lighthouse audits: the site as a CDN serves it to a phone, over HTTP/2 and TLS. The local
// publisher speaks HTTP/1.1 without TLS, and Lighthouse's phone simulation (Lantern) models an
// HTTP/1.1 origin as up to six connections, each opened and each slow-starting on its own: a page's
// fonts and first picture each paid for a cold connection there, where Netlify sends them all on the
// one connection the page came on (28 November: the Hindi home page's simulated LCP 2.19 s over
// HTTP/1.1 and 1.65 to 1.76 s through this edge, the same build, the same bytes). So Lighthouse goes
// through this edge: HTTP/2 over TLS in front of the publisher, passing every request and answer on
// unchanged, headers included. Its certificate is made for the run (with selfsigned: Node makes
// keys but not certificates) and trusted by the audit's Chrome alone
// (`--ignore-certificate-errors-spki-list`).
import { createHash, createPublicKey } from 'node:crypto';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { generate } from 'selfsigned';

export interface CdnEdge {
  /** `https://127.0.0.1:<port>`: the origin's pages at the same paths. */
  url: string;
  /** The Chrome flag that trusts this edge's certificate, and no other. */
  chromeFlag: string;
  close(): Promise<void>;
}

/**
 * Headers about one hop's connection, which a proxy does not pass on (RFC 9110 §7.6.1) and HTTP/2
 * forbids, and the host, which is set to the origin's.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
  'host',
]);

function passOn(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name),
    ),
  );
}

/** Starts the edge on a free port of 127.0.0.1, in front of `origin` (`http://host:port`). */
export async function startCdnEdge(origin: string): Promise<CdnEdge> {
  const target = new URL(origin);
  if (target.protocol !== 'http:') throw new Error(`the CDN edge fronts an http:// origin, not ${origin}`);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer(
    { key: pems.private, cert: pems.cert, allowHTTP1: true },
    (request, response) => {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: { ...passOn(request.headers), host: target.host },
          agent,
        },
        (answer) => {
          const headers = passOn(answer.headers);
          // The publisher's own redirects name its address: the browser must stay on the edge's.
          const location = answer.headers.location;
          if (location?.startsWith(target.origin)) headers.location = location.slice(target.origin.length) || '/';
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error) => {
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`The CDN edge could not reach ${origin}: ${error.message}`);
      });
      request.pipe(upstream);
    },
  );
  // Chrome keeps its connections open: closing the edge ends them.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    chromeFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        agent.destroy();
      }),
  };
}
