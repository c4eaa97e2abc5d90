import { extendBaseTheme, type ThemeConfig } from '@chakra-ui/react';
import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Drawer,
  Form,
  FormError,
  FormLabel,
  Heading,
  Input,
  Modal,
  Radio,
  Select,
  Spinner,
  Textarea,
} from '@chakra-ui/theme/components';
import { breakpoints } from '../breakpoints';
import { brand, colors, fontStack, type ColorToken } from '../tokens';

// Colour mode starts light and ignores the system setting; the reader's choice is kept in local
// storage under Chakra's key, which the colour-mode script and the toggle share.
const config: ThemeConfig = { initialColorMode: 'light', useSystemColorMode: false };

const semantic = (token: ColorToken) => ({ _light: colors[token].light, _dark: colors[token].dark });

/**
 * Chakra's theme for the parts of the site built with Chakra (dialogs, drawers, account forms):
 * the base theme plus only the component themes those parts use, so their chunks stay small.
 * Colours are the site's tokens, so Chakra's parts meet the same contrast as the static CSS.
 */
export const chakraTheme = extendBaseTheme({
  config,
  breakpoints,
  colors: { brand },
  fonts: { heading: fontStack, body: fontStack },
  semanticTokens: {
    colors: {
      'chakra-body-text': semantic('text'),
      'chakra-body-bg': semantic('bg'),
      'chakra-border-color': semantic('borderStrong'),
      'chakra-placeholder-color': semantic('textMuted'),
      'chakra-subtle-bg': semantic('surface'),
      'chakra-subtle-text': semantic('textMuted'),
    },
  },
  components: {
    Alert,
    Button: { ...Button, defaultProps: { ...Button.defaultProps, colorScheme: 'brand' } },
    Checkbox: { ...Checkbox, defaultProps: { ...Checkbox.defaultProps, colorScheme: 'brand' } },
    CloseButton,
    Drawer,
    Form,
    FormError,
    FormLabel,
    Heading,
    Input: { ...Input, defaultProps: { ...Input.defaultProps, focusBorderColor: colors.focus.light } },
    Modal,
    Radio: { ...Radio, defaultProps: { ...Radio.defaultProps, colorScheme: 'brand' } },
    Select,
    Spinner,
    Textarea,
  },
});
