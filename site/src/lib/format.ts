const shopTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** An ISO time as the shop reads it: Indian time, e.g. `22 Nov 2026, 5:46 pm`. */
export const formatShopTime = (iso: string) => shopTime.format(new Date(iso));
