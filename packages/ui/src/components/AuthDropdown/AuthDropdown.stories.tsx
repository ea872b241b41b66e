import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { longNameUser, user } from '../../storybook/fixtures';
import { sprinkles } from '../../styles/sprinkles.css';
import { storyTexts } from '../../texts/storyTexts';
import { AuthDropdown } from './AuthDropdown';
import { LazyAuthDropdown } from './LazyAuthDropdown';

/** Places the trigger at the right, as in the header, so the menu opens leftwards as there. */
const inHeaderCorner: Decorator = (Story) => (
  <div
    className={sprinkles({ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' })}
  >
    <Story />
  </div>
);

const meta = {
  title: 'Components/AuthDropdown',
  component: AuthDropdown,
  args: { user, onSignOut: fn() },
} satisfies Meta<typeof AuthDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu renders in a portal, outside the story: such stories capture the whole page. */
const openMenu = {
  decorators: [inHeaderCorner],
  parameters: { screenshot: { target: 'page' } },
} satisfies Story;

type Context = Parameters<NonNullable<Story['play']>>[0];

/**
 * The menu's items in the story's language: 'View Profile', 'Kaydedilen ilanlar', 'Başvurularım',
 * 'Create Job Posting', 'Sign Out'.
 */
function itemNames(context: Context) {
  const { t } = storyTexts(context);
  return {
    profile: t('memberMenu.viewProfile'),
    savedJobs: t('memberMenu.savedJobs'),
    applications: t('memberMenu.applications'),
    postJob: t('memberMenu.postJob'),
    signOut: t('memberMenu.signOut'),
  };
}

async function expectMenuItems(context: Context) {
  const names = itemNames(context);
  const items = await screen.findAllByRole('menuitem');
  await expect(items.map((item) => item.textContent)).toEqual([
    names.profile,
    names.savedJobs,
    names.applications,
    names.postJob,
    names.signOut,
  ]);
  await expect(screen.getByRole('menuitem', { name: names.profile })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(screen.getByRole('menuitem', { name: names.savedJobs })).toHaveAttribute(
    'href',
    '/saved-jobs',
  );
  await expect(screen.getByRole('menuitem', { name: names.applications })).toHaveAttribute(
    'href',
    '/applications',
  );
  await expect(screen.getByRole('menuitem', { name: names.postJob })).toHaveAttribute(
    'href',
    '/create-job',
  );
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: user.name });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const Open: Story = {
  ...openMenu,
  args: { defaultOpen: true },
  play: async (context) => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent(user.name);
    await expect(menu).toHaveTextContent(user.email);
    await expectMenuItems(context);
  },
};

/** A moderator's menu has 'Moderasyon' too, after Create Job Posting; no one else's has it. */
export const Moderator: Story = {
  ...openMenu,
  args: { user: { ...user, role: 'moderator' }, defaultOpen: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    const items = await screen.findAllByRole('menuitem');
    await expect(items.at(-2)).toHaveTextContent(t('memberMenu.moderation'));
    await expect(
      screen.getByRole('menuitem', { name: t('memberMenu.moderation') }),
    ).toHaveAttribute('href', '/moderation');
  },
};

/**
 * The avatar's initial is the name's first letter in capitals by the reader's language: an English
 * reader's 'i' is 'I', where a Turkish one's (and the default's) is 'İ'.
 */
export const InitialInEnglish: Story = {
  ...openMenu,
  globals: { locale: 'en' },
  args: { user: { name: 'ilker Işık', email: 'ilker@example.com' }, defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu.querySelector('[aria-hidden="true"]')?.textContent).toBe('I');
  },
};

/** A very long name is cut short in the trigger and shown in full, wrapped, in the menu. */
export const LongNameAndEmail: Story = {
  ...openMenu,
  args: { user: longNameUser, defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(screen.getByText(longNameUser.email)).toBeVisible();
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};

export const OpensByPointer: Story = {
  ...openMenu,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: user.name }));
    await expect(await screen.findByRole('menu')).toHaveTextContent(user.email);
    await expectMenuItems(context);
  },
};

/** Tab to the trigger; ArrowDown or Enter opens on the first item, arrows move, Escape closes. */
export const OpensByKeyboard: Story = {
  ...openMenu,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const names = itemNames(context);
    const trigger = canvas.getByRole('button', { name: user.name });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: names.profile })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: names.profile })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: names.savedJobs })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: names.applications })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: names.postJob })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: names.signOut })).toHaveFocus();
  },
};

/** Kaydedilen ilanlar ('Saved jobs') is a link: choosing it follows it and closes the menu. */
export const ToSavedJobs: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: user.name }));
    const savedJobs = await screen.findByRole('menuitem', { name: itemNames(context).savedJobs });
    await expect(savedJobs).toHaveAttribute('href', '/saved-jobs');
    await userEvent.click(savedJobs);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const SignOut: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: user.name }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: itemNames(context).signOut }),
    );
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Enter on Sign Out signs out too, like a click. */
export const SignOutByKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/**
 * As the header renders it: Radix loads with the first signed-in header. A click on the trigger
 * opens the menu whether it lands before or after the menu's code has arrived.
 */
export const LoadedOnDemand: Story = {
  ...openMenu,
  render: (args) => <LazyAuthDropdown {...args} />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: user.name }));
    await expect(await screen.findByRole('menu')).toHaveTextContent(user.email);
    await expectMenuItems(context);
  },
};

/**
 * A don't for the guidance page: the address given as the member's name, as an app falling back to
 * it would. The trigger stretches across the header and the menu says the address twice.
 */
export const DontEmailAsName: Story = {
  ...openMenu,
  args: { user: { ...user, name: user.email }, defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent(`${user.email}${user.email}`);
  },
};
