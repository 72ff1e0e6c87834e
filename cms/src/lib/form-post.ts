// A visitor's form posted by the browser itself (no JavaScript): answered with a redirect to a page
// of the site, in the form's language, never with JSON.
import { TRANSLATED_LANGUAGES } from '@suvarna/domain';
import type { Context } from 'koa';

/** Only URL-encoded: the body gate refuses multipart on these routes (415). */
export const isFormPost = (ctx: Context) => Boolean(ctx.is('urlencoded'));

/**
 * The site's own language prefix for the page a form post returns to: a Gujarati or Hindi form
 * sends `locale` (gu, hi); anything else is English. Only those two values pass, so the redirect
 * never leaves the site.
 */
export function languagePrefix(ctx: Context): string {
  const body = (ctx.request as { body?: unknown }).body;
  const locale = body && typeof body === 'object' ? (body as Record<string, unknown>).locale : undefined;
  return TRANSLATED_LANGUAGES.find((language) => language === locale) ? `/${locale}` : '';
}
