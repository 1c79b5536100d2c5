import { Selector } from 'antd-mobile';
import './single-select.css';

export interface SingleSelectProps<V extends string | number> {
  /** Names the group for screen readers and tests. */
  label: string;
  options: readonly { label: string; value: V }[];
  value: V;
  onChange: (value: V) => void;
}

/** One choice among a few, all shown (record type, date filter): tapping the chosen one keeps it. */
export function SingleSelect<V extends string | number>({ label, options, value, onChange }: SingleSelectProps<V>) {
  return (
    <div className="single-select" role="group" aria-label={label}>
      <Selector
        columns={options.length}
        showCheckMark={false}
        options={options.map((option) => ({ ...option }))}
        value={[value]}
        onChange={(values) => {
          const [chosen] = values;
          if (chosen !== undefined) onChange(chosen);
        }}
      />
    </div>
  );
}
