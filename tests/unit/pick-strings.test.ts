import { describe, expect, it } from 'vitest';
import { pickStrings } from '@/lib/i18n/pick-strings';

const STRINGS = {
  common: {
    siteName: 'Pricewise',
    nav: { deals: 'Price drops', guides: 'Guides' },
    navigation: 'not nav',
    account: { unread_one: 'unread notification', unread_other: 'unread notifications', signIn: 'Sign in' },
  },
  about: { about: { money: { paragraphs: ['One', 'Two'] } } },
};

describe('pickStrings', () => {
  it('keeps whole keys and every key under a prefix, in the same shape', () => {
    expect(pickStrings(STRINGS, ['siteName', 'nav'])).toEqual({
      common: { siteName: 'Pricewise', nav: { deals: 'Price drops', guides: 'Guides' } },
    });
  });

  it('takes the plural forms of a key, and not a longer name that merely starts like it', () => {
    expect(pickStrings(STRINGS, ['account.unread'])).toEqual({
      common: { account: { unread_one: 'unread notification', unread_other: 'unread notifications' } },
    });
    expect(pickStrings(STRINGS, ['nav']).common).not.toHaveProperty('navigation');
  });

  it('keeps lists whole, and leaves out namespaces with nothing asked for', () => {
    expect(pickStrings(STRINGS, ['about.money'])).toEqual({
      about: { about: { money: { paragraphs: ['One', 'Two'] } } },
    });
    expect(pickStrings(STRINGS, ['nothing'])).toEqual({});
  });
});
