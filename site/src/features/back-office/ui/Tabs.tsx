// Tabs as WAI-ARIA's pattern has them: a tablist whose selected tab alone is in the Tab order, the
// arrow keys, Home and End moving between tabs (and showing each), and one panel named by its tab.
// A panel is made only when its tab is first opened (what it reads is read then), and kept after,
// hidden, so what was typed in it survives a look at another tab.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface Tab {
  key: string;
  label: string;
  panel: () => ReactNode;
}

export function Tabs({ label, tabs, className = '' }: { label: string; tabs: readonly Tab[]; className?: string }) {
  const id = useId();
  const [selected, setSelected] = useState(tabs[0]?.key ?? '');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([selected]));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (key: string, focus = false) => {
    setSelected(key);
    setOpened((keys) => (keys.has(key) ? keys : new Set([...keys, key])));
    if (focus) tabRefs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const to = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const tab = to === undefined ? undefined : tabs[to];
    if (!tab) return;
    event.preventDefault();
    select(tab.key, true);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 border-line border-b">
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={active}
              // A panel not yet made has no id to point at.
              aria-controls={opened.has(tab.key) ? `${id}-panel-${tab.key}` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab.key)}
              className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors ${
                active ? 'border-gold-deep text-gold-deep' : 'border-transparent text-stone hover:text-charcoal'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        opened.has(tab.key) ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${id}-panel-${tab.key}`}
            aria-labelledby={`${id}-tab-${tab.key}`}
            hidden={tab.key !== selected}
          >
            {tab.panel()}
          </div>
        ) : null,
      )}
    </div>
  );
}
