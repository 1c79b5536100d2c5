import { Popup } from '../../shared/back-closes/overlays';
import { CloseOutline } from 'antd-mobile-icons';
import { DepositForm } from './deposit-form';
import { useKeyboardInset } from './use-keyboard-inset';
import type { PayWay } from './open-pay-ways';

/** The bottom sheet of one deposit channel. */
export function DepositSheet({ way, onClose }: { way: PayWay | null; onClose: () => void }) {
  const keyboard = useKeyboardInset(way !== null);
  return (
    <Popup
      visible={way !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName="deposit-sheet"
      // Above the keyboard: the sheet (and its sticky submit button) ends where the keyboard begins.
      bodyStyle={keyboard > 0 ? { bottom: keyboard, maxHeight: `calc(88vh - ${keyboard}px)` } : undefined}
    >
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
