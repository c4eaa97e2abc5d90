import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from '@/theme/contrast';
import { CONTRAST_PAIRS, colors } from '@/theme/tokens';

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5f33b0', '#5f33b0')).toBe(1);
  });

  it('matches WCAG reference values', () => {
    // #767676 on white is the classic lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('#fff')).toThrow(/#rrggbb/);
    expect(() => relativeLuminance('purple')).toThrow(/#rrggbb/);
  });
});

describe('the theme tokens', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const { foreground, background, minimum } of CONTRAST_PAIRS) {
      it(`${foreground} on ${background} reaches ${minimum}:1 in ${mode} mode`, () => {
        const ratio = contrastRatio(colors[foreground][mode], colors[background][mode]);
        expect(
          ratio,
          `${colors[foreground][mode]} on ${colors[background][mode]} is ${ratio.toFixed(2)}:1`,
        ).toBeGreaterThanOrEqual(minimum);
      });
    }
  }

  it('checks every text colour on every surface it is used on', () => {
    const textOnBg = CONTRAST_PAIRS.filter((pair) => pair.background === 'bg' && pair.minimum === 4.5).map(
      (pair) => pair.foreground,
    );
    expect(textOnBg).toEqual(expect.arrayContaining(['text', 'textMuted', 'link']));
  });
});
