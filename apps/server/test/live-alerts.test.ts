import { ADMIN_ROLES, type AdminRole } from '@casino/contract/admin-roles';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStream } from '../src/platform/http/event-stream';
import { liveFeed } from '../src/modules/alerts/live-feed';
import { hashToken } from '../src/platform/security/tokens';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, withoutTurnoverRule, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD } from './support/members';
import { fundedMember } from './support/money';

interface Queue {
  pending: number;
  newest_id: number | null;
}
interface LiveQueues {
  deposits: Queue | null;
  withdrawals: Queue | null;
}

const bankDeposit = { paytype: 1, amount: '500', bank_owner: '张三', bank: '工商银行', bank_no: '6222000011112222', bank_address: '上海' };

/** An open text/event-stream as a console reads it: each `data:` event parsed, comments counted. */
async function listen(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no body');
  const events: LiveQueues[] = [];
  let ended = false;
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data !== undefined) events.push(JSON.parse(data) as LiveQueues);
      }
    }
    ended = true;
  })();
  return {
    response,
    events,
    ended: () => ended,
    /** Waits (up to 8 s: the feed reads every 2) for an event that passes. */
    next: async (test: (event: LiveQueues) => boolean) => {
      const since = events.length;
      await expect.poll(() => events.slice(since).some(test), { timeout: 8_000, interval: 50 }).toBe(true);
      return events.slice(since).find(test) as LiveQueues;
    },
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe.each(dialects)('live alerts of the review queues on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let finance: TestOperator;
  let support: TestOperator;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await withoutTurnoverRule(t.db.database);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}/admin/api/live/queues`;
    finance = await signedInOperator(t.app, t.db.database.db, 'live-finance', 'finance');
    support = await signedInOperator(t.app, t.db.database.db, 'live-support', 'support');
  });
  afterAll(async () => {
    await t.close();
  });

  const once = async (operator: TestOperator) =>
    (await t.app.inject({ method: 'GET', url: '/admin/api/live/queues', headers: { authorization: `Bearer ${operator.token}` } })).json<{ code: number; data: LiveQueues }>();

  it('answers the queues once without the event-stream header, each only to a role that may approve in it', async () => {
    const asFinance = await once(finance);
    expect(asFinance.code).toBe(200);
    expect(asFinance.data.deposits).toEqual({ pending: expect.any(Number) as unknown, newest_id: null });
    expect(asFinance.data.withdrawals?.pending).toBe(0);
    expect((await once(support)).data).toEqual({ deposits: null, withdrawals: null });
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/live/queues' })).statusCode).toBe(401);
  });

  it("pushes a player's deposit and withdrawal within seconds, and their review, to the stream", async () => {
    const stream = await listen(base, finance.token);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const first = await stream.next(() => true);

    const player = await fundedMember(t, 1_000_00);
    const deposited = await post(t.app, '/api/recharge', bankDeposit, player.token);
    expect(deposited.body.code).toBe(200);
    const afterDeposit = await stream.next((event) => event.deposits?.pending === (first.deposits?.pending ?? 0) + 1);
    expect(afterDeposit.deposits?.newest_id).toBeGreaterThan(first.deposits?.newest_id ?? 0);

    const card = await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200113344', pay_pass: PAY_PASSWORD }, player.token);
    const asked = await post(t.app, '/api/withdraw', { bank: (card.body.data as { id: number }).id, amount: '100', password: PAY_PASSWORD }, player.token);
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    const afterWithdrawal = await stream.next((event) => event.withdrawals?.pending === (first.withdrawals?.pending ?? 0) + 1);
    expect(afterWithdrawal.withdrawals?.newest_id).toBe((asked.body.data as { id: number }).id);

    const order = await t.db.database.db.selectFrom('deposit_order').select('out_trade_no').where('id', '=', afterDeposit.deposits?.newest_id ?? 0).executeTakeFirstOrThrow();
    expect((await post(t.app, '/admin/api/deposits/approve', { out_trade_no: order.out_trade_no }, finance.token)).body.code).toBe(200);
    await stream.next((event) => event.deposits?.pending === first.deposits?.pending);
    await stream.close();
  });

  it('tells a role that may approve nothing nothing, and refuses a stream without a session', async () => {
    const stream = await listen(base, support.token);
    expect(await stream.next(() => true)).toEqual({ deposits: null, withdrawals: null });
    await stream.close();
    const refused = await fetch(base, { headers: { accept: 'text/event-stream', authorization: 'Bearer nope' } });
    expect(refused.status).toBe(401);
  });

  it('ends an open stream when the server closes, so shutdown does not wait on it', async () => {
    const own = await startTestApp(dialect);
    await own.app.listen({ host: '127.0.0.1', port: 0 });
    const operator = await signedInOperator(own.app, own.db.database.db, 'live-closing', 'finance');
    const stream = await listen(`http://127.0.0.1:${String((own.app.server.address() as AddressInfo).port)}/admin/api/live/queues`, operator.token);
    await stream.next(() => true);
    await own.close();
    await expect.poll(stream.ended, { timeout: 2_000 }).toBe(true);
  });

  describe('the feed', () => {
    /** A stream that records what it is sent. */
    function recordingStream() {
      const sent: unknown[] = [];
      let keepAlives = 0;
      let closed = false;
      const listeners: (() => void)[] = [];
      const stream: EventStream = {
        send: (data) => sent.push(data),
        keepAlive: () => (keepAlives += 1),
        close: () => {
          closed = true;
          for (const listener of listeners) listener();
        },
        onClose: (listener) => listeners.push(listener),
      };
      return { stream, sent, keepAlives: () => keepAlives, closed: () => closed };
    }
    const timing = { everyMs: 20, sessionsEveryMs: 60, keepAliveMs: 100 };

    it('sends only changes, keeps a quiet stream alive, follows a role change and ends a stream whose session ended', async () => {
      const errors: unknown[] = [];
      const feed = liveFeed(t.db.database.db, Date.now, (error) => errors.push(error), timing);
      const operator = await signedInOperator(t.app, t.db.database.db, 'live-feed', 'finance');
      const tokenHash = hashToken(operator.token);
      const recorded = recordingStream();
      const first = (await once(operator)).data;
      feed.follow({ tokenHash, role: 'finance' satisfies AdminRole }, recorded.stream, first);
      expect(recorded.sent).toEqual([first]);
      await expect.poll(recorded.keepAlives, { timeout: 2_000 }).toBeGreaterThan(0);
      expect(recorded.sent).toHaveLength(1);

      // The owner makes them support: within a session check they hear nothing of the queues.
      await t.db.database.db.updateTable('admin_user').set({ role: 'support' }).where('name', '=', 'live-feed').execute();
      await expect.poll(() => recorded.sent.at(-1), { timeout: 2_000 }).toEqual({ deposits: null, withdrawals: null });

      await post(t.app, '/admin/api/logout', {}, operator.token);
      await expect.poll(recorded.closed, { timeout: 2_000 }).toBe(true);
      feed.close();
      expect(errors).toEqual([]);
    });

    it('closes every stream when it closes, and one that follows afterwards at once', () => {
      const feed = liveFeed(t.db.database.db, Date.now, () => undefined, timing);
      const streams = ADMIN_ROLES.map(() => recordingStream());
      for (const [index, recorded] of streams.entries()) feed.follow({ tokenHash: `h${String(index)}`, role: ADMIN_ROLES[index] ?? 'owner' }, recorded.stream, { deposits: null, withdrawals: null });
      feed.close();
      expect(streams.every((recorded) => recorded.closed())).toBe(true);
      const late = recordingStream();
      feed.follow({ tokenHash: 'late', role: 'owner' }, late.stream, { deposits: null, withdrawals: null });
      expect(late.closed()).toBe(true);
      expect(late.sent).toEqual([]);
    });
  });
});
