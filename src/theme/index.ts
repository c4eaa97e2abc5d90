import { extendTheme, type ThemeConfig } from '@chakra-ui/react';

// Colour mode starts light and ignores the system setting; the user's choice is kept in
// local storage by Chakra's colour-mode manager (spec §1).
const config: ThemeConfig = {
  initialColorMode: 'light',
  useSystemColorMode: false,
};

export const breakpoints = {
  base: '0px',
  sm: '360px',
  md: '480px',
  mdl: '520px',
  slg: '620px',
  lg: '991px',
  xl: '1160px',
  xxl: '1200px',
  '2xl': '1400px',
} as const;

export const theme = extendTheme({
  config,
  breakpoints,
  colors: {
    brand: {
      50: '#f4effc',
      100: '#e3d6f8',
      200: '#c9b0f0',
      300: '#aa85e6',
      400: '#8d5ddb',
      500: '#6f3fc7',
      600: '#5a31a5',
      700: '#462682',
      800: '#331c60',
      900: '#21123f',
    },
  },
  fonts: {
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  styles: {
    global: {
      'html, body': { minHeight: '100%' },
      '.skip-link': {
        position: 'absolute',
        left: '-9999px',
        top: 2,
        zIndex: 'skipLink',
        background: 'white',
        color: 'brand.700',
        padding: 2,
        borderRadius: 'md',
      },
      '.skip-link:focus': { left: 2 },
    },
  },
  components: {
    Button: { defaultProps: { colorScheme: 'brand' } },
    Link: { baseStyle: { color: 'inherit' } },
  },
});
