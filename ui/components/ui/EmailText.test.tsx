import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { EmailText } from './EmailText.tsx';

describe('EmailText', () => {
  it('reads as the address, and may break only before the @ and the dots of the domain', () => {
    const { container } = render(
      <p>
        <EmailText email="farhana.akter@mail.lakeview.test" />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.textContent).toBe('farhana.akter@mail.lakeview.test');
    // What follows each break opportunity: never inside the name before the @.
    const breaks = [...p.querySelectorAll('wbr')].map((wbr) => wbr.nextSibling?.textContent?.[0]);
    expect(breaks).toEqual(['@', '.', '.']);
  });
});
