import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
import { SalaryField } from './SalaryField';

const meta = {
  title: 'Components/SalaryField',
  component: SalaryField,
  // As in the job form: a panel's width on a desktop.
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof SalaryField>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The four inputs by their labels, in the story's language. */
function inputs(context: Context) {
  const { canvas } = context;
  const { t } = storyTexts(context);
  return {
    group: canvas.getByRole('group', { name: t('jobForm.salary') }),
    min: canvas.getByLabelText(t('jobForm.salaryMin')),
    max: canvas.getByLabelText(t('jobForm.salaryMax')),
    currency: canvas.getByLabelText(t('jobForm.salaryCurrency')),
    period: canvas.getByLabelText(t('jobForm.salaryPeriod')),
  };
}

const range = { min: 40000, max: 60000, currency: 'TRY', period: 'month' } as const;

/** A new posting: no amount yet, lira a month chosen, and how to give one amount or none. */
export const Empty: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const { group, min, max, currency, period } = inputs(context);
    await expect(group).toHaveAccessibleDescription(t('jobForm.salaryHint'));
    await expect(min).toHaveValue('');
    await expect(min).toHaveAttribute('inputmode', 'decimal');
    await expect(max).toHaveValue('');
    await expect(currency).toHaveValue('TRY');
    await expect(period).toHaveDisplayValue(t('salary.period.month'));
    // Typed as a poster would: the inputs are the form's, read when it is sent.
    await context.userEvent.type(min, '45000');
    await expect(min).toHaveValue('45000');
  },
};

/** An edit of a posting with figures: a range in lira a month. */
export const Range: Story = {
  args: { defaultFigures: range },
  play: async (context) => {
    const { min, max, currency, period } = inputs(context);
    await expect(min).toHaveValue('40000');
    await expect(max).toHaveValue('60000');
    await expect(currency).toHaveValue('TRY');
    await expect(period).toHaveValue('month');
  },
};

/** The same on a phone: two inputs a row, each wide enough for its figure. */
export const RangeOnAPhone: Story = {
  ...Range,
  globals: { viewport: { value: 'mobile' } },
};

/**
 * A posting whose text was read into figures without a period ('$150k -$200k'): the period says
 * 'Belirtilmedi' and stays so unless the poster picks one.
 */
export const ReadWithoutPeriod: Story = {
  args: { defaultFigures: { min: 150000, max: 200000, currency: 'USD', period: null } },
  play: async (context) => {
    const { t } = storyTexts(context);
    const { currency, period } = inputs(context);
    await expect(currency).toHaveValue('USD');
    await expect(period).toHaveDisplayValue(t('jobForm.salaryPeriodPlaceholder'));
  },
};

/**
 * A posting whose text has no figures ('Görüşülür'): the hint says what it reads now, and the text
 * is sent with the form, so saving without figures keeps it.
 */
export const KeptText: Story = {
  args: { keptText: 'Görüşülür' },
  play: async (context) => {
    const { t } = storyTexts(context);
    const { group } = inputs(context);
    await expect(group).toHaveAccessibleDescription(
      t('jobForm.salaryKeptText', { text: 'Görüşülür' }),
    );
    const kept = context.canvasElement.querySelector<HTMLInputElement>('input[name="salary"]');
    await expect(kept).toHaveValue('Görüşülür');
  },
};

/** The rules' messages, each under its input: an amount in words, a top below the bottom. */
export const Errors: Story = {
  render: (args, context) => {
    // The messages in the story's language, as the form hands the contract's over.
    const { t } = storyTexts(context);
    return (
      <SalaryField
        {...args}
        errors={{
          salaryMin: [t('validation.salaryAmountInvalid')],
          salaryMax: [t('validation.salaryMaxBelowMin')],
        }}
      />
    );
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    const { min, max, currency } = inputs(context);
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(min).toHaveAccessibleDescription(t('validation.salaryAmountInvalid'));
    await expect(max).toHaveAccessibleDescription(t('validation.salaryMaxBelowMin'));
    await expect(currency).toHaveAttribute('aria-invalid', 'false');
  },
};

/** The messages on a phone: each stays under its own input. */
export const ErrorsOnAPhone: Story = {
  ...Errors,
  globals: { viewport: { value: 'mobile' } },
};
