import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextBody } from '@/features/editorial/rich-text/RichTextBody';

const FAQ_HTML =
  '<details class="faq"><summary class="faq-question"><h3 id="Isitquiet?">Is it quiet?</h3></summary><div class="faq-answer"><p>Yes.</p></div></details>' +
  '<details class="faq"><summary class="faq-question"><h3 id="Howlong%3F">How long?</h3></summary><div class="faq-answer"><p>Two hours.</p></div></details>';

const body = { html: FAQ_HTML, outline: [], wordCount: 6 };

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a link to an FAQ question', () => {
  it('opens the question the page was opened at', () => {
    window.history.replaceState(null, '', `/guide/x/#${encodeURIComponent('Isitquiet?')}`);
    const { container } = render(<RichTextBody document={body} />);
    const [first, second] = container.querySelectorAll('details');
    expect(first!.open).toBe(true);
    expect(second!.open).toBe(false);
  });

  it('opens the question a later link points at, and ignores a malformed fragment', () => {
    const { container } = render(<RichTextBody document={body} />);
    const second = container.querySelectorAll('details')[1]!;
    act(() => {
      window.history.replaceState(null, '', '/guide/x/#%E0%A4%A');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(second.open).toBe(false);
    act(() => {
      window.history.replaceState(null, '', `/guide/x/#${encodeURIComponent('Howlong%3F')}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(second.open).toBe(true);
  });
});
