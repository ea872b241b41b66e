import { useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { heading } from '../WorkTypeNav/WorkTypeNav.css';
import * as styles from './SkillsBlock.css';

/** The block's static entries: the skills the sample jobs ask for. */
export const skills = [
  'JavaScript',
  'TypeScript',
  'React',
  'Vue',
  'PHP',
  'Laravel',
  'SwiftUI',
  'Go',
] as const;

/**
 * The side panel's skills block. The spec keeps it in the panel with static entries but hidden:
 * the product does not filter by skill. It renders with the `hidden` attribute, so it is neither
 * shown nor read out, and turning it on is a matter of dropping that attribute.
 */
export function SkillsBlock() {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section hidden aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={heading}>
        {t('skills.heading')}
      </h2>
      <ul className={styles.list}>
        {skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
    </section>
  );
}
