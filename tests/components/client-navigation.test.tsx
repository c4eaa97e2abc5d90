import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientNavigation } from '@/components/navigation/ClientNavigation';
import { renderRichText } from './rich-text-render';
import { renderWithProviders } from './render';

const push = vi.fn(() => Promise.resolve(true));
const prefetch = vi.fn(() => Promise.resolve());
vi.mock('next/router', () => ({ useRouter: () => ({ push, prefetch, locale: 'en', defaultLocale: 'en' }) }));

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
});

function renderLinks() {
  renderWithProviders(<ClientNavigation />);
  return renderRichText(
    '<p><a href="https://cms.example/guide/best-robot-vacuums">guide</a> <a href="https://shop.example.org/x">shop</a> ' +
      '<a href="/sitemap.xml">map</a> <a href="/n/" target="_blank">news</a></p>',
    { internalHosts: ['cms.example'] },
  );
}

describe('site navigation', () => {
  it('opens links to the site itself without a full page load, content links included', async () => {
    renderLinks();
    await userEvent.setup().click(screen.getByRole('link', { name: 'guide' }));
    expect(push).toHaveBeenCalledWith('/guide/best-robot-vacuums/');
  });

  it('leaves other sites, files, new tabs and modified clicks to the browser', async () => {
    const user = userEvent.setup();
    renderLinks();
    // jsdom cannot follow links; stop it trying once our handler has had its say.
    document.addEventListener('click', (event) => event.preventDefault());
    for (const name of ['shop', 'map', 'news']) await user.click(screen.getByRole('link', { name }));
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'guide' }));
    await user.keyboard('{/Control}');
    expect(push).not.toHaveBeenCalled();
  });

  it('prefetches a page when the reader points at its link, once', async () => {
    const user = userEvent.setup();
    renderLinks();
    await user.hover(screen.getByRole('link', { name: 'guide' }));
    await user.unhover(screen.getByRole('link', { name: 'guide' }));
    await user.hover(screen.getByRole('link', { name: 'guide' }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/guide/best-robot-vacuums/');
  });
});
