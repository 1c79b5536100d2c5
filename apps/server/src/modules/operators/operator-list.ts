import { isAdminRole } from '@casino/contract/admin-roles';
import type { ParsedRequestOf } from '@casino/contract/call';
import type { adminOperators } from '@casino/contract/calls/operators';
import { OPERATOR_SORTING } from '@casino/contract/list-sorting';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { pageSize, paginate } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';

/** One page of the operator accounts, by name unless sorted by role or creation time, with how many recovery codes each has left. */
export function operatorPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminOperators>) {
  const order = listOrder(OPERATOR_SORTING, input, { name: 'name', role: 'role', created: 'created_at' });
  return paginate(
    db.selectFrom('admin_user'),
    (query) =>
      query
        .select(['name', 'role', 'disabled_at', 'totp_secret', 'created_at', 'last_login_ip'])
        .select((eb) =>
          eb
            .selectFrom('admin_recovery_code')
            .select(eb.fn.countAll<number | string | bigint>().as('n'))
            .whereRef('admin_recovery_code.admin_id', '=', 'admin_user.id')
            .where('admin_recovery_code.used_at', 'is', null)
            .as('recovery_codes'),
        )
        .orderBy(order.column, order.direction)
        .orderBy('name'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    (row) => ({
      name: row.name,
      role: isAdminRole(row.role) ? row.role : 'support',
      disabled: row.disabled_at !== null,
      totp: row.totp_secret !== null,
      recovery_codes: Number(row.recovery_codes ?? 0),
      created_at: formatBeijingTime(row.created_at),
      last_login_ip: row.last_login_ip,
    }),
  );
}
