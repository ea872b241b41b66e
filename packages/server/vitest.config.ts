import { defineProject } from 'vitest/config';
import { serverProject } from './src/test/project';

export default defineProject(serverProject('pglite'));
