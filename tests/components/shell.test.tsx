import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { showsFooter } from '@/components/layout/SiteLayout';
import { MainNavigation } from '@/components/layout/MainNavigation';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { ShellLinksContext } from '@/components/layout/shell-links';
import { BrandMark } from '@/components/ui/BrandMark';
import { PAYMENT_METHOD_LABELS, SHIPPING_CARRIER_LABELS } from '@/components/ui/brand-mark-labels';
import { brandMarkSprite } from '@/components/ui/brand-mark-sprite';
import { renderWithProviders } from './render';

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/', locale: 'en', locales: ['en', 'uk'], events: { on() {}, off() {} } }),
}));

describe('BrandMark', () => {
  it('draws a labelled SVG logo for a known payment method', () => {
    renderWithProviders(<BrandMark kind="payment" name="applepay" />);
    expect(screen.getByRole('img', { name: 'Apple Pay' })).toBeInTheDocument();
  });

  it('refers to its drawing in the shared sprite, which holds every known mark', () => {
    const { container } = renderWithProviders(<BrandMark kind="payment" name="klarna" />);
    expect(container.querySelector('use')).toHaveAttribute('href', '/brand-marks.svg#payment-klarna');
    const sprite = brandMarkSprite();
    for (const name of Object.keys(PAYMENT_METHOD_LABELS)) expect(sprite).toContain(`<symbol id="payment-${name}"`);
    for (const name of Object.keys(SHIPPING_CARRIER_LABELS)) expect(sprite).toContain(`<symbol id="carrier-${name}"`);
  });

  it('falls back to the raw name, drawn inline, for an unknown one', () => {
    renderWithProviders(<BrandMark kind="carrier" name="owlpost" />);
    expect(screen.getByRole('img', { name: 'owlpost' })).toBeInTheDocument();
  });
});

describe('SiteFooter', () => {
  it('shows a logo for every payment method and every carrier in the product lists (docs/PRODUCT.md §1)', () => {
    const { container } = renderWithProviders(<SiteFooter contentLinks={[]} />);
    const marks = [...container.querySelectorAll('svg[role=img] > use')].map(
      (node) => node.getAttribute('href')!.split('#')[1],
    );
    expect(marks).toEqual([
      ...Object.keys(PAYMENT_METHOD_LABELS).map((name) => `payment-${name}`),
      ...Object.keys(SHIPPING_CARRIER_LABELS).map((name) => `carrier-${name}`),
    ]);
    expect(marks).toHaveLength(17 + 14);
  });

  it('is translated', () => {
    renderWithProviders(<SiteFooter contentLinks={[]} />, { lng: 'uk' });
    expect(screen.getByRole('heading', { name: 'Служби доставки' })).toBeInTheDocument();
  });
});

describe('the shell links from the content backend', () => {
  const aboutUs = { id: 'm1', href: '/about-us/', label: 'About us', cssClasses: ['about'] };
  const loan = { id: 'fallback-personalLoan', href: '/privatlan/', labelKey: 'nav.personalLoan', cssClasses: [] };

  it('lists the footer menu after the site’s own links, labelled by WordPress or by the site', () => {
    renderWithProviders(<SiteFooter contentLinks={[aboutUs, loan]} />);
    const links = screen.getByRole('navigation', { name: 'Pricewise' }).querySelectorAll('a');
    expect([...links].slice(-2).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '/about-us/'],
      ['Personal loan', '/privatlan/'],
    ]);
    expect(screen.getByRole('link', { name: 'About us' })).toHaveClass('about');
  });

  it('shows the Services menu only with entries, and none of the content pages without them', () => {
    const { unmount } = renderWithProviders(
      <ShellLinksContext.Provider value={{ services: [loan], footer: [] }}>
        <MainNavigation />
      </ShellLinksContext.Provider>,
    );
    expect(screen.getByText('Services')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personal loan' })).toHaveAttribute('href', '/privatlan/');
    unmount();
    renderWithProviders(<MainNavigation />);
    expect(screen.queryByText('Services')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Personal loan' })).toBeNull();
  });
});

describe('showsFooter', () => {
  it.each([
    ['/', true],
    ['/cl/', true],
    ['/authenticate/', false],
    ['/account/authenticate?x=1', false],
    ['/p/reauthenticated-3/', false],
  ])('%s → %s', (path, expected) => expect(showsFooter(path)).toBe(expected));
});

describe('ScrollToTopButton', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  };

  it('appears only after scrolling past 300 px and scrolls to the top when pressed', () => {
    const scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(301);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
