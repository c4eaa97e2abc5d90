/** A WordPress REST error: `{ code, message, data: { status, ... } }` with that HTTP status. */
export class RestError extends Error {
  readonly body: { code: string; message: string; data: Record<string, unknown> };
  /** Seconds, sent as `Retry-After` with a 429. */
  readonly retryAfter: number | null;

  constructor(
    readonly status: number,
    code: string,
    message: string,
    data: Record<string, unknown> = {},
  ) {
    super(message);
    this.body = { code, message, data: { status, ...data } };
    this.retryAfter = typeof data.retryAfter === 'number' ? data.retryAfter : null;
  }
}

/** rest_invalid_param, with the per-parameter detail WordPress's argument validation gives. */
export const invalidParam = (param: string, message: string, code = 'rest_invalid_type') =>
  new RestError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, {
    params: { [param]: message },
    details: { [param]: { code, message, data: null } },
  });

export const noRoute = () =>
  new RestError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
export const invalidPostId = () => new RestError(404, 'rest_post_invalid_id', 'Invalid post ID.');
export const forbidden = () => new RestError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
export const pageTooLarge = () =>
  new RestError(
    400,
    'rest_post_invalid_page_number',
    'The page number requested is larger than the number of pages available.',
  );

/** No `Authorization: Basic` header (or an unreadable one): WordPress treats the caller as signed out. */
export const notLoggedIn = () => new RestError(401, 'rest_not_logged_in', 'You are not currently logged in.');
/** An application-password login that does not match (unknown user and wrong password alike). */
export const incorrectPassword = () =>
  new RestError(401, 'incorrect_password', 'The provided password is an invalid application password.');
export const cannotEdit = () => new RestError(403, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
export const cannotPublish = () =>
  new RestError(403, 'rest_cannot_publish', 'Sorry, you are not allowed to publish posts in this post type.');
export const cannotDelete = () =>
  new RestError(403, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.');
export const alreadyTrashed = () => new RestError(410, 'rest_already_trashed', 'The post has already been deleted.');
export const invalidJson = () => new RestError(400, 'rest_invalid_json', 'Invalid JSON body passed.');

/** Too many failed sign-ins for the account or from the client: the same words as the shop's login. */
export const tooManyLoginAttempts = (retryAfter: number) => {
  const minutes = Math.ceil(retryAfter / 60);
  return new RestError(
    429,
    'too_many_login_attempts',
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfter },
  );
};
