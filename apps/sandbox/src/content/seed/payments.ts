import type { Kysely } from 'kysely';
import { demoArtUrl } from '../art';
import type { Tables } from '../../../../server/src/platform/db/schema';

/**
 * The demo's USDT and AnToken receiving addresses: valid for their protocol (the console checks them), made
 * from a readable prefix with the checksum computed, so no one holds their keys; never to be paid to.
 */
const DEMO_ADDRESSES: Readonly<Record<string, string>> = {
  'usdt-trc20': 'TDemoAddressForDepositsXXXWzxdKTDN',
  'usdt-erc20': '0xde30DE30DE30De30DE30De30De30DE30de30DE30',
  antoken: 'TDemoAnTokenDepositAddressXWwmkywQ',
};

/** Where demo members are told to send deposits; an operator replaces these with real accounts. */
export async function seedPayments(db: Kysely<Tables>): Promise<void> {
  await db
    .insertInto('receiving_account')
    .values({ bank_name: '中国工商银行', bank_no: '6222 0000 0000 8888', bank_owner: '演示收款账户', bank_address: '北京市朝阳支行', state: 1 })
    .execute();
  for (const type of ['wechat', 'alipay', 'usdt-trc20', 'usdt-erc20', 'antoken', 'gopay', 'okpay']) {
    await db
      .insertInto('receiving_account')
      .values({
        channel: type,
        bank_name: '',
        bank_no: DEMO_ADDRESSES[type] ?? `DEMO-${type.toUpperCase()}`,
        bank_owner: '',
        bank_address: '',
        payimg: demoArtUrl('qrcode', type),
        content: '演示收款码：付款后请等待后台审核，审核通过后自动到账。',
        state: 1,
      })
      .execute();
  }
}

const DAY = 86_400_000;

/** Red packet rules for a year: more deposits, more draws and bigger prizes. */
export async function seedRedPacketRules(db: Kysely<Tables>, now: number): Promise<void> {
  const tiers = [
    [100_00, 999_99, 1, 1_00, 8_88],
    [1_000_00, 4_999_99, 3, 2_00, 18_88],
    [5_000_00, 100_000_000_00, 5, 5_00, 88_88],
  ] as const;
  await db
    .insertInto('redpacket_rule')
    .values(
      tiers.map(([day_flow_fen, flow_money_fen, draws, prize_min_fen, prize_max_fen]) => ({
        start_time: now - DAY,
        end_time: now + 365 * DAY,
        day_flow_fen,
        flow_money_fen,
        draws,
        prize_min_fen,
        prize_max_fen,
        status: 1,
      })),
    )
    .execute();
}
