/*
 * What the rendered DOM must never contain after API text or HTML went through the app, checked in the
 * browser (`page.evaluate(auditDom, …)`; the function is serialised, so it uses nothing from outside).
 * The whole document is audited (a payload must not escape its render site either); the render site's
 * own area must exist.
 *
 * Findings: an `on*` attribute anywhere; a `javascript:`/`vbscript:`/`data:text/html` (or any data:
 * but images) URL in href, src, action, formaction, xlink:href, data, poster, background, srcset;
 * `<script>` other than the build's own module scripts and own inline scripts (the prerendered pages'
 * early-data script, whose exact text the CSP allows by hash), `<iframe srcdoc>`, `<base>`, `<meta http-equiv>`,
 * `<object>`, `<embed>`; an inline style with `expression(` or `javascript:`.
 */
export interface AuditInput {
  /** CSS selector of the render site's area. */
  area: string;
  /** Script elements of the page itself (index.html), by src prefix, e.g. '/assets/'. */
  ownScriptPrefix: string;
  /** The exact text of the page's own inline scripts (scripts/lib/early-data.mjs): any other inline script is a finding. */
  ownInlineScripts?: string[];
  /** 'document' (default): the whole page; 'area': only the area (a host page with scripts of its own, e.g. Storybook's). */
  scope?: 'document' | 'area';
}

export function auditDom({ area, ownScriptPrefix, ownInlineScripts = [], scope = 'document' }: AuditInput): string[] {
  const findings: string[] = [];
  // Helpers live inside: the function is serialised into the page and can use nothing from outside.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const describe = (el: Element) => {
    const html = el.outerHTML;
    return html.length > 160 ? `${html.slice(0, 160)}…` : html;
  };
  if (!document.querySelector(area)) findings.push(`render site area ${area} is missing`);

  const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset', 'ping', 'codebase', 'cite'];
  // Browsers ignore ASCII whitespace and control characters inside a scheme ('java\tscript:').
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const scheme = (value: string) =>
    value
      // oxlint-disable-next-line no-control-regex -- control characters are exactly what is stripped
      .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
      .toLowerCase()
      .match(/^([a-z][a-z0-9+.-]*):/)?.[1];

  const root = scope === 'area' ? document.querySelector(area) : document.documentElement;
  const elements = root ? [root, ...Array.from(root.querySelectorAll('*'))] : [];
  for (const el of elements) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`event handler attribute ${name} on ${describe(el)}`);
      if (URL_ATTRS.includes(name)) {
        const s = scheme(attr.value);
        if (s === 'javascript' || s === 'vbscript') findings.push(`${s}: URL in ${name} of ${describe(el)}`);
        if (s === 'data' && !/^\s*data:image\/(png|gif|jpe?g|webp|avif|svg\+xml)[;,]/i.test(attr.value)) {
          findings.push(`data: URL in ${name} of ${describe(el)}`);
        }
      }
      if (name === 'style' && /expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(attr.value)) {
        findings.push(`script in inline style of ${describe(el)}`);
      }
    }
    const tag = el.tagName.toLowerCase();
    const ownScript = (el.getAttribute('src') ?? '').startsWith(ownScriptPrefix) || (!el.hasAttribute('src') && ownInlineScripts.includes(el.textContent ?? ''));
    if (tag === 'script' && !ownScript) findings.push(`script element ${describe(el)}`);
    if (tag === 'iframe' && el.hasAttribute('srcdoc')) findings.push(`iframe with srcdoc ${describe(el)}`);
    if (tag === 'base') findings.push(`base element ${describe(el)}`);
    if (tag === 'meta' && el.hasAttribute('http-equiv')) findings.push(`meta http-equiv ${describe(el)}`);
    if (tag === 'object' || tag === 'embed') findings.push(`${tag} element ${describe(el)}`);
  }
  return findings;
}

/** Resolves when every image and media element in the area has loaded or failed (so onerror had its chance). */
export async function settleMedia(area: string): Promise<void> {
  const root = document.querySelector(area) ?? document.body;
  const pending = Array.from(root.querySelectorAll('img')).filter((img) => !img.complete);
  await Promise.race([
    Promise.all(pending.map((img) => new Promise((resolve) => ['load', 'error'].forEach((type) => img.addEventListener(type, resolve, { once: true }))))),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
  // One more frame and task: handlers queued by those events, toggles and animations run first.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60)));
}
