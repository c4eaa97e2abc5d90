import type { PaymentMethod, ShippingCarrier } from './logo-names.js';
import { escapeXml, hueOf, svgDocument } from './svg.js';

interface Mark {
  label: string;
  background: string;
  foreground: string;
}

/** House colours and wordmarks, close enough for a shopper to recognise each method. */
const PAYMENT_MARKS: Record<PaymentMethod, Mark> = {
  visa: { label: 'VISA', background: '#1a1f71', foreground: '#ffffff' },
  swish: { label: 'Swish', background: '#ffffff', foreground: '#e3001b' },
  mastercard: { label: 'mastercard', background: '#252525', foreground: '#f79e1b' },
  klarna: { label: 'Klarna.', background: '#ffb3c7', foreground: '#17120f' },
  payson: { label: 'Payson', background: '#0a4f96', foreground: '#ffffff' },
  svea: { label: 'Svea', background: '#00325c', foreground: '#ffffff' },
  trustly: { label: 'Trustly', background: '#0ee06e', foreground: '#0b1e13' },
  applepay: { label: 'Apple Pay', background: '#000000', foreground: '#ffffff' },
  qliro: { label: 'Qliro', background: '#000000', foreground: '#b5fff5' },
  paypal: { label: 'PayPal', background: '#ffffff', foreground: '#003087' },
  ecster: { label: 'Ecster', background: '#1d3b52', foreground: '#ffffff' },
  amex: { label: 'AMEX', background: '#2e77bc', foreground: '#ffffff' },
  faktura: { label: 'Faktura', background: '#f2f2f2', foreground: '#333333' },
  picpay: { label: 'PicPay', background: '#21c25e', foreground: '#ffffff' },
  hipercard: { label: 'Hipercard', background: '#b3131b', foreground: '#ffffff' },
  boleto: { label: 'Boleto', background: '#ffffff', foreground: '#000000' },
  pix: { label: 'pix', background: '#ffffff', foreground: '#32bcad' },
};

const CARRIER_MARKS: Record<ShippingCarrier, Mark> = {
  dhl: { label: 'DHL', background: '#ffcc00', foreground: '#d40511' },
  dhlexpress: { label: 'DHL Express', background: '#ffcc00', foreground: '#d40511' },
  instabox: { label: 'instabox', background: '#ff5b5b', foreground: '#ffffff' },
  postnord: { label: 'PostNord', background: '#00a0d6', foreground: '#ffffff' },
  postnordpostpaket: { label: 'PostNord Paket', background: '#00a0d6', foreground: '#ffffff' },
  schenker: { label: 'DB SCHENKER', background: '#ffffff', foreground: '#ec0016' },
  shenker: { label: 'Schenker', background: '#ec0016', foreground: '#ffffff' },
  klarna: { label: 'Klarna Delivery', background: '#ffb3c7', foreground: '#17120f' },
  airmee: { label: 'Airmee', background: '#1e1e3c', foreground: '#ffffff' },
  budbee: { label: 'budbee', background: '#3ec4a4', foreground: '#ffffff' },
  bring: { label: 'Bring', background: '#7bc144', foreground: '#ffffff' },
  ups: { label: 'UPS', background: '#351c15', foreground: '#ffb500' },
  earlybird: { label: 'Early Bird', background: '#fdd835', foreground: '#263238' },
  correios: { label: 'Correios', background: '#ffe600', foreground: '#00416b' },
};

function renderMark(mark: Mark, title: string): string {
  const size = mark.label.length > 10 ? 20 : 26;
  const body =
    `<rect x="1" y="1" width="158" height="98" rx="12" fill="${mark.background}" stroke="#d0d0d0" stroke-width="2"/>` +
    `<text x="80" y="${50 + size / 3}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${mark.foreground}">${escapeXml(mark.label)}</text>`;
  return svgDocument(160, 100, body, title);
}

export function isPaymentMethod(name: string): name is PaymentMethod {
  return Object.hasOwn(PAYMENT_MARKS, name);
}

export function isShippingCarrier(name: string): name is ShippingCarrier {
  return Object.hasOwn(CARRIER_MARKS, name);
}

export function renderPaymentLogo(name: PaymentMethod): string {
  return renderMark(PAYMENT_MARKS[name], `${PAYMENT_MARKS[name].label} payment`);
}

export function renderCarrierLogo(name: ShippingCarrier): string {
  return renderMark(CARRIER_MARKS[name], `${CARRIER_MARKS[name].label} delivery`);
}

/** A store's logo: monogram badge and name in the store's own colour. */
export function renderStoreLogo(storeName: string): string {
  const hue = hueOf(storeName);
  const initials = storeName
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const body =
    `<rect width="320" height="96" rx="14" fill="hsl(${hue} 60% 96%)"/>` +
    `<circle cx="48" cy="48" r="32" fill="hsl(${hue} 62% 40%)"/>` +
    `<text x="48" y="58" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>` +
    `<text x="96" y="57" font-family="Helvetica, Arial, sans-serif" font-size="${storeName.length > 18 ? 19 : 24}" font-weight="700" fill="hsl(${hue} 62% 28%)">${escapeXml(storeName)}</text>`;
  return svgDocument(320, 96, body, `${storeName} logo`);
}
