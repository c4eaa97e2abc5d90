import type { FastifyReply } from 'fastify';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f0f0f1; color: #1d2327; }
  main { max-width: 22rem; margin: 8vh auto; padding: 1.5rem 1.75rem; background: #fff; border: 1px solid #c3c4c7; border-radius: 4px; }
  h1 { font-size: 1.375rem; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input[type=text], input[type=password] { box-sizing: border-box; width: 100%; font: inherit; padding: .5rem; border: 1px solid #8c8f94; border-radius: 4px; }
  input:focus, button:focus, a:focus { outline: 3px solid #2271b1; outline-offset: 2px; }
  button { font: inherit; font-weight: 600; padding: .5rem 1.25rem; color: #fff; background: #2271b1; border: 0; border-radius: 4px; cursor: pointer; }
  .field { margin: 0 0 1rem; }
  .error { border-left: 4px solid #d63638; padding: .5rem .75rem; margin: 0 0 1rem; background: #fcf0f1; }
  .notice { border-left: 4px solid #72aee6; padding: .5rem .75rem; margin: 0 0 1rem; background: #f0f6fc; }
  a { color: #2271b1; }
`;

/** A complete, self-contained page: WordPress's login screen, reduced to what the flow needs. */
export function renderPage(title: string, siteName: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, noarchive">
<title>${escapeHtml(title)} ‹ ${escapeHtml(siteName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

/** A page with a heading, a message and optionally one link onward. */
export function renderMessagePage(
  siteName: string,
  heading: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const onward = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return renderPage(heading, siteName, `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>${onward}`);
}

/**
 * Sends a login-flow page. Never cached (it can name the user); never framed (clickjacking of the
 * login form); no scripts at all. The CSP has no form-action: Chrome applies form-action to the
 * redirects after a submission, and a successful login redirects on to the front end.
 */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=UTF-8',
      'cache-control': 'no-cache, must-revalidate, max-age=0, no-store, private',
      'x-frame-options': 'DENY',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'",
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
    })
    .send(html);
}
