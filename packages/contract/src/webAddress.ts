/**
 * Whether `value` is an address a browser opens on the web: `https:` (or also `http:` where
 * `protocols` allows it), a host with a dot in it, and no user or password, which phishing links
 * use to hide where they go (`https://bank.com@evil.example`).
 */
export function isWebAddress(value: string, protocols: readonly string[] = ['https:']): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    protocols.includes(url.protocol) && url.hostname.includes('.') && !url.username && !url.password
  );
}
