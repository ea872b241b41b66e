import { apiTextsOf } from '@job/texts/catalogues';

/** What the API says to a request that chose no language: the words it always answered with. */
export const { t } = apiTextsOf('default');
