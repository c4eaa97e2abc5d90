import type { PaymentMethod, ShippingCarrier } from '../../pricing/images/logo-names.js';

export { PAYMENT_METHODS, SHIPPING_CARRIERS } from '../../pricing/images/logo-names.js';

/** Top-level category ids (1 Electronics .. 6 Toys & Games), see categories.ts. */
export type Department = 1 | 2 | 3 | 4 | 5 | 6;

export interface StoreSeed {
  name: string;
  domain: string;
  paymentMethods: PaymentMethod[];
  shippingCarriers: ShippingCarrier[];
  /** Departments the store lists offers in; every department has at least 8 stores. */
  sells: Department[];
  /** Delivery charge in pence, waived from `freeShippingFrom` pounds (0 = always charged). */
  shippingFee: number;
  freeShippingFrom: number;
  /** Path segment of the store's product pages, so offer URLs look like each shop's own. */
  productPath: string;
}

/** Fictional retailers on reserved `.example` domains, so demo links never point at a real shop. */
export const STORES: readonly StoreSeed[] = [
  {
    name: 'Voltmarket',
    domain: 'www.voltmarket.example',
    paymentMethods: ['visa', 'mastercard', 'klarna', 'applepay'],
    shippingCarriers: ['postnord', 'instabox'],
    sells: [1, 2, 3, 4, 5, 6],
    shippingFee: 399,
    freeShippingFrom: 40,
    productPath: 'p',
  },
  {
    name: 'Northgate Electronics',
    domain: 'www.northgate-electronics.example',
    paymentMethods: ['visa', 'mastercard', 'paypal', 'amex'],
    shippingCarriers: ['dhl', 'ups'],
    sells: [1, 2, 3, 5],
    shippingFee: 499,
    freeShippingFrom: 50,
    productPath: 'product',
  },
  {
    name: 'Brightside Tech',
    domain: 'brightside-tech.example',
    paymentMethods: ['visa', 'mastercard', 'swish', 'trustly'],
    shippingCarriers: ['budbee', 'postnordpostpaket'],
    sells: [1, 2, 6],
    shippingFee: 299,
    freeShippingFrom: 25,
    productPath: 'item',
  },
  {
    name: 'Kettle & Co',
    domain: 'www.kettleandco.example',
    paymentMethods: ['visa', 'klarna', 'faktura'],
    shippingCarriers: ['bring', 'earlybird'],
    sells: [3, 5],
    shippingFee: 395,
    freeShippingFrom: 30,
    productPath: 'shop',
  },
  {
    name: 'Pixel Harbour',
    domain: 'www.pixelharbour.example',
    paymentMethods: ['visa', 'mastercard', 'qliro', 'applepay'],
    shippingCarriers: ['airmee', 'instabox'],
    sells: [1, 2, 6],
    shippingFee: 0,
    freeShippingFrom: 0,
    productPath: 'products',
  },
  {
    name: 'Homestead Living',
    domain: 'homestead-living.example',
    paymentMethods: ['visa', 'mastercard', 'svea', 'faktura'],
    shippingCarriers: ['schenker', 'postnord'],
    sells: [3, 4, 5, 6],
    shippingFee: 595,
    freeShippingFrom: 75,
    productPath: 'p',
  },
  {
    name: 'Cobalt Gaming',
    domain: 'www.cobaltgaming.example',
    paymentMethods: ['visa', 'paypal', 'payson', 'klarna'],
    shippingCarriers: ['dhlexpress', 'ups'],
    sells: [1, 2, 6],
    shippingFee: 349,
    freeShippingFrom: 35,
    productPath: 'game',
  },
  {
    name: 'Fjord Outdoor',
    domain: 'www.fjordoutdoor.example',
    paymentMethods: ['visa', 'mastercard', 'swish', 'ecster'],
    shippingCarriers: ['bring', 'shenker'],
    sells: [4],
    shippingFee: 450,
    freeShippingFrom: 60,
    productPath: 'gear',
  },
  {
    name: 'Lumen Direct',
    domain: 'lumen-direct.example',
    paymentMethods: ['visa', 'amex', 'applepay'],
    shippingCarriers: ['dhl', 'budbee'],
    sells: [1, 2, 3, 4, 5],
    shippingFee: 299,
    freeShippingFrom: 20,
    productPath: 'dp',
  },
  {
    name: 'Maple Kitchenware',
    domain: 'www.maplekitchenware.example',
    paymentMethods: ['visa', 'mastercard', 'klarna'],
    shippingCarriers: ['postnordpostpaket', 'earlybird'],
    sells: [3, 5],
    shippingFee: 495,
    freeShippingFrom: 45,
    productPath: 'kitchen',
  },
  {
    name: 'Orbit Mobile',
    domain: 'www.orbitmobile.example',
    paymentMethods: ['visa', 'mastercard', 'paypal', 'trustly'],
    shippingCarriers: ['instabox', 'airmee'],
    sells: [1, 4],
    shippingFee: 0,
    freeShippingFrom: 0,
    productPath: 'device',
  },
  {
    name: 'Stonebridge Appliances',
    domain: 'stonebridge-appliances.example',
    paymentMethods: ['visa', 'svea', 'qliro'],
    shippingCarriers: ['schenker', 'dhl'],
    sells: [3],
    shippingFee: 1999,
    freeShippingFrom: 300,
    productPath: 'appliance',
  },
  {
    name: 'Tidewell Sports',
    domain: 'www.tidewellsports.example',
    paymentMethods: ['visa', 'mastercard', 'swish'],
    shippingCarriers: ['postnord', 'bring'],
    sells: [4, 5, 6],
    shippingFee: 399,
    freeShippingFrom: 50,
    productPath: 'product',
  },
  {
    name: 'Rio Digital',
    domain: 'www.riodigital.example',
    paymentMethods: ['visa', 'mastercard', 'picpay', 'hipercard', 'boleto', 'pix'],
    shippingCarriers: ['correios'],
    sells: [1, 2, 4, 6],
    shippingFee: 699,
    freeShippingFrom: 100,
    productPath: 'produto',
  },
  {
    name: 'Nimbus Computers',
    domain: 'www.nimbuscomputers.example',
    paymentMethods: ['visa', 'mastercard', 'amex', 'paypal'],
    shippingCarriers: ['ups', 'dhlexpress'],
    sells: [1, 2],
    shippingFee: 599,
    freeShippingFrom: 99,
    productPath: 'pc',
  },
  {
    name: 'Willow & Thread',
    domain: 'willow-and-thread.example',
    paymentMethods: ['visa', 'klarna', 'ecster', 'payson'],
    shippingCarriers: ['budbee', 'klarna'],
    sells: [3, 4, 5, 6],
    shippingFee: 350,
    freeShippingFrom: 35,
    productPath: 'p',
  },
];
