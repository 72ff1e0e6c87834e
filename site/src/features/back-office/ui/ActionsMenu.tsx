// A record's actions behind one button (the WAI-ARIA menu button pattern), for rows too narrow for a
// button each: the button opens the menu with its first item focused (Arrow Up: its last); the
// arrows, Home and End move through it; Escape closes it and focus returns to the button, as it does
// when an item is chosen (so a dialog the item opens gives focus back there too); Tab or a tap
// elsewhere closes it. The menu is hidden rather than removed, so a link chosen in it is still in
// the page when the browser follows it.
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export type MenuAction = {
  /** The item's text: its name, within the menu named by the button. */
  label: string;
  icon: ReactNode;
  /** Red, for an action that deletes. */
  danger?: boolean;
} & ({ onSelect: () => void; href?: undefined } | { href: string; onSelect?: undefined });

interface ActionsMenuProps {
  /** The button's accessible name, and so the menu's: "Actions for Ruby ring". */
  label: string;
  actions: readonly MenuAction[];
}

const itemsIn = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

const ITEM =
  'flex min-h-11 w-full items-center gap-3 px-4 text-left text-sm font-semibold outline-none hover:bg-sand/60 focus-visible:bg-sand';

export function ActionsMenu({ label, actions }: ActionsMenuProps) {
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /** Open with this item focused; null when closed. */
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const open = focusOnOpen !== null;

  useEffect(() => {
    if (!focusOnOpen) return;
    const all = itemsIn(menuRef.current);
    (focusOnOpen === 'first' ? all[0] : all.at(-1))?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setFocusOnOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [focusOnOpen]);

  const close = () => {
    buttonRef.current?.focus();
    setFocusOnOpen(null);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusOnOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = itemsIn(menuRef.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab moves on to what follows (or precedes) the menu.
      close();
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setFocusOnOpen(open ? null : 'first')}
        onKeyDown={onButtonKeyDown}
        className="inline-flex size-11 items-center justify-center border border-line text-charcoal transition-colors hover:border-gold-deep aria-expanded:border-gold-deep aria-expanded:bg-sand/60"
      >
        <EllipsisVertical size={18} aria-hidden="true" />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full right-0 z-20 mt-1 min-w-48 border border-line bg-ivory py-1 shadow-lg"
      >
        {actions.map((action) => {
          const className = `${ITEM} ${action.danger ? 'text-maroon' : 'text-charcoal'}`;
          const content = (
            <>
              <span aria-hidden="true" className={action.danger ? 'text-maroon' : 'text-gold-deep'}>
                {action.icon}
              </span>
              {action.label}
            </>
          );
          return action.href === undefined ? (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={className}
              onClick={() => {
                close();
                action.onSelect();
              }}
            >
              {content}
            </button>
          ) : (
            <a
              key={action.label}
              href={action.href}
              target="_blank"
              rel="noopener"
              role="menuitem"
              tabIndex={-1}
              className={className}
              onClick={close}
            >
              {content}
            </a>
          );
        })}
      </div>
    </div>
  );
}
