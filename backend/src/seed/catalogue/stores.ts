/** Payment methods and carriers the site has logos for (spec §1). */
export const PAYMENT_METHODS = [
  'visa', 'swish', 'mastercard', 'klarna', 'payson', 'svea', 'trustly', 'applepay', 'qliro',
  'paypal', 'ecster', 'amex', 'faktura', 'picpay', 'hipercard', 'boleto', 'pix',
] as const;

export const SHIPPING_CARRIERS = [
  'dhl', 'dhlexpress', 'instabox', 'postnord', 'postnordpostpaket', 'schenker', 'shenker', 'klarna',
  'airmee', 'budbee', 'bring', 'ups', 'earlybird', 'correios',
] as const;

export interface StoreSeed {
  name: string;
  domain: string;
  paymentMethods: string[];
  shippingCarriers: string[];
}

/** Fictional retailers on reserved `.example` domains, so demo links never point at a real shop. */
export const STORES: readonly StoreSeed[] = [
  { name: 'Voltmarket', domain: 'www.voltmarket.example', paymentMethods: ['visa', 'mastercard', 'klarna', 'applepay'], shippingCarriers: ['postnord', 'instabox'] },
  { name: 'Northgate Electronics', domain: 'www.northgate-electronics.example', paymentMethods: ['visa', 'mastercard', 'paypal', 'amex'], shippingCarriers: ['dhl', 'ups'] },
  { name: 'Brightside Tech', domain: 'brightside-tech.example', paymentMethods: ['visa', 'mastercard', 'swish', 'trustly'], shippingCarriers: ['budbee', 'postnordpostpaket'] },
  { name: 'Kettle & Co', domain: 'www.kettleandco.example', paymentMethods: ['visa', 'klarna', 'faktura'], shippingCarriers: ['bring', 'earlybird'] },
  { name: 'Pixel Harbour', domain: 'www.pixelharbour.example', paymentMethods: ['visa', 'mastercard', 'qliro', 'applepay'], shippingCarriers: ['airmee', 'instabox'] },
  { name: 'Homestead Living', domain: 'homestead-living.example', paymentMethods: ['visa', 'mastercard', 'svea', 'faktura'], shippingCarriers: ['schenker', 'postnord'] },
  { name: 'Cobalt Gaming', domain: 'www.cobaltgaming.example', paymentMethods: ['visa', 'paypal', 'payson', 'klarna'], shippingCarriers: ['dhlexpress', 'ups'] },
  { name: 'Fjord Outdoor', domain: 'www.fjordoutdoor.example', paymentMethods: ['visa', 'mastercard', 'swish', 'ecster'], shippingCarriers: ['bring', 'shenker'] },
  { name: 'Lumen Direct', domain: 'lumen-direct.example', paymentMethods: ['visa', 'amex', 'applepay'], shippingCarriers: ['dhl', 'budbee'] },
  { name: 'Maple Kitchenware', domain: 'www.maplekitchenware.example', paymentMethods: ['visa', 'mastercard', 'klarna'], shippingCarriers: ['postnordpostpaket', 'earlybird'] },
  { name: 'Orbit Mobile', domain: 'www.orbitmobile.example', paymentMethods: ['visa', 'mastercard', 'paypal', 'trustly'], shippingCarriers: ['instabox', 'airmee'] },
  { name: 'Stonebridge Appliances', domain: 'stonebridge-appliances.example', paymentMethods: ['visa', 'svea', 'qliro'], shippingCarriers: ['schenker', 'dhl'] },
  { name: 'Tidewell Sports', domain: 'www.tidewellsports.example', paymentMethods: ['visa', 'mastercard', 'swish'], shippingCarriers: ['postnord', 'bring'] },
  { name: 'Rio Digital', domain: 'www.riodigital.example', paymentMethods: ['visa', 'mastercard', 'picpay', 'hipercard', 'boleto', 'pix'], shippingCarriers: ['correios'] },
  { name: 'Nimbus Computers', domain: 'www.nimbuscomputers.example', paymentMethods: ['visa', 'mastercard', 'amex', 'paypal'], shippingCarriers: ['ups', 'dhlexpress'] },
  { name: 'Willow & Thread', domain: 'willow-and-thread.example', paymentMethods: ['visa', 'klarna', 'ecster', 'payson'], shippingCarriers: ['budbee', 'klarna'] },
];
