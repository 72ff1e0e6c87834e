// Each shop admin carries a token version, written into every token issued to them: changing the
// password raises it, which ends every session opened before (src/policies/is-shop-admin.ts). A
// counter, not a time, so two changes within one second cannot leave an old token alive.
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
  return plugin;
};
