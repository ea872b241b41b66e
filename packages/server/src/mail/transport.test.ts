import { expect, it } from 'vitest';
import { sendFailure } from './transport';

// The errors as nodemailer hands them over (code, responseCode, response, permanent).
const failures = {
  'a 5xx refusal': {
    error: { code: 'EENVELOPE', responseCode: 550, permanent: true, response: '550 No such user' },
    permanent: true,
  },
  'a 4xx deferral': {
    error: { code: 'EMESSAGE', responseCode: 451, permanent: false, response: '451 Later' },
    permanent: false,
  },
  'a refused connection': {
    error: { code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:2525' },
    permanent: false,
  },
  'a greeting that never came': {
    error: { code: 'ETIMEDOUT', message: 'Greeting never received' },
    permanent: false,
  },
  // The server's credentials are for its operator to fix; the message itself is fine.
  'a refused sign-in': {
    error: { code: 'EAUTH', responseCode: 535, permanent: true, response: '535 Bad credentials' },
    permanent: false,
  },
};

it.each(Object.entries(failures))('classifies %s', (_name, failure) => {
  const { permanent, reason } = sendFailure(Object.assign(new Error('failed'), failure.error));
  expect(permanent).toBe(failure.permanent);
  const error: { response?: string; message?: string } = failure.error;
  expect(reason).toBe(error.response ?? error.message);
});
