import { settings } from '../src/lib/settings';

// Strapi's own admin panel is not served: the shop's back office replaces it. Its API is closed by
// the route gate (src/middlewares/route-gate.ts), and no Strapi admin can be created (src/index.ts).
export default () => {
  const { secrets } = settings();
  return {
    serveAdminPanel: false,
    auth: { secret: secrets.adminJwtSecret },
    apiToken: { salt: secrets.apiTokenSalt },
    transfer: { token: { salt: secrets.transferTokenSalt } },
    secrets: { encryptionKey: secrets.encryptionKey },
    flags: { nps: false, promoteEE: false },
  };
};
