/** The `code` of a JSON answer envelope, or '-' when the body is not one. */
export function bodyCode(body: string): string {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'number' || typeof code === 'string' ? String(code) : '-';
  } catch {
    return '-';
  }
}
