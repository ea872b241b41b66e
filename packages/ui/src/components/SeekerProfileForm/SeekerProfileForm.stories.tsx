import { seekerLimits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { emptySeekerProfileValues, seekerProfileValues } from '../../storybook/storedCvs';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { SeekerProfileForm } from './SeekerProfileForm';

const meta = {
  title: 'Components/SeekerProfileForm',
  component: SeekerProfileForm,
  args: { profile: emptySeekerProfileValues, onSubmit: fn() },
} satisfies Meta<typeof SeekerProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The link field at `number` (1 to 3), 'Bağlantı 2'. */
function linkField(context: Context, number: number) {
  return context.canvas.getByLabelText(storyTexts(context).t('seekerProfile.link', { number }));
}

function headlineField(context: Context) {
  return context.canvas.getByLabelText(storyTexts(context).t('seekerProfile.headline'));
}

function cityField(context: Context) {
  return context.canvas.getByLabelText(storyTexts(context).t('seekerProfile.city'));
}

function submit(context: Context) {
  return context.userEvent.click(
    context.canvas.getByRole('button', { name: storyTexts(context).t('seekerProfile.save') }),
  );
}

/**
 * Nothing given yet: the headline's example under it, no box ticked, three empty links (each an
 * address field, for the phone's keyboard).
 */
export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('form')).toHaveAccessibleDescription(
      t('seekerProfile.formDescription'),
    );
    await expect(headlineField(context)).toHaveAccessibleDescription(
      t('seekerProfile.headlineHint'),
    );
    await expect(cityField(context)).toHaveAttribute('autocomplete', 'address-level2');
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    for (const number of [1, 2, 3]) {
      await expect(linkField(context, number)).toHaveAttribute('type', 'url');
      await expect(linkField(context, number)).toHaveValue('');
    }
  },
};

/** The profile as it is: its texts, its boxes ticked, its two links, the third field empty. */
export const Filled: Story = {
  args: { profile: seekerProfileValues },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(headlineField(context)).toHaveValue(seekerProfileValues.headline);
    await expect(cityField(context)).toHaveValue(seekerProfileValues.city);
    await expect(canvas.getByRole('checkbox', { name: t('workType.fullTime') })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: t('workType.partTime') })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: t('workplace.remote') })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: t('workplace.onSite') })).not.toBeChecked();
    await expect(linkField(context, 2)).toHaveValue(seekerProfileValues.links[1]);
    await expect(linkField(context, 3)).toHaveValue('');
  },
};

/**
 * A link that is no web address, typed after an empty field: its message under its own field,
 * which takes the focus; the others are not marked, and nothing is sent.
 */
export const InvalidLinks: Story = {
  play: async (context) => {
    const message = storyTexts(context).t('validation.profileLinkInvalid');
    await context.userEvent.type(linkField(context, 2), 'github.com/ayseyilmaz');
    await context.userEvent.type(linkField(context, 3), 'https://ayseyilmaz.dev');
    await submit(context);
    await expect(linkField(context, 2)).toHaveAttribute('aria-invalid', 'true');
    await expect(linkField(context, 2)).toHaveAccessibleDescription(message);
    await expect(linkField(context, 2)).toHaveFocus();
    await expect(linkField(context, 1)).toHaveAttribute('aria-invalid', 'false');
    await expect(linkField(context, 3)).toHaveAttribute('aria-invalid', 'false');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent once, the texts trimmed, the boxes ticked in their order, blank links left out. */
export const Saves: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.type(headlineField(context), '  Frontend geliştirici  ');
    await userEvent.type(cityField(context), ' İzmir ');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('workType.freelance') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('workType.fullTime') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('workplace.remote') }));
    await userEvent.type(linkField(context, 2), ' https://github.com/ayseyilmaz ');
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      headline: 'Frontend geliştirici',
      city: 'İzmir',
      work_types: ['full-time', 'freelance'],
      workplaces: ['remote'],
      links: ['https://github.com/ayseyilmaz'],
    });
  },
};

/** On its way: the button is disabled and spins, the form busy. */
export const Saving: Story = {
  args: { profile: seekerProfileValues, busy: true },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('seekerProfile.save') }),
    ).toBeDisabled();
    await expect(context.canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server's 422, each message by its field: a link by its place (`links.1`). */
export const ServerErrors: Story = {
  args: { profile: seekerProfileValues },
  decorators: [
    textArgs(({ t }) => ({
      fieldErrors: {
        headline: [t('validation.maxLength', { max: seekerLimits.headlineMaxLength })],
        'links.1': [t('validation.profileLinkInvalid')],
      },
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(headlineField(context)).toHaveAttribute('aria-invalid', 'true');
    await expect(headlineField(context)).toHaveAccessibleDescription(
      `${t('validation.maxLength', { max: seekerLimits.headlineMaxLength })} ${t('seekerProfile.headlineHint')}`,
    );
    await expect(linkField(context, 2)).toHaveAccessibleDescription(
      t('validation.profileLinkInvalid'),
    );
    await expect(linkField(context, 1)).toHaveAttribute('aria-invalid', 'false');
  },
};

/**
 * A don't for the guidance page: the server's message about one link handed to `serverError`
 * instead of `fieldErrors['links.1']`. It shows under the button, and the member has to work out
 * which of their links it means; no field is marked.
 */
export const DontLinkMessageAtTheFoot: Story = {
  args: { profile: seekerProfileValues },
  decorators: [textArgs(({ t }) => ({ serverError: t('validation.profileLinkInvalid') }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toBeVisible();
    for (const number of [1, 2, 3]) {
      await expect(linkField(context, number)).toHaveAttribute('aria-invalid', 'false');
    }
  },
};
