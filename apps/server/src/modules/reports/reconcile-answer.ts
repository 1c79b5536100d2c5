import type { adminPlatformReconcile } from '@casino/contract/calls/reports';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import { fenToYuan } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import type { Tally } from '../../integrations/platforms/day-totals';
import type { SecretBox } from '../../platform/security/secret-box';
import { reconcileDay } from './reconcile';

const inYuan = (value: Tally) => ({ count: value.count, sum: fenToYuan(value.fen) });

/** The console's reconciliation of a day (today when left out): the day's per platform, in yuan, with ours − theirs. */
export async function reconciliationAnswer(
  db: Kysely<Tables>,
  secrets: SecretBox,
  input: ParsedRequestOf<typeof adminPlatformReconcile>,
  today: string,
  now: number,
): Promise<DataOf<typeof adminPlatformReconcile>> {
  const platform = input.platform?.trim() || undefined;
  const result = await reconcileDay(db, secrets, { day: input.day || today, platform, now });
  return {
    day: result.day,
    matched: result.matched,
    platforms: result.platforms.map((row) => ({
      platform: row.platform,
      name: row.name,
      platforms: row.platforms,
      error: row.error,
      note: row.note,
      matched: row.matched,
      lines: row.lines.map((line) => ({
        kind: line.kind,
        ours: inYuan(line.ours),
        theirs: line.theirs === null ? null : inYuan(line.theirs),
        difference: line.theirs === null ? null : inYuan({ count: line.ours.count - line.theirs.count, fen: line.ours.fen - line.theirs.fen }),
        note: line.note ?? null,
      })),
    })),
  };
}
