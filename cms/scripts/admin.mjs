// `pnpm --filter cms admin:create --email owner@shop.in --password 'Secret@123'`:
// creates a shop admin, or resets the password of an existing account and makes it a shop admin.
import { createStrapi, fail, loadEnvironment, options, say } from './lib.mjs';

const { email, password } = options(['email', 'password']);
if (!email || !password) fail("usage: pnpm --filter cms admin:create --email owner@shop.in --password 'Secret@123'");

loadEnvironment();
const { loginSchema, describeIssues } = await import('@suvarna/domain');
const parsed = loginSchema.safeParse({ email, password });
if (!parsed.success) fail(describeIssues(parsed.error));

process.env.STRAPI_LOG_LEVEL ??= 'error';
const strapi = createStrapi();
await strapi.load();
try {
  const { createAdmin } = await import('../dist/src/lib/first-admin.js');
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'shop-admin' } });
  await createAdmin(strapi, role.id, parsed.data.email, parsed.data.password);
  say(`shop admin ready: ${parsed.data.email}`);
} finally {
  strapi.cron.destroy();
  await strapi.db.destroy();
}
process.exit(0);
