import { storybookProject } from './vitest.storybook.config.ts';

/** The screens' stories again in English, with their own screenshots (see storybookProject). */
export default storybookProject('en');
