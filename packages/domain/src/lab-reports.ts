// Where a stone's grading report is checked on its lab's own site, for the labs the shop's stones
// come with. The product page links a certificate's number there; any other lab's stays plain text.
import type { StoneCertificate } from './types.js';

/**
 * Each lab's report check. Sources: GIA's Report Check takes the number in `reportno`
 * (gia.edu/report-check, the address GIA's QR codes and retailers link to); IGI's 'Verify your
 * report' takes it in `r` (igi.org/verify-your-report, the address IGI's own report PDFs print;
 * lab-grown numbers start LG, MARKET.md); SGL's report verification (sgl-labs.com/report-verification)
 * takes the number typed on its page (its printed reports carry a QR code instead), so its link
 * opens the page and the number is shown beside it.
 */
export const LAB_REPORT_CHECKS = {
  GIA: (number: string) => `https://www.gia.edu/report-check?reportno=${encodeURIComponent(number)}`,
  IGI: (number: string) => `https://www.igi.org/verify-your-report/?r=${encodeURIComponent(number)}`,
  SGL: (_number: string) => 'https://sgl-labs.com/report-verification/',
} as const;

export type CheckedLab = keyof typeof LAB_REPORT_CHECKS;

/** The lab as the shop typed it ('igi', 'G.I.A.') named as the checks are; null for another lab. */
export function checkedLab(lab: string): CheckedLab | null {
  const name = lab.replace(/[^a-z]/gi, '').toUpperCase();
  return name in LAB_REPORT_CHECKS ? (name as CheckedLab) : null;
}

/** Where the certificate is checked on its lab's site; null for a lab without a check here. */
export function labReportUrl(certificate: StoneCertificate): string | null {
  const lab = checkedLab(certificate.lab);
  const number = certificate.number.trim();
  return lab && number ? LAB_REPORT_CHECKS[lab](number) : null;
}
