// Global styles first, so they precede every component's own: fonts, the reset, the theme on :root.
import './styles/fonts.css';
import './styles/reset.css';
import './styles/theme.css';

export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './components/Badge/Badge';
export {
  Link,
  type LinkComponent,
  type LinkProps,
  LinkProvider,
  type LinkProviderProps,
} from './components/Link/Link';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export {
  WorkTypeBadge,
  type WorkTypeBadgeProps,
} from './components/WorkTypeBadge/WorkTypeBadge';
export { vars } from './styles/contract.css';
export { breakpoints, type Sprinkles, sprinkles } from './styles/sprinkles.css';
export { tokens } from './styles/tokens';
