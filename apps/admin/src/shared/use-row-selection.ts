import { useState } from 'react';

/** The rows selected in one view of a list (`view`: its page, filters and sort); another view starts with none. */
export function useRowSelection<Key>(view: string): [Key[], (keys: Key[]) => void] {
  const [selection, setSelection] = useState<{ view: string; keys: Key[] }>({ view, keys: [] });
  return [selection.view === view ? selection.keys : [], (keys) => setSelection({ view, keys })];
}
