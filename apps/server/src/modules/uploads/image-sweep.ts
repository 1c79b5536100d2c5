import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { everyInterval } from '../../platform/runtime/background-job';
import type { Tables } from '../../platform/db/schema';
import { referencedImages } from './image-references';
import { UPLOADED_IMAGE_NAME, uploadedImageDir } from './images';

/** An upload is kept this long before it may be swept: an operator uploads an image, then saves the form that uses it. */
export const IMAGE_SWEEP_GRACE_MS = 24 * 60 * 60_000;
export const IMAGE_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Removes the uploaded images no row points at (image-references.ts) that are older than the grace period:
 * uploads never saved in a form, and images replaced since. Answers the names removed.
 */
export async function sweepUploadedImages(db: Kysely<Tables>, dataDir: string, now: number): Promise<string[]> {
  const dir = uploadedImageDir(dataDir);
  const names = (await readdir(dir).catch(() => [])).filter((name) => UPLOADED_IMAGE_NAME.test(name));
  const old: string[] = [];
  for (const name of names) {
    const stats = await stat(join(dir, name)).catch(() => undefined);
    if (stats && stats.mtimeMs < now - IMAGE_SWEEP_GRACE_MS) old.push(name);
  }
  if (old.length === 0) return [];
  // Read after the files: an image saved in a form meanwhile is among the references.
  const referenced = await referencedImages(db);
  const removed: string[] = [];
  for (const name of old) {
    if (referenced.has(name)) continue;
    await unlink(join(dir, name)).then(
      () => removed.push(name),
      () => undefined,
    );
  }
  return removed;
}

export interface SweepLog {
  info(details: object, text: string): void;
  error(details: object, text: string): void;
}

/** Sweeps every hour, from the server's start; answers the function that stops it. */
export function startImageSweep(db: Kysely<Tables>, dataDir: string, clock: () => number, log: SweepLog): () => void {
  const sweep = async () => {
    const removed = await sweepUploadedImages(db, dataDir, clock());
    if (removed.length > 0) log.info({ removed }, 'unused uploaded images removed');
  };
  return everyInterval(
    sweep,
    IMAGE_SWEEP_INTERVAL_MS,
    (error) => {
      log.error({ err: error }, 'the uploaded image sweep failed');
    },
    { runNow: true },
  );
}
