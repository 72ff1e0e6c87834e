// The demo shop's opening hours, as PUT /api/admin/shop-settings takes them: Monday to Saturday
// 10:30 to 20:00, Sunday 11:00 to 14:00 (India time). Seeded so a fresh `npm start` shows the hours
// and Book a visit offers times; an owner changes them in the back office's Shop settings.
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export const DEMO_OPENING_HOURS = [
  ...DAYS.map((day) => ({ day, opens: '10:30', closes: '20:00' })),
  { day: 'sunday' as const, opens: '11:00', closes: '14:00' },
];
