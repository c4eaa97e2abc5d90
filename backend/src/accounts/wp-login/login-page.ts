import { escapeHtml, renderPage } from './html.js';

export interface LoginFormState {
  siteName: string;
  /** Where to go after logging in (a backend path); carried through the form. */
  redirectTo: string;
  /** The login typed last time, so a failed attempt need not retype it. */
  login?: string;
  /** Announced to screen readers (role="alert") and tied to the fields with aria-describedby. */
  error?: string;
  notice?: string;
}

/**
 * WordPress's login form (`wp-login.php`), with its field names (`log`, `pwd`, `redirect_to`) and
 * ids (`user_login`, `user_pass`, `wp-submit`), as an accessible form: visible labels, autocomplete
 * hints for password managers, and the error linked to the fields it is about.
 */
export function renderLoginPage(state: LoginFormState): string {
  const error = state.error
    ? `<div class="error" id="login_error" role="alert"><p>${escapeHtml(state.error)}</p></div>\n`
    : '';
  const notice = state.notice ? `<p class="notice" role="status">${escapeHtml(state.notice)}</p>\n` : '';
  const invalid = state.error ? ' aria-invalid="true" aria-describedby="login_error"' : '';
  return renderPage(
    'Log In',
    state.siteName,
    `<h1>Log in to ${escapeHtml(state.siteName)}</h1>
${error}${notice}<form name="loginform" id="loginform" method="post" action="/wp-login.php">
<p class="field">
<label for="user_login">Username or Email Address</label>
<input type="text" name="log" id="user_login" autocomplete="username" autocapitalize="off" spellcheck="false" required value="${escapeHtml(state.login ?? '')}"${invalid}>
</p>
<p class="field">
<label for="user_pass">Password</label>
<input type="password" name="pwd" id="user_pass" autocomplete="current-password" required${invalid}>
</p>
<input type="hidden" name="redirect_to" value="${escapeHtml(state.redirectTo)}">
<p><button type="submit" name="wp-submit" id="wp-submit">Log In</button></p>
</form>`,
  );
}
