import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMoneyTransaction } from '../src/platform/db/money-transaction';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { Ledger, memberMain, memberPlatform } from '../src/ledger/ledger';
import { TRANSFER_KIND } from '../src/ledger/transfer-kinds';
import { reviewDeposit } from '../src/modules/deposit/orders';
import { reviewWithdrawal } from '../src/modules/withdraw/reviews';
import { post, startTestApp, type TestApp, withoutTurnoverRule } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { memberId } from './support/money';

/** A small seeded random source (mulberry32), so a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * n;
  };
}

const PLATFORMS = ['ag', 'bg', 'pp'] as const;

describe.each(dialects)('the ledger against a model on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await withoutTurnoverRule(t.db.database);
  });
  afterAll(async () => {
    await t.close();
  });

  it('applies nothing when a failure strikes after the counters moved', async () => {
    const { name } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    // Two legs with one id: the counters are updated, then inserting the second leg's row fails.
    const leg = { id: `fault:${String(id)}`, debit: memberMain(id), credit: memberPlatform(id, 'ag'), amount: 1, kind: TRANSFER_KIND.transferIn };
    await expect(inMoneyTransaction(t.db.database, (trx) => new Ledger(trx, Date.now()).transfer('fault', [leg, leg]))).rejects.toThrow();
    expect(await memberBalances(t.db.database.db, id)).toMatchObject({ mainFen: 0, gameFen: 0 });
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });

  it('ends a seeded random sequence with the model\'s balances', async () => {
    const seed = Number(process.env.MODEL_SEED ?? Date.now() % 1_000_000);
    const draw = random(seed);
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    const card = ((await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京', bank_no: '6222020200112233', pay_pass: PAY_PASSWORD }, token)).body.data as { id: number }).id;
    const model = { main: 0, platforms: new Map<string, number>(PLATFORMS.map((p) => [p, 0])) };
    const pendingWithdrawals: { id: number; fen: number }[] = [];
    const sent = new Map<string, { body: Record<string, unknown> }>();

    for (let step = 0; step < 120; step += 1) {
      const choice = Math.floor(draw(6));
      const fen = (1 + Math.floor(draw(300))) * 100;
      const platform = PLATFORMS[Math.floor(draw(PLATFORMS.length))] ?? 'ag';
      if (choice === 0) {
        const order = (await post(t.app, '/api/recharge', { paytype: 2, amount: String(Math.max(100, fen / 100)) }, token)).body.message as string;
        const approve = draw(1) < 0.8;
        await reviewDeposit(t.db.database, order, approve, 'model', Date.now());
        if (approve) model.main += Math.max(100_00, fen);
      } else if (choice === 1 || choice === 2) {
        const into = choice === 1;
        const body = { amount: String(fen / 100), sourcetype: into ? 'userbalance' : platform, targettype: into ? platform : 'userbalance' };
        // Sometimes a replay of an earlier key, which must answer the same and move nothing.
        const replay = sent.size > 0 && draw(1) < 0.2 ? [...sent.entries()][Math.floor(draw(sent.size))] : undefined;
        const key = replay?.[0] ?? `model-${String(seed)}-${String(step)}`;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/transfer',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
          payload: JSON.stringify(replay?.[1].body ?? body),
        });
        const code = response.json<{ code: number }>().code;
        if (replay) {
          // Only successful transfers are remembered: their replay answers success again, moving nothing.
          expect(code, `seed ${String(seed)} step ${String(step)}`).toBe(200);
          continue;
        }
        const source = into ? model.main : (model.platforms.get(platform) ?? 0);
        const fits = fen <= source;
        expect(code, `seed ${String(seed)} step ${String(step)}`).toBe(fits ? 200 : 208);
        if (code === 200) {
          sent.set(key, { body });
          if (into) {
            model.main -= fen;
            model.platforms.set(platform, (model.platforms.get(platform) ?? 0) + fen);
          } else {
            model.main += fen;
            model.platforms.set(platform, (model.platforms.get(platform) ?? 0) - fen);
          }
        }
      } else if (choice === 3) {
        const amount = Math.max(100_00, fen);
        const answer = await post(t.app, '/api/withdraw', { bank: card, amount: String(amount / 100), password: PAY_PASSWORD }, token);
        expect(answer.body.code, `seed ${String(seed)} step ${String(step)}`).toBe(amount <= model.main ? 200 : 208);
        if (answer.body.code === 200) {
          model.main -= amount;
          pendingWithdrawals.push({ id: (answer.body.data as { id: number }).id, fen: amount });
        }
      } else if (pendingWithdrawals.length > 0) {
        const [withdrawal] = pendingWithdrawals.splice(Math.floor(draw(pendingWithdrawals.length)), 1);
        if (!withdrawal) continue;
        const approve = choice === 4;
        await reviewWithdrawal(t.db.database, withdrawal.id, approve, 'model', Date.now());
        if (!approve) model.main += withdrawal.fen;
      }
    }
    const actual = await memberBalances(t.db.database.db, id);
    expect(actual.mainFen, `seed ${String(seed)}`).toBe(model.main);
    for (const platform of PLATFORMS) expect(actual.byPlatform.get(platform) ?? 0, `seed ${String(seed)} ${platform}`).toBe(model.platforms.get(platform));
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  }, 60_000);
});
