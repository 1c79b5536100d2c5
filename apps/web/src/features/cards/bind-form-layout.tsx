import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import './cards.css';

/** The frame of the three add screens: the fields on a card, a note, and 确认绑定 (disabled while sending). */
export function BindFormLayout({ onSubmit, busy, note, children }: { onSubmit: () => void; busy: boolean; note: string; children: ReactNode }) {
  return (
    <form
      className="bind-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="bind-form-fields">{children}</div>
      <p className="bind-form-note">{note}</p>
      <Button block color="primary" size="large" type="submit" loading={busy} disabled={busy} className="bind-form-submit">
        确认绑定
      </Button>
    </form>
  );
}
