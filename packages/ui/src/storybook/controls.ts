import type { InputType } from 'storybook/internal/types';

/**
 * A control that picks one of a story file's fixtures by name instead of editing its JSON: a
 * designer chooses "Five jobs" or "Long Turkish title" from a list, and the story receives the
 * value it names (Storybook's `mapping`).
 *
 * ```ts
 * argTypes: { jobs: fixtureControl({ 'Five jobs': jobs, 'One job': [vueJob], None: [] }) }
 * ```
 *
 * A story's own args still win; set the arg to one of the named values so the list shows it.
 */
export function fixtureControl<Value>(choices: Record<string, Value>): InputType {
  return {
    control: { type: 'select' },
    options: Object.keys(choices),
    mapping: choices,
  };
}
