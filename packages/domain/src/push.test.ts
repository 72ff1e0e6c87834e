import { describe, expect, it } from 'vitest';
import { enquiryAlert, enquiryPath } from './push.js';

describe('push alerts', () => {
  it("tell an enquiry by the visitor's name and the piece's SKU, and open that enquiry", () => {
    expect(enquiryAlert({ id: 42, name: 'Asha Patel', productSku: 'NK-101' })).toEqual({
      title: 'New enquiry',
      body: 'From Asha Patel about NK-101',
      url: '/admin/enquiries?enquiry=42',
      tag: 'enquiry-42',
    });
    expect(enquiryAlert({ id: 7, name: 'Ravi', productSku: null }).body).toBe('From Ravi');
    expect(enquiryPath(7)).toBe('/admin/enquiries?enquiry=7');
  });
});
