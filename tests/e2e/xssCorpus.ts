/**
 * Script-injection payloads the chat must show as the very text typed (tests/e2e/chat-xss.spec.ts): tags, event
 * handlers, URL schemes, entity and encoding tricks, template and markdown syntax, broken markup. Each one, if any part
 * of the page ever parsed it as HTML, would add an element or run `window.__xss(n)`.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<svg><script>__xss(4)</script></svg>',
  '<iframe src="javascript:__xss(5)"></iframe>',
  '<a href="javascript:__xss(6)">click</a>',
  'javascript:__xss(7)',
  '<body onload=__xss(8)>',
  '<input autofocus onfocus=__xss(9)>',
  '<details open ontoggle=__xss(10)>',
  '<video><source onerror=__xss(11)></video>',
  '<audio src=x onerror=__xss(12)>',
  '<marquee onstart=__xss(13)>x</marquee>',
  '"><script>__xss(14)</script>',
  "'><img src=x onerror=__xss(15)>",
  '</textarea><script>__xss(16)</script>',
  '</div><img src=x onerror=__xss(17)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(18)>',
  '<object data="javascript:__xss(19)">',
  '<embed src="javascript:__xss(20)">',
  '<form action="javascript:__xss(21)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(22)">',
  '<link rel=stylesheet href="javascript:__xss(23)">',
  '<style>@import "javascript:__xss(24)";</style>',
  '&lt;script&gt;__xss(25)&lt;/script&gt;',
  '&#60;img src=x onerror=__xss(26)&#62;',
  '%3Cscript%3E__xss(27)%3C/script%3E',
  '\\u003cimg src=x onerror=__xss(28)\\u003e',
  '{{constructor.constructor("__xss(29)")()}}',
  '${__xss(30)}',
  '[click](javascript:__xss(31))',
  '![x](x" onerror="__xss(32))',
  '<scr<script>ipt>__xss(33)</scr</script>ipt>',
  '<IMG SRC=JaVaScRiPt:__xss(34)>',
  '<img src="x` `<script>__xss(35)</script>"` `>',
  'data:text/html,<script>__xss(36)</script>',
  '<base href="javascript:__xss(37)//">',
  '<template><img src=x onerror=__xss(38)></template>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(39)>">',
  '<!--<img src="--><img src=x onerror=__xss(40)//">',
];

/** Payloads short enough for a nick name (2-24 characters). */
export const XSS_NAMES: readonly string[] = [
  '<svg onload=__xss(101)>',
  '<img src=x onerror=1>',
  '"><b>bold</b>',
  '<script>__xss(102)</scr',
  "'><i onclick=__xss(103)>",
  '<style>*{display:none}',
];
