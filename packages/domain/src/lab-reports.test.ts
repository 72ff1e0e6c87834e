import { describe, expect, it } from 'vitest';
import { checkedLab, labReportUrl } from './lab-reports.js';

describe('lab report checks', () => {
  it("links GIA's and IGI's report check with the number, and SGL's verification page", () => {
    expect(labReportUrl({ lab: 'GIA', number: '2141438171' })).toBe(
      'https://www.gia.edu/report-check?reportno=2141438171',
    );
    expect(labReportUrl({ lab: 'IGI', number: 'LG5123' })).toBe('https://www.igi.org/verify-your-report/?r=LG5123');
    expect(labReportUrl({ lab: 'SGL', number: 'SG1234' })).toBe('https://sgl-labs.com/report-verification/');
  });

  it('knows a lab however the shop typed it', () => {
    expect(checkedLab('igi')).toBe('IGI');
    expect(checkedLab('G.I.A.')).toBe('GIA');
    expect(checkedLab(' SGL ')).toBe('SGL');
  });

  it('links no other lab, and no blank number', () => {
    expect(labReportUrl({ lab: 'HRD', number: '123' })).toBeNull();
    expect(labReportUrl({ lab: 'In-house', number: '1' })).toBeNull();
    expect(labReportUrl({ lab: 'IGI', number: ' ' })).toBeNull();
  });

  it('keeps a number from reaching outside its parameter', () => {
    expect(labReportUrl({ lab: 'IGI', number: 'LG1&r=x#y' })).toBe(
      'https://www.igi.org/verify-your-report/?r=LG1%26r%3Dx%23y',
    );
  });
});
