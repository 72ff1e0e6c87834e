// Each shop admin carries a token version, written into every token issued to them: changing the
// password raises it, which ends every session opened before (src/policies/is-shop-admin.ts). A
// counter, not a time, so two changes within one second cannot leave an old token alive. A role
// change raises it too. Each also carries its role in the shop (`shopRole`: owner or staff, see
// src/lib/roles.ts): users-permissions' own `role` relation says only that it is a shop admin.
interface UsersPermissionsPlugin {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
}

export default (plugin: UsersPermissionsPlugin) => {
  plugin.contentTypes.user.schema.attributes.tokenVersion = {
    type: 'integer',
    default: 0,
    private: true,
    configurable: false,
  };
  // Null only on a database from before roles: filled with owner at start (fillMissingShopRoles).
  plugin.contentTypes.user.schema.attributes.shopRole = {
    type: 'enumeration',
    enum: ['owner', 'staff'],
    default: 'owner',
    private: true,
    configurable: false,
  };
  return plugin;
};
