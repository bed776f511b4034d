import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

/**
 * Our own DOMPurify instance, so the hook below never leaks into other users of the shared default
 * instance (and theirs never into ours).
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    // An image without alt text would be read out by its file name; treat it as decorative instead.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (!node.hasAttribute('target')) return;
    // Only a new tab is a useful target; it must not give the opened page a handle on ours.
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purifier;
}

/**
 * Sanitises HTML from the API before it is rendered (engineering guide §5): no scripts, no event
 * handlers, no `javascript:` (or other non-web) URLs, no inline styles or forms; links that open a new
 * tab get rel="noopener noreferrer"; images without alt text become decorative (alt=""). HTML only: SVG and
 * MathML are dropped.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
