import { defineProject } from 'vitest/config';
import { serverProject } from './src/test/project.ts';

// The server's files that touch no database, once (src/test/project.ts says which).
export default defineProject(serverProject('server'));
