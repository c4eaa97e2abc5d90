import type { Db } from '../../db/connection.js';
import {
  createFieldGroupRepository,
  saveFieldGroup,
  type FieldGroupName,
  type FieldGroups,
} from '../../content/repositories/field-groups.js';
import { DRAFT_GUIDE, DRAFT_PAGE, DRAFT_POST, DRAFT_REVIEW, type RevisionSeed } from './drafts.js';
import { GUIDES } from './guides/index.js';
import { NEWS } from './news/index.js';
import { ABOUT_PAGE, FRONT_PAGE, FRONT_PAGE_UK, PERSONAL_LOAN_PAGE } from './pages.js';
import { REVIEWS } from './reviews/index.js';
import { seedGuide, seedNews, seedPage, seedReview, type SeedIds } from './seed-articles.js';
import { seedOptionsAndLanguages, seedPeople, seedMenus, seedTaxonomies } from './seed-site.js';
import { insertPost, setOption } from './writer.js';

/** Saves a parent's field group with the revision, with the revision's subheading if it has one. */
function copyFieldGroup<K extends FieldGroupName>(
  db: Db,
  value: FieldGroups[K] | null,
  revisionId: number,
  group: K,
  subheading: string | undefined,
): void {
  if (!value) return;
  saveFieldGroup(db, revisionId, group, subheading && 'subheading' in value ? { ...value, subheading } : value);
}

/**
 * A newer revision of a draft, as WordPress saves one (`{parent}-revision-v1`, status inherit).
 * ACF saves field groups with each revision, so guides and reviews get theirs, carrying the new
 * subheading.
 */
function addRevision(db: Db, parentId: number, revision: RevisionSeed, groups: readonly FieldGroupName[] = []): number {
  const parent = db.prepare('SELECT author_id, excerpt FROM wp_posts WHERE id = ?').get(parentId) as {
    author_id: number;
    excerpt: string;
  };
  const id = insertPost(db, {
    postType: 'revision',
    status: 'inherit',
    slug: `${parentId}-revision-v1`,
    title: revision.title,
    content: revision.content,
    excerpt: revision.excerpt ?? parent.excerpt,
    authorId: parent.author_id,
    parentId,
    date: revision.date,
  });
  const fields = createFieldGroupRepository(db);
  for (const group of groups) copyFieldGroup(db, fields.get(parentId, group), id, group, revision.subheading);
  return id;
}

/**
 * The editorial content: settings, languages, people, taxonomies, pages (the front page with its
 * Ukrainian translation), guides, reviews, news, one draft of each kind with a newer revision, and
 * the primary menu. Deterministic apart from password salts; guides and reviews cite whatever the
 * catalogue (seeded before this) holds.
 */
export function seedContent(db: Db): void {
  seedOptionsAndLanguages(db);
  const ids: SeedIds = { people: seedPeople(db), terms: seedTaxonomies(db) };

  const front = seedPage(db, ids, FRONT_PAGE, 'publish', { group: 'homepage', language: 'en' });
  seedPage(db, ids, FRONT_PAGE_UK, 'publish', { group: 'homepage', language: 'uk' });
  const about = seedPage(db, ids, ABOUT_PAGE);
  const privatlan = seedPage(db, ids, PERSONAL_LOAN_PAGE);
  setOption(db, 'page_on_front', front);
  setOption(db, 'page_for_posts', 0);

  for (const guide of GUIDES) seedGuide(db, ids, guide);
  for (const review of REVIEWS) seedReview(db, ids, review);
  for (const post of NEWS) seedNews(db, ids, post);

  addRevision(db, seedNews(db, ids, DRAFT_POST, 'draft'), DRAFT_POST.revision, ['postACF']);
  addRevision(db, seedPage(db, ids, DRAFT_PAGE, 'draft'), DRAFT_PAGE.revision);
  addRevision(db, seedGuide(db, ids, DRAFT_GUIDE, 'draft'), DRAFT_GUIDE.revision, ['guideACF', 'guidesproduct']);
  addRevision(db, seedReview(db, ids, DRAFT_REVIEW, 'draft'), DRAFT_REVIEW.revision, ['reviewACF']);

  seedMenus(db, { privatlan, about });
}
