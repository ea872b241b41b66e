import { storybookProject } from './vitest.storybook.config.ts';

/** The screens' stories again in Turkish, with their own screenshots (see storybookProject). */
export default storybookProject('tr');
