export interface TrailingSlashRedirect {
  source: string;
  destination: string;
  permanent: true;
  locale?: false;
  missing?: { type: 'header'; key: string }[];
}
export declare function trailingSlashRedirects(i18n: {
  locales: string[];
  defaultLocale: string;
}): TrailingSlashRedirect[];
export declare function withTrailingSlash(path: string): string;
