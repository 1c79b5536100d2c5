import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildHub88Sim } from '../../sandbox/src/platform-sim/hub88-sim';
import { TransactionBook } from '../../sandbox/src/platform-sim/report';
import type { WalletExchange } from '../../sandbox/src/platform-sim/wallet-client';
import { tallyHub88Items } from '../src/integrations/platforms/hub88/report';
import { signBody } from '../src/integrations/platforms/hub88/signature';
import { rsaKeyPair } from './support/hub88';

const exchange = (path: string, body: Record<string, unknown>, status: string | undefined): WalletExchange => ({ path, body, reply: status === undefined ? undefined : { status } });

describe('the simulator’s own count of what it sent (Hub88’s Transactions API)', () => {
  it('keeps each transaction once by its uuid, with the operator’s answer, and what a rollback gave back', () => {
    let now = Date.UTC(2026, 10, 26, 8);
    const book = new TransactionBook(() => now);
    const bet = (uuid: string, status: string | undefined) => book.note(exchange('/transaction/bet', { user: '0001', transaction_uuid: uuid, amount: 200_000 }, status));
    const rollback = (reference: string, status = 'RS_OK') => book.note(exchange('/transaction/rollback', { user: '0001', transaction_uuid: randomUUID(), reference_transaction_uuid: reference }, status));
    bet('taken', 'RS_OK');
    bet('taken', 'RS_ERROR_DUPLICATE_TRANSACTION'); // a changed copy refused: the first answer stands
    bet('refused', 'RS_ERROR_USER_DISABLED');
    bet('lost-answer', undefined);
    bet('kept', 'RS_OK');
    book.note(exchange('/transaction/win', { user: '0001', transaction_uuid: 'win', reference_transaction_uuid: 'kept', amount: 500_000 }, 'RS_OK'));
    rollback('taken');
    rollback('refused');
    rollback('lost-answer');
    rollback('never-sent');
    now += 86_400_000;
    bet('tomorrow', 'RS_OK');

    const today = book.items(Date.UTC(2026, 10, 26), Date.UTC(2026, 10, 27));
    const status = (uuid: string) => today.find((item) => item.transaction_uuid === uuid)?.transaction_status;
    expect([status('taken'), status('refused'), status('lost-answer'), status('kept'), status('win'), status('tomorrow')]).toEqual(['TS_ROLLEDBACK', 'TS_DECLINED', 'TS_ROLLEDBACK', 'TS_SUCCESS', 'TS_SUCCESS', undefined]);
    expect(today.filter((item) => item.kind === 'TK_ROLLBACK').map((item) => item.amount)).toEqual([200_000, 0, 200_000, 0]);
    expect(today.every((item) => item.inserted_at === '2026-11-26T08:00:00')).toBe(true);
    expect(tallyHub88Items(today)).toEqual({ bets: { count: 1, fen: 200 }, wins: { count: 1, fen: 500 }, rollbacks: { count: 4, fen: 400 } });
  });

  it('answers POST /operator/generic/v2/transactions/list only to the operator’s signature, by time range', async () => {
    const hub88 = rsaKeyPair();
    const operator = rsaKeyPair();
    const sim = buildHub88Sim({ walletUrl: 'http://127.0.0.1:9/wallet/hub88', hub88PrivateKey: createPrivateKey(hub88.privatePem), operatorPublicKey: createPublicKey(operator.publicPem) });
    const ask = (body: object, key = operator.privatePem) => {
      const bytes = JSON.stringify(body);
      return sim.inject({ method: 'POST', url: '/operator/generic/v2/transactions/list', headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(bytes, key) }, payload: bytes });
    };
    const day = { operator_id: 1, start_time: '2026-11-25T16:00:00', end_time: '2026-11-26T16:00:00' };
    const answered = await ask(day);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual([]);
    expect((await ask(day, hub88.privatePem)).statusCode).toBe(401);
    expect((await ask({ operator_id: 1 })).statusCode).toBe(400);
    await sim.close();
  });
});
