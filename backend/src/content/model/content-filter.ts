import { UPLOADS_PREFIX } from '../uploads/paths.js';

/**
 * Content stores uploads root-relative (`src="/wp-content/uploads/…"`); output makes them absolute
 * on this backend's public URL, as WordPress's stored URLs would be, without tying the stored text
 * to one host (WordPress's classic search-replace problem when a site moves).
 */
export function renderContent(html: string, publicUrl: string): string {
  return html.replaceAll(/(\s(?:src|href|srcset)=")\/wp-content\/uploads\//g, `$1${publicUrl}${UPLOADS_PREFIX}`);
}
