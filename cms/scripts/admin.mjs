// `pnpm --filter cms admin:create --email owner@shop.in --password 'Secret@123' [--role owner|staff]`:
// creates a shop admin (an owner unless --role staff), or resets the password of an existing account
// and makes it a shop admin (its role changed only when --role is given; either ends its sessions).
import { createStrapi, fail, loadEnvironment, options, say } from './lib.mjs';

const USAGE =
  "usage: pnpm --filter cms admin:create --email owner@shop.in --password 'Secret@123' [--role owner|staff]";
const { email, password, role } = options(['email', 'password', 'role']);
if (!email || !password) fail(USAGE);
if (role !== undefined && role !== 'owner' && role !== 'staff') fail(`--role must be owner or staff. ${USAGE}`);

loadEnvironment();
const { loginSchema, describeIssues } = await import('@suvarna/domain');
const parsed = loginSchema.safeParse({ email, password });
if (!parsed.success) fail(describeIssues(parsed.error));

process.env.STRAPI_LOG_LEVEL ??= 'error';
const strapi = createStrapi();
await strapi.load();
try {
  const { createAdmin } = await import('../dist/src/lib/first-admin.js');
  const shopAdmin = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'shop-admin' } });
  const account = await createAdmin(strapi, shopAdmin.id, parsed.data.email, parsed.data.password, role);
  say(`shop admin ready: ${parsed.data.email} (${account?.shopRole ?? role ?? 'owner'})`);
} finally {
  strapi.cron.destroy();
  await strapi.db.destroy();
}
process.exit(0);
