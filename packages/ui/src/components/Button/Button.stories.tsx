import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sprinkles } from '../../styles/sprinkles.css';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { useTexts } from '../../texts/TextsProvider';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onClick: fn() },
  // The variants, described for the props table, which reads only their names from the types.
  argTypes: {
    tone: {
      description:
        'What the button does: `action` the next step, `secondary` beside it, `neutral` in the header, `critical` what cannot be undone.',
      control: 'inline-radio',
      options: ['action', 'secondary', 'neutral', 'critical'],
      table: { defaultValue: { summary: 'action' } },
    },
    size: {
      description: '`standard` on forms and pages, `small` in rows and toolbars.',
      control: 'inline-radio',
      options: ['standard', 'small'],
      table: { defaultValue: { summary: 'standard' } },
    },
  },
  // A button's words are the caller's, from the catalogues: here the save toggle's.
  decorators: [textArgs(({ t }) => ({ children: t('saveToggle.save') }))],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const saveName = (context: Context) => storyTexts(context).t('saveToggle.save');

export const Action: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: saveName(context) }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The header's sign-up link's look. */
export const Neutral: Story = {
  args: { tone: 'neutral' },
  decorators: [textArgs(({ t }) => ({ children: t('header.signUp') }))],
};

/**
 * Quiet beside an action, for what is not the next step: the save toggle beside Detail, Cancel
 * beside a delete.
 */
export const Secondary: Story = {
  args: { tone: 'secondary' },
  decorators: [textArgs(({ t }) => ({ children: t('myPostings.cancel') }))],
  // Unpressed, unfocused: the resting outline is what a designer reviews here.
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('button', { name: t('myPostings.cancel') }),
    ).toBeEnabled();
  },
};

/** What cannot be undone: deleting a posting or the account. */
export const Critical: Story = {
  args: { tone: 'critical' },
  decorators: [textArgs(({ t }) => ({ children: t('deleteAccount.submit') }))],
};

/** The job row's detail link's size. */
export const Small: Story = {
  args: { size: 'small' },
  decorators: [textArgs(({ t }) => ({ children: t('jobRow.detail') }))],
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('button', { name: saveName(context) })).toBeDisabled();
  },
};

/** Links with a button's look: the header's sign-in and sign-up, the job row's detail. */
function ButtonLinks() {
  const { t } = useTexts();
  return (
    <div className={sprinkles({ display: 'flex', gap: 'xsmall' })}>
      <ButtonLink href="/login" tone="neutral">
        {t('header.signIn')}
      </ButtonLink>
      <ButtonLink href="/signup" tone="neutral">
        {t('header.signUp')}
      </ButtonLink>
      <ButtonLink href="/detail/vue-developer" size="small">
        {t('jobRow.detail')}
      </ButtonLink>
    </div>
  );
}

export const AsLinks: Story = {
  render: () => <ButtonLinks />,
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('link', { name: t('header.signUp') })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

/** A don't for the guidance page: two action buttons side by side compete for the one next step. */
export const DontTwoActions: Story = {
  render: () => <TwoActions />,
};

function TwoActions() {
  const { t } = useTexts();
  return (
    <div className={sprinkles({ display: 'flex', gap: 'xsmall' })}>
      <Button>{t('saveToggle.save')}</Button>
      <Button>{t('jobRow.detail')}</Button>
    </div>
  );
}
