/** Payment methods the site has logos for (docs/PRODUCT.md §1); each is served as `payment-{name}.svg`. */
export const PAYMENT_METHODS = [
  'visa',
  'swish',
  'mastercard',
  'klarna',
  'payson',
  'svea',
  'trustly',
  'applepay',
  'qliro',
  'paypal',
  'ecster',
  'amex',
  'faktura',
  'picpay',
  'hipercard',
  'boleto',
  'pix',
] as const;

/** Shipping carriers the site has logos for (docs/PRODUCT.md §1); each is served as `carrier-{name}.svg`. */
export const SHIPPING_CARRIERS = [
  'dhl',
  'dhlexpress',
  'instabox',
  'postnord',
  'postnordpostpaket',
  'schenker',
  'shenker',
  'klarna',
  'airmee',
  'budbee',
  'bring',
  'ups',
  'earlybird',
  'correios',
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number];
