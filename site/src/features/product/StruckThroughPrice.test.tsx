import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StruckThroughPrice from './StruckThroughPrice';

describe('StruckThroughPrice', () => {
  it('strikes through net payable plus the discount, read out as "was"', () => {
    const { container } = render(
      <StruckThroughPrice product={{ totalPrice: 14832.1, discountPrice: 500.2 }} className="text-sm" />,
    );
    const struck = container.querySelector('s');
    expect(struck).toHaveClass('text-sm');
    expect(struck).toHaveTextContent(/^was ₹15,332\.30$/);
    expect(struck?.querySelector('.sr-only')).toHaveTextContent('was');
  });

  it('shows nothing when no discount is given', () => {
    const { container } = render(<StruckThroughPrice product={{ totalPrice: 14832, discountPrice: 0 }} className="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is read out in the page’s language', () => {
    const { container } = render(
      <StruckThroughPrice product={{ totalPrice: 14832, discountPrice: 500 }} was="મૂળ કિંમત" className="" />,
    );
    expect(container.querySelector('s')).toHaveTextContent(/^મૂળ કિંમત ₹15,332\.00$/);
  });
});
