import type { ListQuery, WorkTypeSlug } from '@job/contract';
import { type ReactNode, useId, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { ChevronDownIcon } from '../Icon/icons';
import { ScriptButton } from '../ScriptButton/ScriptButton';
import { SkillsBlock } from '../SkillsBlock/SkillsBlock';
import { WorkTypeNav } from '../WorkTypeNav/WorkTypeNav';
import * as styles from './HomeLayout.css';

export interface HomeLayoutProps {
  /** The category being listed, highlighted in the side panel; none on the home list. */
  activeCategory?: WorkTypeSlug | null;
  /** The list's search and workplace, which the panel's links keep; none beside a detail. */
  query?: Pick<ListQuery, 'q' | 'workplace'> | undefined;
  /** The child view: the job list or a job's detail. */
  children: ReactNode;
}

/**
 * The home and category layout: the side panel (work types, the hidden skills block) beside the
 * child view. Below the tablet breakpoint the panel folds away behind a button named as the
 * panel's heading ('Çalışma şekli') above the view, so the jobs come first
 * on a phone. The button waits for the page's script (`ScriptButton`); where no script runs, the
 * panel is open and the button not shown.
 */
export function HomeLayout({ activeCategory, query, children }: HomeLayoutProps) {
  const { t } = useTexts();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.root}>
      <div>
        <ScriptButton
          className={styles.panelToggle}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          {t('workTypeNav.heading')}
          <ChevronDownIcon size={16} className={styles.chevron} />
        </ScriptButton>
        <div id={panelId} className={styles.panel} data-state={panelOpen ? 'open' : 'closed'}>
          <WorkTypeNav active={activeCategory} query={query} />
          <SkillsBlock />
        </div>
      </div>
      <div className={styles.view}>{children}</div>
    </div>
  );
}
