/** The `code` of a JSON answer envelope (a Hub88 wallet answer: its RS_* `status`), or '-' when the body is neither. */
export function bodyCode(body: string): string {
  try {
    const { code, status } = JSON.parse(body) as { code?: unknown; status?: unknown };
    if (typeof code === 'number' || typeof code === 'string') return String(code);
    return typeof status === 'string' ? status : '-';
  } catch {
    return '-';
  }
}
