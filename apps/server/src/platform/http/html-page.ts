import { escapeMarkup } from '../security/escape-markup';

/**
 * A small self-contained mobile page (no external asset, no favicon request): the simulators' pages and the
 * demo's stand-ins. `title` is text; `style` and `body` are markup the caller has escaped.
 */
export function htmlPage({ title, style, body }: { title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeMarkup(title)}</title>
<style>
${style}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}
