import { isProfileSection, type ProfileSection } from '@job/contract';
import { type ComponentType, lazy } from 'react';
import { NotFoundPage } from './NotFoundPage';
import type { PageProps } from './pageProps';

/** Each part's page, downloaded when the member opens it, with the store it loads. */
const sectionPages: Record<ProfileSection, ComponentType> = {
  cv: lazy(() => import('./profile/SeekerProfilePage')),
  postings: lazy(() => import('./profile/MyPostingsPage')),
  companies: lazy(() => import('./profile/MyCompaniesPage')),
  alerts: lazy(() => import('./profile/AlertsPage')),
  settings: lazy(() => import('./profile/AccountSettingsPage')),
};

/** `/profile/{section}`, loaded on demand: that part of the member's profile, or not found. */
export default function ProfileSectionPage({ params: { section } }: PageProps<'profileSection'>) {
  if (!isProfileSection(section)) return <NotFoundPage />;
  const SectionPage = sectionPages[section];
  return <SectionPage />;
}
