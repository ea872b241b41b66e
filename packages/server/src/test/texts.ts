import { serverTexts } from '../language/requestLanguage';

/** What the API says to a request that chose no language: the words it always answered with. */
export const { t } = serverTexts('default');
