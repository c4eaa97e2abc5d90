import type { Db } from '../../db/connection.js';
import type { GalleryImage } from './blocks.js';
import { avatarSvg, coverSvg, galleryImageSvg, type Palette } from '../../content/uploads/svg.js';
import { DEFAULT_AVATAR_PATH } from '../../content/uploads/paths.js';
import type { PersonSeed } from './people.js';
import type { CoverSeed, GalleryItemSeed } from './types.js';
import { insertAttachment, insertUpload } from './writer.js';
import { SITE_OPTIONS } from './site.js';

/** WordPress files uploads by year and month of the upload: `2025/03/{name}.svg`. */
export const uploadPath = (date: string, name: string): string => `${date.slice(0, 4)}/${date.slice(5, 7)}/${name}.svg`;

export interface CoverInput {
  slug: string;
  date: string;
  title: string;
  /** The small label above the title: "Buying guide", "Review", "News". */
  kicker: string;
  cover: CoverSeed;
  authorId: number;
  parentId: number;
}

/** A featured image: a generated cover and its attachment; returns the attachment id. */
export function addCover(db: Db, input: CoverInput): number {
  return insertAttachment(db, {
    path: uploadPath(input.date, `${input.slug}-cover`),
    svg: coverSvg({
      title: input.title,
      kicker: input.kicker,
      siteName: SITE_OPTIONS.blogname,
      palette: input.cover.palette,
      seed: input.slug,
    }),
    width: 1200,
    height: 630,
    title: input.cover.caption,
    alt: input.cover.alt,
    caption: input.cover.caption,
    description: input.cover.description,
    date: input.date,
    authorId: input.authorId,
    parentId: input.parentId,
  });
}

/** The pictures of a gallery strip, attached to their article. */
export function addGallery(
  db: Db,
  input: {
    slug: string;
    date: string;
    palette: Palette;
    items: readonly GalleryItemSeed[];
    authorId: number;
    parentId: number;
  },
): GalleryImage[] {
  return input.items.map((item) => {
    const path = uploadPath(input.date, `${input.slug}-${item.name}`);
    insertAttachment(db, {
      path,
      svg: galleryImageSvg({
        label: item.label,
        palette: [input.palette[1], input.palette[0]],
        seed: `${input.slug}-${item.name}`,
      }),
      width: 800,
      height: 600,
      title: item.label,
      alt: item.alt,
      caption: item.label,
      description: '',
      date: input.date,
      authorId: input.authorId,
      parentId: input.parentId,
    });
    return { path, alt: item.alt };
  });
}

/** A person's avatar (not a media item in WordPress: avatars come from Gravatar there). */
export function addAvatar(db: Db, person: PersonSeed): string {
  const path = `avatars/${person.nicename}.svg`;
  insertUpload(
    db,
    path,
    'image/svg+xml',
    avatarSvg({ name: person.displayName, palette: person.palette }),
    person.registered,
  );
  return path;
}

/** The stand-in for Gravatar's "mystery person". */
export function addDefaultAvatar(db: Db): void {
  insertUpload(
    db,
    DEFAULT_AVATAR_PATH,
    'image/svg+xml',
    avatarSvg({ name: '?', palette: ['#94a3b8', '#475569'] }),
    '2024-11-01T08:00:00',
  );
}
