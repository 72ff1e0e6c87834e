import type { APIRoute } from 'astro';

// Everything public may be indexed, the product feeds too (Google and Meta fetch them); the back
// office may not. The sitemap lists every page.
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Allow: /feeds/',
      'Disallow: /admin',
      'Disallow: /login',
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', site)}`,
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
