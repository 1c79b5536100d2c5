import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { DepositForm } from './deposit-form';
import type { PayWay } from './open-pay-ways';

/** The bottom sheet of one deposit channel. */
export function DepositSheet({ way, onClose }: { way: PayWay | null; onClose: () => void }) {
  return (
    <Popup visible={way !== null} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="deposit-sheet">
      {way && (
        <div role="dialog" aria-label={`${way.name}存款`}>
          <header className="deposit-sheet-header">
            <h2>{way.name}存款</h2>
            <button type="button" className="deposit-sheet-close" aria-label="关闭" onClick={onClose}>
              <CloseOutline />
            </button>
          </header>
          <DepositForm key={way.code} way={way} onSubmitted={onClose} />
        </div>
      )}
    </Popup>
  );
}
