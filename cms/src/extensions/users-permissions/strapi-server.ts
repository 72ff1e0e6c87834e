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
  // The team (src/api/team): when the account last signed in; a pending single-use link to choose a
  // password (an invite, an owner's reset link or one from 'Forgot password?'), kept only as a
  // SHA-256 hash, with its kind and end; the hashes of the last few links that were used or
  // replaced, so such a link says which; and whether the account is an invite not yet accepted.
  const hidden = { private: true, configurable: false };
  plugin.contentTypes.user.schema.attributes.lastSignInAt = { type: 'datetime', ...hidden };
  plugin.contentTypes.user.schema.attributes.passwordLinkHash = { type: 'string', ...hidden };
  plugin.contentTypes.user.schema.attributes.passwordLinkKind = {
    type: 'enumeration',
    enum: ['invite', 'reset', 'forgot'],
    ...hidden,
  };
  plugin.contentTypes.user.schema.attributes.passwordLinksEnded = { type: 'json', ...hidden };
  plugin.contentTypes.user.schema.attributes.passwordLinkExpiresAt = { type: 'datetime', ...hidden };
  plugin.contentTypes.user.schema.attributes.invitePending = { type: 'boolean', default: false, ...hidden };
  // Two-step sign-in (src/api/auth/services/two-step.ts): the authenticator's secret, sealed with
  // ENCRYPTION_KEY (null: off), and one set up but not yet confirmed with a code; the SHA-256 hashes
  // of the unused recovery codes (comma-separated text, so a use can be a compare-and-set); the last
  // 30-second step whose code signed in (no code works twice); the pending sign-in's challenge, as a
  // hash, and its end.
  plugin.contentTypes.user.schema.attributes.twoStepSecret = { type: 'string', ...hidden };
  plugin.contentTypes.user.schema.attributes.twoStepPendingSecret = { type: 'string', ...hidden };
  plugin.contentTypes.user.schema.attributes.twoStepRecoveryHashes = { type: 'text', ...hidden };
  plugin.contentTypes.user.schema.attributes.twoStepLastStep = { type: 'integer', default: 0, ...hidden };
  plugin.contentTypes.user.schema.attributes.twoStepChallengeHash = { type: 'string', ...hidden };
  plugin.contentTypes.user.schema.attributes.twoStepChallengeExpiresAt = { type: 'datetime', ...hidden };
  return plugin;
};
