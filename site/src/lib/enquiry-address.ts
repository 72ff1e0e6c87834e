// Where the site's enquiry forms post: the CMS's public enquiry route, as the browser reaches it.
// The same address is the only one the pages' Content-Security-Policy lets a form post to.
import type { SiteSettings } from '../config/settings.ts';

export const ENQUIRY_ROUTE = '/api/user/enquiry';

export const enquiryAction = (settings: Pick<SiteSettings, 'publicCmsUrl'>) =>
  `${new URL(settings.publicCmsUrl).origin}${ENQUIRY_ROUTE}`;
