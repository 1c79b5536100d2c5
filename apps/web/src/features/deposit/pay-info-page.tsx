import type { PayInfo } from '@casino/contract/entities/deposit';
import { transactionStateLabel } from '@casino/contract/labels';
import { MSG } from '@casino/contract/messages';
import { formatYuan } from '@casino/contract/money';
import { Button, ErrorBlock } from 'antd-mobile';
import { useSearchParams } from '../../shared/router';
import { ApiError } from '../../api/request';
import { PageLoading } from '../../shared/page-loading';
import { href, PATHS } from '../../shared/paths';
import { imageUrl, serverUrl } from '../../shared/server-url';
import { useSession } from '../../shared/session';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { usePayInfo } from './api/pay-info';
import { CopyRow } from './copy-row';
import './copy-row.css';
import './pay-info-page.css';

const DEPOSIT_RECORD_TYPE = 1;

/** /payInfo?deposit_no=…: the instructions of a deposit order. */
export default function PayInfoPage() {
  const [params] = useSearchParams();
  const depositNo = params.get('deposit_no')?.trim() ?? '';
  const { token } = useSession();
  const info = usePayInfo(token, depositNo);
  const go = useAppNavigate();
  const backToWallet = (
    <Button block fill="outline" color="primary" className="pay-info-back" onClick={() => go(href(PATHS.wallet, { type: 0 }))}>
      返回钱包
    </Button>
  );

  if (depositNo === '') {
    return (
      <div className="pay-info">
        <ErrorBlock status="empty" title={MSG.depositNotFound} description="" />
        {backToWallet}
      </div>
    );
  }
  if (info.isPending) return <PageLoading />;
  if (info.isError) {
    // SPEC §8: a refusal shows the server's message; a network failure can be retried.
    const refused = info.error instanceof ApiError;
    return (
      <div className="pay-info">
        <ErrorBlock status="default" title={refused ? info.error.message || MSG.loadFailed : MSG.loadFailed} description="">
          {!refused && (
            <Button size="small" onClick={() => void info.refetch()}>
              {MSG.reload}
            </Button>
          )}
        </ErrorBlock>
        {backToWallet}
      </div>
    );
  }
  return (
    <div className="pay-info">
      <OrderSection order={info.data} />
      <ReceivingSection order={info.data} channel={info.data.channel} />
      {backToWallet}
    </div>
  );
}

function OrderSection({ order }: { order: PayInfo }) {
  const { info } = order;
  return (
    <section className="pay-info-card" aria-label="订单信息">
      <h2>订单信息</h2>
      <CopyRow label="订单号" value={order.deposit_no} />
      <Row label="存款方式" value={info.paytype || info.bank} />
      <Row label="存款金额" value={`${formatYuan(info.amount)} 元`} />
      <Row label="到账金额" value={`${formatYuan(info.real_money)} 元`} />
      {info.usdtrate !== undefined && <Row label="汇率" value={`1 USDT = ${String(info.usdtrate)} 元`} />}
      {info.usdt_amount !== undefined && <CopyRow label="应付USDT" value={formatYuan(info.usdt_amount)} />}
      <Row label="创建时间" value={info.created_at} />
      <Row label="订单状态" value={transactionStateLabel(DEPOSIT_RECORD_TYPE, info.state)} />
    </section>
  );
}

/**
 * A short "标签：值" line of the receiving details (收款账号：…) becomes a copyable row; any other line,
 * such as an instruction sentence, stays text.
 */
const LABELLED_LINE = /^\s*([^：:]{1,6})[：:]\s*([^，。！；,!;]+?)\s*$/;

function ReceivingSection({ order, channel }: { order: PayInfo; channel: string }) {
  // The AnToken variant repeats its QR code; show each image once.
  const images = [...new Set([...order.cardlist.map((card) => imageUrl(card.payimg)), imageUrl(order.qrcode)])].filter((url) => url !== undefined);
  const payPage = serverUrl(order.url);
  return (
    <section className="pay-info-card" aria-label="收款信息">
      <h2>收款信息</h2>
      {order.cardlist.map((card, index) => (
        <div key={`${card.mch_id}-${String(index)}`} className="pay-info-account">
          {card.content.split(/\r?\n/).map((line, lineIndex) => {
            const labelled = LABELLED_LINE.exec(line);
            const key = `${String(lineIndex)}-${line}`;
            if (labelled?.[1] && labelled[2]) return <CopyRow key={key} label={labelled[1]} value={labelled[2]} />;
            return line.trim() === '' ? null : (
              <p key={key} className="pay-info-text">
                {line}
              </p>
            );
          })}
          {channel !== 'bankpay' && card.mch_id !== '' && !card.content.includes(card.mch_id) && <CopyRow label={channel === 'usdtpay' ? '收款地址' : '收款账号'} value={card.mch_id} />}
        </div>
      ))}
      {images.map((src) => (
        <img key={src} src={src} alt="收款二维码" className="pay-info-qr" />
      ))}
      {payPage && (
        <a className="pay-info-link" href={payPage} target="_blank" rel="noopener noreferrer">
          前往支付
        </a>
      )}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="copy-row">
      <span className="copy-row-label">{label}</span>
      <span className="copy-row-value">{value}</span>
    </div>
  );
}
