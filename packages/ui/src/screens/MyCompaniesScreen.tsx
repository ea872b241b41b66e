import { MyCompanies, type MyCompaniesProps } from '../components/MyCompanies/MyCompanies';
import { ProfileNav, ProfilePart } from '../components/ProfileNav/ProfileNav';

export type MyCompaniesScreenProps = MyCompaniesProps;

/**
 * `/profile/companies` ('Şirketlerim'): the companies the member posts as, to open, change or add
 * to, under the profile's tabs.
 */
export function MyCompaniesScreen(props: MyCompaniesScreenProps) {
  return (
    <>
      <ProfileNav current="companies" />
      <ProfilePart>
        <MyCompanies {...props} />
      </ProfilePart>
    </>
  );
}
