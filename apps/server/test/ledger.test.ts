import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMoneyTransaction } from '../src/platform/db/money-transaction';
import { accountKeyText, AccountIds } from '../src/ledger/account-ids';
import { ACCOUNT_KIND } from '../src/ledger/accounts';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { HoldAlreadyResolved, InsufficientFunds, Ledger, memberMain, memberPlatform, systemAccount, TransferAlreadyReversed, type TransferSpec } from '../src/ledger/ledger';
import { TRANSFER_KIND } from '../src/ledger/transfer-kinds';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const workerScript = fileURLToPath(new URL('./support/ledger-worker.ts', import.meta.url));

function runWorker(args: string[]): Promise<{ ok: number; refused: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', workerScript, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as { ok: number; refused: number });
      else reject(new Error(`worker exited ${String(code)}: ${err}`));
    });
  });
}

describe('transfer kinds', () => {
  it('are one typed set: a kind outside it does not compile', () => {
    // @ts-expect-error a typo is not a transfer kind
    const typo: TransferSpec['kind'] = 'transfer_inn';
    const kind: TransferSpec['kind'] = TRANSFER_KIND.transferIn;
    expect([typo, kind]).toEqual(['transfer_inn', 'transfer_in']);
  });
});

describe.each(dialects)('the ledger on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
    await t.close();
  });

  async function newMember(fen = 0) {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    if (fen > 0) await fundMember(t.db.database, id, fen);
    return { id, token };
  }

  const run = <T>(work: (ledger: Ledger) => Promise<T>) => inMoneyTransaction(t.db.database, (trx) => work(new Ledger(trx, Date.now())));

  it('moves money between accounts and keeps the sum at zero', async () => {
    const { id } = await newMember(500_00);
    await run((l) => l.transfer('t1', [{ id: 't1', debit: memberMain(id), credit: memberPlatform(id, 'ag'), amount: 120_50, kind: TRANSFER_KIND.transferIn }]));
    const balances = await memberBalances(t.db.database.db, id);
    expect(balances.mainFen).toBe(379_50);
    expect(balances.gameFen).toBe(120_50);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });

  it('refuses an overdraft and applies nothing of a refused operation', async () => {
    const { id } = await newMember(100_00);
    await expect(
      run((l) =>
        l.transfer('t2', [
          { id: 't2a', debit: memberMain(id), credit: memberPlatform(id, 'ag'), amount: 60_00, kind: TRANSFER_KIND.transferIn },
          { id: 't2b', debit: memberMain(id), credit: memberPlatform(id, 'bg'), amount: 60_00, kind: TRANSFER_KIND.transferIn },
        ]),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(100_00);
    const legs = await t.db.database.db.selectFrom('transfer').select('id').where('op_id', '=', 't2').execute();
    expect(legs).toEqual([]);
  });

  it('remembers committed account ids only: a wallet created by a refused operation is created again', async () => {
    const { id } = await newMember(100_00);
    const known = new AccountIds();
    const intoPp = (opId: string, fen: number) =>
      inMoneyTransaction(t.db.database, (trx) =>
        new Ledger(trx, Date.now(), known).transfer(opId, [{ id: opId, debit: memberMain(id), credit: memberPlatform(id, 'pp'), amount: fen, kind: TRANSFER_KIND.transferIn }]),
      );
    const ppRows = () => t.db.database.db.selectFrom('account').select('id').where('member_id', '=', id).where('platform', '=', 'pp').execute();
    // Creates the member's pp wallet, then is refused: the wallet's row goes with the rollback.
    await expect(intoPp(`ids-a:${String(id)}`, 200_00)).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await ppRows()).toEqual([]);
    // A remembered id of that row would point at nothing here.
    await intoPp(`ids-b:${String(id)}`, 10_00);
    const [pp] = await ppRows();
    expect(known.get(accountKeyText(memberPlatform(id, 'pp')))).toBeUndefined();
    // Committed by the last operation: the next one remembers it.
    await intoPp(`ids-c:${String(id)}`, 5_00);
    expect(known.get(accountKeyText(memberPlatform(id, 'pp')))).toBe(pp?.id);
    await intoPp(`ids-d:${String(id)}`, 5_00);
    expect((await memberBalances(t.db.database.db, id)).byPlatform.get('pp')).toBe(20_00);
  });

  it('refuses a transfer from an account to itself, and applies nothing of its operation', async () => {
    const { id } = await newMember(100_00);
    await expect(
      run((l) =>
        l.transfer(`self:${String(id)}`, [
          { id: `self-a:${String(id)}`, debit: memberMain(id), credit: memberPlatform(id, 'ag'), amount: 10_00, kind: TRANSFER_KIND.transferIn },
          { id: `self-b:${String(id)}`, debit: memberMain(id), credit: memberMain(id), amount: 5_00, kind: TRANSFER_KIND.transferIn },
        ]),
      ),
    ).rejects.toThrow('a transfer moves money between two accounts');
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(100_00);
    expect(await t.db.database.db.selectFrom('transfer').select('id').where('op_id', '=', `self:${String(id)}`).execute()).toEqual([]);
  });

  it('refuses a duplicate business id', async () => {
    const { id } = await newMember(100_00);
    const spec = { id: `dup:${String(id)}`, debit: memberMain(id), credit: memberPlatform(id, 'ag'), amount: 1_00, kind: TRANSFER_KIND.transferIn };
    await run((l) => l.transfer('op-a', [spec]));
    await expect(run((l) => l.transfer('op-b', [spec]))).rejects.toThrow();
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(99_00);
  });

  it('reverses a transfer once, and only with the money still there', async () => {
    const { id } = await newMember(100_00);
    const into = `rev:${String(id)}`;
    await run((l) => l.transfer(into, [{ id: into, debit: memberMain(id), credit: memberPlatform(id, 'ag'), amount: 40_00, kind: TRANSFER_KIND.transferIn }]));
    const reversal = { id: `${into}:undo`, reverses: into, kind: TRANSFER_KIND.transferOut };
    await run((l) => l.reverse(reversal.id, reversal));
    expect(await memberBalances(t.db.database.db, id)).toMatchObject({ mainFen: 100_00, gameFen: 0 });
    await expect(run((l) => l.reverse('again', { ...reversal, id: `${into}:undo2` }))).rejects.toBeInstanceOf(TransferAlreadyReversed);

    const spent = `rev2:${String(id)}`;
    await run((l) => l.transfer(spent, [{ id: spent, debit: memberMain(id), credit: memberPlatform(id, 'bg'), amount: 30_00, kind: TRANSFER_KIND.transferIn }]));
    await run((l) => l.transfer('spend', [{ id: `spend:${String(id)}`, debit: memberPlatform(id, 'bg'), credit: memberMain(id), amount: 10_00, kind: TRANSFER_KIND.transferOut }]));
    await expect(run((l) => l.reverse('r2', { id: `${spent}:undo`, reverses: spent, kind: TRANSFER_KIND.transferOut }))).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await memberBalances(t.db.database.db, id)).toMatchObject({ mainFen: 80_00, gameFen: 20_00 });
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });

  it('holds funds, then posts or voids the hold exactly once', async () => {
    const { id } = await newMember(300_00);
    const hold = (n: string) => ({ id: n, debit: memberMain(id), credit: systemAccount(ACCOUNT_KIND.withdrawals), amount: 100_00, kind: TRANSFER_KIND.withdrawal, phase: 'pending' as const });
    await run((l) => l.transfer('h1', [hold(`h1:${String(id)}`), hold(`h2:${String(id)}`)]));
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(100_00);
    await run((l) => l.post('p1', `h1:${String(id)}`, `h1:${String(id)}:post`));
    await run((l) => l.void('v2', `h2:${String(id)}`, `h2:${String(id)}:void`));
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(200_00);
    await expect(run((l) => l.void('v1', `h1:${String(id)}`, `h1:${String(id)}:void`))).rejects.toBeInstanceOf(HoldAlreadyResolved);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(200_00);
  });

  it('resolves a hold once when approve and refuse race', async () => {
    const { id } = await newMember(100_00);
    const holdId = `race:${String(id)}`;
    await run((l) => l.transfer('race', [{ id: holdId, debit: memberMain(id), credit: systemAccount(ACCOUNT_KIND.withdrawals), amount: 100_00, kind: TRANSFER_KIND.withdrawal, phase: 'pending' }]));
    const results = await Promise.allSettled([
      run((l) => l.post('rp', holdId, `${holdId}:post`)),
      run((l) => l.void('rv', holdId, `${holdId}:void`)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const resolutions = await t.db.database.db.selectFrom('transfer').select('phase').where('pending_id', '=', holdId).execute();
    expect(resolutions).toHaveLength(1);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });

  it('never overdraws under 100 simultaneous transfers from one wallet', async () => {
    const { token, id } = await newMember(50_00);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => post(t.app, '/api/transfer', { amount: '1', sourcetype: 'userbalance', targettype: 'ag' }, token)),
    );
    const ok = answers.filter((a) => a.body.code === 200).length;
    expect(ok).toBe(50);
    expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.message === '余额不足')).toBe(true);
    const balances = await memberBalances(t.db.database.db, id);
    expect(balances).toMatchObject({ mainFen: 0, gameFen: 50_00 });
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });

  it('applies a replayed Idempotency-Key once, with identical answers', async () => {
    const { token, id } = await newMember(100_00);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `key-${String(id)}-abcdef` },
        payload: JSON.stringify({ amount: '10', sourcetype: 'userbalance', targettype: 'ag' }),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    const bodies = answers.map((a) => a.body);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ code: 200, data: { balance: 90 } });
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(90_00);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `key-${String(id)}-abcdef` },
      payload: JSON.stringify({ amount: '20', sourcetype: 'userbalance', targettype: 'ag' }),
    });
    expect(other.json()).toMatchObject({ code: 422 });
  });

  it('completes opposite-direction transfers in parallel without deadlock', async () => {
    const { token, id } = await newMember(100_00);
    await post(t.app, '/api/transfer', { amount: '50', sourcetype: 'userbalance', targettype: 'ag' }, token);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(t.app, '/api/transfer', i % 2 === 0 ? { amount: '1', sourcetype: 'userbalance', targettype: 'ag' } : { amount: '1', sourcetype: 'ag', targettype: 'userbalance' }, token),
      ),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(await memberBalances(t.db.database.db, id)).toMatchObject({ mainFen: 50_00, gameFen: 50_00 });
  });

  if (dialect === 'sqlite') {
    it('never overdraws with four processes on one SQLite file', async () => {
      const { id } = await newMember(100_00);
      const results = await Promise.all(['a', 'b', 'c', 'd'].map((tag) => runWorker([t.db.url, String(id), '25', '300', `${tag}${String(id)}`])));
      const ok = results.reduce((sum, r) => sum + r.ok, 0);
      // 100 attempts of 3 yuan against 100 yuan: exactly 33 fit.
      expect(ok).toBe(33);
      expect(results.reduce((sum, r) => sum + r.refused, 0)).toBe(67);
      expect(await memberBalances(t.db.database.db, id)).toMatchObject({ mainFen: 1_00, gameFen: 99_00 });
    }, 60_000);
  }
});

describe.each(dialects)('multi-leg operations on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('guards the net change: a credit earlier in the operation covers a later debit', async () => {
    const { name } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, 10_00);
    await inMoneyTransaction(t.db.database, (trx) =>
      new Ledger(trx, Date.now()).transfer('seed', [{ id: `seed:${String(id)}`, debit: memberMain(id), credit: memberPlatform(id, 'bg'), amount: 10_00, kind: TRANSFER_KIND.transferIn }]),
    );
    // main is empty; bg holds 10. Back to main and on to ag in one operation.
    await inMoneyTransaction(t.db.database, (trx) =>
      new Ledger(trx, Date.now()).transfer('sweep', [
        { id: `sweep:back:${String(id)}`, debit: memberPlatform(id, 'bg'), credit: memberMain(id), amount: 10_00, kind: TRANSFER_KIND.transferOut },
        { id: `sweep:into:${String(id)}`, debit: memberMain(id), credit: memberPlatform(id, 'ag'), amount: 10_00, kind: TRANSFER_KIND.transferIn },
      ]),
    );
    const balances = await memberBalances(t.db.database.db, id);
    expect(balances.byPlatform.get('ag')).toBe(10_00);
    expect(balances.mainFen).toBe(0);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
});
