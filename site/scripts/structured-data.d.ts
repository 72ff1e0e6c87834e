// Google's rich-result rules as Adobe's validator checks them, and the extractor that reads a page's
// structured data for it: neither ships types. What the build test uses of them.
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}

declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames: string[];
  }
  export default class Validator {
    /** Without schema.org's vocabulary (it is fetched from schema.org), Google's rules alone. */
    constructor(schemaOrgJson: unknown);
    validate(extracted: unknown): Promise<StructuredDataIssue[]>;
  }
}
