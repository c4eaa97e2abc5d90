import { setConfig } from '@faustwp/core';
import possibleTypes from './possibleTypes.json';
import templates from './wp-templates';

/** @see https://faustjs.org/docs/reference/config */
export default setConfig({
  templates,
  plugins: [],
  possibleTypes,
  usePersistedQueries: false,
});
