import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GALLERY_KEY_STEP_PX } from '@/features/editorial/rich-text/enhance-rich-text';
import { renderRichText } from './rich-text-render';

const GALLERY =
  '<div class="gallery-strip"><img src="/wp-content/uploads/a.svg" alt="Obstacle course"/><img src="/wp-content/uploads/b.svg" alt="Docks"/></div>';

function renderStrip() {
  renderRichText(GALLERY);
  return screen.getByRole('region', { name: 'Gallery' });
}

describe('gallery strips in rich text', () => {
  it('are focusable regions holding the images with their alt text', () => {
    const strip = renderStrip();
    expect(strip).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('img', { name: 'Obstacle course' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Docks' })).toBeInTheDocument();
  });

  it('scroll sideways with the arrow keys, and to either end with Home and End', async () => {
    const user = userEvent.setup();
    const strip = renderStrip();
    Object.defineProperty(strip, 'scrollWidth', { value: 2000, configurable: true });
    await user.tab();
    expect(strip).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(strip.scrollLeft).toBe(GALLERY_KEY_STEP_PX);
    await user.keyboard('{ArrowRight}');
    expect(strip.scrollLeft).toBe(2 * GALLERY_KEY_STEP_PX);
    await user.keyboard('{ArrowLeft}');
    expect(strip.scrollLeft).toBe(GALLERY_KEY_STEP_PX);
    await user.keyboard('{End}');
    expect(strip.scrollLeft).toBe(2000);
    await user.keyboard('{Home}');
    expect(strip.scrollLeft).toBe(0);
  });

  it('never scrolls before the start', async () => {
    const user = userEvent.setup();
    const strip = renderStrip();
    strip.focus();
    await user.keyboard('{ArrowLeft}');
    expect(strip.scrollLeft).toBe(0);
  });

  it('follows a pointer drag sideways', () => {
    const strip = renderStrip();
    strip.scrollLeft = 300;
    fireEvent.pointerDown(strip, { pointerId: 1, clientX: 500, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(strip, { pointerId: 1, clientX: 380 });
    expect(strip.scrollLeft).toBe(420);
    fireEvent.pointerUp(strip, { pointerId: 1, clientX: 380 });
    fireEvent.pointerMove(strip, { pointerId: 1, clientX: 100 });
    expect(strip.scrollLeft).toBe(420);
  });

  it('serves root-relative images from the content backend, through the image optimiser', () => {
    renderRichText(GALLERY, { wordpressOrigin: 'https://cms.example' });
    const image = screen.getByRole('img', { name: 'Docks' });
    expect(image.getAttribute('src')).toBe(
      `/_next/image?url=${encodeURIComponent('https://cms.example/wp-content/uploads/b.svg')}&w=1080&q=75`,
    );
    expect(image.getAttribute('srcset')).toContain('&w=640&q=75 640w');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
