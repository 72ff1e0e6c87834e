// A toast that survives a page change: login toasts its success on the dashboard, and an expired
// session its notice on the login page, each another static page. Kept in sessionStorage so it
// never outlives the tab.
const FLASH_KEY = 'suvarna.backOffice.flash';

export interface Flash {
  kind: 'success' | 'error';
  message: string;
}

export function setFlash(flash: Flash): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
}

/** The waiting flash, removed as it is read. */
export function takeFlash(): Flash | null {
  const stored = sessionStorage.getItem(FLASH_KEY);
  sessionStorage.removeItem(FLASH_KEY);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as Flash;
  } catch {
    return null;
  }
}
