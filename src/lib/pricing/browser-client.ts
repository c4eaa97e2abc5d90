import { createPricingClient } from './http';

/** The pricing client in the browser: same-origin `/restapi`, which the site proxies. */
export const browserPricingClient = createPricingClient({ baseUrl: '', timeoutMs: 8000, trailingSlash: true });
