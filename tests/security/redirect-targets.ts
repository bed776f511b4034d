/*
 * Hostile redirect targets (engineering guide §5: `redirect_to` and redirect-check targets stay on this
 * site or an allow-listed host, and are never `javascript:`): absolute, protocol-relative, backslash,
 * userinfo, look-alike and script forms, with case, whitespace and encoding variants. Used by
 * tests/e2e-prod/security-redirects.spec.ts against the production build; the exhaustive unit tests of
 * the rule are in tests/unit/redirects.test.ts and src/lib/urls.test.ts.
 *
 * `EVIL_HOST` is answered by a Playwright route in the spec, so a wrong redirect is seen, not a DNS error.
 */
export const EVIL_HOST = 'evil.example';

export const hostileRedirectTargets: readonly string[] = [
  `https://${EVIL_HOST}/`,
  `HTTPS://EVIL.EXAMPLE/x`,
  `http://${EVIL_HOST}`,
  `//${EVIL_HOST}/`,
  `///${EVIL_HOST}/`,
  `/\\${EVIL_HOST}/`,
  `\\\\${EVIL_HOST}/`,
  `\\/${EVIL_HOST}/`,
  `/\\/${EVIL_HOST}/`,
  `https:\\\\${EVIL_HOST}`,
  `https:${EVIL_HOST}`,
  ` //${EVIL_HOST}`,
  `\t//${EVIL_HOST}`,
  `/\t/${EVIL_HOST}`,
  `%2F%2F${EVIL_HOST}`,
  `https://localhost@${EVIL_HOST}/`,
  `http://localhost:4174@${EVIL_HOST}/`,
  `http://localhost.${EVIL_HOST}/`,
  `https://${EVIL_HOST}#@localhost`,
  "javascript:alert('redirect-js')",
  "JaVaScRiPt:xssTrap('redirect-js-case')",
  " javascript:alert('redirect-js-space')",
  "java\tscript:alert('redirect-js-tab')",
  "javascript%3Aalert('redirect-js-encoded')",
  "data:text/html,<script>alert('redirect-data')</script>",
  'vbscript:msgbox(1)',
];
