import { Input } from 'antd';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the search is asked for: one call per word, not per keystroke. */
const DEBOUNCE_MS = 350;

/** The search text: the start of a username, real name or mobile. */
export function MemberSearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = setTimeout(() => onSearch(q), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input.Search
      aria-label="搜索会员"
      placeholder="账号、姓名或手机号开头（至少2个字）"
      allowClear
      style={{ width: 320 }}
      maxLength={64}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(q) => onSearch(q.trim())}
    />
  );
}
