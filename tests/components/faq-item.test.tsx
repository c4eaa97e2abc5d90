import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRichText } from './rich-text-render';

const CONTENT =
  '<h2>FAQ</h2>' +
  '<details class="wp-block-details"><summary>Are expensive headphones worth it?</summary><p>Up to about £300, yes.</p></details>' +
  '<div class="faq"><h3 class="faq-question">Do robot vacuums work on thick carpet?</h3><div class="faq-answer"><p>They work, but suction falls.</p></div></div>';

function renderFaq() {
  const { container } = renderRichText(CONTENT);
  const [first, second] = [...container.querySelectorAll('details')];
  return { first: first!, second: second! };
}

describe('FAQ blocks in rich text', () => {
  it('are native disclosures whose question is an h3 with an id, starting closed', () => {
    const { first, second } = renderFaq();
    expect(first.open).toBe(false);
    expect(screen.getByText('Up to about £300, yes.')).not.toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Are expensive headphones worth it?' })).toHaveAttribute(
      'id',
      'Areexpensiveheadphonesworthit?',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Do robot vacuums work on thick carpet?' })).toHaveAttribute(
      'id',
      'Dorobotvacuumsworkonthickcarpet?',
    );
    expect(second.querySelector('summary h3')).not.toBeNull();
  });

  it('toggle open and closed on click', async () => {
    const user = userEvent.setup();
    const { first } = renderFaq();
    await user.click(first.querySelector('summary')!);
    expect(first.open).toBe(true);
    expect(screen.getByText('Up to about £300, yes.')).toBeVisible();
    await user.click(first.querySelector('summary')!);
    expect(first.open).toBe(false);
  });

  it("keep the answer of the site's own FAQ markup, without the wrapper", () => {
    const { second } = renderFaq();
    expect(second.querySelector('.faq-answer > p')).toHaveTextContent('They work, but suction falls.');
  });
});
