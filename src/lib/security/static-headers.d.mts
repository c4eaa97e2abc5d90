export interface SecurityHeaderOptions {
  /** The content backend's origin: GraphQL from the browser, uploads and previews. */
  contentOrigin: string;
  development: boolean;
  /** The OpenID provider's origin, when one is configured: its sign-in form redirects there. */
  identityProviderOrigin?: string | null;
}

export declare function contentSecurityPolicy(options: SecurityHeaderOptions): string;
export declare function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[];
