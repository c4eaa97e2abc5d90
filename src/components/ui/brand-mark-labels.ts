/** The label of each payment-method and shipping-carrier logo the site can show. */
export const PAYMENT_METHOD_LABELS = {
  visa: 'VISA',
  swish: 'Swish',
  mastercard: 'Mastercard',
  klarna: 'Klarna',
  payson: 'Payson',
  svea: 'Svea',
  trustly: 'Trustly',
  applepay: 'Apple Pay',
  qliro: 'Qliro',
  paypal: 'PayPal',
  ecster: 'Ecster',
  amex: 'AMEX',
  faktura: 'Faktura',
  picpay: 'PicPay',
  hipercard: 'Hipercard',
  boleto: 'Boleto',
  pix: 'Pix',
} as const satisfies Record<string, string>;

export const SHIPPING_CARRIER_LABELS = {
  dhl: 'DHL',
  dhlexpress: 'DHL Express',
  instabox: 'Instabox',
  postnord: 'PostNord',
  postnordpostpaket: 'PostNord Paket',
  schenker: 'DB Schenker',
  shenker: 'Schenker',
  klarna: 'Klarna',
  airmee: 'Airmee',
  budbee: 'Budbee',
  bring: 'Bring',
  ups: 'UPS',
  earlybird: 'Early Bird',
  correios: 'Correios',
} as const satisfies Record<string, string>;

export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;
export type ShippingCarrier = keyof typeof SHIPPING_CARRIER_LABELS;

/** A mark's label, or undefined for a name the site has no logo for. */
export function brandMarkLabel(kind: 'payment' | 'carrier', name: string): string | undefined {
  const labels: Record<string, string> = kind === 'payment' ? PAYMENT_METHOD_LABELS : SHIPPING_CARRIER_LABELS;
  return labels[name.toLowerCase()];
}
