import { HUB88_UNITS_PER_FEN } from '../../../server/src/integrations/platforms/hub88/protocol';

/** What a correct operator answers a call: its RS_* status and the balance it names (fen), if it names one. */
export interface ModelAnswer {
  status: string;
  balanceFen: number | undefined;
}

type Kind = 'bet' | 'win' | 'rollback';

/** A transaction_uuid as the operator keeps it: what it was, what came of it, and the content a retry must repeat. */
interface Kept {
  kind: Kind;
  state: 'applied' | 'declined' | 'rolled_back' | 'tombstone' | 'nothing';
  status: string;
  user: string;
  /** The member it moved money of (or would have): the user when the operator knew them, else undefined. */
  member: string | undefined;
  amount: unknown;
  currency: unknown;
  round: unknown;
  reference: unknown;
  gameCode: unknown;
  /** A bet's wins so far (fen), and whether its record is settled (a win came, or its round closed). */
  winsFen: number;
  settled: boolean;
}

/** A bet's row of 投注记录 as the operator must keep it. */
export interface ModelBetRecord {
  betId: string;
  betFen: number;
  winLossFen: number;
  status: 'void' | 'settled' | 'unsettled';
}

const KIND_OF_PATH: Record<string, Kind> = { '/transaction/bet': 'bet', '/transaction/win': 'win', '/transaction/rollback': 'rollback' };

/** Bet statuses after which Hub88 does not roll the bet back (docs/protocols/hub88.md §1, retries). */
export const NO_ROLLBACK = new Set(['RS_OK', 'RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_LIMIT_REACHED']);

const field = (body: Record<string, unknown>, name: string) => (body[name] === null ? undefined : body[name]);
const text = (body: Record<string, unknown>, name: string) => {
  const value = field(body, name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * The simulator's own model of the operator's wallet: the members' balances (fen) and every transaction_uuid,
 * and what a correct operator answers each call, following docs.hub88.io and our README's decisions where it is
 * silent (a rollback of an unknown id leaves a tombstone that refuses its bet; a rollback of a win, or of a bet a win was paid on, is refused
 * with RS_ERROR_UNKNOWN; a replay answers the first status with the balance now). `apply` answers a call and
 * changes the model as the operator must: call it once per call that reaches the operator.
 */
export class WalletModel {
  private readonly balances = new Map<string, number>();
  private readonly tokens = new Map<string, { user: string; expired: boolean }>();
  private readonly kept = new Map<string, Kept>();
  private readonly disabled = new Set<string>();

  addMember(user: string, balanceFen: number): void {
    this.balances.set(user, balanceFen);
  }

  addToken(token: string, user: string, expired = false): void {
    this.tokens.set(token, { user, expired });
  }

  /** A member blocked (or let play again): their bets are refused, their wins and rollbacks still taken. */
  setDisabled(user: string, disabled: boolean): void {
    if (disabled) this.disabled.add(user);
    else this.disabled.delete(user);
  }

  /** A copy to try an order of calls on. */
  clone(): WalletModel {
    const copy = new WalletModel();
    for (const [user, fen] of this.balances) copy.balances.set(user, fen);
    for (const [token, owner] of this.tokens) copy.tokens.set(token, { ...owner });
    for (const [uuid, kept] of this.kept) copy.kept.set(uuid, { ...kept });
    for (const user of this.disabled) copy.disabled.add(user);
    return copy;
  }

  /** Takes the state of a copy: the order of calls that was tried on it is the one that happened. */
  adopt(copy: WalletModel): void {
    for (const [mine, theirs] of [
      [this.balances, copy.balances],
      [this.tokens, copy.tokens],
      [this.kept, copy.kept],
    ] as const) {
      mine.clear();
      for (const [key, value] of theirs) (mine as Map<string, unknown>).set(key, value);
    }
    this.disabled.clear();
    for (const user of copy.disabled) this.disabled.add(user);
  }

  /** Every member's balance now (fen). */
  allBalances(): ReadonlyMap<string, number> {
    return new Map(this.balances);
  }

  /** The member's balance in fen, or undefined for a user who is not one of the operator's members. */
  balanceOf(user: string): number | undefined {
    return this.balances.get(user);
  }

  /** What the operator must answer this call, having applied it; a signature that is not good moves nothing. */
  apply(path: string, body: Record<string, unknown>, signature: 'good' | 'bad' | 'none' = 'good'): ModelAnswer {
    if (signature !== 'good') return { status: 'RS_ERROR_INVALID_SIGNATURE', balanceFen: undefined };
    const user = text(body, 'user') ?? '';
    if (path === '/user/info') return { status: this.balances.has(user) ? 'RS_OK' : 'RS_ERROR_UNKNOWN', balanceFen: undefined };
    if (path === '/user/balance') {
      const token = this.tokens.get(text(body, 'token') ?? '');
      if (!token || token.user !== user) return { status: 'RS_ERROR_INVALID_TOKEN', balanceFen: undefined };
      return { status: token.expired ? 'RS_ERROR_TOKEN_EXPIRED' : 'RS_OK', balanceFen: this.balanceOf(user) };
    }
    const kind = KIND_OF_PATH[path];
    if (kind === undefined) throw new Error(`the model knows no call ${path}`);
    const uuid = text(body, 'transaction_uuid') ?? '';
    const seen = this.kept.get(uuid);
    if (seen) return this.replay(seen, kind, body, user);
    if (kind === 'bet') return this.bet(uuid, body, user);
    if (kind === 'win') return this.win(uuid, body, user);
    return this.rollback(uuid, body, user);
  }

  private answer(status: string, member: string | undefined): ModelAnswer {
    return { status, balanceFen: member === undefined ? undefined : this.balanceOf(member) };
  }

  private known(user: string): string | undefined {
    return this.balances.has(user) ? user : undefined;
  }

  private keep(uuid: string, kind: Kind, state: Kept['state'], status: string, body: Record<string, unknown>, member: string | undefined): void {
    this.kept.set(uuid, {
      kind,
      state,
      status,
      user: text(body, 'user') ?? '',
      member,
      amount: field(body, 'amount'),
      currency: field(body, 'currency'),
      round: field(body, 'round'),
      reference: field(body, 'reference_transaction_uuid'),
      gameCode: field(body, 'game_code') ?? (typeof body.game_id === 'number' ? String(body.game_id) : undefined),
      winsFen: 0,
      settled: false,
    });
  }

  /** round_closed: every applied bet of the member's round is settled. */
  private closeRound(member: string, round: unknown): void {
    if (round === undefined) return;
    for (const kept of this.kept.values()) if (kept.kind === 'bet' && kept.state === 'applied' && kept.member === member && kept.round === round) kept.settled = true;
  }

  /** The member's bets that moved money, as 投注记录 must show them. */
  betRecords(user: string): ModelBetRecord[] {
    return [...this.kept.entries()]
      .filter(([, kept]) => kept.kind === 'bet' && kept.member === user && (kept.state === 'applied' || kept.state === 'rolled_back'))
      .map(([betId, kept]) => {
        const betFen = Number(kept.amount) / HUB88_UNITS_PER_FEN;
        if (kept.state === 'rolled_back') return { betId, betFen, winLossFen: 0, status: 'void' as const };
        return { betId, betFen, winLossFen: kept.winsFen - betFen, status: kept.settled ? ('settled' as const) : ('unsettled' as const) };
      });
  }

  private replay(seen: Kept, kind: Kind, body: Record<string, unknown>, user: string): ModelAnswer {
    if (seen.state === 'tombstone') return this.answer(kind === 'bet' ? 'RS_ERROR_TRANSACTION_ROLLED_BACK' : 'RS_ERROR_DUPLICATE_TRANSACTION', this.known(user));
    const member = seen.user === user ? seen.member : undefined;
    const same =
      seen.kind === kind &&
      seen.user === user &&
      seen.amount === field(body, 'amount') &&
      seen.currency === field(body, 'currency') &&
      seen.round === field(body, 'round') &&
      seen.reference === field(body, 'reference_transaction_uuid') &&
      seen.gameCode === (field(body, 'game_code') ?? (typeof body.game_id === 'number' ? String(body.game_id) : undefined));
    return this.answer(same ? seen.status : 'RS_ERROR_DUPLICATE_TRANSACTION', member);
  }

  private bet(uuid: string, body: Record<string, unknown>, user: string): ModelAnswer {
    const token = this.tokens.get(text(body, 'token') ?? '');
    const decline = (status: string, member: string | undefined) => {
      this.keep(uuid, 'bet', 'declined', status, body, member);
      return this.answer(status, member);
    };
    if (!token || token.user !== user || !this.balances.has(user)) return decline('RS_ERROR_INVALID_TOKEN', undefined);
    // A blocked member's bet is refused as such whatever its token (the wallet's order, issue #41 item 5).
    if (this.disabled.has(user)) return decline('RS_ERROR_USER_DISABLED', user);
    if (token.expired) return decline('RS_ERROR_TOKEN_EXPIRED', user);
    if (body.currency !== 'CNY') return decline('RS_ERROR_WRONG_CURRENCY', user);
    const fen = Number(body.amount) / HUB88_UNITS_PER_FEN;
    const balance = this.balanceOf(user) ?? 0;
    if (fen > balance) return decline('RS_ERROR_NOT_ENOUGH_MONEY', user);
    this.balances.set(user, balance - fen);
    this.keep(uuid, 'bet', 'applied', 'RS_OK', body, user);
    if (body.round_closed === true) this.closeRound(user, field(body, 'round'));
    return this.answer('RS_OK', user);
  }

  private win(uuid: string, body: Record<string, unknown>, user: string): ModelAnswer {
    const claimed = this.known(user);
    if (body.currency !== 'CNY') return this.answer('RS_ERROR_WRONG_CURRENCY', claimed);
    const bet = this.kept.get(text(body, 'reference_transaction_uuid') ?? '');
    // Not kept: Hub88 retries a win, which is paid once its bet is there.
    if (!bet || bet.kind !== 'bet' || bet.member === undefined || bet.user !== user || bet.state !== 'applied') return this.answer('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', claimed);
    const fen = Number(body.amount) / HUB88_UNITS_PER_FEN;
    this.balances.set(bet.member, (this.balanceOf(bet.member) ?? 0) + fen);
    bet.winsFen += fen;
    bet.settled = true;
    this.keep(uuid, 'win', 'applied', 'RS_OK', body, bet.member);
    if (body.round_closed === true) this.closeRound(bet.member, field(body, 'round') ?? bet.round);
    return this.answer('RS_OK', bet.member);
  }

  private rollback(uuid: string, body: Record<string, unknown>, user: string): ModelAnswer {
    const claimed = this.known(user);
    const reference = text(body, 'reference_transaction_uuid') ?? '';
    const target = this.kept.get(reference);
    if (!target) {
      this.kept.set(reference, {
        kind: 'bet',
        state: 'tombstone',
        status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
        user,
        member: claimed,
        amount: undefined,
        currency: undefined,
        round: undefined,
        reference: undefined,
        gameCode: undefined,
        winsFen: 0,
        settled: false,
      });
      this.keep(uuid, 'rollback', 'nothing', 'RS_OK', body, claimed);
      return this.answer('RS_OK', claimed);
    }
    // Only bets are rolled back, and only by their own user: anything else is refused and not kept.
    if (target.kind !== 'bet' || (target.state !== 'tombstone' && target.user !== user)) return this.answer('RS_ERROR_UNKNOWN', claimed);
    const member = target.member ?? claimed;
    if (target.state !== 'applied') {
      this.keep(uuid, 'rollback', 'nothing', 'RS_OK', body, member);
      return this.answer('RS_OK', member);
    }
    // A bet a win was paid on is not rolled back (README): refused, not kept, the bet and its wins stand.
    if (target.winsFen > 0) return this.answer('RS_ERROR_UNKNOWN', member);
    target.state = 'rolled_back';
    if (target.member !== undefined) this.balances.set(target.member, (this.balanceOf(target.member) ?? 0) + Number(target.amount) / HUB88_UNITS_PER_FEN);
    this.keep(uuid, 'rollback', 'applied', 'RS_OK', body, member);
    return this.answer('RS_OK', member);
  }
}
