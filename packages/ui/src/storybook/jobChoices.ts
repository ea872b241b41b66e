import { emailJob, urlJob } from './applying';
import { fixtureControl } from './controls';
import { backendJob, expiredJob, iosJob, longTurkishJob, vueJob } from './fixtures';

/** The postings a designer picks from in a screen's Controls, named by what each shows. */
export const jobControl = fixtureControl({
  'Full job': iosJob,
  'Old job without company': vueJob,
  'Remote freelance job': backendJob,
  'Long Turkish title': longTurkishJob,
  Expired: expiredJob,
  'Applies at an address': urlJob,
  'Applies by mail': emailJob,
});
