/** jsdom has no pointer capture, which antd-mobile's picker wheel (its drag gesture) calls on every tap. */
export function stubPointerCapture(): void {
  if ('setPointerCapture' in Element.prototype) return;
  Object.assign(Element.prototype, {
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
    hasPointerCapture: () => false,
  });
}
