import { colors, fontStack, radii, type ColorToken } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `--color-text-muted`: the custom property the static CSS reads for a colour token. */
export const colorVar = (token: ColorToken) => `--color-${kebab(token)}`;

function declarations(mode: 'light' | 'dark'): string {
  return Object.entries(colors)
    .map(([token, value]) => `${colorVar(token as ColorToken)}:${value[mode]};`)
    .join('');
}

/**
 * The tokens as CSS custom properties. Light is the default; the colour-mode script sets
 * `data-theme="dark"` on the root before the first paint when the reader chose dark.
 */
export function tokensCss(): string {
  const shared = `--font-body:${fontStack};${Object.entries(radii)
    .map(([name, value]) => `--radius-${name}:${value};`)
    .join('')}`;
  return `:root{${shared}${declarations('light')}color-scheme:light}:root[data-theme=dark]{${declarations('dark')}color-scheme:dark}`;
}
