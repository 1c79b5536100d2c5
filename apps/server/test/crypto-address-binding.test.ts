import { MSG } from '@casino/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERC20_ADDRESSES, TRC20_ADDRESSES } from '../../../packages/contract/test/crypto-addresses';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { memberId } from './support/money';

const [TRC20, SECOND_TRC20] = TRC20_ADDRESSES;
const [ERC20, SECOND_ERC20] = ERC20_ADDRESSES;
/** One character of a valid address changed: the base58check checksum no longer matches. */
const BAD_CHECKSUM_TRC20 = `${TRC20.slice(0, -1)}${TRC20.endsWith('1') ? '2' : '1'}`;
/** The checksummed ERC20 address with its first letter's case flipped: mixed case that breaks EIP-55. */
const BAD_CHECKSUM_ERC20 = ERC20.replace(/[a-fA-F]/, (letter) => (letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()));

describe.each(dialects)('USDT and AnToken addresses checked against their protocol when bound (issue #33) on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const member = await registerMember(t.app);
    token = member.token;
    id = await memberId(t.db.database, member.name);
  });
  afterAll(async () => {
    await t.close();
  });

  const bind = (bank: string, bank_no: string, bank_owner: string) => post(t.app, '/api/bindcard', { bank, bank_no, bank_owner, pay_pass: PAY_PASSWORD }, token);
  const bound = async () => (await t.db.database.db.selectFrom('bound_card').select(['type', 'bank_no', 'bank_owner']).where('member_id', '=', id).orderBy('id').execute()).map((row) => [row.type, row.bank_no, row.bank_owner]);

  it('refuses an address that is not one of its protocol with the message, and stores nothing', async () => {
    const refusals: [string, string, string, string][] = [
      ['USDT', 'TXyz123abc', 'TRC20', MSG.trc20AddressFormat],
      ['USDT', BAD_CHECKSUM_TRC20, 'TRC20', MSG.trc20AddressFormat],
      ['USDT', ERC20, 'TRC20', MSG.trc20AddressFormat],
      ['USDT', BAD_CHECKSUM_ERC20, 'ERC20', MSG.erc20AddressFormat],
      ['USDT', ERC20.slice(0, 41), 'ERC20', MSG.erc20AddressFormat],
      ['USDT', TRC20, 'ERC20', MSG.erc20AddressFormat],
      // AnToken wallets take TRC20 only.
      ['antoken', ERC20, 'OKPAY', MSG.trc20AddressFormat],
      ['antoken', 'wallet01', 'GOPAY', MSG.trc20AddressFormat],
    ];
    for (const [bank, address, protocol, message] of refusals) {
      expect((await bind(bank, address, protocol)).body, `${bank} ${protocol} ${address}`).toMatchObject({ code: 1000, message });
    }
    expect(await bound()).toEqual([]);
  });

  it('binds a valid TRC20 address, an ERC20 one checksummed or in one case, and a TRC20 AnToken wallet', async () => {
    for (const [bank, address, protocol] of [
      ['USDT', TRC20, 'TRC20'],
      ['USDT', ERC20, 'ERC20'],
      ['USDT', SECOND_ERC20.toLowerCase(), 'ERC20'],
      ['antoken', SECOND_TRC20, 'OKPAY'],
    ] as const) {
      expect((await bind(bank, address, protocol)).body, `${bank} ${protocol} ${address}`).toMatchObject({ code: 200 });
    }
    // An ERC20 address is kept in its checksummed form, however it was typed.
    expect(await bound()).toEqual([
      [2, TRC20, 'TRC20'],
      [2, ERC20, 'ERC20'],
      [2, SECOND_ERC20, 'ERC20'],
      [4, SECOND_TRC20, 'OKPAY'],
    ]);
  });

  it('refuses an ERC20 address bound already in another case, one bound before addresses were checksummed included', async () => {
    const [, , THIRD_ERC20] = ERC20_ADDRESSES;
    for (const again of [ERC20.toLowerCase(), `0x${ERC20.slice(2).toUpperCase()}`, SECOND_ERC20]) {
      expect((await bind('USDT', again, 'ERC20')).body, again).toMatchObject({ code: 409, message: MSG.cardAlreadyBound });
    }
    // A lower-case row from before: the checksummed form of the same address is the same account.
    await t.db.database.db.insertInto('bound_card').values({ member_id: id, type: 2, bank: 'USDT', bank_no: THIRD_ERC20.toLowerCase(), bank_owner: 'ERC20', bank_address: 'ERC20', created_at: Date.now() }).execute();
    expect((await bind('USDT', THIRD_ERC20, 'ERC20')).body).toMatchObject({ code: 409, message: MSG.cardAlreadyBound });
    expect((await bound()).filter(([, address]) => String(address).toLowerCase() === THIRD_ERC20.toLowerCase())).toHaveLength(1);
  });
});
