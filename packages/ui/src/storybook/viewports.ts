/**
 * Story globals for the two widths the product is reviewed at (the viewports are defined in
 * .storybook/preview.tsx): spread into a story, `{ ...onMobile, args: ... }`.
 */
export const onMobile = { globals: { viewport: { value: 'mobile' } } };

export const onDesktop = { globals: { viewport: { value: 'desktop' } } };
