// The whole catalogue's cards, for the product list's filters in the browser (DESIGN section 1).
import type { APIRoute } from 'astro';
import { loadCards } from '../lib/cards';

export const GET: APIRoute = async () => {
  const cards = [...(await loadCards()).values()];
  return new Response(JSON.stringify(cards), { headers: { 'Content-Type': 'application/json' } });
};
