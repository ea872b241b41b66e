import { type NameValues, validateName } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { TextField } from '../Field/Field';
import { Form } from '../Form/Form';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';

const fields = ['name'] as const satisfies readonly (keyof NameValues)[];

/** `onSubmit` gets the name trimmed. */
export interface NameFormProps extends ValidatedFormProps<NameValues> {
  /** The member's name now, which the field starts with. */
  currentName: string;
}

/** The profile's 'Change your name', the field filled with the name as it is. */
export function NameForm({ currentName, ...props }: NameFormProps) {
  const { t } = useTexts();
  const { errors, formProps } = useTextFieldForm(props, fields, validateName, (values) => ({
    name: values.name.trim(),
  }));
  return (
    <Form
      {...formProps}
      title={t('nameForm.title')}
      headingLevel="h3"
      layout="section"
      submitLabel={t('nameForm.submit')}
    >
      <TextField
        label={t('accountFields.name')}
        name="name"
        autoComplete="name"
        defaultValue={currentName}
        errors={errors.name}
      />
    </Form>
  );
}
