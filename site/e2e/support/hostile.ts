// Script-injection text that staff could type into the back office, added to the e2e CMS before
// the site is built, so every page that shows it proves it stays text. Shared with the back-office
// tests, which must show the same strings as text in their tables.

/** Runs on the page if it ever becomes markup; the tests check it never ran. */
export const PWNED_FLAG = '__pwned';

export const HOSTILE_CATEGORY = '"><svg onload=window.__pwned=1> Kada';

export const HOSTILE_PRODUCT = {
  sku: 'HOSTILE-1',
  // The search in the product list finds it by this SKU.
  name: '<img src=x onerror=alert(1)> </script><script>window.__pwned=1</script> {{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection text, meant literally.
  details: '"><svg onload=alert(1)> <iframe src=javascript:alert(1)></iframe> ${7*7}',
  description: "</script><script>window.__pwned=1</script> <a href=javascript:alert(1)>x</a> ' OR 1=1 --",
} as const;

/** Every hostile string, for tests that check a screen shows each one as text. */
export const HOSTILE_TEXTS = [
  HOSTILE_CATEGORY,
  HOSTILE_PRODUCT.name,
  HOSTILE_PRODUCT.details,
  HOSTILE_PRODUCT.description,
];

async function call<T>(cmsUrl: string, method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${cmsUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; message?: string; data?: T };
  if (!response.ok || !answer.success) throw new Error(`${method} ${route}: ${response.status} ${answer.message}`);
  return answer.data as T;
}

/** Adds the hostile category and an active product in it (newest, so it is a new arrival too). */
export async function addHostileContent(cmsUrl: string, admin: { email: string; password: string }): Promise<void> {
  const { token } = await call<{ token: string }>(cmsUrl, 'POST', '/api/admin/login', undefined, admin);
  const [rate] = await call<Array<{ name: string }>>(cmsUrl, 'GET', '/api/admin/get-price');
  if (!rate) throw new Error('The e2e CMS has no rates to price the hostile product with');
  const category = await call<{ id: number }>(cmsUrl, 'POST', '/api/admin/add-category', token, {
    name: HOSTILE_CATEGORY,
  });
  await call(cmsUrl, 'POST', '/api/admin/add-product', token, {
    ...HOSTILE_PRODUCT,
    metal: 'Gold',
    purity: rate.name,
    category_id: category.id,
    laber: 1000,
    // No discount: tests that look for a discounted product pick a demo one.
    discount: 0,
    gender: 'female',
    status: 'active',
    weight: 5,
  });
}
