import { hrefs } from '@job/contract';
import { ApplicantsScreen, arrangementOf, arrangementQuery, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { applicantMovesOf } from '../state/applicantMoves';
import { applicantReviewOf } from '../state/applicantReview';
import { applicationsOf } from '../state/applications';
import { useAuth, useSite, useStores } from '../state/hooks';
import { rejectionTemplatesOf } from '../state/rejectionTemplates';
import { loadFailure } from './loadFailure';
import type { PageProps } from './pageProps';
import { usePageTitle } from './usePageTitle';

/**
 * `/my-jobs/{slug}/applications`, loaded on demand: the applications to one of the member's
 * postings, with their statuses and CVs, and the poster's own ratings and notes; the stage shown
 * and the order kept in the address. Anyone else's posting is not found, as the API says.
 */
export default function ApplicantsPage({ params: { slug }, search }: PageProps<'applicants'>) {
  const stores = useStores();
  const applications = applicationsOf(stores);
  const review = applicantReviewOf(stores);
  const moves = applicantMovesOf(stores);
  const { moving: movingMany } = useSnapshot(moves.state);
  const { applicants, changingStatusId, downloadingCvId } = useSnapshot(applications.state);
  const { ratingId, addingNoteId, editingNoteId, deletingNoteId } = useSnapshot(review.state);
  const rejectionTemplates = rejectionTemplatesOf(stores);
  const templates = useSnapshot(rejectionTemplates.state);
  const { token } = useAuth();
  const { now } = useSite();
  useEffect(() => {
    if (token) void applications.loadApplicants(slug);
  }, [applications, slug, token]);
  useEffect(() => {
    if (token) void rejectionTemplates.load();
  }, [rejectionTemplates, token]);
  // The notes' and templates' forms say a text is too long in the shared words (`validation`),
  // fetched once the page shows: naming them in routeTexts would cost every first visit bytes.
  useEffect(() => {
    void stores.language.ensure(['validation']);
  }, [stores]);
  const current = applicants.slug === slug;
  const job = current ? applicants.job : undefined;
  const loading = token !== null && (!current || applicants.loading);
  const failureMessage = current ? applicants.failureMessage : null;
  const { t } = useTexts();
  usePageTitle(
    job
      ? t('title.applicants', { title: job.title })
      : token && !loading && !failureMessage
        ? t('title.jobNotFound')
        : undefined,
  );
  return (
    <ApplicantsScreen
      signedIn={token !== null}
      job={job}
      applications={current ? applicants.applications : []}
      questions={current ? applicants.questions : []}
      loading={loading}
      failed={loadFailure(failureMessage, () => void applications.retryApplicants(slug), loading)}
      now={new Date(now)}
      onStatusChange={(id, status, rejection) => void applications.setStatus(id, status, rejection)}
      changingStatusId={changingStatusId}
      onMoveMany={(ids, status, rejection) => void moves.moveMany(ids, status, rejection)}
      movingMany={movingMany}
      onDownloadCv={(id) => void applications.downloadCv(id)}
      downloadingCvId={downloadingCvId}
      onRate={(id, rating) => void review.rate(id, rating)}
      ratingId={ratingId}
      onAddNote={review.addNote}
      addingNoteId={addingNoteId}
      onEditNote={review.editNote}
      editingNoteId={editingNoteId}
      onDeleteNote={(id, noteId) => void review.deleteNote(id, noteId)}
      deletingNoteId={deletingNoteId}
      // Offered once read for this session; a failed read says so in their part, with a retry.
      templates={templates.readFor === token ? templates.templates : []}
      onSaveTemplate={(values, id) => void rejectionTemplates.save(values, id)}
      onDeleteTemplate={(id) => void rejectionTemplates.remove(id)}
      savingTemplateId={templates.savingId}
      deletingTemplateId={templates.deletingId}
      templateErrors={templates.fieldErrors}
      templatesFailed={loadFailure(
        templates.failureMessage,
        () => void rejectionTemplates.retry(),
        templates.loading,
      )}
      arrangement={arrangementOf(search, current ? applicants.questions : undefined)}
      onArrange={(arrangement) =>
        navigate(`${hrefs.applicants(slug)}${arrangementQuery(arrangement)}`, { replace: true })
      }
    />
  );
}
