/**
 * A WordPress REST error, sent as `{ code, message, data }`. WordPress puts `{ status }` in `data`
 * when the WP_Error names one; a WP_Error without a status is sent as HTTP 500 with `data: null`
 * (FaustWP's `invalid_request` errors, see the golden `rest-faust-authorize-bad-code`).
 */
export class WpRestError extends Error {
  readonly data: Record<string, unknown> | null;
  /** Extra response headers (`Retry-After`, `WWW-Authenticate`). */
  headers: Record<string, string> = {};

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    data: Record<string, unknown> | null = { status },
  ) {
    super(message);
    this.data = data;
  }

  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }

  get body(): { code: string; message: string; data: Record<string, unknown> | null } {
    return { code: this.code, message: this.message, data: this.data };
  }
}

/** WordPress's answer when a route's permission_callback returns false. */
export const restForbidden = () => new WpRestError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');

export const restNoRoute = () =>
  new WpRestError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

/** WordPress's wording for an endpoint that needs a signed-in user. */
export const restNotLoggedIn = () =>
  new WpRestError(401, 'rest_not_logged_in', 'You are not currently logged in.').withHeaders({
    'www-authenticate': 'Bearer realm="pricewise"',
  });

export const restInvalidJson = () => new WpRestError(400, 'rest_invalid_json', 'Invalid JSON body passed.');

/** rest_invalid_param, naming each bad parameter with the reason, as WordPress's argument validation does. */
export const restInvalidParams = (problems: Record<string, string>) =>
  new WpRestError(400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(problems).join(', ')}`, {
    status: 400,
    params: problems,
  });

export const restMissingParams = (names: readonly string[]) =>
  new WpRestError(400, 'rest_missing_callback_param', `Missing parameter(s): ${names.join(', ')}`, {
    status: 400,
    params: names,
  });
