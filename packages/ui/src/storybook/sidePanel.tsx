import type { Decorator } from '@storybook/react-vite';

/** A part of the side panel (HomeLayout's), shown as wide as the panel it lives in. */
export const inSidePanelWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 300 }}>
    <Story />
  </div>
);
