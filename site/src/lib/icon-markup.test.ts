import Heart from 'lucide-react/icons/heart';
import Phone from 'lucide-react/icons/phone';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconMarkup } from './icon-markup';

describe('iconMarkup', () => {
  it('draws the same SVG as the icon rendered by React, hidden from screen readers', () => {
    const svg = iconMarkup(Phone, { size: 18, strokeWidth: 1.5, className: 'mt-px text-gold-deep' });
    expect(svg).toBe(
      renderToStaticMarkup(
        createElement(Phone, { size: 18, strokeWidth: 1.5, className: 'mt-px text-gold-deep', 'aria-hidden': true }),
      ),
    );
    expect(svg).toMatch(/^<svg [^>]*width="18" height="18"[^>]*stroke-width="1.5"/);
    expect(svg).toContain('class="lucide lucide-phone mt-px text-gold-deep"');
    expect(svg).toContain('aria-hidden="true"');
  });

  it('keeps each icon and look apart', () => {
    const heart = iconMarkup(Heart, { size: 22, strokeWidth: 1.5 });
    expect(heart).toContain('lucide-heart');
    expect(iconMarkup(Heart, { size: 28, strokeWidth: 1.5 })).toContain('width="28"');
    expect(iconMarkup(Heart, { size: 22, strokeWidth: 1.5, className: 'x' })).toContain('lucide-heart x"');
    expect(iconMarkup(Phone, { size: 22, strokeWidth: 1.5 })).toContain('lucide-phone');
    expect(iconMarkup(Heart, { size: 22, strokeWidth: 1.5 })).toBe(heart);
  });
});
