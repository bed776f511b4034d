/*
 * The XSS payload corpus of the security suite (engineering guide §5, issue 6). Every payload, if the
 * browser ever ran it, calls a trap naming its id:
 *
 *  - `trap: 'binding'` calls `xssTrap('<id>')`, a function the test exposes to every frame of the page
 *    (page.exposeFunction; see ./traps.ts);
 *  - `trap: 'dialog'` calls `alert('<id>')` (or confirm/prompt/print), caught by page.on('dialog').
 *
 * Both styles are used so that neither a missing binding nor a sanitizer that only strips the word
 * "alert" can hide an execution. The ids are unique; `id` is also what a text render site must show
 * literally (tests/security/render-sites.ts).
 *
 * Payloads are functions of the call (`js`: the JavaScript that springs the trap), so encoded variants
 * encode the call as well. They are written for HTML sinks (article and legal bodies, dialog content)
 * and are just as hostile as plain text (titles, names, the search echo): React must print them as text.
 */

export type TrapStyle = 'binding' | 'dialog';

export interface Payload {
  /** Unique, short, `[a-z0-9-]`; the argument the trap receives. */
  readonly id: string;
  readonly trap: TrapStyle;
  /** The markup, with the trap call filled in. */
  readonly html: string;
  /** What the payload tries (for reports). */
  readonly technique: string;
  /**
   * The payload leaves a parsing context open (raw text, a namespace, an unclosed noscript in the
   * sanitizer's scripting-off parse), so the sanitizer drops whatever follows it: HTML sites show it in
   * a body of its own (htmlBatches).
   */
  readonly isolate: boolean;
}

type Template = (js: string) => string;

/** Payloads that must be alone in an HTML body (see Payload.isolate). */
const ISOLATE = new Set(['noscript-mxss', 'math-mglyph-mxss']);

/** HTML decimal entities for every character ('&#97;&#108;…'). */
const decimalEntities = (text: string) => [...text].map((c) => `&#${c.codePointAt(0)};`).join('');
/** HTML hex entities without the semicolon ('&#x61&#x6c…'), which HTML still decodes in attributes. */
const hexEntitiesNoSemicolon = (text: string) => [...text].map((c) => `&#x${(c.codePointAt(0) ?? 0).toString(16)}`).join('');
/** Base64 of a UTF-8-free (ASCII) text. */
const base64 = (text: string) => btoa(text);

const templates: ReadonlyArray<[id: string, technique: string, template: Template]> = [
  // --- script elements ---------------------------------------------------------------------------------
  ['script-plain', 'script element', (js) => `<script>${js}</script>`],
  ['script-upper', 'upper-case script element', (js) => `<SCRIPT>${js}</SCRIPT>`],
  ['script-src-data', 'script with a data: src', (js) => `<script src="data:text/javascript,${encodeURIComponent(js)}"></script>`],
  ['script-split', 'script split by a nested tag', (js) => `<scr<script>ipt>${js}</scr</script>ipt>`],
  ['script-in-svg', 'script inside svg', (js) => `<svg><script>${js}</script></svg>`],
  ['script-xlink-svg', 'svg script with xlink:href data:', (js) => `<svg><script xlink:href="data:,${encodeURIComponent(js)}"></script></svg>`],

  // --- event handler attributes ----------------------------------------------------------------------------
  ['img-onerror', 'img onerror', (js) => `<img src="x" onerror="${js}">`],
  ['img-onerror-unquoted', 'img onerror, unquoted, no src quotes', (js) => `<img src=x onerror=${js}>`],
  ['img-onerror-slash', 'img onerror after a slash separator', (js) => `<img/src="x"/onerror="${js}">`],
  ['img-onload-data', 'img onload of a valid data: image', (js) => `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="${js}">`],
  ['svg-onload', 'svg onload', (js) => `<svg onload="${js}"></svg>`],
  ['svg-onload-slash', 'svg/onload', (js) => `<svg/onload=${js}></svg>`],
  ['body-onload', 'body onload', (js) => `<body onload="${js}">`],
  ['body-onpageshow', 'body onpageshow', (js) => `<body onpageshow="${js}">`],
  ['iframe-onload', 'iframe onload', (js) => `<iframe onload="${js}"></iframe>`],
  ['details-ontoggle', 'details open ontoggle', (js) => `<details open ontoggle="${js}"><summary>s</summary></details>`],
  ['video-onerror', 'video source onerror', (js) => `<video><source onerror="${js}"></video>`],
  ['video-poster-onerror', 'video poster onerror', (js) => `<video poster="x" onerror="${js}"></video>`],
  ['audio-onerror', 'audio src onerror', (js) => `<audio src="x" onerror="${js}"></audio>`],
  ['input-onfocus', 'autofocus onfocus', (js) => `<input autofocus onfocus="${js}">`],
  ['select-onfocus', 'select autofocus onfocus', (js) => `<select autofocus onfocus="${js}"></select>`],
  ['marquee-onstart', 'marquee onstart', (js) => `<marquee onstart="${js}">m</marquee>`],
  ['object-onerror', 'object onerror', (js) => `<object data="x" onerror="${js}"></object>`],
  ['style-onload', 'style onload', (js) => `<style onload="${js}"></style>`],
  ['link-onload', 'link onload', (js) => `<link rel="stylesheet" href="data:text/css," onload="${js}">`],
  ['div-onpointerover', 'handler on a plain element (fires on hover)', (js) => `<div onpointerover="${js}" style="position:fixed;inset:0">cover</div>`],
  ['animation-onstart', 'onanimationstart with a built-in keyframe', (js) => `<p style="animation-name:x" onanimationstart="${js}">a</p>`],

  // --- dangerous URLs --------------------------------------------------------------------------------------
  ['a-javascript', 'javascript: href', (js) => `<a href="javascript:${js}">click</a>`],
  ['a-javascript-case', 'mixed-case JaVaScRiPt: href', (js) => `<a href="JaVaScRiPt:${js}">click</a>`],
  ['a-javascript-tab', 'javascript: split by a tab entity', (js) => `<a href="java&#9;script:${js}">click</a>`],
  ['a-javascript-newline', 'javascript: with a newline and leading space', (js) => `<a href=" &#10;javascript:${js}">click</a>`],
  ['a-javascript-entities', 'javascript: fully entity-encoded', (js) => `<a href="${decimalEntities(`javascript:${js}`)}">click</a>`],
  ['a-javascript-hex', 'javascript: as hex entities without semicolons', (js) => `<a href="${hexEntitiesNoSemicolon(`javascript:${js}`)}">click</a>`],
  ['a-data-html', 'data:text/html href', (js) => `<a href="data:text/html,<script>${js}</script>">click</a>`],
  ['a-data-base64', 'data:text/html;base64 href', (js) => `<a href="data:text/html;base64,${base64(`<script>${js}</script>`)}">click</a>`],
  ['a-vbscript', 'vbscript: href', (js) => `<a href="vbscript:${js}">click</a>`],
  ['iframe-javascript', 'iframe src javascript:', (js) => `<iframe src="javascript:${js}"></iframe>`],
  ['iframe-srcdoc', 'iframe srcdoc', (js) => `<iframe srcdoc="<script>parent.${js}</script>"></iframe>`],
  ['iframe-data', 'iframe src data:text/html', (js) => `<iframe src="data:text/html,<script>${js}</script>"></iframe>`],
  ['embed-javascript', 'embed src javascript:', (js) => `<embed src="javascript:${js}">`],
  ['object-data-js', 'object data javascript:', (js) => `<object data="javascript:${js}"></object>`],
  ['form-action', 'form action javascript: (auto-submitting button)', (js) => `<form action="javascript:${js}"><button id="sec-submit">go</button></form>`],
  ['button-formaction', 'button formaction javascript:', (js) => `<form><button formaction="javascript:${js}">go</button></form>`],
  ['input-formaction', 'input type=image formaction', (js) => `<form><input type="image" src="x" formaction="javascript:${js}"></form>`],
  ['area-href', 'image map area javascript:', (js) => `<map name="m"><area href="javascript:${js}" shape="default"></map><img usemap="#m" src="x">`],

  // --- SVG and MathML ----------------------------------------------------------------------------------------
  ['svg-a-xlink', 'svg a xlink:href javascript:', (js) => `<svg><a xlink:href="javascript:${js}"><text x="0" y="15">svg</text></a></svg>`],
  ['svg-animate-href', 'svg animate setting href to javascript:', (js) => `<svg><a><animate attributeName="href" values="javascript:${js}"/><text x="0" y="15">anim</text></a></svg>`],
  ['svg-set-href', 'svg set to javascript:', (js) => `<svg><a><set attributeName="href" to="javascript:${js}"/><text x="0" y="15">set</text></a></svg>`],
  ['svg-animate-onbegin', 'svg animate onbegin', (js) => `<svg><animate onbegin="${js}" attributeName="x" dur="1s"/></svg>`],
  ['svg-foreignobject', 'svg foreignObject with an img', (js) => `<svg><foreignObject><img src="x" onerror="${js}"></foreignObject></svg>`],
  ['svg-use-data', 'svg use href data: document', (js) => `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${js}'/></svg>#x"/></svg>`],
  ['math-xlink', 'MathML xlink:href javascript:', (js) => `<math><maction actiontype="statusline" xlink:href="javascript:${js}">m</maction></math>`],

  // --- mutation XSS and parser tricks ---------------------------------------------------------------------------
  ['noscript-mxss', 'noscript closing tag inside an attribute (mXSS)', (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>"></noscript>`],
  ['template-img', 'template content', (js) => `<template><img src=x onerror="${js}"></template>`],
  ['textarea-breakout', 'textarea closing inside text', (js) => `<textarea></textarea><img src=x onerror="${js}">`],
  ['title-breakout', 'title element breakout', (js) => `<title></title><img src=x onerror="${js}">`],
  ['xmp-breakout', 'xmp raw text breakout', (js) => `<xmp></xmp><img src=x onerror="${js}">`],
  ['comment-breakout', 'conditional comment breakout', (js) => `<!--[if]><img src=x onerror="${js}"><![endif]-->--><img src=x onerror="${js}">`],
  ['cdata-svg', 'CDATA in svg hiding a tag', (js) => `<svg><![CDATA[><img src=x onerror="${js}">]]></svg>`],
  ['attr-breakout-double', 'attribute breakout with ">', (js) => `"><img src=x onerror="${js}">`],
  ['attr-breakout-single', "attribute breakout with '>", (js) => `'><svg onload="${js}"></svg>`],
  ['attr-breakout-event', 'attribute breakout adding a handler', (js) => `" onmouseover="${js}" x="`],
  ['entity-lt', 'entity-encoded tag (must stay text)', (js) => `&lt;img src=x onerror="${js}"&gt;`],
  ['js-string-breakout', 'JavaScript string breakout', (js) => `';${js};//</script><script>${js}</script>`],
  ['template-literal', 'template-literal and JSON breakout', (js) => `\${${js}}{{constructor.constructor('${js.replace(/'/g, "\\'")}')()}}`],

  // --- page-level takeovers ------------------------------------------------------------------------------------
  ['meta-refresh', 'meta refresh to javascript:', (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`],
  ['base-href', 'base element hijacking relative URLs', (js) => `<base href="javascript:${js}//">`],
  ['style-expression', 'CSS expression / javascript: url', (js) => `<div style="width:expression(${js});background:url('javascript:${js}')">css</div>`],
  ['style-import', 'style element importing javascript:', (js) => `<style>@import 'javascript:${js}';</style>`],
  ['isindex-action', 'isindex / legacy form action', (js) => `<isindex type="image" src="x" onerror="${js}">`],
  ['dom-clobber', 'DOM clobbering of the trap name with a form', () => `<form id="xssTrap"><input name="call"></form><img name="xssTrap">`],
  // Leaves a <style> raw-text context open, which swallows any payload after it (isolated).
  ['math-mglyph-mxss', 'MathML/style namespace confusion (mXSS)', (js) => `<math><mtext><table><mglyph><style><img src=x onerror="${js}">`],
];

/** The corpus: every template with a trap style, alternating so both traps are exercised everywhere. */
export const payloads: readonly Payload[] = templates.map(([id, technique, template], index) => {
  const trap: TrapStyle = index % 2 === 0 ? 'binding' : 'dialog';
  const js = trap === 'binding' ? `xssTrap('${id}')` : `alert('${id}')`;
  return { id, trap, technique, html: template(js), isolate: ISOLATE.has(id) };
});

if (new Set(payloads.map((p) => p.id)).size !== payloads.length) throw new Error('Payload ids must be unique.');

/**
 * The corpus as HTML bodies for one render site: every payload that can share a body in one, then each
 * isolated payload alone. Few page loads, and every payload is parsed on its own terms.
 */
export function htmlBatches(list: readonly Payload[] = payloads): Payload[][] {
  return [list.filter((p) => !p.isolate), ...list.filter((p) => p.isolate).map((p) => [p])].filter((batch) => batch.length > 0);
}

/** Payloads in one body, each after a paragraph marked with its id (HTML render sites). */
export function concatenated(list: readonly Payload[] = payloads): string {
  return list.map((p) => `<p data-payload="${p.id}">${p.id}</p>${p.html}`).join('\n');
}
