import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { currentState, type NavLink } from './navigation';

interface SiteNavProps {
  links: readonly NavLink[];
  currentPath: string;
}

const LIST_ID = 'main-nav-links';

/** The main navigation; below 768 px a menu button shows and hides the list. */
export default function SiteNav({ links, currentPath }: SiteNavProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // A page restored from the back/forward cache keeps its DOM: close the menu it left open.
    const close = () => setOpen(false);
    window.addEventListener('pageshow', close);
    return () => window.removeEventListener('pageshow', close);
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <nav aria-label="Main" className="md:flex md:items-center">
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-11 items-center justify-center text-charcoal md:hidden"
        aria-expanded={open}
        aria-controls={LIST_ID}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {open ? <X aria-hidden="true" strokeWidth={1.5} /> : <Menu aria-hidden="true" strokeWidth={1.5} />}
      </button>
      <ul
        id={LIST_ID}
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full z-30 flex-col border-y border-line bg-ivory px-5 py-2 shadow-sm md:static md:flex md:flex-row md:items-center md:gap-8 md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
      >
        {links.map((link) => (
          <li key={link.href} className="border-b border-line last:border-0 md:border-0">
            <a
              href={link.href}
              aria-current={currentState(link, currentPath)}
              onClick={() => setOpen(false)}
              className="block py-3 text-[0.8125rem] font-semibold tracking-[0.16em] text-charcoal transition-colors hover:text-gold-deep aria-[current]:text-gold-deep md:border-b-2 md:border-transparent md:py-1 md:aria-[current]:border-gold"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
