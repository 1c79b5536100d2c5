import { MSG } from '@casino/contract/messages';
import { toast } from '../../shared/toast';
import { copyText } from './copy-text';
import './copy-row.css';

/** A labelled value the player copies into their bank or wallet app. */
export function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="copy-row">
      <span className="copy-row-label">{label}</span>
      <span className="copy-row-value">{value}</span>
      <button
        type="button"
        className="copy-row-button"
        aria-label={`复制${label}`}
        onClick={() => {
          void copyText(value).then((copied) => (copied ? toast.success(MSG.copied) : toast.fail(MSG.copyFailed)));
        }}
      >
        复制
      </button>
    </div>
  );
}
