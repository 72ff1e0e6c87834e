import type { Env } from '../src/lib/env';
import { secret } from '../src/lib/env';

// Strapi's own admin panel is not served: the shop's back office replaces it.
export default ({ env }: { env: Env }) => ({
  serveAdminPanel: false,
  auth: { secret: secret(env, 'ADMIN_JWT_SECRET') },
  apiToken: { salt: secret(env, 'API_TOKEN_SALT') },
  transfer: { token: { salt: secret(env, 'TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret(env, 'ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
