import { SeekerProfileScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../state/hooks';
import { seekerProfileOf } from '../../state/seekerProfile';
import { loadFailure } from '../loadFailure';
import { usePageTitle } from '../usePageTitle';

/** `/profile/cv`: the member's stored CVs and seeker profile, read afresh as it opens. */
export default function SeekerProfilePage() {
  const seekerProfile = seekerProfileOf(useStores());
  const { profile, loading, failureMessage, saving, fieldErrors, busyCv, uploadError } =
    useSnapshot(seekerProfile.state);
  useEffect(() => {
    void seekerProfile.load();
  }, [seekerProfile]);
  usePageTitle(useTexts().t('seekerProfile.title'));
  return (
    <SeekerProfileScreen
      profile={profile}
      failed={loadFailure(failureMessage, () => void seekerProfile.retry(), loading)}
      cvs={{
        onAdd: (file) => void seekerProfile.addCv(file),
        onReplace: (id, file) => void seekerProfile.replaceCv(id, file),
        onRename: (id, name) => void seekerProfile.renameCv(id, name),
        onMakeDefault: (id) => void seekerProfile.makeDefaultCv(id),
        onDelete: (id) => void seekerProfile.deleteCv(id),
        onDownload: (id) => void seekerProfile.downloadCv(id),
        busy: busyCv,
        uploadError,
      }}
      profileForm={{
        onSubmit: (values) => void seekerProfile.save(values),
        busy: saving,
        fieldErrors,
      }}
    />
  );
}
