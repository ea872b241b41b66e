import { companyLimits, type MyCompany } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { anadoluLojistik, egeDijital, kuzeyMobil, makeCompany } from '../storybook/companies';
import { expectRetryOfFailedLoad, failedLoad, failureInStoryLanguage } from '../storybook/failures';
import { user } from '../storybook/fixtures';
import { inPageFrame } from '../storybook/pageFrame';
import { expectCurrentProfilePart } from '../storybook/profileNav';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { MyCompaniesScreen } from './MyCompaniesScreen';

const mine: MyCompany[] = [
  { company: anadoluLojistik, role: 'recruiter' },
  { company: kuzeyMobil, role: 'owner' },
];

const meta = {
  title: 'Screens/MyCompaniesScreen',
  component: MyCompaniesScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  parameters: { frame: 'bare', page: { user } },
  ...onDesktop,
  args: { companies: mine, editing: null, onEditingChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof MyCompaniesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The companies' panel, under 'Şirketlerim'. */
function companiesPart(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('region', { name: t('myCompanies.title') }));
}

const loaded = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectCurrentProfilePart(context, 'profileNav.companies');
    const part = companiesPart(context);
    await expect(part.getAllByRole('article')).toHaveLength(2);
    // Only an owner changes a company.
    const edits = part.getAllByRole('button', { name: new RegExp(`^${t('myCompanies.edit')}`) });
    await expect(edits).toHaveLength(1);
    await context.userEvent.click(edits[0] as HTMLElement);
    await expect(context.args.onEditingChange).toHaveBeenCalledWith({ slug: kuzeyMobil.slug });
    await context.userEvent.click(part.getByRole('button', { name: t('myCompanies.add') }));
    await expect(context.args.onEditingChange).toHaveBeenLastCalledWith({ create: true });
  },
} satisfies Story;

/** A member's companies: one they own, to change, and one they recruit for; 'Şirket ekle'. */
export const Loaded: Story = loaded;

export const LoadedMobile: Story = { ...loaded, ...onMobile };

const loading = {
  args: { companies: [], loading: true },
  play: async (context) => {
    await expect(companiesPart(context).getByRole('status')).toHaveTextContent(
      storyTexts(context).t('myCompanies.loading'),
    );
  },
} satisfies Story;

/** The companies on their way: their shapes. */
export const Loading: Story = loading;

export const LoadingMobile: Story = { ...loading, ...onMobile };

const none = {
  args: { companies: [] },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(companiesPart(context).getByText(t('myCompanies.none'))).toBeVisible();
    await expect(
      companiesPart(context).getByRole('button', { name: t('myCompanies.add') }),
    ).toBeVisible();
  },
} satisfies Story;

/** No company yet: what a company page is for, and the way to add one. */
export const NoCompanies: Story = none;

export const NoCompaniesMobile: Story = { ...none, ...onMobile };

const failed = {
  args: { companies: [], failed: failedLoad('error.failed') },
  play: async (context) => {
    await expectCurrentProfilePart(context, 'profileNav.companies');
    await expectRetryOfFailedLoad(context, 'myCompanies.loadFailed', companiesPart(context));
  },
} satisfies Story;

/** The companies did not arrive: why, with a retry; the tabs still work. */
export const Failed: Story = failed;

export const FailedMobile: Story = { ...failed, ...onMobile };

const creating = {
  args: { companies: [], editing: { create: true } },
  play: async (context) => {
    const { t } = storyTexts(context);
    const part = companiesPart(context);
    // Sent empty: the name is asked for, and nothing leaves.
    await context.userEvent.click(part.getByRole('button', { name: t('companyForm.create') }));
    await expect(part.getByText(t('validation.companyNameRequired'))).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    await context.userEvent.type(part.getByLabelText(t('companyForm.name')), 'Deniz Yazılım');
    await context.userEvent.click(part.getByRole('button', { name: t('companyForm.create') }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ company: expect.objectContaining({ name: 'Deniz Yazılım' }) }),
    );
    await context.userEvent.click(part.getByRole('button', { name: t('myCompanies.cancel') }));
    await expect(context.args.onEditingChange).toHaveBeenCalledWith(null);
  },
} satisfies Story;

/** 'Şirket ekle' pressed: the form, its name required, and 'Vazgeç' under it. */
export const Creating: Story = creating;

export const CreatingMobile: Story = { ...creating, ...onMobile };

const editing = {
  args: { editing: { slug: kuzeyMobil.slug } },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(companiesPart(context).getByLabelText(t('companyForm.name'))).toHaveValue(
      kuzeyMobil.name,
    );
  },
} satisfies Story;

/** An owned company's 'Düzenle' pressed: its form in its row, filled with its details. */
export const Editing: Story = editing;

export const EditingMobile: Story = { ...editing, ...onMobile };

/** A company's form on its way: it waits, its button spinning. */
export const Saving: Story = {
  args: { editing: { slug: kuzeyMobil.slug }, saving: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      companiesPart(context).getByRole('button', { name: new RegExp(t('companyForm.save')) }),
    ).toBeDisabled();
  },
};

const owned: MyCompany[] = Array.from({ length: companyLimits.ownedMax }, (_, index) => ({
  company:
    index === 0 ? egeDijital : makeCompany({ slug: `sirket-${index}`, name: `Şirket ${index}` }),
  role: 'owner',
}));

/** As many companies owned as a member may: no 'Şirket ekle', and why. */
export const Full: Story = {
  args: { companies: owned },
  play: async (context) => {
    const { t } = storyTexts(context);
    const part = companiesPart(context);
    await expect(
      part.getByText(t('myCompanies.full', { max: companyLimits.ownedMax })),
    ).toBeVisible();
    await expect(part.queryByRole('button', { name: t('myCompanies.add') })).toBeNull();
  },
};
