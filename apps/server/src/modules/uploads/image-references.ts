import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { UPLOADED_IMAGE_PREFIX } from './images';

/**
 * Every column that may hold an uploaded image's address: the image fields of the console's forms, the
 * rich-text content an operator may put an uploaded image into, and the receiving accounts a deposit order
 * showed its player (kept on the order, so an old order's QR code stays readable). A column added for an
 * image must be listed here, or the sweep removes its images a day after their upload.
 */
export const IMAGE_REFERENCES: { readonly [T in keyof Tables]?: readonly (keyof Tables[T] & string)[] } = {
  site: ['site_logo', 'float_image', 'webcontent'],
  banner: ['src', 'background'],
  activity: ['banner', 'content'],
  article: ['content'],
  inbox_message: ['content'],
  platform: ['logo'],
  game: ['app_img'],
  slot_game: ['gamepic'],
  pay_channel: ['payimg', 'content'],
  receiving_account: ['payimg', 'content'],
  deposit_order: ['receiving'],
};

const NAME_IN_TEXT = /\/uploads\/images\/([a-f0-9]{32}\.(?:png|jpg|webp|gif))/g;

/** The names of the uploaded images some row still points at. */
export async function referencedImages(db: Kysely<Tables>): Promise<Set<string>> {
  const names = new Set<string>();
  const pattern = `%${UPLOADED_IMAGE_PREFIX}%`;
  for (const [table, columns] of Object.entries(IMAGE_REFERENCES)) {
    for (const column of columns) {
      const rows = await sql<{ value: string }>`select ${sql.ref(column)} as value from ${sql.table(table)} where ${sql.ref(column)} like ${pattern}`.execute(db);
      for (const { value } of rows.rows) for (const match of value.matchAll(NAME_IN_TEXT)) names.add(match[1] ?? '');
    }
  }
  return names;
}
