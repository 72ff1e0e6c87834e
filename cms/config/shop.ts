// The shop's own settings, as services read them: strapi.config.get('shop') (secrets stay out).
import { type Settings, settings } from '../src/lib/settings';

export type ShopConfig = Omit<Settings, 'secrets'>;

export default (): ShopConfig => {
  const { secrets: _secrets, ...shop } = settings();
  return shop;
};
