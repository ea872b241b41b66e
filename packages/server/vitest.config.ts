import { defineProject } from 'vitest/config';
import { serverProject } from './src/test/project.ts';

export default defineProject(serverProject('server-pglite'));
