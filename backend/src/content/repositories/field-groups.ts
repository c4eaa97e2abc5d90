import { z } from 'zod';
import type { Db } from '../../db/connection.js';

const text = z.string().nullable();

/** `guideACF`, as the reference schema's GuideACF type. */
const guideAcf = z.object({
  subheading: text,
  introTitle: text,
  intro: text,
  howDidWePickTitle: text,
  howDidWePick: z.array(z.object({ title: text, description: text })).nullable(),
});

/**
 * `guidesproduct`, as the reference's Guidesproduct type: the comparison table. `propertiesName`
 * holds the row labels; each product's `properties[i].propertyValue` is the value for row i, and
 * `productcard` is the catalogue product id (a string, as the ACF field stores it).
 */
const guidesProduct = z.object({
  propertiesName: z.array(z.object({ propertyName: text })),
  product: z.array(
    z.object({
      productName: text,
      productcard: text,
      properties: z.array(z.object({ propertyValue: text })),
    }),
  ),
});

/**
 * `reviewACF`: not in the reference schema, which gives reviews no field group. Added here so a
 * review can name the catalogue product it reviews (`productcard`, a product id as a string, like
 * the guide table's) along with its subheading, the product's name and our rating out of 5.
 */
const reviewAcf = z.object({
  subheading: text,
  productName: text,
  productcard: text,
  rating: z.number().min(0).max(5).nullable(),
});

/** `acf.subheading` of posts: shown by the REST API (related articles), not in the GraphQL schema. */
const postAcf = z.object({ subheading: text });

export const FIELD_GROUP_SCHEMAS = {
  postACF: postAcf,
  guideACF: guideAcf,
  guidesproduct: guidesProduct,
  reviewACF: reviewAcf,
} as const;

export type FieldGroupName = keyof typeof FIELD_GROUP_SCHEMAS;
export type FieldGroups = { [K in FieldGroupName]: z.infer<(typeof FIELD_GROUP_SCHEMAS)[K]> };
export type GuideAcf = FieldGroups['guideACF'];
export type GuidesProduct = FieldGroups['guidesproduct'];
export type ReviewAcf = FieldGroups['reviewACF'];
export type PostAcf = FieldGroups['postACF'];

export function createFieldGroupRepository(db: Db) {
  const read = db.prepare('SELECT value FROM wp_field_groups WHERE post_id = ? AND field_group = ?');
  return {
    /** The stored group, validated; null when the post has none. A malformed row is a bug: it throws. */
    get<K extends FieldGroupName>(postId: number, group: K): FieldGroups[K] | null {
      const raw = read.pluck().get(postId, group) as string | undefined;
      if (raw === undefined) return null;
      return FIELD_GROUP_SCHEMAS[group].parse(JSON.parse(raw)) as FieldGroups[K];
    },
  };
}

export type FieldGroupRepository = ReturnType<typeof createFieldGroupRepository>;

/** Stores a group after validating it (used by the seed). */
export function saveFieldGroup<K extends FieldGroupName>(
  db: Db,
  postId: number,
  group: K,
  value: FieldGroups[K],
): void {
  const valid = FIELD_GROUP_SCHEMAS[group].parse(value);
  db.prepare(
    `INSERT INTO wp_field_groups (post_id, field_group, value) VALUES (?, ?, ?)
     ON CONFLICT(post_id, field_group) DO UPDATE SET value = excluded.value`,
  ).run(postId, group, JSON.stringify(valid));
}
