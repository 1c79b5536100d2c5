/** A text as it must stand inside HTML or SVG: its own characters, never markup. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${String(c.charCodeAt(0))};`);
}
