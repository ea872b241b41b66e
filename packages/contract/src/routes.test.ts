import { describe, expect, it } from 'vitest';
import { reportSent, reportSentHref } from './reportPage';
import {
  feedHref,
  hrefs,
  listFilterParams,
  listViewParams,
  loginNext,
  loginSave,
  onwardOf,
  parseListQuery,
} from './routes';

describe('parseListQuery', () => {
  it('reads the page and the trimmed search text', () => {
    expect(parseListQuery('?page=3&q=%20yaz%C4%B1l%C4%B1m%20')).toEqual({ page: 3, q: 'yazılım' });
  });

  it.each(['', '?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=1e400'])(
    'takes %s as page 1',
    (search) => {
      expect(parseListQuery(search).page).toBe(1);
    },
  );

  it('reads a known workplace and ignores any other', () => {
    expect(parseListQuery('?workplace=remote')).toEqual({ page: 1, q: '', workplace: 'remote' });
    expect(parseListQuery('?workplace=moon')).toEqual({ page: 1, q: '' });
  });

  it('reads a salary floor, in lira unless a currency is named, and none it cannot read', () => {
    expect(parseListQuery('?salary=50000').salary).toEqual({ amount: 50000, currency: 'TRY' });
    expect(parseListQuery('?salary=4000&currency=EUR').salary).toEqual({
      amount: 4000,
      currency: 'EUR',
    });
    for (const search of [
      '?salary=0',
      '?salary=50k',
      '?salary=1.5',
      '?salary=-5',
      '?salary=',
      '?currency=USD',
      '?salary=4000&currency=JPY',
      `?salary=${'9'.repeat(13)}`,
    ]) {
      expect(parseListQuery(search).salary, search).toBeUndefined();
    }
  });

  it('reads a date window the lists offer, and none for any other', () => {
    expect(parseListQuery('?posted=7').posted).toBe(7);
    expect(parseListQuery('?posted=1&salary=50000')).toMatchObject({ posted: 1 });
    for (const search of ['?posted=2', '?posted=07', '?posted=7d', '?posted=', '?posted=-1']) {
      expect(parseListQuery(search).posted, search).toBeUndefined();
    }
  });

  it('reads a city trimmed, and none for an empty or overlong one', () => {
    expect(parseListQuery('?city=%20%C4%B0zmir%20').city).toBe('İzmir');
    for (const search of ['?city=', '?city=%20', `?city=${'x'.repeat(81)}`]) {
      expect(parseListQuery(search).city, search).toBeUndefined();
    }
  });

  it("reads an order the list offers, and leaves out the list's default", () => {
    expect(parseListQuery('?sort=salary').sort).toBe('salary');
    expect(parseListQuery('?q=react&sort=newest').sort).toBe('newest');
    expect(parseListQuery('?q=react&sort=salary').sort).toBe('salary');
    // The defaults, an order a list without a text cannot have, and anything else: no order.
    for (const search of [
      '?sort=newest',
      '?q=react&sort=relevance',
      '?sort=relevance',
      '?q=%20&sort=relevance',
      '?sort=Salary',
      '?sort=',
    ]) {
      expect(parseListQuery(search).sort, search).toBeUndefined();
    }
  });
});

describe('hrefs', () => {
  it('leaves the list defaults out of the address', () => {
    expect(hrefs.home()).toBe('/');
    expect(hrefs.home({ page: 1, q: '' })).toBe('/');
    expect(hrefs.category('freelance', { page: 2 })).toBe('/categories/freelance?page=2');
  });

  it('round-trips a list state through parseListQuery, Turkish text and symbols included', () => {
    const query = {
      page: 4,
      q: 'C# & İstanbul?',
      workplace: 'hybrid',
      city: 'İstanbul Avrupa',
      salary: { amount: 2000, currency: 'GBP' },
      posted: 30,
      sort: 'salary',
    } as const;
    const href = hrefs.home(query);
    expect(parseListQuery(href.slice(href.indexOf('?')))).toEqual(query);
  });

  it('keeps a slug one path segment, whatever it contains', () => {
    expect(hrefs.detail('a/b?c#d')).toBe('/detail/a%2Fb%3Fc%23d');
  });
});

describe('the report page', () => {
  it('says in its address that the report was sent, and nothing else does', () => {
    expect(hrefs.report('a/b')).toBe('/detail/a%2Fb/report');
    const sent = reportSentHref('a/b');
    expect(sent).toBe('/detail/a%2Fb/report?sent=1');
    expect(reportSent(sent.slice(sent.indexOf('?')))).toBe(true);
    for (const search of ['', '?sent=0', '?sent=yes', '?q=sent']) {
      expect(reportSent(search), search).toBe(false);
    }
  });
});

describe('listFilterParams', () => {
  it('writes the filters as an address does, and nothing for an unfiltered list', () => {
    expect(listFilterParams({}).size).toBe(0);
    expect(listFilterParams({ q: '' }).size).toBe(0);
    const filters = {
      q: 'react',
      workplace: 'remote',
      salary: { amount: 4000, currency: 'EUR' },
      posted: 7,
    } as const;
    expect(listFilterParams(filters).toString()).toBe(
      'q=react&workplace=remote&salary=4000&currency=EUR&posted=7',
    );
    expect(hrefs.home(filters)).toBe(`/?${listFilterParams(filters)}`);
  });

  it("leaves a list's order to listViewParams: an order narrows nothing", () => {
    expect(listFilterParams(parseListQuery('?sort=salary')).size).toBe(0);
    expect(listViewParams({ q: 'react', sort: 'newest' }).toString()).toBe('q=react&sort=newest');
    expect(hrefs.home({ page: 2, sort: 'salary' })).toBe('/?sort=salary&page=2');
  });
});

describe('feedHref', () => {
  it('adds each filter only when set', () => {
    expect(feedHref()).toBe('/feed.xml');
    expect(feedHref({ type: 'part-time', q: 'react & node', workplace: 'remote' })).toBe(
      '/feed.xml?type=part-time&q=react+%26+node&workplace=remote',
    );
    // Lira, the board's own currency, goes without saying.
    expect(feedHref({ salary: { amount: 50000, currency: 'TRY' } })).toBe('/feed.xml?salary=50000');
    expect(feedHref({ salary: { amount: 4000, currency: 'USD' } })).toBe(
      '/feed.xml?salary=4000&currency=USD',
    );
  });
});

describe('loginNext', () => {
  it('leads back to a path of this site, and to the list otherwise', () => {
    expect(loginNext(new URL(`http://x${hrefs.login('/detail/a?b=1')}`).search)).toBe(
      '/detail/a?b=1',
    );
    for (const next of ['', 'https://evil.example', '//evil.example', '/\\evil.example']) {
      expect(loginNext(`?next=${encodeURIComponent(next)}`), next).toBe('/');
    }
  });
});

describe('loginSave', () => {
  it('names the job a login saves on the way, and none when it was not asked to', () => {
    const search = (href: string) => new URL(`http://x${href}`).search;
    const saving = search(hrefs.login('/?q=vue', 'vue-developer'));
    expect(loginNext(saving)).toBe('/?q=vue');
    expect(loginSave(saving)).toBe('vue-developer');
    expect(loginSave(search(hrefs.login('/detail/a')))).toBeNull();
    expect(loginSave('?next=%2F&save=')).toBeNull();
  });
});

describe('onwardOf', () => {
  it('carries the way on between the login and the sign-up, and nothing else', () => {
    const search = (href: string) => new URL(`http://x${href}`).search;
    const login = hrefs.login('/?q=vue&page=2', 'vue-developer');
    expect(hrefs.signup(...onwardOf(search(login)))).toBe(
      '/signup?next=%2F%3Fq%3Dvue%26page%3D2&save=vue-developer',
    );
    expect(hrefs.login(...onwardOf(search(hrefs.signup(...onwardOf(search(login))))))).toBe(login);
    expect(onwardOf(search(hrefs.login('/saved-jobs')))).toEqual(['/saved-jobs']);
    expect(onwardOf('?save=vue-developer&other=1')).toEqual([]);
    expect(hrefs.signup(...onwardOf(''))).toBe('/signup');
  });
});
