import type { ContentConfig } from '../config.js';
import { loadSiteState, type SiteState } from '../model/site-state.js';
import type { ContentStore } from '../repositories/index.js';
import type { Viewer } from '../viewer.js';

/** What every resolver receives: the data, who is asking, and the settings. */
export interface ContentContext {
  store: ContentStore;
  viewer: Viewer | null;
  config: ContentConfig;
  /** Reading settings and languages, read once per request on first use. */
  site: () => SiteState;
}

export function createContext(store: ContentStore, viewer: Viewer | null, config: ContentConfig): ContentContext {
  let site: SiteState | undefined;
  return { store, viewer, config, site: () => (site ??= loadSiteState(store)) };
}
