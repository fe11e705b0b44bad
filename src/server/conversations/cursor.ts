import { badRequest } from "../http/app-error.js";

/** Where a page of the conversation list ends: the last row's exact time and id. */
export interface ListCursor {
  updatedAt: string;
  id: string;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.updatedAt}|${cursor.id}`).toString("base64url");
}

/** The cursor a previous page gave; anything else is the client's mistake. */
export function decodeCursor(text: string): ListCursor {
  const [updatedAt, id, ...rest] = Buffer.from(text, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !updatedAt || !id || !TIME.test(updatedAt) || !UUID.test(id))
    throw badRequest("The cursor is not one this list gave. Start again without a cursor.");
  return { updatedAt, id };
}

/** Cuts the one extra row fetched to learn whether another page follows. */
export function pageOf<T extends { id: string; position: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ updatedAt: last.position, id: last.id }) : null;
  return { items, nextCursor };
}
