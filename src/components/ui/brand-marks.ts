/** Label and colours of each payment-method and shipping-carrier logo the site can show (spec §1). */
export interface BrandMarkStyle {
  label: string;
  background: string;
  foreground: string;
}

export const PAYMENT_METHOD_MARKS = {
  visa: { label: 'VISA', background: '#1a1f71', foreground: '#ffffff' },
  swish: { label: 'Swish', background: '#ffffff', foreground: '#e0194e' },
  mastercard: { label: 'Mastercard', background: '#252525', foreground: '#f79e1b' },
  klarna: { label: 'Klarna', background: '#ffb3c7', foreground: '#17120f' },
  payson: { label: 'Payson', background: '#ffffff', foreground: '#2d9bd6' },
  svea: { label: 'Svea', background: '#00aece', foreground: '#ffffff' },
  trustly: { label: 'Trustly', background: '#0ee06e', foreground: '#0a2e1a' },
  applepay: { label: 'Apple Pay', background: '#000000', foreground: '#ffffff' },
  qliro: { label: 'Qliro', background: '#0b2b22', foreground: '#8ff0c4' },
  paypal: { label: 'PayPal', background: '#ffffff', foreground: '#003087' },
  ecster: { label: 'Ecster', background: '#002f5f', foreground: '#ffffff' },
  amex: { label: 'AMEX', background: '#2e77bc', foreground: '#ffffff' },
  faktura: { label: 'Faktura', background: '#f2f2f2', foreground: '#333333' },
  picpay: { label: 'PicPay', background: '#21c25e', foreground: '#ffffff' },
  hipercard: { label: 'Hipercard', background: '#b3131b', foreground: '#ffffff' },
  boleto: { label: 'Boleto', background: '#ffffff', foreground: '#111111' },
  pix: { label: 'Pix', background: '#32bcad', foreground: '#ffffff' },
} as const satisfies Record<string, BrandMarkStyle>;

export const SHIPPING_CARRIER_MARKS = {
  dhl: { label: 'DHL', background: '#ffcc00', foreground: '#d40511' },
  dhlexpress: { label: 'DHL Express', background: '#ffcc00', foreground: '#d40511' },
  instabox: { label: 'Instabox', background: '#ff4f6d', foreground: '#ffffff' },
  postnord: { label: 'PostNord', background: '#00a0d6', foreground: '#ffffff' },
  postnordpostpaket: { label: 'PostNord Paket', background: '#00a0d6', foreground: '#ffffff' },
  schenker: { label: 'DB Schenker', background: '#ec0016', foreground: '#ffffff' },
  shenker: { label: 'Schenker', background: '#ec0016', foreground: '#ffffff' },
  klarna: { label: 'Klarna', background: '#ffb3c7', foreground: '#17120f' },
  airmee: { label: 'Airmee', background: '#1e1e50', foreground: '#ffffff' },
  budbee: { label: 'Budbee', background: '#47d7ac', foreground: '#1c1c1c' },
  bring: { label: 'Bring', background: '#7bc144', foreground: '#ffffff' },
  ups: { label: 'UPS', background: '#351c15', foreground: '#ffb500' },
  earlybird: { label: 'Early Bird', background: '#ffe14d', foreground: '#1c1c1c' },
  correios: { label: 'Correios', background: '#ffe600', foreground: '#00417a' },
} as const satisfies Record<string, BrandMarkStyle>;

export type PaymentMethod = keyof typeof PAYMENT_METHOD_MARKS;
export type ShippingCarrier = keyof typeof SHIPPING_CARRIER_MARKS;

export function getBrandMark(kind: 'payment' | 'carrier', name: string): BrandMarkStyle | undefined {
  const marks: Record<string, BrandMarkStyle> = kind === 'payment' ? PAYMENT_METHOD_MARKS : SHIPPING_CARRIER_MARKS;
  return marks[name.toLowerCase()];
}
