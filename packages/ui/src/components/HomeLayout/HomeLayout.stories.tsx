import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { firstPage, iosJob, jobs, liraJobs, now } from '../../storybook/fixtures';
import { liraFloor } from '../../storybook/lists';
import { onDesktop, onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { ApplyForm } from '../ApplyForm/ApplyForm';
import { JobList } from '../JobList/JobList';
import { HomeLayout } from './HomeLayout';

const meta = {
  title: 'Components/HomeLayout',
  component: HomeLayout,
  args: {
    query: firstPage,
    children: (
      <JobList jobs={jobs} query={firstPage} total={jobs.length} now={now} onSearch={fn()} />
    ),
  },
  ...onDesktop,
} satisfies Meta<typeof HomeLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The side panel's heading, and the fold-away button's name: one text, as it is written. */
function panelHeading(context: Context) {
  const { t } = storyTexts(context);
  return t('workTypeNav.heading');
}

/** The panel's salary floor, under the work types. */
function salaryFilter(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('navigation', { name: t('salaryFilter.label') }));
}

/** The side panel beside the list; no fold-away button on a wide screen. */
export const Desktop: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('navigation', { name: panelHeading(context) })).toBeVisible();
    await expect(salaryFilter(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      t('salaryFilter.any'),
    );
    await expect(canvas.queryByRole('button', { name: panelHeading(context) })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(jobs.length);
  },
};

export const CategoryActive: Story = {
  args: { activeCategory: 'full-time' },
  play: async (context) => {
    const { t } = storyTexts(context);
    const workTypes = within(
      context.canvas.getByRole('navigation', { name: panelHeading(context) }),
    );
    await expect(workTypes.getByRole('link', { current: 'page' })).toHaveTextContent(
      t('workType.fullTime'),
    );
  },
};

/** On a phone the panel is folded away behind a button, so the jobs come first. */
export const MobileFolded: Story = {
  ...onMobile,
  play: async (context) => {
    const { canvas } = context;
    const toggle = canvas.getByRole('button', { name: panelHeading(context) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: panelHeading(context) })).toBeNull();
    await expect(canvas.getAllByRole('article')[0]).toBeVisible();
  },
};

/** The button unfolds the panel above the list and folds it again; it and the heading match. */
export const MobileUnfolded: Story = {
  ...onMobile,
  args: { activeCategory: 'part-time' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const toggle = canvas.getByRole('button', { name: panelHeading(context) });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t('workType.freelance') })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('link', { name: t('workType.freelance') })).toBeNull();
    await userEvent.click(toggle);
    // The panel does not repeat the button's words: its heading names the navigation for screen
    // readers and takes no room.
    const heading = canvas.getByRole('heading', { name: panelHeading(context) });
    await expect(toggle).toHaveTextContent(heading.textContent ?? '');
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    const workTypes = within(canvas.getByRole('navigation', { name: panelHeading(context) }));
    await expect(workTypes.getByRole('link', { current: 'page' })).toHaveTextContent(
      t('workType.partTime'),
    );
  },
};

/** `/?salary=75000`: the list's floor in the panel under the work types. */
const salaryFloor = {
  args: {
    query: liraFloor,
    children: (
      <JobList
        jobs={liraJobs}
        query={liraFloor}
        total={liraJobs.length}
        now={now}
        onSearch={fn()}
      />
    ),
  },
} satisfies Story;

/**
 * Beside a list with a salary floor: ₺75.000+ marked under the work types, whose links keep it;
 * a floor's link keeps the list (the home list here) and starts at its first page.
 */
export const SalaryFloor: Story = {
  ...salaryFloor,
  play: async (context) => {
    const { t, formats } = storyTexts(context);
    const floors = salaryFilter(context);
    await expect(floors.getByRole('link', { current: 'page' })).toHaveTextContent(
      t('salaryFilter.atLeast', { amount: formats.money(75_000, 'TRY') }),
    );
    await expect(floors.getByRole('link', { name: t('salaryFilter.any') })).toHaveAttribute(
      'href',
      '/',
    );
    const workTypes = within(
      context.canvas.getByRole('navigation', { name: panelHeading(context) }),
    );
    await expect(workTypes.getByRole('link', { name: t('workType.fullTime') })).toHaveAttribute(
      'href',
      '/categories/full-time?salary=75000',
    );
  },
};

/**
 * On a phone the floor folds away with the work types; unfolded, its heading shows, as the
 * button says only the work types' words.
 */
export const SalaryFloorMobileUnfolded: Story = {
  ...salaryFloor,
  ...onMobile,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.queryByRole('navigation', { name: t('salaryFilter.label') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: panelHeading(context) }));
    const heading = canvas.getByRole('heading', { name: t('salaryFilter.label') });
    await expect(heading).toBeVisible();
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(1);
    await expect(salaryFilter(context).getByRole('link', { current: 'page' })).toBeVisible();
  },
};

/** In English, the same words at every width: 'Work type' on the button, naming the links. */
export const EnglishMobileUnfolded: Story = {
  globals: { ...onMobile.globals, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Work type' }));
    const workTypes = within(canvas.getByRole('navigation', { name: 'Work type' }));
    await expect(workTypes.getByRole('link', { name: 'Full-time' })).toBeVisible();
  },
};

/** In Turkish: 'Çalışma şekli', in sentence case as the catalogue writes it. */
export const TurkishDesktop: Story = {
  globals: { ...onDesktop.globals, locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Çalışma şekli' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tam zamanlı' })).toBeVisible();
  },
};

/**
 * A don't for the guidance page: a form in the home layout. The work types beside the application
 * invite the applicant away from a half-written note, and the form loses the width it needs.
 */
export const DontAroundAForm: Story = {
  args: { query: undefined, children: <ApplyForm job={iosJob} onSubmit={fn()} /> },
};
