import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTexts } from '../../texts/TextsProvider';
import { Link, type LinkComponent, LinkProvider } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/detail/vue-developer', children: 'Vue Developer' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Storybook every link goes through a provider that logs the target instead of navigating. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vue Developer' })).toHaveAttribute(
      'href',
      '/detail/vue-developer',
    );
  },
};

/** Stands in for the app's router link: marks its anchors so the story can see it was used. */
const RouterLink: LinkComponent = ({ href, ...props }) => (
  <a {...props} href={href} data-router-link="" />
);

/** The app passes its router's link once; every link below renders through it. */
export const ThroughProvider: Story = {
  render: (args) => (
    <LinkProvider component={RouterLink}>
      <Link {...args} />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vue Developer' })).toHaveAttribute(
      'data-router-link',
    );
  },
};

/**
 * A don't for the guidance page: a link that does something instead of going somewhere (here it
 * would save a job). It reads as a link, opens nothing in a new tab and is not pressed with Space.
 */
export const DontForAnAction: Story = {
  render: () => <SaveAsLink />,
};

function SaveAsLink() {
  const { t } = useTexts();
  return <Link href="#">{t('saveToggle.save')}</Link>;
}
