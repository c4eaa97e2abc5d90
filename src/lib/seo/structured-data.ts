import type { Crumb } from '@/lib/catalogue/breadcrumbs';
import { categoryPath, productPath } from '@/lib/catalogue/slugs';
import type { ProductDetail } from '@/lib/pricing/product-detail';

/** schema.org structured data for crawlers (JSON-LD). Pure: URLs come in absolute. */

export interface SeoContext {
  /** Absolute URL of a site path, e.g. `https://www.example.com/p/x-1/`. */
  url: (path: string) => string;
  /** ISO 4217 code, e.g. GBP. */
  currency: string;
  siteName: string;
}

function money(value: number): string {
  return value.toFixed(2);
}

/**
 * A comparison page is not a merchant: each Offer is the store's (its seller and its URL), and
 * the AggregateOffer sums them up (lowest, highest, how many). Only fresh offers are stated: a
 * store not checked for 72 hours may no longer sell at that price.
 */
export function productJsonLd(
  product: ProductDetail,
  context: SeoContext,
  imageUrl: (name: string) => string,
): Record<string, unknown> {
  const offers = product.offers.filter((offer) => !offer.stale);
  const totals = offers.map((offer) => offer.price);
  return {
    '@type': 'Product',
    '@id': `${context.url(productPath(product.name, product.id))}#product`,
    name: product.name,
    sku: String(product.id),
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    description: product.description || undefined,
    category: product.category.name,
    image: product.images.map(imageUrl),
    url: context.url(productPath(product.name, product.id)),
    offers:
      offers.length === 0
        ? undefined
        : {
            '@type': 'AggregateOffer',
            priceCurrency: context.currency,
            lowPrice: money(Math.min(...totals)),
            highPrice: money(Math.max(...totals)),
            offerCount: offers.length,
            offers: offers.map((offer) => ({
              '@type': 'Offer',
              price: money(offer.price),
              priceCurrency: context.currency,
              url: offer.url,
              availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              seller: { '@type': 'Organization', name: offer.storeName, url: `https://${offer.storeDomain}/` },
              // An honest discount (the lowest price of the 30 days before), never the store's "was" price.
              ...(offer.originalPrice !== null && offer.originalPrice > offer.price
                ? {
                    priceSpecification: {
                      '@type': 'UnitPriceSpecification',
                      priceType: 'https://schema.org/StrikethroughPrice',
                      price: money(offer.originalPrice),
                      priceCurrency: context.currency,
                    },
                  }
                : {}),
              shippingDetails: {
                '@type': 'OfferShippingDetails',
                shippingRate: {
                  '@type': 'MonetaryAmount',
                  value: money(offer.shippingCost),
                  currency: context.currency,
                },
              },
            })),
          },
  };
}

/** The trail of categories, then the page itself when it is not a category (e.g. a product). */
export function breadcrumbJsonLd(
  crumbs: Crumb[],
  context: SeoContext,
  current?: { name: string; path: string },
): Record<string, unknown> {
  const items = crumbs.map((crumb) => ({ name: crumb.name, url: context.url(categoryPath(crumb.name, crumb.id)) }));
  if (current) items.push({ name: current.name, url: context.url(current.path) });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function organizationJsonLd(context: SeoContext): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': `${context.url('/')}#organization`,
    name: context.siteName,
    url: context.url('/'),
    logo: context.url('/favicon.svg'),
  };
}

/** WebSite with a SearchAction, so search engines can offer the site's search directly. */
export function websiteJsonLd(context: SeoContext): Record<string, unknown> {
  return {
    '@type': 'WebSite',
    '@id': `${context.url('/')}#website`,
    name: context.siteName,
    url: context.url('/'),
    publisher: { '@id': `${context.url('/')}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${context.url('/search/')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface ArticleSeoInput {
  kind: 'guide' | 'review';
  title: string;
  description: string;
  path: string;
  images: string[];
  published: string | null;
  modified: string | null;
  author: { name: string; path: string | null } | null;
  /** For a review: the product it reviews, with its page on this site. */
  reviewed?: { name: string; path: string } | null;
}

/** Guides are Articles; reviews are Reviews of their product (with the article's own fields). */
export function articleJsonLd(input: ArticleSeoInput, context: SeoContext): Record<string, unknown> {
  const author = input.author
    ? { '@type': 'Person', name: input.author.name, url: context.url(input.author.path ?? '/') }
    : undefined;
  const common = {
    headline: input.title,
    description: input.description || undefined,
    url: context.url(input.path),
    image: input.images,
    datePublished: input.published ?? undefined,
    dateModified: input.modified ?? input.published ?? undefined,
    author,
    publisher: { '@id': `${context.url('/')}#organization`, '@type': 'Organization', name: context.siteName },
  };
  if (input.kind === 'review' && input.reviewed) {
    return {
      '@type': 'Review',
      ...common,
      name: input.title,
      itemReviewed: { '@type': 'Product', name: input.reviewed.name, url: context.url(input.reviewed.path) },
    };
  }
  return { '@type': 'Article', ...common };
}
