/**
 * Play-function steps the form stories share: fill fields by their labels, read a field's messages.
 * Labels, buttons and messages are named by their ids and looked for in the story's language.
 */
import type { MessageId, MessageValues, Translate } from '@job/texts';
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../texts/storyTexts';

type PlayContext = Pick<StoryContext, 'canvas' | 'userEvent' | 'globals'>;

/** A message by its id, with the values it reads: `['validation.minLength', { min: 5 }]`. */
export type Words = MessageId | readonly [MessageId, MessageValues];

/** The words in `t`'s language. */
export function say(t: Translate, words: Words): string {
  return typeof words === 'string' ? t(words) : t(words[0], words[1]);
}

/** What is typed into a form: the value for each field, by its label's id. */
export type FieldValues = Partial<Record<MessageId, string>>;

/** Types each value into the field with that label (empty values are left blank), then submits. */
export async function fillAndSubmit(context: PlayContext, values: FieldValues, submit: MessageId) {
  const { canvas, userEvent } = context;
  const { t } = storyTexts(context);
  for (const [label, value] of Object.entries(values) as [MessageId, string][]) {
    if (value) await userEvent.type(canvas.getByLabelText(t(label)), value);
  }
  await userEvent.click(canvas.getByRole('button', { name: t(submit) }));
}

/** The field is marked invalid and its message, word for word, is read out as its description. */
export async function expectFieldError(context: PlayContext, label: MessageId, message: Words) {
  const { t } = storyTexts(context);
  const field = context.canvas.getByLabelText(t(label));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(say(t, message));
  const messages = document.getElementById(field.getAttribute('aria-describedby') ?? '');
  await expect(messages).toBeVisible();
}

/**
 * A story whose play fills the form with `values`, submits it with the button `submit`, and
 * checks that the field `label` shows `message`, has the focus, and that nothing was sent.
 */
export function rejectsSubmit(
  submit: MessageId,
  values: FieldValues,
  label: MessageId,
  message: Words,
) {
  return {
    play: async (context: PlayContext & { args: { onSubmit: unknown } }) => {
      await fillAndSubmit(context, values, submit);
      await expectFieldError(context, label, message);
      await expect(context.canvas.getByLabelText(storyTexts(context).t(label))).toHaveFocus();
      await expect(context.args.onSubmit).not.toHaveBeenCalled();
    },
  };
}
