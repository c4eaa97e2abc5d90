import { describe, expect, it } from 'vitest';
import { footerLinks, parseSiteMenus, servicesLinks } from '@/lib/content/site-menus';

const item = (id: string, label: string, uri: string, parentId: string | null = null, cssClasses: string[] = []) => ({
  id,
  label,
  uri,
  path: uri,
  parentId,
  cssClasses,
  menu: { node: { name: 'Menu' } },
});

const PRIMARY = [
  item('1', 'All Categories', '/cl/'),
  item('2', 'Services', '#'),
  item('3', 'Personal loan', '/privatlan/', '2', ['loan']),
  item('4', 'Insurance', 'https://partner.example/insurance', '2'),
  item('5', 'Guides', '/g/'),
  item('6', 'Nested under Guides', '/g/tv/', '5'),
];

describe('servicesLinks', () => {
  it('takes the children of the Services entry, keeping outside URLs and the editor’s classes', () => {
    expect(servicesLinks(PRIMARY)).toEqual([
      { id: '3', label: 'Personal loan', href: '/privatlan/', cssClasses: ['loan'] },
      { id: '4', label: 'Insurance', href: 'https://partner.example/insurance', cssClasses: [] },
    ]);
  });

  it('finds Services by its label in any case, or by a `services` class', () => {
    expect(servicesLinks([item('a', 'SERVICES ', '#'), item('b', 'Loan', '/privatlan/', 'a')])).toHaveLength(1);
    expect(
      servicesLinks([item('a', 'Tjänster', '#', null, ['services']), item('b', 'Lån', '/privatlan/', 'a')]),
    ).toHaveLength(1);
  });

  it('is empty without a Services entry, and skips placeholders and unlabelled children', () => {
    expect(servicesLinks([item('1', 'Guides', '/g/')])).toEqual([]);
    expect(servicesLinks([item('2', 'Services', '#'), item('3', '', '/x/', '2'), item('4', 'Soon', '#', '2')])).toEqual(
      [],
    );
  });
});

describe('footerLinks', () => {
  it('takes the top level only', () => {
    expect(
      footerLinks([item('1', 'About us', '/about/'), item('2', 'Team', '/about/team/', '1')]).map((link) => link.href),
    ).toEqual(['/about/']);
  });
});

describe('parseSiteMenus', () => {
  const confirmedBoth = { personalLoan: { uri: '/privatlan/' }, about: { uri: '/about/' } };

  it('uses the menus when WordPress has them', () => {
    const menus = parseSiteMenus({
      primary: { nodes: PRIMARY },
      footer: { nodes: [item('9', 'About us', '/about/')] },
      ...confirmedBoth,
    });
    expect(menus.services.map((link) => link.href)).toEqual(['/privatlan/', 'https://partner.example/insurance']);
    expect(menus.footer).toEqual([{ id: '9', label: 'About us', href: '/about/', cssClasses: [] }]);
  });

  it('falls back to the site’s pages that WordPress confirmed, and only those', () => {
    expect(parseSiteMenus({ primary: { nodes: [] }, footer: null, ...confirmedBoth })).toEqual({
      services: [{ id: 'fallback-personalLoan', href: '/privatlan/', labelKey: 'nav.personalLoan', cssClasses: [] }],
      footer: [
        { id: 'fallback-personalLoan', href: '/privatlan/', labelKey: 'nav.personalLoan', cssClasses: [] },
        { id: 'fallback-about', href: '/about/', labelKey: 'footer.about', cssClasses: [] },
      ],
    });
    expect(parseSiteMenus({ primary: null, footer: null, personalLoan: null, about: { uri: '/about/' } })).toEqual({
      services: [],
      footer: [{ id: 'fallback-about', href: '/about/', labelKey: 'footer.about', cssClasses: [] }],
    });
    expect(parseSiteMenus({ primary: null, footer: null, personalLoan: null, about: null })).toEqual({
      services: [],
      footer: [],
    });
  });

  it('gives no content links for an answer of the wrong shape', () => {
    expect(parseSiteMenus({ primary: 'menu' })).toEqual({ services: [], footer: [] });
    expect(parseSiteMenus(null)).toEqual({ services: [], footer: [] });
  });
});
