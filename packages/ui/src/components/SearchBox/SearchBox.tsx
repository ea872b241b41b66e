import { type ListView, limits, listViewParams } from '@job/contract';
import type { FormEvent } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { SearchIcon } from '../Icon/icons';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  /** Called with the trimmed text when the person presses Enter; typing alone calls nothing. */
  onSearch: (text: string) => void;
  /** The text the box starts with, such as the search in the address. */
  defaultValue?: string;
  /**
   * The list searched, as an address without its query (`/categories/part-time`): where the form
   * itself goes, as `?q=…`, when the page's script has not taken it over.
   */
  action: string;
  /**
   * The list's filters (`ListFilters`: workplace, salary floor, date posted) and order, kept beside
   * the text in that address as `hrefs` writes them (`&salary=4000&currency=EUR&posted=7`); its
   * search text is the box's own.
   */
  filters?: ListView | undefined;
  /** What the box searches, for its label and placeholder; the job search's words by default. */
  words?: { label: string; placeholder: string };
  /** The longest text the list's search takes; the jobs' by default. */
  maxLength?: number;
}

/**
 * The job search (or another list's, given its `words`): a search landmark whose one field searches on Enter. It is a GET form of the
 * list's own address, which the server renders searched before the script runs or without it.
 */
export function SearchBox({
  onSearch,
  defaultValue,
  action,
  filters,
  words,
  maxLength = limits.searchMaxLength,
}: SearchBoxProps) {
  const { t } = useTexts();
  // The filters' and the order's parameters as the list's address writes them; the text is the
  // box's own.
  const kept = listViewParams({ ...filters, q: '' });
  // A form with a single field submits on Enter and on nothing else.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text.trim() : '');
  };

  return (
    <search>
      <form className={styles.root} action={action} onSubmit={submit}>
        <SearchIcon className={styles.icon} size={18} strokeWidth={2.4} />
        <input
          className={styles.input}
          type="search"
          // The list's own parameter (`parseListQuery`): the server reads `q`.
          name="q"
          aria-label={words?.label ?? t('search.label')}
          placeholder={words?.placeholder ?? t('search.placeholder')}
          enterKeyHint="search"
          maxLength={maxLength}
          defaultValue={defaultValue}
        />
        {[...kept].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
    </search>
  );
}
