import {
  type FilterCounts,
  type ListView,
  postedWindowOf,
  type WorkTypeSlug,
  workTypeBySlug,
} from '@job/contract';
import { type ReactNode, useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { CityFilter } from '../CityFilter/CityFilter';
import { ChevronDownIcon } from '../Icon/icons';
import { listHref } from '../JobList/listHref';
import { PostedFilter } from '../PostedFilter/PostedFilter';
import { SalaryFilter } from '../SalaryFilter/SalaryFilter';
import { SkillsBlock } from '../SkillsBlock/SkillsBlock';
import { SortControl } from '../SortControl/SortControl';
import { WorkTypeNav } from '../WorkTypeNav/WorkTypeNav';
import * as styles from './HomeLayout.css';

export interface HomeLayoutProps {
  /** The category being listed, highlighted in the side panel; none on the home list. */
  activeCategory?: WorkTypeSlug | null;
  /**
   * The list's filters (search, workplace, city, salary floor, date posted) and order, which the panel's
   * links keep; none beside a detail, where the panel has no salary floor, date or order to choose.
   */
  query?: ListView | undefined;
  /**
   * How many jobs each of the panel's choices would list (`FilterCounts`), shown after it; none
   * while not known, and beside a detail.
   */
  counts?: FilterCounts | undefined;
  /** The child view: the job list or a job's detail. */
  children: ReactNode;
}

/**
 * The home and category layout: the side panel (work types, a list's city, salary floor, date
 * posted and order, the hidden skills block) beside the child view. Below the tablet breakpoint the
 * panel is a sheet that rises from the bottom of the screen over the list, opened by a button
 * above the view, so the jobs come first on a phone: 'Filtreler' beside a list, with the panel's
 * choices in force after it ('Tam zamanlı, ₺50.000+, Son 7 gün, En yüksek maaş'; an order only
 * when not the list's default), so a folded choice is never a hidden one; beside a detail, the
 * panel's heading ('Çalışma şekli'). The sheet is an HTML popover, so it opens and closes before
 * the page's script runs, and without it: the button at its foot ('Sonuçları göster' beside a list,
 * 'Kapat' beside a detail), a tap outside it and Escape each close it, and focus goes back to the
 * button.
 */
export function HomeLayout({ activeCategory, query, counts, children }: HomeLayoutProps) {
  const { t, formats } = useTexts();
  const category = workTypeBySlug(activeCategory ?? undefined);
  const floor = query?.salary;
  const posted = postedWindowOf(query?.posted);
  const chosen = [
    category && t(category.labelId),
    query?.city,
    floor && t('salaryFilter.atLeast', { amount: formats.money(floor.amount, floor.currency) }),
    posted && t(posted.labelId),
    query?.sort && t(`sortControl.${query.sort}`),
  ].filter(Boolean);
  // A panel's choice keeps the category, the other filters and the order, from page one (the
  // list's query carries its page).
  const from = (choice: ListView) => listHref(activeCategory, { ...query, ...choice, page: 1 });
  const panelId = useId();
  return (
    <div className={styles.root}>
      <div>
        <button type="button" className={styles.panelToggle} popoverTarget={panelId}>
          <span className={styles.toggleText}>
            {query ? t('homeLayout.filters') : t('workTypeNav.heading')}
            {query && chosen.length > 0 && (
              <span className={styles.chosen}>{chosen.join(', ')}</span>
            )}
          </span>
          <ChevronDownIcon size={16} />
        </button>
        <div id={panelId} popover="auto" className={styles.panel}>
          <WorkTypeNav active={activeCategory} query={query} counts={counts} />
          {query && (
            <>
              <div className={styles.section}>
                <CityFilter
                  active={query.city}
                  hrefForCity={(city) => from({ city })}
                  counts={counts}
                />
              </div>
              <div className={styles.section}>
                <SalaryFilter
                  active={query.salary}
                  hrefForSalary={(salary) => from({ salary })}
                  counts={counts}
                />
              </div>
              <div className={styles.section}>
                <PostedFilter
                  active={query.posted}
                  hrefForPosted={(posted) => from({ posted })}
                  counts={counts}
                />
              </div>
              <div className={styles.section}>
                <SortControl
                  q={query.q ?? ''}
                  active={query.sort}
                  hrefForSort={(sort) => from({ sort })}
                />
              </div>
            </>
          )}
          <SkillsBlock />
          <div className={styles.sheetFooter}>
            <Button
              popoverTarget={panelId}
              popoverTargetAction="hide"
              className={styles.closeSheet}
            >
              {query ? t('homeLayout.showResults') : t('homeLayout.close')}
            </Button>
          </div>
        </div>
      </div>
      <div className={styles.view}>{children}</div>
    </div>
  );
}
