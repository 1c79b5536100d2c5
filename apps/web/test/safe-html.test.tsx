import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../src/shared/safe-html';

const box = (html: string) => render(<SafeHtml html={html} />).container.firstElementChild;
const shown = (html: string) => box(html)?.innerHTML;

describe('SafeHtml', () => {
  it('keeps text and formatting', () => {
    expect(shown('<p>首存<strong>彩金</strong></p><ul><li>一</li></ul>')).toBe('<p>首存<strong>彩金</strong></p><ul><li>一</li></ul>');
    expect(shown('<table border="1"><tr><td colspan="2">a</td></tr></table>')).toBe('<table border="1"><tbody><tr><td colspan="2">a</td></tr></tbody></table>');
  });

  it('drops scripts, styles, frames, forms and foreign markup with their content', () => {
    expect(shown('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form><input></form>')).toBe('<p>a</p>');
    expect(shown('<svg><script>alert(1)</script><a href="javascript:alert(1)">x</a></svg><math><mi>y</mi></math>b')).not.toMatch(/svg|math|script|javascript|href/);
    expect(shown('<noscript><img src=x onerror=alert(1)></noscript><template><img src=x></template>')).not.toMatch(/onerror|template|noscript/);
  });

  it('keeps the content of unknown tags, never their attributes', () => {
    expect(shown('<section id="cookie" onclick="alert(1)"><custom-tag>文字</custom-tag></section>')).toBe('<section>文字</section>');
  });

  it('drops event handlers, style and every attribute not listed', () => {
    expect(shown('<img src="https://cdn.example/a.png" onerror="alert(1)" style="position:fixed" alt="图">')).toBe('<img src="https://cdn.example/a.png" alt="图">');
    expect(shown('<p class="x" id="y" name="z" onmouseover="alert(1)">t</p>')).toBe('<p>t</p>');
  });

  it('lets links and images lead only to http(s), and opens links outside the app', () => {
    const html = shown('<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,<script>">c</a><a href="https://example.com/x">d</a>');
    expect(html).toBe('<a>a</a><a>b</a><a>c</a><a href="https://example.com/x" target="_blank" rel="noopener noreferrer">d</a>');
    expect(shown('<img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="data:image/png;base64,AAAA">')).toBe(
      '<img><img><img src="data:image/png;base64,AAAA">',
    );
  });

  it('does not let markup change meaning when it is parsed again (mutation XSS)', () => {
    // What was text in an attribute stays text: no element is made of it.
    const noscript = box('<p><noscript><p title="</noscript><img src=x onerror=alert(1)>">');
    expect(noscript?.querySelector('[onerror]')).toBeNull();
    const nested = box('<a href="&#x6A;avascript:alert(1)">x</a><img src="https://a/x.png" alt="&quot;><img src=y onerror=alert(1)>">');
    expect(nested?.querySelectorAll('img')).toHaveLength(1);
    expect(nested?.querySelector('[onerror]')).toBeNull();
    expect(nested?.querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});
