import type { APIRoute } from 'astro';
import { loadShop } from '../../lib/shop';

// The back office as an app on the owner's phone (Add to Home Screen / Install): it opens on the
// dashboard, without the browser's bars, in the shop's ivory (the pages' theme-color). Scope is the
// whole site, so the login page and a link to a product stay in the app.
export const GET: APIRoute = async () => {
  const shop = await loadShop();
  return new Response(
    JSON.stringify({
      id: '/admin/',
      name: `${shop.name} back office`,
      short_name: 'Back office',
      description: `Products, rates, enquiries and publishing of ${shop.name}`,
      start_url: '/admin/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#fbf7f0',
      background_color: '#fbf7f0',
      icons: [
        { src: '/admin/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/admin/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/admin/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
};
