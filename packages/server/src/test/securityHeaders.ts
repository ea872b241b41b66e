/** The headers helmet sets on every answer (securityHeaders.ts), by the names a test reads. */
const securityHeaderNames = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The security headers among `headers`, each undefined when missing. */
export function securityHeadersOf(headers: Headers | Map<string, string>) {
  return Object.fromEntries(
    securityHeaderNames.map((name) => [name, headers.get(name) ?? undefined]),
  );
}
