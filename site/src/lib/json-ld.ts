/** Structured data for a `<script type="application/ld+json">`, escaped so no text can close the element. */
export const jsonLd = (data: object): string => JSON.stringify(data).replaceAll('<', '\\u003c');
