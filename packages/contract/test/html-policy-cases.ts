/**
 * Hostile and ordinary HTML with what the contract's HTML policy makes of it: run through the server's sanitizer
 * (apps/server/test/html-policy.test.ts) and the player app's (apps/web/test/html-policy.test.tsx), so both are
 * seen to give the same output. Each output is already clean: sanitized again, it reads the same.
 */
export const HTML_POLICY_CASES: readonly { name: string; html: string; clean: string }[] = [
  {
    name: 'keeps text, formatting and tables',
    html: '<p>首存<strong>彩金</strong></p><ul><li>一</li></ul><table border="1"><tr><td colspan="2">a</td></tr></table>',
    clean: '<p>首存<strong>彩金</strong></p><ul><li>一</li></ul><table border="1"><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
  },
  {
    name: 'drops scripts with their content',
    html: '<p>a</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    clean: '<p>a</p>',
  },
  {
    name: 'drops on* handlers',
    html: '<img src="/a.png" onerror="alert(1)" alt="图"><p onclick="alert(2)" onmouseover="alert(3)">t</p><body onload="alert(4)">b</body>',
    clean: '<img src="/a.png" alt="图"><p>t</p>b',
  },
  {
    name: 'drops javascript: in href, however written',
    html: '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="&#x6A;avascript:alert(1)">c</a><a href="java&#x09;script:alert(1)">d</a>',
    clean: '<a>a</a><a>b</a><a>c</a><a>d</a>',
  },
  {
    name: 'drops javascript: in src',
    html: '<img src="javascript:alert(1)"><img src=" javascript:alert(1)" alt="x">',
    clean: '<img><img alt="x">',
  },
  {
    name: 'drops data: in href, even an image',
    html: '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">a</a><a href="data:image/png;base64,AAAA">b</a>',
    clean: '<a>a</a><a>b</a>',
  },
  {
    name: 'lets an image load data: only as a raster image',
    html: '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"><img src="data:text/html,x"><img src=" DATA:image/svg+xml;base64,PHN2Zz4="><img src="data:image/png;base64,AAAA"><img src="data:image/jpeg;base64,AAAA">',
    clean: '<img><img><img><img src="data:image/png;base64,AAAA"><img src="data:image/jpeg;base64,AAAA">',
  },
  {
    name: 'drops frames and plugins',
    html: '<iframe src="https://example.com/"></iframe><p>b</p><frame src="x"><object data="x.swf"></object><embed src="x.swf">',
    clean: '<p>b</p>',
  },
  {
    name: 'drops style attributes and elements, url() and all',
    html: '<p style="background:url(javascript:alert(1))">x</p><style>body{background:url(https://evil.example/x.png)}</style><div style="background-image:url(data:image/svg+xml,x)">y</div>',
    clean: '<p>x</p><div>y</div>',
  },
  {
    name: 'drops svg and math with their content, script inside included',
    html: '<svg><script>alert(1)</script><a href="javascript:alert(1)">x</a></svg>b<math><mi>y</mi></math>',
    clean: 'b',
  },
  {
    name: 'opens a link without rel outside the app, with no handle on it',
    html: '<a href="https://example.com/x">d</a><a href="/help">e</a><a>f</a>',
    clean: '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">d</a><a href="/help" target="_blank" rel="noopener noreferrer">e</a><a>f</a>',
  },
  {
    name: "overrides a link's own target and rel",
    html: '<a href="https://example.com/" target="_self" rel="opener">g</a>',
    clean: '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">g</a>',
  },
  {
    name: 'keeps mailto: and tel:, drops other schemes',
    html: '<a href="mailto:kefu@example.com">m</a><a href="tel:+8610000">t</a><a href="ftp://example.com/">f</a><a href="sms:10086">s</a>',
    clean:
      '<a href="mailto:kefu@example.com" target="_blank" rel="noopener noreferrer">m</a><a href="tel:+8610000" target="_blank" rel="noopener noreferrer">t</a><a>f</a><a>s</a>',
  },
  {
    name: 'drops forms and their controls',
    html: '<form action="https://evil.example/"><input name="pw"><button>ok</button><select><option>1</option></select><textarea>t</textarea></form>c',
    clean: 'ok<option>1</option>tc',
  },
  {
    name: 'drops class, id and name',
    html: '<p class="x" id="y" name="z">t</p><img name="getElementById" src="/a.png">',
    clean: '<p>t</p><img src="/a.png">',
  },
];
