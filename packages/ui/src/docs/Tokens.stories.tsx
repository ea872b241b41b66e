import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { vars } from '../styles/contract.css';
import { tokens } from '../styles/tokens';

type Leaves = { [name: string]: string | Leaves };

/** [dotted name, value] for every leaf of a token group, e.g. ['tone.violet.background', '#ede9fe']. */
function leaves(group: Leaves, prefix = ''): [string, string][] {
  return Object.entries(group).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.medium,
};
const caption: CSSProperties = { fontSize: vars.type.size.small, color: vars.colour.textMuted };
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space.medium };

function Colours() {
  return (
    <div style={grid}>
      {leaves(tokens.colour).map(([name, value]) => (
        <figure key={name} style={{ margin: 0 }}>
          <div
            style={{
              height: 56,
              background: value,
              borderRadius: vars.radius.large,
              border: `1px solid ${vars.colour.border}`,
            }}
          />
          <figcaption style={caption}>
            <strong style={{ color: vars.colour.text }}>colour.{name}</strong> {value}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function Spacing() {
  return (
    <div style={{ display: 'grid', gap: vars.space.small }}>
      {leaves(tokens.space).map(([name, value]) => (
        <div key={name} style={row}>
          <span style={{ ...caption, width: 200 }}>
            space.{name} {value}
          </span>
          <span style={{ width: value, height: 16, background: vars.colour.action }} />
        </div>
      ))}
    </div>
  );
}

function Type() {
  return (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      {leaves(tokens.type.size).map(([name, value]) => (
        <div key={name} style={{ ...row, alignItems: 'baseline' }}>
          <span style={{ ...caption, width: 200 }}>
            type.size.{name} {value}
          </span>
          <span style={{ fontSize: value }}>İş ilanı: Ağ güvenliği uzmanı</span>
        </div>
      ))}
      {leaves(tokens.type.weight).map(([name, value]) => (
        <div key={name} style={{ ...row, alignItems: 'baseline' }}>
          <span style={{ ...caption, width: 200 }}>
            type.weight.{name} {value}
          </span>
          <span style={{ fontWeight: value }}>Frontend Developer, İstanbul</span>
        </div>
      ))}
      <p style={caption}>type.family.body: {tokens.type.family.body}</p>
    </div>
  );
}

function RadiusAndShadow() {
  const tile: CSSProperties = { width: 120, height: 72, background: vars.colour.surface };
  return (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <div style={{ ...row, flexWrap: 'wrap' }}>
        {leaves(tokens.radius).map(([name, value]) => (
          <figure key={name} style={{ margin: 0 }}>
            <div
              style={{ ...tile, borderRadius: value, border: `1px solid ${vars.colour.border}` }}
            />
            <figcaption style={caption}>radius.{name}</figcaption>
          </figure>
        ))}
      </div>
      <div style={{ ...row, flexWrap: 'wrap' }}>
        {leaves(tokens.shadow).map(([name, value]) => (
          <figure key={name} style={{ margin: 0 }}>
            <div style={{ ...tile, borderRadius: vars.radius.large, boxShadow: value }} />
            <figcaption style={caption}>shadow.{name}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

/** The theme's values (`tokens.ts`), as `vars` from the theme contract hands them to styles. */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { controls: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = { render: () => <Colours /> };
export const Space: Story = { render: () => <Spacing /> };
export const Typography: Story = { render: () => <Type /> };
export const RadiusShadow: Story = { name: 'Radius and shadow', render: () => <RadiusAndShadow /> };
