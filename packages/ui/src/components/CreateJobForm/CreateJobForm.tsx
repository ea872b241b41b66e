import {
  type ApplyMethod,
  applyMethods,
  type CreateJobBody,
  type FieldErrors,
  type Job,
  limits,
  type PosterQuestion,
  type UpdateJobBody,
  validateCreateJob,
  validateScreeningQuestions,
  workTypes,
} from '@job/contract';
import type { MessageId } from '@job/texts';
import { useMemo, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Checkbox } from '../Checkbox/Checkbox';
import { Field, SelectField, TextField } from '../Field/Field';
import { RadioGroupField } from '../Field/RadioGroupField';
import { Form } from '../Form/Form';
import { readTextFields } from '../Form/fieldErrors';
import { useValidatedForm, type ValidatedFormProps } from '../Form/useValidatedForm';
import { ImageInput } from '../ImageInput/ImageInput';
import { PlaceField } from '../PlaceField/PlaceField';
import { LazyRichTextEditor } from '../RichTextEditor/LazyRichTextEditor';
import { SalaryField } from '../SalaryField/SalaryField';
import {
  followQuestions,
  type QuestionDraft,
  questionDraft,
} from '../ScreeningQuestionsEditor/questionDrafts';
import { ScreeningQuestionsEditor } from '../ScreeningQuestionsEditor/ScreeningQuestionsEditor';
import { type JobDraft, sentQuestions, textFields, toTextSubmission } from './jobDraft';
import { initialCompanySlug, type PostAsCompany, PostAsField } from './PostAsField';

/**
 * A field of the job form as a 422 names it: the API's, and a screening question's by its place
 * (`screeningQuestions.0.label`).
 */
export type JobFormField =
  | keyof CreateJobBody
  | `screeningQuestions.${number}`
  | `screeningQuestions.${number}.${string}`;

/** Each way of applying, its label and what it means for the poster, by the reader's words. */
const applyMethodWords = {
  site: { label: 'jobForm.applySite', hint: 'jobForm.applySiteHint' },
  url: { label: 'jobForm.applyUrl', hint: 'jobForm.applyUrlHint' },
  email: { label: 'jobForm.applyEmail', hint: 'jobForm.applyEmailHint' },
} as const satisfies Record<ApplyMethod, { label: MessageId; hint: MessageId }>;

/**
 * `onSubmit` gets the API's body: the text fields trimmed, the work type as its code, the detail's
 * HTML ('' when left empty), how to apply and where ('' on the site), the days the posting is live
 * and the image file. Company, city, country and workplace are optional and sent as '' when not
 * given, as are the countries a remote job's applicants must live in. `screeningQuestions` is
 * always sent, as JSON text: the questions trimmed, `[]` for none and off the site.
 */
export interface CreateJobFormProps extends ValidatedFormProps<CreateJobBody, JobFormField> {
  /**
   * The companies the member may post as: 'Kimin adına' offers them, sent as `companySlug` ('' for
   * the member alone, the default). None, or left out, shows no such field and sends none.
   */
  companies?: readonly PostAsCompany[];
}

const noQuestions: readonly PosterQuestion[] = [];

/**
 * 'CREATE JOB': title, salary, brief description, work type, the optional company and place (city,
 * country, workplace, where remote applicants live), a rich-text detail, how to apply (on the site unless chosen otherwise), how long the
 * posting is live and an image.
 */
export function CreateJobForm(props: CreateJobFormProps) {
  const { t } = useTexts();
  return (
    <JobForm
      {...props}
      heading={t('jobForm.createTitle')}
      initialQuestions={noQuestions}
      withDays
      validateImage={(image) => (image ? [] : [t('validation.imageRequired')])}
      toSubmission={(draft) => ({
        ...toTextSubmission(draft),
        days: Number(draft.days) as NonNullable<CreateJobBody['days']>,
        // validateImage let the draft through: the image is there.
        image: draft.image as File,
      })}
    />
  );
}

/**
 * `onSubmit` gets the same body as the create form's, without `days`, the image only when
 * replaced, and `screeningQuestions` only once `questions` was given.
 */
export interface EditJobFormProps
  extends ValidatedFormProps<UpdateJobBody, JobFormField>,
    Pick<CreateJobFormProps, 'companies'> {
  /** The job as it is now: the fields start with its values, its image is the preview. */
  job: Job;
  /**
   * The posting's screening questions with what disqualifies, which the app loads on their own.
   * Until they come (or when they failed to) the form shows no questions and sends none, so the
   * posting keeps its own; once given, the questions start from them.
   */
  questions?: readonly PosterQuestion[] | undefined;
}

/** 'İlanı düzenle': the create form filled from a job, the image optional; renewing is on the profile. */
export function EditJobForm({ job, questions, ...props }: EditJobFormProps) {
  const { t } = useTexts();
  return (
    <JobForm
      {...props}
      heading={t('jobForm.editTitle')}
      initialJob={job}
      initialQuestions={questions}
      validateImage={() => []}
      toSubmission={(draft) => ({
        ...toTextSubmission(draft),
        ...(draft.image && { image: draft.image }),
      })}
    />
  );
}

interface JobFormProps<Submission> extends ValidatedFormProps<Submission, JobFormField> {
  /** The form's title, as its words are written. */
  heading: string;
  /** The job the fields start from, on an edit. */
  initialJob?: Job;
  /** The screening questions the editor starts from; undefined for no editor (and no field sent). */
  initialQuestions: readonly PosterQuestion[] | undefined;
  /** Offers the 'Live for' choice, sent as `days`. */
  withDays?: boolean;
  /** The companies 'Kimin adına' offers; none for no such field. */
  companies?: readonly PostAsCompany[] | undefined;
  /** The image's messages, in the reader's words: required on a new job, optional on an edit. */
  validateImage: (image: File | null) => string[];
  toSubmission: (draft: JobDraft) => Submission;
}

function JobForm<Submission>({
  heading,
  initialJob,
  initialQuestions,
  withDays = false,
  companies = [],
  validateImage,
  toSubmission,
  ...props
}: JobFormProps<Submission>) {
  const { t } = useTexts();
  // '' for the member alone; a company chosen names the job, so its free-text company goes.
  const [companySlug, setCompanySlug] = useState(() =>
    initialCompanySlug(companies, initialJob?.company_page?.slug),
  );
  const [detail, setDetail] = useState(initialJob?.description ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [applyMethod, setApplyMethod] = useState<ApplyMethod>(initialJob?.apply_method ?? 'site');
  // The questions as given until the poster changes them (they may come after the job, on an edit).
  const givenQuestions = useMemo(() => initialQuestions?.map(questionDraft), [initialQuestions]);
  const [changedQuestions, setQuestions] = useState<readonly QuestionDraft[]>();
  const questions = changedQuestions ?? givenQuestions;
  // The questions last submitted, by key: their messages follow them when one above is removed.
  const [sentKeys, setSentKeys] = useState<readonly string[]>();
  const { errors, formProps } = useValidatedForm(props, {
    read: (form): JobDraft => {
      const data = new FormData(form);
      const days = data.get('days');
      setSentKeys(questions?.map((question) => question.key));
      return {
        ...readTextFields(data, textFields),
        ...(typeof days === 'string' && { days }),
        detail,
        image,
        questions,
      };
    },
    // The contract's rules for the text, the questions and the image as the server requires it.
    validate: (draft, t): FieldErrors<JobFormField> => {
      const imageErrors = validateImage(draft.image);
      const errors: FieldErrors<JobFormField> = {
        ...validateCreateJob(draft, t),
        ...(draft.questions &&
          validateScreeningQuestions(sentQuestions(draft, draft.questions), t)),
      };
      return imageErrors.length > 0 ? { ...errors, image: imageErrors } : errors;
    },
    // Sent only where the form offers the choice: without companies the body is as it was.
    toSubmission: (draft) => ({
      ...toSubmission(draft),
      ...(companies.length > 0 && { companySlug }),
    }),
  });

  return (
    <Form {...formProps} title={heading} layout="panel" submitLabel={t('jobForm.save')}>
      <TextField
        label={t('jobForm.title')}
        name="title"
        defaultValue={initialJob?.title}
        errors={errors.title}
      />
      <SalaryField
        defaultFigures={initialJob?.salary_range}
        keptText={initialJob?.salary_range === null ? initialJob.salary : ''}
        errors={errors}
      />
      <TextField
        label={t('jobForm.brief')}
        name="description"
        defaultValue={initialJob?.info}
        errors={errors.description}
      />
      <SelectField
        label={t('jobForm.workType')}
        name="workType"
        placeholder={t('jobForm.workTypePlaceholder')}
        options={workTypes.map(({ code, labelId }) => ({ value: String(code), label: t(labelId) }))}
        defaultValue={initialJob && String(initialJob.work_type)}
        errors={errors.workType}
      />
      {companies.length > 0 && (
        <PostAsField
          companies={companies}
          value={companySlug}
          onChange={setCompanySlug}
          errors={errors.companySlug}
        />
      )}
      {companySlug === '' && (
        <TextField
          label={t('jobForm.company')}
          name="company"
          defaultValue={initialJob?.company_page ? undefined : (initialJob?.company ?? undefined)}
          errors={errors.company}
        />
      )}
      <PlaceField defaultPlace={initialJob} errors={errors} />
      <Field label={t('jobForm.detail')} errors={errors.detail}>
        {(control) => (
          <LazyRichTextEditor
            {...control}
            defaultValue={initialJob?.description}
            onChange={setDetail}
          />
        )}
      </Field>
      <RadioGroupField
        legend={t('jobForm.apply')}
        name="applyMethod"
        options={applyMethods.map((method) => ({
          value: method,
          label: t(applyMethodWords[method].label),
          hint: t(applyMethodWords[method].hint),
        }))}
        value={applyMethod}
        onChange={setApplyMethod}
        errors={errors.applyMethod}
      >
        {applyMethod === 'site' ? (
          <>
            {/* In a block of its own: the group would stretch the box's label across its width. */}
            <div>
              <Checkbox
                label={t('jobForm.coverNoteRequired')}
                name="coverNoteRequired"
                value="true"
                defaultChecked={initialJob?.cover_note_required ?? false}
              />
            </div>
            {questions && (
              <ScreeningQuestionsEditor
                questions={questions}
                onChange={(changed) => {
                  setQuestions(changed);
                  // Adding or removing a question is an edit too, though no field's `input` says so.
                  props.onEdit?.();
                }}
                errors={followQuestions(errors, sentKeys, questions)}
              />
            )}
          </>
        ) : (
          <TextField
            // A new field for each method: an address typed for one is no answer for the other.
            key={applyMethod}
            {...(applyMethod === 'url'
              ? {
                  label: t('jobForm.applyUrlAddress'),
                  type: 'url',
                  placeholder: t('jobForm.applyUrlPlaceholder'),
                }
              : {
                  label: t('jobForm.applyEmailAddress'),
                  type: 'email',
                  placeholder: t('jobForm.applyEmailPlaceholder'),
                })}
            name="applyTo"
            required
            defaultValue={
              initialJob?.apply_method === applyMethod
                ? (initialJob.apply_to ?? undefined)
                : undefined
            }
            errors={errors.applyTo}
          />
        )}
      </RadioGroupField>
      {withDays && (
        <SelectField
          label={t('jobForm.liveFor')}
          name="days"
          options={limits.postingDays.map((days) => ({
            value: String(days),
            label: t('jobForm.days', { count: days }),
          }))}
          defaultValue={String(limits.defaultPostingDays)}
          errors={errors.days}
        />
      )}
      <ImageInput
        label={t('jobForm.image')}
        name="image"
        currentImage={initialJob?.image ?? undefined}
        errors={errors.image}
        onChange={setImage}
      />
    </Form>
  );
}
