import { setConfig } from '@faustwp/core';
import { ContentApiPlugin } from './src/lib/content/faust-plugin';
import possibleTypes from './possibleTypes.json';
import templates from './wp-templates';

/**
 * Persisted queries are on: hashed GETs are cacheable. Against a server without them (stock
 * WPGraphQL) the content link falls back to full queries once and stops hashing.
 * @see https://faustjs.org/docs/reference/config
 */
export default setConfig({
  templates,
  plugins: [new ContentApiPlugin()],
  possibleTypes,
  usePersistedQueries: true,
});
