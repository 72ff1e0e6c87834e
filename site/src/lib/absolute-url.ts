/** The CMS answers upload paths relative to itself (`/uploads/a.png`); pages need whole URLs. */
export const absoluteUrl = (url: string, cmsUrl: string) => new URL(url, `${cmsUrl}/`).href;
