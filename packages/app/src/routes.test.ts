import { hrefs, type RouteName, reportSentHref, routePatterns } from '@job/contract';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { matchRoute, type Parser, useRouter } from 'wouter';

let parser: Parser | undefined;

/** Reads the pattern parser of the app's router, which the Switch in routes.tsx matches with. */
function ParserProbe() {
  parser = useRouter().parser;
  return null;
}

function routerParser(): Parser {
  renderToString(createElement(ParserProbe));
  if (!parser) throw new Error('The router gave no parser');
  return parser;
}

// The Switch tries the routes in this order (routes.tsx maps routePatterns to pages).
const servedRoutes = Object.keys(routePatterns) as RouteName[];

/** An address for every route, built by its href builder with awkward but valid values. */
const sampleHrefs: Record<RouteName, string> = {
  home: hrefs.home({ page: 2, q: 'C# & İstanbul?' }),
  category: hrefs.category('part-time', { page: 3 }),
  detail: hrefs.detail('kıdemli-yazılım/c#?'),
  login: hrefs.login('/detail/a?b=c'),
  signup: hrefs.signup(),
  profile: hrefs.profile(),
  profileSection: hrefs.profileSection('alerts'),
  savedJobs: hrefs.savedJobs(),
  createJob: hrefs.createJob(),
  editJob: hrefs.editJob('kıdemli-yazılım/c#?'),
  forgotPassword: hrefs.forgotPassword(),
  resetPassword: hrefs.resetPassword('a+b/c=d&e'),
  verifyEmail: hrefs.verifyEmail('a+b/c=d&e'),
  apply: hrefs.apply('kıdemli-yazılım/c#?'),
  report: reportSentHref('kıdemli-yazılım/c#?'),
  myApplications: hrefs.myApplications(),
  applicants: hrefs.applicants('kıdemli-yazılım/c#?'),
  moderation: hrefs.moderation(),
  unsubscribe: hrefs.unsubscribe('a-b_c'.repeat(8)),
  companies: hrefs.companies({ q: 'C# & İstanbul?', page: 2 }),
  company: hrefs.company('acme-yazılım/c#?', 2),
};

/** The route the Switch renders for an address: the first whose pattern matches its path. */
function routeFor(href: string) {
  const path = new URL(href, 'https://job.example').pathname;
  const parser = routerParser();
  for (const name of servedRoutes) {
    const [matched, params] = matchRoute(parser, routePatterns[name], path);
    if (matched) return { name, params };
  }
  return undefined;
}

describe('routes and hrefs', () => {
  it('has an href builder for every route the app serves, and no builder without a route', () => {
    expect(Object.keys(hrefs).sort()).toEqual([...servedRoutes].sort());
  });

  it.each(servedRoutes)('takes the href built for %s to that route', (name) => {
    expect(routeFor(sampleHrefs[name])?.name).toBe(name);
  });

  it('gives the page back the values the href was built with', () => {
    expect(routeFor(hrefs.category('freelance'))?.params).toMatchObject({ type: 'freelance' });
    const params: { slug?: string } = routeFor(sampleHrefs.detail)?.params ?? {};
    expect(decodeURIComponent(params.slug ?? '')).toBe('kıdemli-yazılım/c#?');
    for (const name of ['apply', 'report', 'applicants'] as const) {
      const named: { slug?: string } = routeFor(sampleHrefs[name])?.params ?? {};
      expect(decodeURIComponent(named.slug ?? '')).toBe('kıdemli-yazılım/c#?');
    }
  });

  it('serves no other address', () => {
    expect(routeFor('/jobs/vue-developer')).toBeUndefined();
    expect(routeFor('/detail/a/b')).toBeUndefined();
    expect(routeFor('/detail/a/apply/b')).toBeUndefined();
    expect(routeFor('/my-jobs/a')).toBeUndefined();
  });
});
