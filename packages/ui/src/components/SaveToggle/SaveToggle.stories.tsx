import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sprinkles } from '../../styles/sprinkles.css';
import { storyTexts } from '../../texts/storyTexts';
import { useTexts } from '../../texts/TextsProvider';
import { ButtonLink } from '../Button/Button';
import { SaveToggle, type SaveToggleProps } from './SaveToggle';

const meta = {
  title: 'Components/SaveToggle',
  component: SaveToggle,
  args: { saved: false, onToggleSave: fn(), jobTitle: 'Vue Developer' },
} satisfies Meta<typeof SaveToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The toggle's one name: 'Kaydet: Vue Developer' ('Save: Vue Developer'). */
const nameOf = (context: Context) =>
  storyTexts(context).t('saveToggle.saveJob', { title: 'Vue Developer' });

/** One name, 'Kaydet', whatever the state; a press, by click or keyboard, is reported. */
export const Unsaved: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const toggle = canvas.getByRole('button', { name: nameOf(context), pressed: false });
    await expect(toggle).toHaveTextContent(storyTexts(context).t('saveToggle.save'));
    await userEvent.click(toggle);
    await expect(args.onToggleSave).toHaveBeenCalledOnce();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleSave).toHaveBeenCalledTimes(3);
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async (context) => {
    const toggle = context.canvas.getByRole('button', { name: nameOf(context), pressed: true });
    await expect(toggle).toHaveTextContent(storyTexts(context).t('saveToggle.saved'));
  },
};

/** In English: 'Save', 'Saved' on screen, the name 'Save: Vue Developer' in either state. */
export const SavedInEnglish: Story = {
  globals: { locale: 'en' },
  args: { saved: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Save: Vue Developer', pressed: true });
    await expect(toggle).toHaveTextContent('Saved');
  },
};

/** Without a job's title, on a job's own page: just 'Kaydet'. */
export const WithoutTitle: Story = {
  args: { jobTitle: undefined },
  tags: ['!screenshot'],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('button', { name: t('saveToggle.save') })).toBeVisible();
  },
};

/**
 * A signed-out visitor's (and so every server-rendered page's): a link to the sign-in that brings
 * them back, in the toggle's look; a press before the page's script runs is followed all the same.
 */
export const SignInFirst: Story = {
  args: { signInHref: '/login?next=%2Fdetail%2Fvue-developer&save=vue-developer' },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const link = canvas.getByRole('link', { name: nameOf(context) });
    await expect(link).toHaveAttribute(
      'href',
      '/login?next=%2Fdetail%2Fvue-developer&save=vue-developer',
    );
    await expect(link).toHaveTextContent(storyTexts(context).t('saveToggle.save'));
    await expect(link).not.toHaveAttribute('aria-pressed');
    await userEvent.click(link);
    await expect(args.onToggleSave).not.toHaveBeenCalled();
  },
};

/** On its way: busy, keeps the focus, and a second press is not reported. */
export const Saving: Story = {
  args: { saving: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const toggle = canvas.getByRole('button', { name: nameOf(context) });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveFocus();
    await expect(args.onToggleSave).not.toHaveBeenCalled();
  },
};

/** Reached with Tab: the focus ring shows around the quiet outline, saved or not. */
export const FocusedByKeyboard: Story = {
  args: { saved: true },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const toggle = canvas.getByRole('button', { name: nameOf(context), pressed: true });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).boxShadow).not.toBe('none');
  },
};

/**
 * Beside the action it goes with, as in a job's row: the toggle quiet, Detail the one next step;
 * saved, the bookmark fills.
 */
export const BesideDetail: Story = {
  render: (args) => <BesideDetailRow {...args} />,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getAllByRole('link', { name: t('jobRow.detail') })).toHaveLength(2);
    await expect(canvas.getByRole('button', { pressed: true })).toHaveTextContent(
      t('saveToggle.saved'),
    );
    await expect(canvas.getByRole('button', { pressed: false })).toHaveTextContent(
      t('saveToggle.save'),
    );
  },
};

function BesideDetailRow(props: SaveToggleProps) {
  const { t } = useTexts();
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}>
      {[false, true].map((saved) => (
        <div key={String(saved)} className={sprinkles({ display: 'flex', gap: 'xsmall' })}>
          <SaveToggle {...props} saved={saved} />
          <ButtonLink href="/detail/vue-developer" size="small">
            {t('jobRow.detail')}
          </ButtonLink>
        </div>
      ))}
    </div>
  );
}

/**
 * A don't for the guidance page: toggles in a list without their job's title. Each is named
 * 'Kaydet', so a screen reader cannot tell which job each one saves.
 */
export const DontWithoutTitlesInAList: Story = {
  args: { jobTitle: undefined },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' })}>
      {[1, 2, 3].map((row) => (
        <div key={row}>
          <SaveToggle {...args} />
        </div>
      ))}
    </div>
  ),
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getAllByRole('button', { name: t('saveToggle.save') }),
    ).toHaveLength(3);
  },
};
