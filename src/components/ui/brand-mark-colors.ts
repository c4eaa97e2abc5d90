import { UNKNOWN_MARK_COLORS, type BrandMarkColors } from './brand-mark-geometry';

/** The colours each logo is drawn in: only the sprite needs them, the browser only labels. */
const PAYMENT_METHOD_COLORS: Record<string, BrandMarkColors> = {
  visa: { background: '#1a1f71', foreground: '#ffffff' },
  swish: { background: '#ffffff', foreground: '#e0194e' },
  mastercard: { background: '#252525', foreground: '#f79e1b' },
  klarna: { background: '#ffb3c7', foreground: '#17120f' },
  payson: { background: '#ffffff', foreground: '#2d9bd6' },
  svea: { background: '#00aece', foreground: '#ffffff' },
  trustly: { background: '#0ee06e', foreground: '#0a2e1a' },
  applepay: { background: '#000000', foreground: '#ffffff' },
  qliro: { background: '#0b2b22', foreground: '#8ff0c4' },
  paypal: { background: '#ffffff', foreground: '#003087' },
  ecster: { background: '#002f5f', foreground: '#ffffff' },
  amex: { background: '#2e77bc', foreground: '#ffffff' },
  faktura: { background: '#f2f2f2', foreground: '#333333' },
  picpay: { background: '#21c25e', foreground: '#ffffff' },
  hipercard: { background: '#b3131b', foreground: '#ffffff' },
  boleto: { background: '#ffffff', foreground: '#111111' },
  pix: { background: '#32bcad', foreground: '#ffffff' },
};

const SHIPPING_CARRIER_COLORS: Record<string, BrandMarkColors> = {
  dhl: { background: '#ffcc00', foreground: '#d40511' },
  dhlexpress: { background: '#ffcc00', foreground: '#d40511' },
  instabox: { background: '#ff4f6d', foreground: '#ffffff' },
  postnord: { background: '#00a0d6', foreground: '#ffffff' },
  postnordpostpaket: { background: '#00a0d6', foreground: '#ffffff' },
  schenker: { background: '#ec0016', foreground: '#ffffff' },
  shenker: { background: '#ec0016', foreground: '#ffffff' },
  klarna: { background: '#ffb3c7', foreground: '#17120f' },
  airmee: { background: '#1e1e50', foreground: '#ffffff' },
  budbee: { background: '#47d7ac', foreground: '#1c1c1c' },
  bring: { background: '#7bc144', foreground: '#ffffff' },
  ups: { background: '#351c15', foreground: '#ffb500' },
  earlybird: { background: '#ffe14d', foreground: '#1c1c1c' },
  correios: { background: '#ffe600', foreground: '#00417a' },
};

export function brandMarkColors(kind: 'payment' | 'carrier', name: string): BrandMarkColors {
  return (
    (kind === 'payment' ? PAYMENT_METHOD_COLORS : SHIPPING_CARRIER_COLORS)[name.toLowerCase()] ?? UNKNOWN_MARK_COLORS
  );
}
