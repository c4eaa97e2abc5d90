// Replaced by nothing in the production browser build (static-region.tsx).
export { SiteFooter as default } from './SiteFooter';
