/**
 * WPGraphQL's global ids: base64 of `{type}:{id}` (Relay::toGlobalId), where type is the loader name:
 * `post` for every post-like object (attachments and menu items too), `term` for every term (menus
 * too), `user`, `post_type` for ContentType nodes (`post_type:guide`), `user_role` for roles.
 */
export type GlobalIdType = 'post' | 'term' | 'user' | 'post_type' | 'user_role' | 'Language' | 'settings';

export function toGlobalId(type: GlobalIdType, id: number | string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

export interface DecodedGlobalId {
  type: string;
  id: string;
}

/** Decodes a global id; null when the value is not base64 of `type:id`. */
export function fromGlobalId(globalId: string): DecodedGlobalId | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return null;
  return { type: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}

/** A positive integer database id from an `ID` argument ("14" or 14), else null. */
export function toDatabaseId(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/**
 * Connection cursors are `arrayconnection:{databaseId}` in base64, as WPGraphQL 2 writes them (the
 * golden posts-list shows `YXJyYXljb25uZWN0aW9uOjEw` for post 10).
 */
export function toCursor(id: number | string): string {
  return Buffer.from(`arrayconnection:${id}`, 'utf8').toString('base64');
}

export function fromCursor(cursor: string): string | null {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  return decoded.startsWith('arrayconnection:') ? decoded.slice('arrayconnection:'.length) : null;
}

/**
 * An id argument that WPGraphQL accepts either as a database id or as a global id of the given
 * loader type (`in: ["cG9zdDoxNA==", 15]`); null when it is neither.
 */
export function toDatabaseIdFromEither(value: string | number, type: GlobalIdType): number | null {
  const direct = toDatabaseId(value);
  if (direct !== null) return direct;
  const decoded = fromGlobalId(String(value));
  return decoded && decoded.type === type ? toDatabaseId(decoded.id) : null;
}

/** Every id of a list argument, dropping values that name nothing (as absint() does). */
export function toDatabaseIds(
  values: readonly (string | number | null)[] | null | undefined,
  type: GlobalIdType,
): number[] | undefined {
  if (!values) return undefined;
  return values.flatMap((value) => {
    const id = value === null ? null : toDatabaseIdFromEither(value, type);
    return id === null ? [] : [id];
  });
}
