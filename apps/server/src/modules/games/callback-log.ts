import type { adminPlatformCallbacks } from '@casino/contract/calls/games';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import { CALLBACK_OK_STATUS } from '@casino/contract/rules/admin-platform-connection';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { beijingDayRange } from '../../kernel/lists/beijing-days';
import { pageSize, paginate } from '../../kernel/lists/page';

type CallbackItem = DataOf<typeof adminPlatformCallbacks>['data'][number];

/** One page of the platforms' callback log, newest first, within the filters (each indexed: platform, member, an id, days). */
export async function callbackLogPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminPlatformCallbacks>): Promise<Page<CallbackItem>> {
  const { from, until } = beijingDayRange(input.from, input.to);
  const platform = input.platform?.trim() ?? '';
  const member = input.member?.trim() ?? '';
  const ref = input.ref?.trim() ?? '';
  let memberId: number | undefined;
  if (member !== '') {
    // A name that is no member's finds nothing (-1 is no member's id).
    memberId = (await db.selectFrom('member').select('id').where('username_key', '=', member.toLowerCase()).executeTakeFirst())?.id ?? -1;
  }
  const filtered = db
    .selectFrom('platform_callback')
    .leftJoin('member', 'member.id', 'platform_callback.member_id')
    .$if(platform !== '', (query) => query.where('platform_callback.platform', '=', platform))
    .$if(memberId !== undefined, (query) => query.where('platform_callback.member_id', '=', memberId ?? -1))
    .$if(ref !== '', (query) => query.where((eb) => eb.or([eb('platform_callback.transaction_id', '=', ref), eb('platform_callback.reference_id', '=', ref), eb('platform_callback.round', '=', ref)])))
    .$if(input.errors === '1', (query) => query.where('platform_callback.status', '<>', CALLBACK_OK_STATUS))
    .$if(from !== undefined, (query) => query.where('platform_callback.created_at', '>=', from ?? 0))
    .$if(until !== undefined, (query) => query.where('platform_callback.created_at', '<', until ?? 0));
  return paginate(
    filtered,
    (query) =>
      query
        .select([
          'platform_callback.id',
          'platform_callback.created_at',
          'platform_callback.platform',
          'platform_callback.path',
          'member.username as member',
          'platform_callback.transaction_id',
          'platform_callback.reference_id',
          'platform_callback.round',
          'platform_callback.status',
          'platform_callback.signature_valid',
          'platform_callback.latency_ms',
          'platform_callback.request_body',
          'platform_callback.response_body',
        ])
        .orderBy('platform_callback.created_at', 'desc')
        .orderBy('platform_callback.id', 'desc'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    (row) => ({
      id: row.id,
      created_at: formatBeijingTime(row.created_at),
      platform: row.platform,
      endpoint: row.path,
      member: row.member,
      transaction_id: row.transaction_id,
      reference_id: row.reference_id,
      round: row.round,
      status: row.status,
      signature_valid: row.signature_valid === 1,
      latency_ms: row.latency_ms,
      request: row.request_body,
      answer: row.response_body,
    }),
  );
}
