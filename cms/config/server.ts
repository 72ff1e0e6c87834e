import { settings } from '../src/lib/settings';

export default () => {
  const current = settings();
  return {
    host: current.host,
    port: current.port,
    app: { keys: current.secrets.appKeys },
    // Uploads land in <public>/uploads; tests give each Strapi its own folder.
    dirs: { public: current.publicDir },
    // Behind a proxy the client's address is the one the last PROXY_HOPS proxies appended to
    // X-Forwarded-For: what a client writes there itself is further left and never trusted.
    // Strapi 5 reads proxy.koa (a plain `proxy: true` is ignored).
    proxy: current.proxy ? { koa: true, maxIpsCount: current.proxy.hops } : { koa: false },
    http: {
      serverOptions: {
        headersTimeout: current.http.headersTimeoutMs,
        keepAliveTimeout: current.http.keepAliveTimeoutMs,
        // The body deadlines (JSON, multipart) are the request-deadline middleware's; this is the backstop.
        requestTimeout: Math.max(current.http.jsonTimeoutMs, current.http.multipartTimeoutMs) + 5000,
        // How often Node checks those timeouts (30 s by default, longer than the header timeout).
        connectionsCheckingInterval: 1000,
      },
    },
    // Strapi's scheduler (croner), for the backup schedule the CMS adds at bootstrap.
    cron: { enabled: true },
    logger: {
      updates: { enabled: false },
      startup: { enabled: current.startupLog },
    },
  };
};
