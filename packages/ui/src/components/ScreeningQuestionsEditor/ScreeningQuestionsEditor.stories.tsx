import { questionField, screeningLimits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { screeningQuestions } from '../../storybook/screening';
import { onMobile } from '../../storybook/viewports';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import {
  type QuestionDraft,
  questionDraft,
  ScreeningQuestionsEditor,
  type ScreeningQuestionsEditorProps,
} from './ScreeningQuestionsEditor';

/** The editor as a form holds it: the list in state, each change told to `onChange` too. */
function Editing(args: ScreeningQuestionsEditorProps) {
  const [questions, setQuestions] = useState(args.questions);
  return (
    <div style={{ maxWidth: 576 }}>
      <ScreeningQuestionsEditor
        {...args}
        questions={questions}
        onChange={(changed) => {
          setQuestions(changed);
          args.onChange(changed);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ScreeningQuestionsEditor',
  component: ScreeningQuestionsEditor,
  args: { questions: [], onChange: fn() },
  render: (args) => <Editing {...args} />,
} satisfies Meta<typeof ScreeningQuestionsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** One of each kind, each with what disqualifies: 'Hayır', a minimum of 2, none, 'Hiç'. */
const oneOfEachKind: QuestionDraft[] = screeningQuestions.slice(0, 4).map(questionDraft);

/** The question's fieldset, '{number}. soru', to look for its fields within. */
function question(context: Context, number: number) {
  return within(
    context.canvas.getByRole('group', {
      name: storyTexts(context).t('jobForm.question', { number }),
    }),
  );
}

/** The last list `onChange` was told. */
function lastChange(context: Context): QuestionDraft[] {
  const calls = (context.args.onChange as ReturnType<typeof fn>).mock.calls;
  return calls.at(-1)?.[0] as QuestionDraft[];
}

/** No questions yet: the section's hint, and the button to add the first. */
export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const section = canvas.getByRole('group', { name: t('jobForm.questions') });
    await expect(section).toHaveAccessibleDescription(
      t('jobForm.questionsHint', { max: screeningLimits.questionsMax }),
    );
    await expect(canvas.getByRole('button', { name: t('jobForm.addQuestion') })).toBeEnabled();
    await expect(
      canvas.queryByRole('group', { name: t('jobForm.question', { number: 1 }) }),
    ).toBeNull();
  },
};

/**
 * One question of each kind: a yes/no whose 'Hayır' disqualifies, a number with its minimum, a
 * short text (nothing disqualifies), and a choice whose 'Hiç' does, its choices one a line.
 */
export const OneOfEachKind: Story = {
  args: { questions: oneOfEachKind },
  play: async (context) => {
    const { t } = storyTexts(context);
    const yesNo = question(context, 1);
    await expect(yesNo.getByLabelText(t('jobForm.questionKind'))).toHaveDisplayValue(
      t('questionKind.yes_no'),
    );
    await expect(yesNo.getByLabelText(t('jobForm.questionLabel'))).toHaveValue(
      screeningQuestions[0]?.label,
    );
    await expect(yesNo.getByLabelText(t('jobForm.disqualifyingAnswer'))).toHaveDisplayValue(
      t('jobForm.answerNo'),
    );
    await expect(
      yesNo.getByRole('checkbox', { name: t('jobForm.questionRequired') }),
    ).toBeChecked();
    const number = question(context, 2);
    const minimum = number.getByLabelText(t('jobForm.questionMinimum'));
    await expect(minimum).toHaveValue('2');
    await expect(minimum).toHaveAccessibleDescription(t('jobForm.questionMinimumHint'));
    await expect(number.queryByLabelText(t('jobForm.disqualifyingAnswer'))).toBeNull();
    const text = question(context, 4);
    await expect(text.queryByLabelText(t('jobForm.disqualifyingAnswer'))).toBeNull();
    await expect(text.queryByLabelText(t('jobForm.questionMinimum'))).toBeNull();
    const choice = question(context, 3);
    await expect(choice.getByLabelText(t('jobForm.questionChoices'))).toHaveValue(
      'Hiç\n1–2 gün\n3 gün ve üzeri',
    );
    await expect(choice.getByLabelText(t('jobForm.disqualifyingAnswer'))).toHaveDisplayValue('Hiç');
    await expect(
      context.canvas.getByRole('button', { name: t('jobForm.removeQuestion', { number: 4 }) }),
    ).toBeEnabled();
  },
};

export const OneOfEachKindMobile: Story = { ...OneOfEachKind, ...onMobile };

/** Five questions, as many as a posting asks: no button to add another. */
export const FiveQuestions: Story = {
  args: { questions: screeningQuestions.map(questionDraft) },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByRole('group', { name: t('jobForm.question', { number: 5 }) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('jobForm.addQuestion') })).toBeNull();
  },
};

/**
 * Adding a question takes the focus to its text; a choice question offers each choice typed so
 * far as the answer that disqualifies.
 */
export const AddAChoiceQuestion: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: t('jobForm.addQuestion') }));
    const first = question(context, 1);
    const label = first.getByLabelText(t('jobForm.questionLabel'));
    await expect(label).toHaveFocus();
    await expect(label).toHaveAttribute('maxLength', String(screeningLimits.labelMaxLength));
    await userEvent.type(label, 'Hangi vardiyada çalışabilirsiniz?');
    await userEvent.selectOptions(
      first.getByLabelText(t('jobForm.questionKind')),
      t('questionKind.choice'),
    );
    const choices = first.getByLabelText(t('jobForm.questionChoices'));
    await expect(choices).toHaveAccessibleDescription(
      t('jobForm.questionChoicesHint', {
        min: screeningLimits.choicesMin,
        max: screeningLimits.choicesMax,
      }),
    );
    await userEvent.type(choices, 'Gündüz{Enter}Gece{Enter}Fark etmez');
    const disqualifying = first.getByLabelText(t('jobForm.disqualifyingAnswer'));
    await expect(
      [...(disqualifying as HTMLSelectElement).options].map((option) => option.text),
    ).toEqual([t('jobForm.disqualifyingNone'), 'Gündüz', 'Gece', 'Fark etmez']);
    await userEvent.selectOptions(disqualifying, 'Gece');
    await userEvent.click(first.getByRole('checkbox', { name: t('jobForm.questionRequired') }));
    await expect(lastChange(context)).toEqual([
      expect.objectContaining({
        kind: 'choice',
        label: 'Hangi vardiyada çalışabilirsiniz?',
        required: true,
        choices: 'Gündüz\nGece\nFark etmez',
        disqualifying: 'Gece',
      }),
    ]);
    // A choice no longer typed no longer disqualifies.
    await userEvent.clear(choices);
    await userEvent.type(choices, 'Gündüz{Enter}Fark etmez');
    await expect(disqualifying).toHaveDisplayValue(t('jobForm.disqualifyingNone'));
  },
};

/**
 * Removing a question takes the focus to the next one's text, or the one before when it was the
 * last, or to 'Soru ekle' when none is left.
 */
export const RemovingMovesTheFocus: Story = {
  tags: ['!screenshot'],
  args: { questions: screeningQuestions.slice(0, 3).map(questionDraft) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const remove = (number: number) =>
      userEvent.click(
        canvas.getByRole('button', { name: t('jobForm.removeQuestion', { number }) }),
      );
    await remove(2);
    // The third question is the second now.
    const next = question(context, 2).getByLabelText(t('jobForm.questionLabel'));
    await expect(next).toHaveValue(screeningQuestions[2]?.label);
    await expect(next).toHaveFocus();
    await remove(2);
    await expect(question(context, 1).getByLabelText(t('jobForm.questionLabel'))).toHaveFocus();
    await remove(1);
    await expect(canvas.getByRole('button', { name: t('jobForm.addQuestion') })).toHaveFocus();
    await expect(lastChange(context)).toEqual([]);
  },
};

/**
 * Each message under its own field, the field marked invalid and reading it: a question with no
 * text, choices too few and a disqualifying answer that is none of them, a minimum below 0, and
 * the list's own message under it.
 */
export const WithErrors: Story = {
  args: {
    questions: oneOfEachKind.slice(0, 3).map((draft, index) => ({
      ...draft,
      ...[{ label: '' }, { minimum: '-1' }, { choices: 'Hiç' }][index],
    })),
  },
  decorators: [
    textArgs(({ t }) => ({
      errors: {
        screeningQuestions: [t('validation.questionsTooMany', { max: 5 })],
        [questionField(0, 'label')]: [t('validation.questionLabelRequired')],
        [questionField(1, 'minimum')]: [t('validation.questionMinimumInvalid')],
        [questionField(2, 'choices')]: [t('validation.choicesCount', { min: 2, max: 6 })],
        [questionField(2, 'disqualifying_answer')]: [t('validation.disqualifyingAnswerInvalid')],
      },
    })),
  ],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const expectMessage = async (element: HTMLElement, message: string) => {
      await expect(element).toHaveAttribute('aria-invalid', 'true');
      await expect(element).toHaveAccessibleDescription(message);
    };
    await expectMessage(
      question(context, 1).getByLabelText(t('jobForm.questionLabel')),
      t('validation.questionLabelRequired'),
    );
    await expectMessage(
      question(context, 2).getByLabelText(t('jobForm.questionMinimum')),
      `${t('validation.questionMinimumInvalid')} ${t('jobForm.questionMinimumHint')}`,
    );
    const choice = question(context, 3);
    await expectMessage(
      choice.getByLabelText(t('jobForm.questionChoices')),
      `${t('validation.choicesCount', { min: 2, max: 6 })} ${t('jobForm.questionChoicesHint', { min: 2, max: 6 })}`,
    );
    await expectMessage(
      choice.getByLabelText(t('jobForm.disqualifyingAnswer')),
      t('validation.disqualifyingAnswerInvalid'),
    );
    await expect(
      canvas.getByRole('group', { name: t('jobForm.questions') }),
    ).toHaveAccessibleDescription(
      `${t('jobForm.questionsHint', { max: 5 })} ${t('validation.questionsTooMany', { max: 5 })}`,
    );
  },
};

/** While the form is on its way: every field and button disabled. */
export const Disabled: Story = {
  args: { questions: oneOfEachKind.slice(0, 1), disabled: true },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(question(context, 1).getByLabelText(t('jobForm.questionLabel'))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('jobForm.addQuestion') })).toBeDisabled();
  },
};
