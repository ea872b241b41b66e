import { rejectionLimits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import {
  experienceTemplate,
  filledTemplate,
  rejectionTemplates,
  tooLongMessage,
} from '../../storybook/rejectionTemplates';
import { onMobile } from '../../storybook/viewports';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { useTexts } from '../../texts/TextsProvider';
import { ConfirmDialog } from '../Dialog/ConfirmDialog';
import { RejectionMessageFields, type RejectionMessageFieldsProps } from './RejectionMessageFields';
import { noRejectionMessage } from './rejectionBody';

/** The applicant turned down in the one-applicant stories. */
const applicantName = 'Ayşe Yılmaz';
/** How many applications the several-applicants stories turn down at once. */
const picked = 3;

/**
 * The fields where they are used: in the reject confirmation, one applicant's or several's, their
 * choice kept as the app keeps it (and told to `onChange`).
 */
function InRejectConfirmation(args: RejectionMessageFieldsProps) {
  const { t } = useTexts();
  const [value, setValue] = useState(args.value);
  const several = args.language === undefined;
  return (
    <ConfirmDialog
      open
      title={
        several
          ? t('applicants.rejectManyQuestion', { count: picked })
          : t('applicants.rejectQuestion', { name: applicantName })
      }
      consequence={t(several ? 'applicants.rejectManyConsequence' : 'applicants.rejectConsequence')}
      confirmLabel={t('applicants.confirmReject')}
      cancelLabel={t('applicants.cancelReject')}
      onConfirm={() => {}}
      onCancel={() => {}}
    >
      <RejectionMessageFields
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </ConfirmDialog>
  );
}

const meta = {
  title: 'Components/RejectionMessageFields',
  component: RejectionMessageFields,
  args: {
    templates: rejectionTemplates,
    language: 'tr',
    value: noRejectionMessage,
    onChange: fn(),
  },
  render: (args) => <InRejectConfirmation {...args} />,
  // The dialog shows in the browser's top layer, over the page: the page is captured.
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof RejectionMessageFields>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** The open confirmation, where the fields are. */
async function confirmation() {
  return within(await screen.findByRole('dialog'));
}

async function messageField(context: Context) {
  const { t } = storyTexts(context);
  return (await confirmation()).getByRole('textbox', { name: t('rejectMessage.message') });
}

async function templateSelect(context: Context) {
  const { t } = storyTexts(context);
  return (await confirmation()).getByRole('combobox', { name: t('rejectMessage.template') });
}

/** '0 / 2.000 karakter', as the message's count says it. */
function count(context: Context, length: number) {
  const { t, formats } = storyTexts(context);
  return t('rejectMessage.count', {
    count: formats.number(length),
    max: formats.number(rejectionLimits.messageMaxLength),
  });
}

/**
 * A poster with no templates: only the message, optional, its hint and its count; what is typed
 * is told as the message.
 */
export const NoTemplates: Story = {
  args: { templates: [] },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = await confirmation();
    await expect(dialog.queryByRole('combobox')).toBeNull();
    const message = await messageField(context);
    await expect(message).toHaveAccessibleDescription(
      `${t('rejectMessage.messageHint')} ${count(context, 0)}`,
    );
    await userEvent.type(message, 'Teşekkürler.');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      template: null,
      message: 'Teşekkürler.',
    });
    await expect(dialog.getByText(count(context, 12))).toBeVisible();
  },
};

export const NoTemplatesMobile: Story = { ...NoTemplates, ...onMobile };

export const NoTemplatesInEnglish: Story = { ...NoTemplates, globals: { locale: 'en' } };

/**
 * One applicant who reads English: the line under 'Şablon' says so, and a template chosen fills
 * the message with its English text, which the poster then changes; 'Şablon yok' keeps the
 * changed words, a template of Turkish words only gives those.
 */
export const OneApplicantReadingEnglish: Story = {
  args: { language: 'en' },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const select = await templateSelect(context);
    await expect(select).toHaveAccessibleDescription(
      t('rejectMessage.applicantLanguage', { language: 'en' }),
    );
    await userEvent.selectOptions(select, experienceTemplate.name);
    const message = await messageField(context);
    await expect(message).toHaveValue(experienceTemplate.body_tr);
    await userEvent.selectOptions(select, filledTemplate.name);
    await expect(message).toHaveValue(filledTemplate.body_en);
    await userEvent.type(message, ' Good luck!');
    const edited = `${filledTemplate.body_en} Good luck!`;
    await expect(args.onChange).toHaveBeenLastCalledWith({
      template: filledTemplate.id,
      message: edited,
    });
    await expect((await confirmation()).getByText(count(context, edited.length))).toBeVisible();
  },
};

export const OneApplicantReadingEnglishMobile: Story = {
  ...OneApplicantReadingEnglish,
  ...onMobile,
};

export const OneApplicantReadingEnglishInEnglish: Story = {
  ...OneApplicantReadingEnglish,
  globals: { locale: 'en' },
};

/**
 * Several applicants, a template chosen: its texts as they will go, each marked with its language,
 * and that each applicant gets their own; no message to write beside it. 'Şablon yok' gives the
 * message back.
 */
export const SeveralWithTemplate: Story = {
  args: { language: undefined },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = await confirmation();
    const select = await templateSelect(context);
    await expect(select).toHaveAccessibleDescription(t('rejectMessage.manyHint'));
    await userEvent.selectOptions(select, t('rejectMessage.noTemplate'));
    await userEvent.type(await messageField(context), 'Kısa not');
    await userEvent.selectOptions(select, filledTemplate.name);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      template: filledTemplate.id,
      message: 'Kısa not',
    });
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await expect(dialog.getByText(filledTemplate.body_tr)).toBeVisible();
    await expect(dialog.getByText(filledTemplate.body_en)).toHaveAttribute('lang', 'en');
    await expect(dialog.getByText(t('rejectionTemplates.bodyEn'))).toBeVisible();
    select.blur();
  },
};

export const SeveralWithTemplateMobile: Story = { ...SeveralWithTemplate, ...onMobile };

export const SeveralWithTemplateInEnglish: Story = {
  ...SeveralWithTemplate,
  globals: { locale: 'en' },
};

/** A message past 2,000 characters: the count in red, and the message under it. */
export const MessageTooLong: Story = {
  args: { value: { template: null, message: tooLongMessage } },
  decorators: [
    textArgs(({ t }) => ({
      errors: { message: [t('validation.maxLength', { max: rejectionLimits.messageMaxLength })] },
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    const message = await messageField(context);
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(
      new RegExp(t('validation.maxLength', { max: rejectionLimits.messageMaxLength })),
    );
    await expect(
      (await confirmation()).getByText(count(context, tooLongMessage.length)),
    ).toBeVisible();
  },
};

export const MessageTooLongMobile: Story = { ...MessageTooLong, ...onMobile };

export const MessageTooLongInEnglish: Story = { ...MessageTooLong, globals: { locale: 'en' } };
