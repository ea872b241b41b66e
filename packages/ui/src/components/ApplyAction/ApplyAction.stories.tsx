import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appliedAt, emailJob, urlJob } from '../../storybook/applying';
import { expiredJob, longTurkishJob, now, vueJob } from '../../storybook/fixtures';
import { storyTexts } from '../../texts/storyTexts';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { longPostingDate, relativePostingTime } from '../PostedDate/relativeTime';
import { ApplyAction } from './ApplyAction';

const meta = {
  title: 'Components/ApplyAction',
  component: ApplyAction,
  args: { job: vueJob, now },
} satisfies Meta<typeof ApplyAction>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The one 'Başvur' of the posting, by its name in the story's language. */
function applyLink(context: Context) {
  return context.canvas.getByRole('link', { name: storyTexts(context).t('applyAction.apply') });
}

/** On the site: the board's application form, in the look of the primary button. */
export const OnTheSite: Story = {
  play: async (context) => {
    const link = applyLink(context);
    await expect(link).toHaveAttribute('href', hrefs.apply(vueJob.slug));
    await expect(link).not.toHaveAttribute('target');
    await expect(context.canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/**
 * A signed-out visitor's (and so every server-rendered page's): the form is for members, so the
 * link leads to the sign-in first, which then brings them to it. It looks as OnTheSite.
 */
export const SignInFirst: Story = {
  args: { signInFirst: true },
  tags: ['!screenshot'],
  play: async (context) => {
    await expect(applyLink(context)).toHaveAttribute('href', hrefs.login(hrefs.apply(vueJob.slug)));
  },
};

/**
 * The poster's own page, in a new tab that cannot reach back into the board's (`noopener`); the
 * name says it opens a tab, the line says where.
 */
export const AtAnAddress: Story = {
  args: { job: urlJob },
  play: async (context) => {
    const { t } = storyTexts(context);
    const link = context.canvas.getByRole('link', {
      name: `${t('applyAction.apply')} ${t('applyAction.newTab')}`,
    });
    await expect(link).toHaveAttribute('href', urlJob.apply_to);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(
      context.canvas.getByText(t('applyAction.atUrl', { host: 'kariyer.kuzeymobil.com.tr' })),
    ).toBeVisible();
  },
};

/** By email: a prepared mail to the address, the job's title as its subject. */
export const ByEmail: Story = {
  args: { job: emailJob },
  play: async (context) => {
    const { t } = storyTexts(context);
    const link = applyLink(context);
    await expect(link).toHaveAttribute(
      'href',
      `mailto:ik@kuzeymobil.com.tr?subject=${encodeURIComponent(emailJob.title)}`,
    );
    await expect(link).not.toHaveAttribute('target');
    await expect(
      context.canvas.getByText(t('applyAction.byEmail', { address: 'ik@kuzeymobil.com.tr' })),
    ).toBeVisible();
  },
};

/** A title of Turkish letters and signs is encoded whole in the mail's subject. */
export const ByEmailWithALongTurkishTitle: Story = {
  tags: ['!screenshot'],
  args: { job: { ...longTurkishJob, apply_method: 'email', apply_to: 'ik@anadolu.com.tr' } },
  play: async (context) => {
    const href = applyLink(context).getAttribute('href') ?? '';
    const subject = new URL(href).searchParams.get('subject');
    await expect(subject).toBe(longTurkishJob.title);
  },
};

/** An address the server would never have taken (not https) is never made a link. */
export const NotHttps: Story = {
  tags: ['!screenshot'],
  args: { job: { ...urlJob, apply_to: 'javascript:alert(1)' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Past its expiry: no action, a line that it takes no more applications. */
export const Expired: Story = {
  args: { job: expiredJob },
  play: async (context) => {
    await expect(context.canvas.queryByRole('link')).toBeNull();
    await expect(
      context.canvas.getByText(storyTexts(context).t('applyAction.closed')),
    ).toBeVisible();
  },
};

/** The member's own posting: its applications and its edit form instead of 'Başvur'. */
export const OwnPosting: Story = {
  args: { ownPosting: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('link', { name: t('applyAction.applicants') }),
    ).toHaveAttribute('href', hrefs.applicants(vueJob.slug));
    await expect(context.canvas.getByRole('link', { name: t('applyAction.edit') })).toHaveAttribute(
      'href',
      hrefs.editJob(vueJob.slug),
    );
    await expect(context.canvas.queryByRole('link', { name: t('applyAction.apply') })).toBeNull();
  },
};

/** Applied three days ago: when (the day in full on hover), and the way to 'Başvurularım'. */
export const Applied: Story = {
  args: { appliedAt },
  play: async (context) => {
    const { t, language } = storyTexts(context);
    const applied = new Date(appliedAt);
    const when = context.canvas.getByText(
      t('applyAction.applied', { when: relativePostingTime(applied, now, language) }),
    );
    await expect(when).toHaveAttribute('dateTime', appliedAt);
    await expect(when).toHaveAttribute('title', longPostingDate(applied, language));
    await expect(
      context.canvas.getByRole('link', { name: t('applyAction.myApplications') }),
    ).toHaveAttribute('href', hrefs.myApplications());
    await expect(context.canvas.queryByRole('link', { name: t('applyAction.apply') })).toBeNull();
  },
};

/** Applied before the posting expired: still told when, not that it is closed. */
export const AppliedThenExpired: Story = {
  tags: ['!screenshot'],
  args: { job: expiredJob, appliedAt },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('link', { name: t('applyAction.myApplications') }),
    ).toBeVisible();
    await expect(context.canvas.queryByText(t('applyAction.closed'))).toBeNull();
  },
};

/**
 * A don't for the guidance page: a dimmed 'Başvur' for an expired posting, drawn by hand instead of
 * this component. It says nothing of why it does nothing; Tab skips it, and a screen reader in
 * reading mode hears 'Başvur, dimmed', never that the posting is closed.
 */
export const DontDisabledApply: Story = {
  render: () => <DisabledApply />,
};

function DisabledApply() {
  const { t } = useTexts();
  return <Button disabled>{t('applyAction.apply')}</Button>;
}
