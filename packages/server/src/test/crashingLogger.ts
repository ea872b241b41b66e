/**
 * A process that logs `LINES` lines through the server's log destination, then crashes: what is in
 * its standard output afterwards is what a crash of the server leaves in the log.
 */
import pino from 'pino';
import { exitOnCrash, logDestination } from '../logging';

const destination = logDestination(false);
const log = pino({}, destination);
exitOnCrash(log, destination);
for (let line = 0; line < Number(process.env.LINES); line++) log.info({ line }, 'before the crash');
// At once, while most lines still wait in the buffer.
throw new Error('an error nothing catches');
