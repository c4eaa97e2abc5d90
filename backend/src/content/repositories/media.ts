import type { Db } from '../../db/connection.js';
import type { MediaRow, UploadRow } from './rows.js';

/** Attachment details and the uploaded files behind them. */
export function createMediaRepository(db: Db) {
  const mediaById = db.prepare(
    `SELECT m.post_id, m.upload_path, u.mime_type, m.width, m.height, m.alt_text, length(u.body) AS file_size
     FROM wp_media m JOIN wp_uploads u ON u.path = m.upload_path WHERE m.post_id = ?`,
  );
  const uploadByPath = db.prepare('SELECT path, mime_type, body, modified FROM wp_uploads WHERE path = ?');
  const mediaIdByPath = db.prepare('SELECT post_id FROM wp_media WHERE upload_path = ? ORDER BY post_id LIMIT 1');

  return {
    getMedia(postId: number): MediaRow | undefined {
      return mediaById.get(postId) as MediaRow | undefined;
    },
    findMediaIdByUploadPath(path: string): number | undefined {
      return mediaIdByPath.pluck().get(path) as number | undefined;
    },
    getUpload(path: string): UploadRow | undefined {
      return uploadByPath.get(path) as UploadRow | undefined;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
