import type { CategoryKey, GuideCategoryKey, ReviewCategoryKey, TagKey } from './types.js';

/** wp_options (General and Reading settings). The front page is set once the page exists. */
export const SITE_OPTIONS = {
  blogname: 'Pricewise',
  blogdescription: 'Compare prices across UK stores, with buying guides and reviews you can trust',
  WPLANG: 'en_GB',
  timezone_string: 'Europe/London',
  date_format: 'F j, Y',
  time_format: 'g:i a',
  start_of_week: 1,
  show_on_front: 'page',
} as const;

/** Polylang languages: the site's two UI languages, English first and default. */
export const LANGUAGES = [
  { slug: 'en', name: 'English', locale: 'en_GB', isDefault: true },
  { slug: 'uk', name: 'Українська', locale: 'uk', isDefault: false },
] as const;

export const CATEGORIES: Readonly<Record<CategoryKey | 'uncategorized', { name: string; description: string }>> = {
  uncategorized: { name: 'Uncategorized', description: '' },
  news: { name: 'News', description: 'What is changing in the shops, in prices and in consumer rules.' },
  deals: { name: 'Deals', description: "Discounts we have checked against each product's price history." },
  'price-watch': { name: 'Price Watch', description: 'Monthly analysis from the Pricewise price index.' },
};

export const TAGS: Readonly<Record<TagKey, string>> = {
  'black-friday': 'Black Friday',
  smartphones: 'Smartphones',
  headphones: 'Headphones',
  tvs: 'TVs',
  laptops: 'Laptops',
  'energy-bills': 'Energy bills',
  'price-history': 'Price history',
  'home-appliances': 'Home appliances',
  'back-to-school': 'Back to school',
  wearables: 'Wearables',
  sustainability: 'Sustainability',
};

export const GUIDE_CATEGORIES: Readonly<Record<GuideCategoryKey, { name: string; description: string }>> = {
  electronics: { name: 'Electronics', description: 'Headphones, TVs and the rest of the living room.' },
  'home-and-kitchen': { name: 'Home & Kitchen', description: 'Appliances that earn their space.' },
  'sports-and-outdoors': { name: 'Sports & Outdoors', description: 'Kit for training and getting outside.' },
  computers: { name: 'Computers', description: 'Laptops and accessories for work and study.' },
};

export const REVIEW_CATEGORIES: Readonly<Record<ReviewCategoryKey, { name: string; description: string }>> = {
  kitchen: { name: 'Kitchen', description: 'Air fryers, coffee machines and other kitchen kit.' },
  audio: { name: 'Audio', description: 'Headphones, earbuds and speakers.' },
  'home-cleaning': { name: 'Home cleaning', description: 'Vacuums and floor cleaners.' },
  'smart-home': { name: 'Smart home', description: 'Thermostats, plugs and connected gadgets.' },
};

/**
 * The primary menu. Custom links go to the site's own routes (`/cl/`, `/g/`, `/n/`); the personal
 * loan and about entries link their pages, so their URIs follow the pages.
 */
export type SeedMenuItem = { label: string; children?: readonly SeedMenuItem[] } & (
  { url: string } | { page: 'privatlan' | 'about' }
);

/** As on the reference site: "Services" is a placeholder (`#`) whose children are the service pages. */
export const PRIMARY_MENU: readonly SeedMenuItem[] = [
  { label: 'Home', url: '/' },
  { label: 'All Categories', url: '/cl/' },
  { label: 'Guides', url: '/g/' },
  { label: 'News', url: '/n/' },
  { label: 'Services', url: '#', children: [{ label: 'Personal loan', page: 'privatlan' }] },
];

/** The footer location's menu: the content pages the site's footer links to. */
export const FOOTER_MENU: readonly SeedMenuItem[] = [
  { label: 'Personal loan', page: 'privatlan' },
  { label: 'About us', page: 'about' },
];
