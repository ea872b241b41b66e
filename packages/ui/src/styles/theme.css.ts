import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';

// One theme, set on :root: importing @job/ui is all an app needs, no wrapper element.
createGlobalTheme(':root', vars, tokens);
