// Screening questions and their answers for the stories: a posting's questions as its poster set
// them, and the poster's list of applications answering them.
import {
  type Application,
  askedQuestion,
  type GivenAnswer,
  isDisqualifying,
  type MyApplication,
  type PosterQuestion,
  type ScreeningAnswer,
  type ScreeningQuestion,
} from '@job/contract';
import { makeMyApplication, receivedApplications } from './applications';

/**
 * A posting's screening questions as its poster set them, one of each kind, required and
 * optional: a yes/no whose 'Hayır' disqualifies, a number with a minimum, a choice with a
 * disqualifying one (its texts with spaces and a dash), a short text and a yes/no left optional.
 */
export const screeningQuestions: PosterQuestion[] = [
  {
    id: 'q-permit',
    kind: 'yes_no',
    label: 'Türkiye’de çalışma izniniz var mı?',
    required: true,
    choices: [],
    disqualifying_answer: 'no',
    minimum: null,
  },
  {
    id: 'q-years',
    kind: 'number',
    label: 'Kaç yıllık iOS deneyiminiz var?',
    required: true,
    choices: [],
    disqualifying_answer: null,
    minimum: 2,
  },
  {
    id: 'q-office',
    kind: 'choice',
    label: 'Haftada kaç gün ofise gelebilirsiniz?',
    required: true,
    choices: ['Hiç', '1–2 gün', '3 gün ve üzeri'],
    disqualifying_answer: 'Hiç',
    minimum: null,
  },
  {
    id: 'q-start',
    kind: 'text',
    label: 'Ne zaman başlayabilirsiniz?',
    required: false,
    choices: [],
    disqualifying_answer: null,
    minimum: null,
  },
  {
    id: 'q-swiftui',
    kind: 'yes_no',
    label: 'App Store’da SwiftUI ile yazdığınız bir uygulama var mı?',
    required: false,
    choices: [],
    disqualifying_answer: null,
    minimum: null,
  },
];

/** The same questions as an applicant sees them, on the posting: without what disqualifies. */
export const askedQuestions: ScreeningQuestion[] = screeningQuestions.map(askedQuestion);

/**
 * The answers to `screeningQuestions` given by their ids, as the poster's list answers them: in
 * the questions' order, each marked disqualifying by the question's rule.
 */
export function screeningAnswers(given: Readonly<Record<string, string>>): ScreeningAnswer[] {
  return screeningQuestions.flatMap((question) => {
    const answer = given[question.id];
    return answer === undefined
      ? []
      : [
          {
            question_id: question.id,
            label: question.label,
            kind: question.kind,
            answer,
            disqualifying: isDisqualifying(question, answer),
          },
        ];
  });
}

/** `application` with the answers given, disqualified when one of them disqualifies. */
export function withAnswers(
  application: Application,
  given: Readonly<Record<string, string>>,
): Application {
  const answers = screeningAnswers(given);
  return { ...application, answers, disqualified: answers.some((answer) => answer.disqualifying) };
}

/**
 * `receivedApplications` with answers to `screeningQuestions`: the new one qualifies; the
 * reviewed one has too little experience, the interview one no work permit, the rejected one
 * comes to no office day: each disqualified by one answer.
 */
export const answeredApplications: Application[] = receivedApplications.map((application) => {
  switch (application.status) {
    case 'new':
      return withAnswers(application, {
        'q-permit': 'yes',
        'q-years': '5',
        'q-office': '3 gün ve üzeri',
        'q-start': 'Bir ay içinde',
        'q-swiftui': 'yes',
      });
    case 'reviewed':
      return withAnswers(application, {
        'q-permit': 'yes',
        'q-years': '1,5',
        'q-office': '1–2 gün',
        'q-start': 'Hemen',
        'q-swiftui': 'no',
      });
    case 'interview':
      return withAnswers(application, {
        'q-permit': 'no',
        'q-years': '8',
        'q-office': '3 gün ve üzeri',
      });
    default:
      return withAnswers(application, { 'q-permit': 'yes', 'q-years': '3', 'q-office': 'Hiç' });
  }
});

/**
 * The answers to `screeningQuestions` given by their ids, as the applicant's list answers them:
 * in the questions' order, with nothing about what disqualifies.
 */
export function givenAnswers(given: Readonly<Record<string, string>>): GivenAnswer[] {
  return screeningAnswers(given).map(({ question_id, label, kind, answer }) => ({
    question_id,
    label,
    kind,
    answer,
  }));
}

/**
 * The member's application to the posting that asks `screeningQuestions`, as 'Başvurularım' shows
 * it: every question answered, one of them (the office days) with the answer its poster
 * disqualifies, which the applicant is never told.
 */
export const myAnsweredApplication: MyApplication = makeMyApplication({
  id: 7,
  answers: givenAnswers({
    'q-permit': 'yes',
    'q-years': '1,5',
    'q-office': 'Hiç',
    'q-start': 'İki hafta içinde; şu anki işimde devir teslim yapıyorum.',
    'q-swiftui': 'no',
  }),
});
