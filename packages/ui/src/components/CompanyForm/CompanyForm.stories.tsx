import { companyLimits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as user } from 'storybook/test';
import { egeDijital, kuzeyMobil } from '../../storybook/companies';
import { files } from '../../storybook/fixtures';
import { expectFieldError } from '../../storybook/forms';
import { onMobile } from '../../storybook/viewports';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { CompanyForm, type CompanySubmission } from './CompanyForm';

const meta = {
  title: 'Components/CompanyForm',
  component: CompanyForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Presses the form's submit button, 'Şirketi oluştur' for a new company, 'Kaydet' on an edit. */
async function submit(context: Context) {
  const { t } = storyTexts(context);
  const label = context.args.company ? 'companyForm.save' : 'companyForm.create';
  await context.userEvent.click(context.canvas.getByRole('button', { name: t(label) }));
}

/** What `onSubmit` was given first. */
function sent(context: Context): CompanySubmission | undefined {
  return (context.args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
}

/** A new company: every field empty, the initials' square waiting for a name, nothing sent yet. */
export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('companyForm.createTitle'),
    );
    await expect(canvas.getByLabelText(t('companyForm.name'))).toHaveValue('');
    await expect(canvas.getByLabelText(t('companyForm.size'))).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: t('companyForm.logoDelete') })).toBeNull();
  },
};

export const EmptyMobile: Story = { ...Empty, ...onMobile };

/**
 * Filled in as a person would, then sent: the values trimmed, the country and size chosen from
 * their lists, the city's country picked from the known cities, the logo kept (there is none).
 */
export const FilledAndSent: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.type(canvas.getByLabelText(t('companyForm.name')), '  Ege Dijital ');
    await userEvent.type(
      canvas.getByLabelText(t('companyForm.website')),
      'https://egedijital.com.tr',
    );
    await userEvent.type(
      canvas.getByLabelText(t('companyForm.description')),
      'Markalar için web siteleri ve kampanyalar.',
    );
    await userEvent.type(canvas.getByLabelText(t('companyForm.city')), 'İzmir');
    await userEvent.selectOptions(canvas.getByLabelText(t('companyForm.size')), '11-50');
    await userEvent.type(canvas.getByLabelText(t('companyForm.sector')), 'Dijital ajans');
    await expect(canvas.getByText(/^42 \//)).toBeVisible();
    await expect(canvas.getByLabelText(t('companyForm.country'))).toHaveValue('TR');
    await submit(context);
    await expect(sent(context)).toEqual({
      company: {
        name: 'Ege Dijital',
        website: 'https://egedijital.com.tr',
        description: 'Markalar için web siteleri ve kampanyalar.',
        city: 'İzmir',
        country: 'TR',
        size: '11-50',
        sector: 'Dijital ajans',
      },
      logo: { action: 'keep' },
    });
  },
};

/** Editing: the fields start from the company, its initials for want of a logo, 'Kaydet'. */
export const Editing: Story = {
  args: { company: egeDijital },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('companyForm.editTitle'),
    );
    await expect(canvas.getByLabelText(t('companyForm.name'))).toHaveValue('Ege Dijital');
    await expect(canvas.getByLabelText(t('companyForm.size'))).toHaveValue('11-50');
    await expect(canvas.getByTestId('company-initials')).toHaveTextContent('ED');
  },
};

/** Editing a company with a logo: the logo shown large, and 'Logoyu sil' beside the picker. */
export const EditingWithLogo: Story = {
  args: { company: kuzeyMobil },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('button', { name: t('companyForm.logoDelete') })).toBeVisible();
    await expect(
      canvas.getByText(`${kuzeyMobil.description.length} /`, { exact: false }),
    ).toBeVisible();
  },
};

export const EditingWithLogoMobile: Story = { ...EditingWithLogo, ...onMobile };

/** A new logo chosen: its preview in place of the old one, and Save sends it to replace it. */
export const LogoReplaced: Story = {
  args: { company: kuzeyMobil },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.upload(canvas.getByLabelText(t('companyForm.logo')), files.logo());
    await expect(canvas.getByText('logo.png')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('companyForm.logoDelete') })).toBeNull();
    await submit(context);
    await expect(sent(context)?.logo).toEqual({ action: 'replace', file: expect.any(File) });
  },
};

/** 'Logoyu sil': the initials show as they will, said so, with the way to keep it after all. */
export const LogoDeleted: Story = {
  args: { company: kuzeyMobil },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: t('companyForm.logoDelete') }));
    await expect(canvas.getByText(t('companyForm.logoDeleted'))).toBeVisible();
    await expect(canvas.getByTestId('company-initials')).toHaveTextContent('KM');
    await expect(canvas.getByRole('button', { name: t('companyForm.logoKeep') })).toBeVisible();
    await submit(context);
    await expect(sent(context)?.logo).toEqual({ action: 'delete' });
  },
};

/** A file that is no image is refused as it is chosen, in the form's words; the logo stays. */
export const LogoRefused: Story = {
  args: { company: kuzeyMobil },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const picker = canvas.getByLabelText(t('companyForm.logo'));
    // The browser's picker honours `accept`; its "all files" choice does not, hence the check.
    await user.setup({ applyAccept: false }).upload(picker, files.pdf());
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('validation.imageInvalid'))).toBeVisible();
    await submit(context);
    await expect(sent(context)?.logo).toEqual({ action: 'keep' });
  },
};

/**
 * Sent with no name, a website that is no https address and too long a description: each message
 * under its field, the name focused, nothing sent.
 */
export const Invalid: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.type(canvas.getByLabelText(t('companyForm.website')), 'http://ege');
    await userEvent.click(canvas.getByLabelText(t('companyForm.description')));
    await userEvent.paste('ş'.repeat(companyLimits.descriptionMaxLength + 1));
    await submit(context);
    await expectFieldError(context, 'companyForm.name', 'validation.companyNameRequired');
    await expectFieldError(context, 'companyForm.website', 'validation.companyWebsiteInvalid');
    await expect(canvas.getByLabelText(t('companyForm.name'))).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidMobile: Story = { ...Invalid, ...onMobile };

/** A 422 from the server: each message by its field, the summary in red under the form. */
export const ServerErrors: Story = {
  args: { company: egeDijital },
  decorators: [
    textArgs(({ t }) => ({
      serverError: t('validation.companyWebsiteInvalid'),
      fieldErrors: {
        website: [t('validation.companyWebsiteInvalid')],
        sector: [t('validation.maxLength', { max: companyLimits.sectorMaxLength })],
        logo: [t('validation.imageTooLarge')],
      },
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectFieldError(context, 'companyForm.website', 'validation.companyWebsiteInvalid');
    await expectFieldError(context, 'companyForm.sector', [
      'validation.maxLength',
      { max: companyLimits.sectorMaxLength },
    ]);
    await expect(context.canvas.getByText(t('validation.imageTooLarge'))).toBeVisible();
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      t('validation.companyWebsiteInvalid'),
    );
  },
};

/** Saving: the button disabled and spinning, the form busy; a second press sends nothing. */
export const Busy: Story = {
  args: { company: kuzeyMobil, busy: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('button', { name: t('companyForm.save') }),
    ).toBeDisabled();
    await expect(context.canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The same form for an English reader. */
export const EditingWithLogoInEnglish: Story = {
  ...EditingWithLogo,
  globals: { locale: 'en' },
};
