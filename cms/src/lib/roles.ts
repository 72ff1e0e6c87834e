export const SHOP_ADMIN_ROLE = 'shop-admin';
export const SHOP_ADMIN_POLICY = 'global::is-shop-admin';
