import { randomUUID } from 'node:crypto';
import { beijingDayStart } from '@casino/contract/time';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { connectHub88, gameSession, hub88Call, rsaKeyPair } from './support/hub88';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const HOUR = 3_600_000;
const PLATFORM = 'pg';
const YUAN = 100_000;

/** A new bet on PostgreSQL is one statement (integrations/platforms/hub88/postgres-bet.ts); what it must keep is what every bet keeps. */
describe.each(dialects)('a Hub88 bet, one statement on PostgreSQL, on %s', (dialect) => {
  let t: TestApp;
  /** Funded before any bet made the platform's house account: their main account has the lower id. */
  let early: Awaited<ReturnType<typeof fundedPlayer>>;
  const now = beijingDayStart(Date.now()) + 9 * HOUR;
  const hub88 = rsaKeyPair();
  const signed = { key: hub88.privatePem };

  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => now);
    await connectHub88(t.db.database, PLATFORM, hub88, rsaKeyPair());
    early = await fundedPlayer(5);
  });
  afterEach(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
  });

  const betBody = (p: { user: string; gameToken: string }, amount: number) => ({
    user: p.user,
    transaction_uuid: randomUUID(),
    token: p.gameToken,
    round: `r-${randomUUID()}`,
    round_closed: false,
    request_uuid: randomUUID(),
    game_code: 'pg_003',
    currency: 'CNY',
    amount,
    meta: {},
  });

  /** A member with `yuan` (and two fen for the first bets) in the main wallet and a game session. */
  async function fundedPlayer(yuan: number) {
    const { name } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, yuan * 100 + 2);
    return { id, user: String(id).padStart(4, '0'), gameToken: await gameSession(t.db.database, { memberId: id, platform: PLATFORM, expiresAt: now + HOUR }) };
  }
  /**
   * After two bets of a fen, the member's main account and the house's are known to the process (an account is
   * remembered once a transaction that did not create it found it: the first bet on the platform creates the house's).
   */
  async function warm<P extends { user: string; gameToken: string }>(p: P): Promise<P> {
    for (let i = 0; i < 2; i += 1) expect((await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000), signed)).status).toBe('RS_OK');
    return p;
  }
  const warmPlayer = async (yuan: number) => warm(await fundedPlayer(yuan));
  /** The statements `work` sent to PostgreSQL but reads (of the process's caches, which may refresh meanwhile), each marked when sent prepared. */
  async function sentTo(work: () => Promise<void>): Promise<string[]> {
    // The spy calls through: it only records what each client was asked to run.
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await work();
      return query.mock.calls
        .map(([config]: unknown[]) => (typeof config === 'string' ? { text: config } : (config as { text: string; name?: string })))
        .filter(({ text }) => !text.startsWith('select '))
        .map(({ text, name }) => (name === undefined ? text : `${text} (prepared)`));
    } finally {
      query.mockRestore();
    }
  }
  const oneStatement = /^with bet_session AS/;
  const mainFen = async (id: number) => (await memberBalances(t.db.database.db, id)).mainFen;
  const accountIds = async (id: number) => {
    const rows = await t.db.database.db.selectFrom('account').select(['id', 'kind', 'member_id']).where((eb) => eb.or([eb('member_id', '=', id), eb.and([eb('kind', '=', 'house'), eb('platform', '=', PLATFORM)])])).execute();
    return { main: rows.find((row) => row.member_id === id)?.id ?? 0, house: rows.find((row) => row.kind === 'house')?.id ?? 0 };
  };
  const houseCounters = () => t.db.database.db.selectFrom('account').select(['credits_posted', 'debits_posted']).where('kind', '=', 'house').where('platform', '=', PLATFORM).executeTakeFirstOrThrow();
  const writes = async () => {
    const db = t.db.database.db;
    const count = async (table: 'transfer' | 'bet' | 'hub88_transaction') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { transfers: await count('transfer'), bets: await count('bet'), rows: await count('hub88_transaction') };
  };

  if (dialect === 'postgres') {
    it('sends a new bet to PostgreSQL as one statement, where the general path sent BEGIN, seven statements and COMMIT', async () => {
      const p = await warmPlayer(10);
      // A member's first bet reads their main account's id first (the platform's house account exists by now).
      const fresh = await fundedPlayer(10);
      for (const player of [p, fresh]) {
        const sent = await sentTo(async () => {
          expect((await hub88Call(t.app, '/transaction/bet', betBody(player, 2 * YUAN), signed)).status).toBe('RS_OK');
        });
        // Prepared: each connection parses and plans it once.
        expect(sent).toEqual([expect.stringMatching(oneStatement)]);
        expect(sent[0]).toMatch(/\(prepared\)$/);
      }
      expect(await mainFen(p.id)).toBe(8_00);
      expect(await mainFen(fresh.id)).toBe(8_02);
    });
  }

  it('answers and logs the balance after the bet, and writes the bet, its transaction row and its ledger transfer', async () => {
    const p = await warmPlayer(10);
    const bet = betBody(p, 3 * YUAN);
    const answer = await hub88Call(t.app, '/transaction/bet', bet, signed);
    expect(answer).toEqual({ user: p.user, status: 'RS_OK', request_uuid: bet.request_uuid, currency: 'CNY', balance: 7 * YUAN });
    const db = t.db.database.db;
    const log = await db.selectFrom('platform_callback').select(['response_body', 'status', 'member_id', 'transaction_id', 'round', 'platform']).where('transaction_id', '=', bet.transaction_uuid).execute();
    expect(log).toEqual([{ response_body: JSON.stringify(answer), status: 'RS_OK', member_id: p.id, transaction_id: bet.transaction_uuid, round: bet.round, platform: PLATFORM }]);
    expect(await db.selectFrom('bet').select(['member_id', 'bet_fen', 'valid_fen', 'win_loss_fen', 'game_code', 'playname', 'playmemo', 'category_id']).where('bet_id', '=', bet.transaction_uuid).execute()).toEqual([
      { member_id: p.id, bet_fen: 300, valid_fen: 300, win_loss_fen: -300, game_code: 'pg_003', playname: 'PG测试游戏', playmemo: `round ${bet.round}`, category_id: 'concise' },
    ]);
    expect(await db.selectFrom('hub88_transaction').select(['kind', 'state', 'status', 'member_id', 'amount', 'currency', 'round', 'game_code']).where('transaction_uuid', '=', bet.transaction_uuid).execute()).toEqual([
      { kind: 'bet', state: 'applied', status: 'RS_OK', member_id: p.id, amount: 3 * YUAN, currency: 'CNY', round: bet.round, game_code: 'pg_003' },
    ]);
    const ids = await accountIds(p.id);
    expect(await db.selectFrom('transfer').select(['debit_account_id', 'credit_account_id', 'amount', 'kind', 'ref_id']).where('id', '=', `hub88:bet:${bet.transaction_uuid}`).execute()).toEqual([
      { debit_account_id: ids.main, credit_account_id: ids.house, amount: 300, kind: 'bet', ref_id: bet.transaction_uuid },
    ]);
  });

  it('refuses a bet the main wallet cannot cover and keeps nothing of it, whether the main account or the house comes first in id order', async () => {
    // The house account is made by the first bet on the platform: a member funded before it has the lower id, one after it the higher.
    const first = await warm(early);
    const later = await warmPlayer(5);
    expect([await accountIds(first.id), await accountIds(later.id)].map(({ main, house }) => main < house)).toEqual([true, false]);
    for (const p of [first, later]) {
      const before = { writes: await writes(), house: await houseCounters(), fen: await mainFen(p.id) };
      const bet = betBody(p, 6 * YUAN);
      const sent = await sentTo(async () => {
        expect(await hub88Call(t.app, '/transaction/bet', bet, signed)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: (before.fen * YUAN) / 100 });
      });
      // On PostgreSQL the one statement was tried first, and refused as a whole.
      if (dialect === 'postgres') expect(sent[0]).toMatch(oneStatement);
      expect(await mainFen(p.id)).toBe(before.fen);
      expect(await houseCounters()).toEqual(before.house);
      // The refusal is kept (a retry answers the same), and nothing else.
      expect(await writes()).toEqual({ ...before.writes, rows: before.writes.rows + 1 });
      expect(await hub88Call(t.app, '/transaction/bet', bet, signed)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    }
  });

  it('refuses what the general path refuses: an expired or unknown session, a blocked member, another member’s user', async () => {
    const p = await warmPlayer(10);
    const other = await warmPlayer(10);
    const expired = { ...p, gameToken: await gameSession(t.db.database, { memberId: p.id, platform: PLATFORM, expiresAt: now - 1 }) };
    const before = await writes();
    expect((await hub88Call(t.app, '/transaction/bet', betBody(expired, YUAN), signed)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await hub88Call(t.app, '/transaction/bet', betBody({ ...p, gameToken: randomUUID() }, YUAN), signed)).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await hub88Call(t.app, '/transaction/bet', betBody({ ...p, user: other.user }, YUAN), signed)).status).toBe('RS_ERROR_INVALID_TOKEN');
    await t.db.database.db.updateTable('member').set({ isblack: 1 }).where('id', '=', p.id).execute();
    expect((await hub88Call(t.app, '/transaction/bet', betBody(p, YUAN), signed)).status).toBe('RS_ERROR_USER_DISABLED');
    const after = await writes();
    expect({ transfers: after.transfers, bets: after.bets }).toEqual({ transfers: before.transfers, bets: before.bets });
    expect(await mainFen(p.id)).toBe(10_00);
  });

  it('applies a bet once under 20 concurrent copies, each answered the first answer', async () => {
    const p = await warmPlayer(10);
    const bet = betBody(p, 4 * YUAN);
    const answers = await Promise.all(Array.from({ length: 20 }, () => hub88Call(t.app, '/transaction/bet', bet, signed)));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ user: p.user, status: 'RS_OK', request_uuid: bet.request_uuid, currency: 'CNY', balance: 6 * YUAN })]));
    expect(await mainFen(p.id)).toBe(6_00);
  });
});
