/**
 * The design tokens: the one source of the site's colours, in light and dark mode. The static CSS
 * reads them as custom properties (`tokens-css.ts`, written into the document head) and Chakra's
 * theme reads the same values (`chakra-theme.ts`), so the two can never disagree. Every pair of a
 * text colour and the backgrounds it sits on is checked for WCAG AA contrast by a unit test.
 */

/** The brand purple. 500 carries white text (8:1), 200 carries dark text in dark mode. */
export const brand = {
  50: '#f5f0fd',
  100: '#e8dcfa',
  200: '#d0b9f3',
  300: '#b08fe8',
  400: '#8a5fd6',
  500: '#5f33b0',
  600: '#4c2891',
  700: '#3d2076',
  800: '#2e185a',
  900: '#1f103d',
} as const;

export interface ModeColor {
  light: string;
  dark: string;
}

export const colors = {
  /** The page. */
  bg: { light: '#ffffff', dark: '#121118' },
  /** Cards, the footer, table heads. */
  surface: { light: '#f6f5f9', dark: '#1c1b24' },
  /** Highlighted surfaces: category tiles, the active suggestion, the current page number. */
  surfaceAccent: { light: brand[50], dark: '#2a2240' },
  /** Decorative lines (never the only cue). */
  border: { light: '#dcd9e3', dark: '#3a3846' },
  /** Lines that identify a control (inputs, checkboxes): 3:1 against the page. */
  borderStrong: { light: '#767183', dark: '#8e8a9c' },
  text: { light: '#1b1a22', dark: '#f1eff6' },
  textMuted: { light: '#55525f', dark: '#b5b1c2' },
  link: { light: brand[600], dark: brand[200] },
  /** Solid buttons and the brand mark. */
  accent: { light: brand[500], dark: brand[200] },
  onAccent: { light: '#ffffff', dark: '#121118' },
  focus: { light: brand[500], dark: brand[300] },
  /** The discount badge. */
  danger: { light: '#b42318', dark: '#f97066' },
  onDanger: { light: '#ffffff', dark: '#121118' },
  success: { light: '#1a7f37', dark: '#4ade80' },
  warning: { light: '#9a5b00', dark: '#fbbf24' },
  /** Behind product images and store logos, which are drawn for a white ground. */
  imageBg: { light: '#ffffff', dark: '#ffffff' },
  /** Text on that white ground (an image's alternative text while it loads or when it fails). */
  onImage: { light: '#1b1a22', dark: '#1b1a22' },
} as const satisfies Record<string, ModeColor>;

export type ColorToken = keyof typeof colors;

/** Text on backgrounds: 4.5:1 (WCAG 1.4.3). Controls and focus rings on backgrounds: 3:1 (1.4.11). */
export const CONTRAST_PAIRS: readonly { foreground: ColorToken; background: ColorToken; minimum: number }[] = [
  ...(['bg', 'surface', 'surfaceAccent'] as const).flatMap((background) =>
    (['text', 'textMuted', 'link', 'success', 'warning'] as const).map((foreground) => ({
      foreground,
      background,
      minimum: 4.5,
    })),
  ),
  { foreground: 'onAccent', background: 'accent', minimum: 4.5 },
  { foreground: 'onDanger', background: 'danger', minimum: 4.5 },
  { foreground: 'onImage', background: 'imageBg', minimum: 4.5 },
  ...(['bg', 'surface'] as const).flatMap((background) =>
    (['borderStrong', 'focus', 'accent'] as const).map((foreground) => ({ foreground, background, minimum: 3 })),
  ),
];

export const radii = { sm: '4px', md: '8px', lg: '12px', full: '9999px' } as const;

export const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
