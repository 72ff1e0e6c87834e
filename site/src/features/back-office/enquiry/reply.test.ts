import type { Enquiry } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { emailReplyHref, replyGreeting, visitConfirmation, whatsappConfirmHref, whatsappReplyHref } from './reply';

const enquiry = {
  name: 'Asha Patel',
  phone: '+919825012345',
  email: 'asha+shop@example.in',
  product: { id: 7, name: 'Kada Bangle', sku: 'KB-22', price: 91_250 },
} satisfies Pick<Enquiry, 'name' | 'phone' | 'email' | 'product'>;

describe('replies to an enquiry', () => {
  it('greets the visitor by name, with the piece they asked about', () => {
    expect(replyGreeting(enquiry, 'Suvarna')).toBe(
      'Namaste Asha Patel, thank you for your enquiry to Suvarna Jewellers about Kada Bangle (SKU KB-22). ',
    );
    expect(replyGreeting({ ...enquiry, product: null }, 'Suvarna')).toBe(
      'Namaste Asha Patel, thank you for your enquiry to Suvarna Jewellers. ',
    );
  });

  it('opens WhatsApp with the visitor’s number and the greeting, only when they gave a phone', () => {
    const href = new URL(whatsappReplyHref(enquiry, 'Suvarna') as string);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/919825012345');
    expect(href.searchParams.get('text')).toBe(replyGreeting(enquiry, 'Suvarna'));
    expect(whatsappReplyHref({ ...enquiry, phone: null }, 'Suvarna')).toBeNull();
  });

  it('writes an email with a subject naming the piece, only when they gave an email', () => {
    const href = emailReplyHref(enquiry, 'Suvarna') as string;
    expect(href).toMatch(/^mailto:asha\+shop@example\.in\?subject=Your%20enquiry%20to%20Suvarna%20Jewellers%20about/);
    expect(href).not.toContain('+to+');
    expect(emailReplyHref({ ...enquiry, email: null }, 'Suvarna')).toBeNull();
  });

  it('encodes the address, so nothing in it adds a recipient or rewrites the reply', () => {
    const href = emailReplyHref({ ...enquiry, email: "o'neil&x?bcc=y#z@example.in" }, 'Suvarna') as string;
    expect(href).toMatch(/^mailto:o'neil%26x%3Fbcc%3Dy%23z@example\.in\?subject=/);
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(decodeURIComponent(url.pathname)).toBe("o'neil&x?bcc=y#z@example.in");
  });
});

describe("a visit's confirmation", () => {
  const visit = {
    name: 'Meera Shah',
    phone: '+919825012345',
    visit: {
      date: '2026-12-01',
      time: '10:30',
      mode: 'video' as const,
      pieces: [
        { id: 7, name: 'Kada Bangle', sku: 'KB-22' },
        { id: 9, name: 'Jhumka', sku: 'JH-1' },
      ],
    },
  };

  it('says the day, time, mode and the pieces the shop will have ready', () => {
    expect(visitConfirmation(visit, 'Suvarna')).toBe(
      'Namaste Meera Shah, your video call with Suvarna Jewellers is confirmed for Tuesday, 1 December 2026 at 10:30. We will have ready: Kada Bangle (SKU KB-22), Jhumka (SKU JH-1).',
    );
    expect(visitConfirmation({ ...visit, visit: { ...visit.visit, mode: 'shop', pieces: [] } }, 'Suvarna')).toBe(
      'Namaste Meera Shah, your visit to Suvarna Jewellers is confirmed for Tuesday, 1 December 2026 at 10:30.',
    );
  });

  it('opens WhatsApp on it, only for a visit with a phone', () => {
    const href = whatsappConfirmHref(visit, 'Suvarna') ?? '';
    expect(href.startsWith('https://wa.me/919825012345?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain(
      'confirmed for Tuesday, 1 December 2026 at 10:30',
    );
    expect(whatsappConfirmHref({ ...visit, phone: null }, 'Suvarna')).toBeNull();
    expect(whatsappConfirmHref({ ...visit, visit: null }, 'Suvarna')).toBeNull();
  });
});
