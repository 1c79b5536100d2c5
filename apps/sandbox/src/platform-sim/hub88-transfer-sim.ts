import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RS } from '../../../server/src/integrations/platforms/hub88/protocol';
import { TRANSFER_WALLET_PATHS } from '../../../server/src/integrations/platforms/hub88-transfer/client';
import { operatorCallBody } from './operator-call';

/**
 * A fault the next transfer call meets (tests switch them on, one per call, in order):
 * - apply-then-timeout: applies it, then answers only after `delayMs` (after the operator gave up);
 * - refuse: applies nothing and answers a definite refusal (`status`, RS_ERROR_USER_DISABLED by default), kept as the
 *   transaction's first outcome as Hub88 keeps one;
 * - fail-500: answers HTTP 500 and applies nothing (nothing is kept: a repeat is processed afresh);
 * - slow: waits `delayMs`, then applies and answers.
 */
export type TransferFault = { kind: 'apply-then-timeout'; delayMs: number } | { kind: 'refuse'; status?: string } | { kind: 'fail-500' } | { kind: 'slow'; delayMs: number };

interface Kept {
  kind: 'deposit' | 'withdraw';
  user: string;
  amount: number;
  status: string;
}

/** The simulator's own player wallets (Hub88's unit: currency × 100,000) and the transfers it processed, by transaction_uuid. */
export class Hub88TransferWallets {
  readonly balances = new Map<string, number>();
  readonly transactions = new Map<string, Kept>();
  /** The faults the next calls meet, first first. */
  readonly faults: TransferFault[] = [];
  /** Every transfer call received, as (transaction_uuid, path): how many times the operator asked. */
  readonly calls: { transactionUuid: string; path: string }[] = [];

  balanceOf(user: string): number {
    return this.balances.get(user) ?? 0;
  }

  /** Applies a transfer once by its transaction_uuid: a repeat answers the first outcome, another body with the same id is a duplicate. */
  apply(kind: Kept['kind'], user: string, uuid: string, amount: number): string {
    const kept = this.transactions.get(uuid);
    if (kept) return kept.kind === kind && kept.user === user && kept.amount === amount ? kept.status : RS.duplicateTransaction;
    const balance = this.balanceOf(user);
    const status = kind === 'withdraw' && balance < amount ? RS.notEnoughMoney : RS.ok;
    if (status === RS.ok) this.balances.set(user, kind === 'deposit' ? balance + amount : balance - amount);
    this.transactions.set(uuid, { kind, user, amount, status });
    return status;
  }

  /** A definite refusal kept as the transaction's outcome. */
  refuse(kind: Kept['kind'], user: string, uuid: string, amount: number, status: string): string {
    if (!this.transactions.has(uuid)) this.transactions.set(uuid, { kind, user, amount, status });
    return this.transactions.get(uuid)?.status ?? status;
  }
}

export interface Hub88TransferSimOptions {
  operatorPublicKey: KeyObject;
  operatorId?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Hub88's TransferWallet API (docs/protocols/hub88.md §10) on the simulator's app, whose body parser keeps the raw bytes
 * (hub88SimRoutes): deposit, withdraw and balance, signed by the operator (401 otherwise), idempotent by transaction_uuid.
 */
export function registerHub88TransferSim(app: FastifyInstance, options: Hub88TransferSimOptions, wallets = new Hub88TransferWallets()): Hub88TransferWallets {
  /** The operator's signed call's body with the fields every TransferWallet call has, or the refusal already sent. */
  function signedBody(request: FastifyRequest, reply: FastifyReply): Record<string, unknown> | undefined {
    const fields = operatorCallBody(request, reply, options.operatorPublicKey, options.operatorId);
    if (fields && (typeof fields.user !== 'string' || typeof fields.request_uuid !== 'string' || typeof fields.currency !== 'string')) {
      void reply.status(400).send({ error: 'Invalid body' });
      return undefined;
    }
    return fields;
  }

  const answer = (fields: Record<string, unknown>, status: string) => ({
    user: fields.user,
    status,
    request_uuid: fields.request_uuid,
    currency: fields.currency,
    balance: wallets.balanceOf(String(fields.user)),
  });

  for (const kind of ['deposit', 'withdraw'] as const) {
    app.post(TRANSFER_WALLET_PATHS[kind], async (request, reply) => {
      const fields = signedBody(request, reply);
      if (!fields) return reply;
      const uuid = fields.transaction_uuid;
      const amount = fields.amount;
      if (typeof uuid !== 'string' || uuid === '' || typeof fields.sub_partner_id !== 'string' || !Number.isSafeInteger(amount) || (amount as number) <= 0) {
        return reply.send(answer(fields, RS.wrongSyntax));
      }
      wallets.calls.push({ transactionUuid: uuid, path: TRANSFER_WALLET_PATHS[kind] });
      const user = String(fields.user);
      const fault = wallets.faults.shift();
      if (fault?.kind === 'fail-500') return reply.status(500).send({ error: 'Internal server error' });
      if (fault?.kind === 'refuse') return reply.send(answer(fields, wallets.refuse(kind, user, uuid, amount as number, fault.status ?? RS.userDisabled)));
      if (fault?.kind === 'slow') await wait(fault.delayMs);
      const status = wallets.apply(kind, user, uuid, amount as number);
      if (fault?.kind === 'apply-then-timeout') await wait(fault.delayMs);
      return reply.send(answer(fields, status));
    });
  }

  app.post(TRANSFER_WALLET_PATHS.balance, async (request, reply) => {
    const fields = signedBody(request, reply);
    if (!fields) return reply;
    return reply.send(answer(fields, RS.ok));
  });
  return wallets;
}
