export declare const PUBLIC_DEFAULTS: Readonly<{
  siteUrl: string;
  currencySymbol: string;
  currencyCode: string;
  numberLocale: string;
  sessionPollSeconds: number;
}>;
