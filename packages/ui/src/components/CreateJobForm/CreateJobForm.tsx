import {
  type CreateJobValues,
  type FieldErrors,
  messages,
  validateCreateJob,
  type WorkTypeCode,
  workTypes,
} from '@job/contract';
import { useState } from 'react';
import { Field, SelectField, TextField } from '../Field/Field';
import { Form } from '../Form/Form';
import { readTextFields } from '../Form/fieldErrors';
import { useValidatedForm, type ValidatedFormProps } from '../Form/useValidatedForm';
import { ImageInput } from '../ImageInput/ImageInput';
import { LazyRichTextEditor } from '../RichTextEditor/LazyRichTextEditor';

/** What a valid form sends: the text fields trimmed, the work type as its code, the image file. */
export interface CreateJobSubmission {
  title: string;
  salary: string;
  description: string;
  workType: WorkTypeCode;
  /** HTML from the editor, '' when left empty. */
  detail: string;
  image: File;
}

type CreateJobField = keyof CreateJobSubmission;

interface CreateJobDraft extends CreateJobValues {
  image: File | null;
}

const textFields = ['title', 'salary', 'description', 'workType'] as const;

const workTypeOptions = workTypes.map((type) => ({ value: String(type.code), label: type.label }));

/** The contract's rules for the text, and an image required as the server requires it. */
function validateDraft(draft: CreateJobDraft): FieldErrors<CreateJobField> {
  const errors: FieldErrors<CreateJobField> = validateCreateJob(draft);
  return draft.image ? errors : { ...errors, image: [messages.imageRequired] };
}

export type CreateJobFormProps = ValidatedFormProps<CreateJobSubmission>;

/** What is sent once `validateDraft` let the draft through: the image is there, the work type a code. */
function toSubmission({ title, salary, description, workType, detail, image }: CreateJobDraft) {
  return {
    title: title.trim(),
    salary: salary.trim(),
    description: description.trim(),
    workType: Number(workType) as WorkTypeCode,
    detail,
    image: image as File,
  } satisfies CreateJobSubmission;
}

/** 'CREATE JOB': title, salary, brief description, work type, a rich-text detail and an image. */
export function CreateJobForm(props: CreateJobFormProps) {
  const [detail, setDetail] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const { errors, formProps } = useValidatedForm(props, {
    read: (form): CreateJobDraft => ({
      ...readTextFields(new FormData(form), textFields),
      detail,
      image,
    }),
    validate: validateDraft,
    toSubmission,
  });

  return (
    <Form {...formProps} title="CREATE JOB" layout="panel" submitLabel="Save">
      <TextField label="Title" name="title" errors={errors.title} />
      <TextField label="Salary" name="salary" errors={errors.salary} />
      <TextField label="Brief Description" name="description" errors={errors.description} />
      <SelectField
        label="Work Type"
        name="workType"
        placeholder="Choose a work type"
        options={workTypeOptions}
        errors={errors.workType}
      />
      <Field label="Detail" errors={errors.detail}>
        {(control) => <LazyRichTextEditor {...control} onChange={setDetail} />}
      </Field>
      <ImageInput label="Image" name="image" errors={errors.image} onChange={setImage} />
    </Form>
  );
}
