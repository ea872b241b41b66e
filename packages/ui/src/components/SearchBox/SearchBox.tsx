import { limits } from '@job/contract';
import type { FormEvent } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { SearchIcon } from '../Icon/icons';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  /** Called with the trimmed text when the person presses Enter; typing alone calls nothing. */
  onSearch: (text: string) => void;
  /** The text the box starts with, such as the search in the address. */
  defaultValue?: string;
}

/** The job search: a search landmark whose one field searches on Enter. */
export function SearchBox({ onSearch, defaultValue }: SearchBoxProps) {
  const { t } = useTexts();
  // A form with a single field submits on Enter and on nothing else.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('search');
    onSearch(typeof text === 'string' ? text.trim() : '');
  };

  return (
    <search>
      <form className={styles.root} onSubmit={submit}>
        <SearchIcon className={styles.icon} size={18} strokeWidth={2.4} />
        <input
          className={styles.input}
          type="search"
          name="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          maxLength={limits.searchMaxLength}
          defaultValue={defaultValue}
        />
      </form>
    </search>
  );
}
