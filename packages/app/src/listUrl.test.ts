import { describe, expect, it } from 'vitest';
import { listHref, parseListQuery } from './listUrl';

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
});

describe('listHref', () => {
  it('leaves defaults out of the address', () => {
    expect(listHref('/', { page: 1, q: '' })).toBe('/');
    expect(listHref('/categories/freelance', { page: 2, q: '' })).toBe(
      '/categories/freelance?page=2',
    );
  });

  it('round-trips through parseListQuery, Turkish text and symbols included', () => {
    const query = { page: 4, q: 'C# & İstanbul?' };
    const href = listHref('/', query);
    expect(parseListQuery(href.slice(href.indexOf('?')))).toEqual(query);
  });
});
