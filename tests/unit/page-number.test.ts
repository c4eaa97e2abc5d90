import { describe, expect, it } from 'vitest';
import { parsePageNumber } from '@/lib/routing/page-number';

describe('parsePageNumber', () => {
  it('reads a plain page number as canonical', () => {
    expect(parsePageNumber('1')).toEqual({ kind: 'page', page: 1, canonical: true });
    expect(parsePageNumber('12')).toEqual({ kind: 'page', page: 12, canonical: true });
  });

  it('says when there is no page at all', () => {
    expect(parsePageNumber(undefined)).toEqual({ kind: 'absent' });
    expect(parsePageNumber(null)).toEqual({ kind: 'absent' });
    expect(parsePageNumber([])).toEqual({ kind: 'absent' });
  });

  it.each(['0', '00', '-1', '-0', '+1', '1e3', '1.5', '1.0', '2x', 'x2', '', '   ', '0x10', 'Infinity', 'NaN', '1 2'])(
    'is invalid for %j',
    (value) => expect(parsePageNumber(value)).toEqual({ kind: 'invalid' }),
  );

  it('reads other spellings of a page, but not as canonical', () => {
    expect(parsePageNumber('01')).toEqual({ kind: 'page', page: 1, canonical: false });
    expect(parsePageNumber(' 2')).toEqual({ kind: 'page', page: 2, canonical: false });
    expect(parsePageNumber('3 ')).toEqual({ kind: 'page', page: 3, canonical: false });
  });

  it('takes the first of repeated values, never as canonical', () => {
    expect(parsePageNumber(['2', '3'])).toEqual({ kind: 'page', page: 2, canonical: false });
    expect(parsePageNumber(['x', '3'])).toEqual({ kind: 'invalid' });
  });

  it('reads huge numbers while they are exact, and refuses the rest', () => {
    expect(parsePageNumber('9007199254740991')).toEqual({
      kind: 'page',
      page: Number.MAX_SAFE_INTEGER,
      canonical: true,
    });
    expect(parsePageNumber('9007199254740992')).toEqual({ kind: 'invalid' });
    expect(parsePageNumber('1'.repeat(400))).toEqual({ kind: 'invalid' });
  });
});
