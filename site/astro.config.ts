import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { readCmsUrl, readSiteUrl } from './src/config/shop';

// Product and banner images come from the CMS; only its origin may be fetched and optimised at build.
const cms = new URL(readCmsUrl(process.env));

export default defineConfig({
  site: readSiteUrl(process.env),
  output: 'static',
  outDir: './dist',
  trailingSlash: 'ignore',
  // The sitemap lists the public pages only; the back office stays out of search engines.
  integrations: [
    react(),
    sitemap({ filter: (page) => !/\/(admin|login|register|set-password)(\/|$)/.test(new URL(page).pathname) }),
  ],
  image: {
    remotePatterns: [
      { protocol: cms.protocol.replace(':', ''), hostname: cms.hostname, ...(cms.port ? { port: cms.port } : {}) },
    ],
  },
  vite: {
    plugins: [tailwindcss()],
  },
});
