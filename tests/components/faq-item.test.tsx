import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/features/editorial/rich-text/RichText';
import { toRichTextDocument } from '@/lib/content/rich-text-document';
import { renderWithProviders } from './render';

const CONTENT =
  '<h2>FAQ</h2>' +
  '<details class="wp-block-details"><summary>Are expensive headphones worth it?</summary><p>Up to about £300, yes.</p></details>' +
  '<div class="faq"><h3 class="faq-question">Do robot vacuums work on thick carpet?</h3><div class="faq-answer"><p>They work, but suction falls.</p></div></div>';

function renderFaq() {
  renderWithProviders(<RichText document={toRichTextDocument(CONTENT)} />);
  return {
    details: screen.getByRole('button', { name: 'Are expensive headphones worth it?' }),
    faqBlock: screen.getByRole('button', { name: 'Do robot vacuums work on thick carpet?' }),
  };
}

describe('FAQ blocks in rich text', () => {
  it('start closed, with the answer hidden and linked to its button', () => {
    const { details } = renderFaq();
    expect(details).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(details.getAttribute('aria-controls')!);
    expect(panel).toHaveTextContent('Up to about £300, yes.');
    expect(panel).not.toBeVisible();
  });

  it('toggle open and closed on click', async () => {
    const user = userEvent.setup();
    const { details } = renderFaq();
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Up to about £300, yes.')).toBeVisible();
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Up to about £300, yes.')).not.toBeVisible();
  });

  it('toggle from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    const { faqBlock } = renderFaq();
    faqBlock.focus();
    await user.keyboard('{Enter}');
    expect(faqBlock).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('They work, but suction falls.')).toBeVisible();
    await user.keyboard(' ');
    expect(faqBlock).toHaveAttribute('aria-expanded', 'false');
  });

  it('are reachable with Tab, one after the other', async () => {
    const user = userEvent.setup();
    const { details, faqBlock } = renderFaq();
    await user.tab();
    expect(details).toHaveFocus();
    await user.tab();
    expect(faqBlock).toHaveFocus();
  });
});
