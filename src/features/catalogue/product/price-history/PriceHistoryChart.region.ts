// Replaced by nothing in the production browser build (static-region.tsx).
export { PriceHistoryChart as default } from './PriceHistoryChart';
