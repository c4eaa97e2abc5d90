// Replaced by nothing in the production browser build (static-region.tsx).
export { OffersTable as default } from './OffersTable';
