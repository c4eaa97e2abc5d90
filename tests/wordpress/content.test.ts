import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseArticle } from '@/lib/content/article';
import { createContentRestClient } from '@/lib/content/rest-client';
import { getRelatedArticles } from '@/lib/content/related-articles';
import { rest, userWithAppPassword } from './harness/rest.js';
import { wpCommand } from './harness/wordpress-site.js';

/** The content model in code: post types, taxonomies and field groups, as REST shows them and the site reads them. */

const site = inject('wordpress');
let editor: { id: number; auth: string };
let admin: string;

beforeAll(async () => {
  editor = await userWithAppPassword(site, 'content-editor', 'editor');
  admin = (await userWithAppPassword(site, 'content-admin', 'administrator')).auth;
});

const GUIDE_ACF = {
  subheading: 'Eleven models tested on carpets, tiles and pet hair.',
  introTitle: 'In short',
  intro: 'We ran each robot vacuum for four weeks.',
  howDidWePickTitle: 'How did we pick',
  howDidWePick: [{ title: 'Suction', description: 'Standard test dirt.' }, { title: 'Navigation', description: null }],
};
const GUIDES_PRODUCT = {
  propertiesName: [{ propertyName: 'Suction' }, { propertyName: 'Noise' }],
  product: [
    { productName: 'Roborock Q8', productcard: '12', properties: [{ propertyValue: '5500 Pa' }, { propertyValue: '65 dB' }] },
    { productName: 'Dreame L10s', productcard: '7', properties: [{ propertyValue: '5300 Pa' }, { propertyValue: null }] },
  ],
};

describe('post types and taxonomies', () => {
  it('registers guide and review with the site’s REST bases, URLs and taxonomies', async () => {
    for (const [type, base, taxonomy] of [['guide', 'guides', 'guide_category'], ['review', 'reviews', 'review_category']] as const) {
      const answer = await rest(site, `/wp/v2/types/${type}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ slug: type, rest_base: base, taxonomies: [taxonomy], hierarchical: false });
      const tax = await rest(site, `/wp/v2/taxonomies/${taxonomy}`);
      expect(tax.body).toMatchObject({ slug: taxonomy, rest_base: taxonomy, types: [type], hierarchical: true });
    }
  });

  it('declares the menu locations the site’s menus read', async () => {
    const answer = await rest(site, '/wp/v2/menu-locations', { auth: admin });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(expect.arrayContaining(['primary', 'footer']));
  });
});

describe('field groups in REST', () => {
  it('describe their meta with full schemas, and the read-only acf object', async () => {
    const guide = (await rest(site, '/wp/v2/guides', { method: 'OPTIONS', auth: admin })).body.schema.properties;
    const acfMeta = guide.meta.properties.pricewise_guide_acf;
    expect(acfMeta.type).toBe('object');
    expect(acfMeta.additionalProperties).toBe(false);
    expect(Object.keys(acfMeta.properties).sort()).toEqual(['howDidWePick', 'howDidWePickTitle', 'intro', 'introTitle', 'subheading']);
    expect(acfMeta.properties.howDidWePick).toMatchObject({ type: ['array', 'null'], items: { type: 'object', properties: { title: { type: ['string', 'null'] } } } });
    const table = guide.meta.properties.pricewise_guides_product;
    expect(table.properties.product.items.properties.properties.items.properties.propertyValue.type).toEqual(['string', 'null']);
    expect(guide.acf).toMatchObject({ type: 'object', readonly: true });
    expect(Object.keys(guide.acf.properties).sort()).toEqual(['howDidWePick', 'howDidWePickTitle', 'intro', 'introTitle', 'subheading']);

    const review = (await rest(site, '/wp/v2/reviews', { method: 'OPTIONS', auth: admin })).body.schema.properties;
    expect(Object.keys(review.meta.properties.pricewise_review_acf.properties).sort()).toEqual(['productName', 'productcard', 'rating', 'subheading']);
    expect(review.meta.properties.pricewise_review_acf.properties.rating).toMatchObject({ type: ['number', 'null'], minimum: 0, maximum: 5 });
    const post = (await rest(site, '/wp/v2/posts', { method: 'OPTIONS', auth: admin })).body.schema.properties;
    expect(Object.keys(post.acf.properties)).toEqual(['subheading']);
  });

  it('stores what an editor saves and shows it in acf as the site reads it', async () => {
    const electronics = await wpCommand<number>(site, 'create-term', { name: 'Robot vacuums', taxonomy: 'guide_category' });
    const created = await rest(site, '/wp/v2/guides', {
      method: 'POST',
      auth: editor.auth,
      body: JSON.stringify({
        title: 'Best robot vacuums',
        slug: 'best-robot-vacuums-content',
        status: 'publish',
        guide_category: [electronics],
        meta: { pricewise_guide_acf: GUIDE_ACF, pricewise_guides_product: GUIDES_PRODUCT },
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.meta.pricewise_guide_acf).toEqual(GUIDE_ACF);
    // Stored as sanitised: a product's empty last values are dropped (the site reads them as empty).
    const stored = structuredClone(GUIDES_PRODUCT);
    stored.product[1]!.properties.pop();
    expect(created.body.meta.pricewise_guides_product).toEqual(stored);

    const read = await rest(site, `/wp/v2/guides/${created.body.id}`);
    expect(read.body.acf).toEqual(GUIDE_ACF);
    expect(read.body).not.toHaveProperty('acf.product');

    // The site's own related-articles code, against this WordPress.
    const related = await getRelatedArticles(createContentRestClient(site.url), 'guide', 0);
    expect(related.ok && related.value).toContainEqual(expect.objectContaining({ id: created.body.id, subheading: GUIDE_ACF.subheading, href: '/guide/best-robot-vacuums-content/' }));
  });

  it('refuses values outside a group’s schema', async () => {
    const answer = await rest(site, '/wp/v2/reviews', {
      method: 'POST',
      auth: editor.auth,
      body: JSON.stringify({ title: 'A review', meta: { pricewise_review_acf: { rating: 7 } } }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('rest_out_of_bounds');
    const unknownField = await rest(site, '/wp/v2/reviews', {
      method: 'POST',
      auth: editor.auth,
      body: JSON.stringify({ title: 'A review', meta: { pricewise_review_acf: { verdict: 'good' } } }),
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.code).toBe('rest_additional_properties_forbidden');
  });

  it('gives a post that never had the fields an empty acf object', async () => {
    const created = await rest(site, '/wp/v2/reviews', { method: 'POST', auth: editor.auth, body: JSON.stringify({ title: 'Bare review', status: 'publish' }) });
    expect(created.status).toBe(201);
    expect((await rest(site, `/wp/v2/reviews/${created.body.id}`)).body.acf).toEqual({});
  });

  it('lets a subscriber-level account change no field', async () => {
    const shopper = await userWithAppPassword(site, 'content-shopper', 'shopper');
    const answer = await rest(site, '/wp/v2/guides', { method: 'POST', auth: shopper.auth, body: JSON.stringify({ title: 'x', meta: { pricewise_guide_acf: GUIDE_ACF } }) });
    expect(answer.status).toBe(403);
  });
});

describe('field groups in GraphQL', () => {
  it('resolve to values the site’s article parser reads', async () => {
    const review = await rest(site, '/wp/v2/reviews', {
      method: 'POST',
      auth: editor.auth,
      body: JSON.stringify({
        title: 'Roborock Q8 review',
        status: 'publish',
        meta: { pricewise_review_acf: { productcard: ' 12 ', subheading: 'Quiet and thorough', rating: 4.5, productName: 'Roborock Q8' } },
      }),
    });
    const guide = await rest(site, '/wp/v2/guides', {
      method: 'POST',
      auth: editor.auth,
      body: JSON.stringify({ title: 'Guide for GraphQL', status: 'publish', meta: { pricewise_guide_acf: GUIDE_ACF, pricewise_guides_product: GUIDES_PRODUCT } }),
    });
    // The plugin's registration, run with stand-ins for WPGraphQL (which cannot be installed here),
    // and its resolvers, executed as a query selecting every field they add.
    type Resolved = { types: string[]; data: Record<string, unknown> };
    const { types, data: guideGroups } = await wpCommand<Resolved>(site, 'graphql-resolve', { id: guide.body.id });
    const { data: reviewGroups } = await wpCommand<Resolved>(site, 'graphql-resolve', { id: review.body.id });
    expect(types.sort()).toEqual([
      'GuideACF', 'GuideACFHowDidWePick', 'Guidesproduct', 'GuidesproductProduct', 'GuidesproductProductProperties',
      'GuidesproductPropertiesName', 'ReviewACF',
    ]);
    expect(Object.keys(guideGroups)).toEqual(['guideACF', 'guidesproduct']);
    expect(reviewGroups).toEqual({ reviewACF: { productName: 'Roborock Q8', productcard: '12', rating: 4.5, subheading: 'Quiet and thorough' } });

    const guideArticle = parseArticle({ databaseId: guide.body.id, ...guideGroups });
    expect(guideArticle.ok && guideArticle.value).toMatchObject({
      subheading: GUIDE_ACF.subheading,
      intro: { title: 'In short', text: GUIDE_ACF.intro },
      pickList: { title: 'How did we pick', items: [{ title: 'Suction', description: 'Standard test dirt.' }, { title: 'Navigation', description: '' }] },
      comparison: {
        propertyNames: ['Suction', 'Noise'],
        columns: [
          { productId: 12, productName: 'Roborock Q8', values: ['5500 Pa', '65 dB'] },
          { productId: 7, productName: 'Dreame L10s', values: ['5300 Pa', ''] },
        ],
      },
    });
    const reviewArticle = parseArticle({ databaseId: review.body.id, ...reviewGroups });
    expect(reviewArticle.ok && reviewArticle.value).toMatchObject({ reviewedProductId: 12, subheading: 'Quiet and thorough' });
  });
});

describe('alongside ACF', () => {
  const registrations = (acfGroups: unknown[]) =>
    wpCommand<{ meta: Record<string, string[]>; restAcf: string[]; graphqlTypes: string[] }>(site, 'content-registrations', {}, {
      PRICEWISE_TEST_ACF_GROUPS: JSON.stringify(acfGroups),
    });

  it('registers every group while ACF defines none of them', async () => {
    const all = await registrations([{ key: 'group_other', title: 'Hero banner', graphql_field_name: 'heroBanner' }]);
    expect(all.meta.guide).toEqual(expect.arrayContaining(['pricewise_guide_acf', 'pricewise_guides_product']));
    expect(all.restAcf.sort()).toEqual(['guide', 'post', 'review']);
    expect(all.graphqlTypes).toContain('Guidesproduct');
  });

  it('leaves to ACF the groups it defines: no meta, no acf field, no GraphQL type of its own', async () => {
    const groups = await registrations([
      { key: 'group_1', title: 'Guide fields', graphql_field_name: 'guideACF' },
      { key: 'group_2', title: 'Comparison', graphql_field_name: 'guidesproduct' },
      { key: 'group_3', title: 'Review fields', graphql_field_name: 'reviewACF' },
      { key: 'group_4', title: 'postACF' },
    ]);
    expect(groups.meta.guide).not.toContain('pricewise_guide_acf');
    expect(groups.meta.guide).not.toContain('pricewise_guides_product');
    expect(groups.meta.review).not.toContain('pricewise_review_acf');
    expect(groups.meta.post).not.toContain('pricewise_post_acf');
    expect(groups.restAcf).toEqual([]);
    expect(groups.graphqlTypes).toEqual([]);
  });
});
