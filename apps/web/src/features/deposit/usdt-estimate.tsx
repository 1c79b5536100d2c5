import { fenToUsdtCents, formatFen, parseRate, parseYuan } from '@casino/contract/money';
import { useUser } from '../../api/queries/user';
import { useSession } from '../../shared/session';

/** The USDT to send for an amount at the member's deposit rate (usdtrate), floored to 0.01 (SPEC §9), as it is typed. */
export function UsdtEstimate({ amount }: { amount: string }) {
  const { token, user } = useSession();
  const member = useUser(token);
  const rate = member.data?.usdtrate ?? user?.usdtrate;
  const scaledRate = rate === undefined ? undefined : parseRate(rate);
  if (scaledRate === undefined) return null;
  const fen = parseYuan(amount);
  return (
    <p className="deposit-usdt" aria-live="polite">
      汇率 1 USDT = {rate} 元，约需支付 <strong data-testid="usdt-amount">{fen === undefined ? '0.00' : formatFen(fenToUsdtCents(fen, scaledRate))}</strong> USDT
    </p>
  );
}
