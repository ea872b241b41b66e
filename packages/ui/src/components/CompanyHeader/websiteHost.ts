/**
 * The part of a company's website a reader recognises: its host as written, without a leading
 * 'www.' ('https://www.kuzeymobil.com.tr/kariyer' → 'kuzeymobil.com.tr'), so a Turkish name reads
 * in its letters ('çiçek.com.tr'), not as the URL parser's punycode. The address as given when it
 * does not read as one (the server checks it, but an old row may not have been).
 */
export function websiteHost(website: string): string {
  if (!URL.canParse(website)) return website;
  const host = website.replace(/^[a-z]+:\/\//i, '').split(/[/?#]/)[0] ?? website;
  return host.toLowerCase().replace(/^www\./, '');
}
