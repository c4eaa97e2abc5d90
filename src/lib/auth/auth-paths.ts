export const LOGIN_PAGE_PATH = '/login/';
export const AUTH_ERROR_PAGE_PATH = '/auth/error/';

/** The callback URL that asks to link the identity provider to the signed-in account. */
export const LINK_PROVIDER_CALLBACK = '/account/?linked=provider#security';
