// Where the site's enquiry forms and the privacy page's 'Erase my data' post: the CMS's public
// routes, as the browser reaches them. The pages' Content-Security-Policy lets a form post to these
// two addresses and no other on the CMS.
import type { SiteSettings } from '../config/settings.ts';

export const ENQUIRY_ROUTE = '/api/user/enquiry';

export const ERASURE_ROUTE = '/api/user/erasure-request';

export const enquiryAction = (settings: Pick<SiteSettings, 'publicCmsUrl'>) =>
  `${new URL(settings.publicCmsUrl).origin}${ENQUIRY_ROUTE}`;

export const erasureAction = (settings: Pick<SiteSettings, 'publicCmsUrl'>) =>
  `${new URL(settings.publicCmsUrl).origin}${ERASURE_ROUTE}`;
