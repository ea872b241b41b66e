/** @jsxRuntime automatic */
import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import type { Letter } from '../letter';
import { actionAttribute } from '../plainText';
import { colour, fontSize, radius, space } from '../theme';
import { AddressLink, Paragraph } from './EmailLayout';

/**
 * The mail's one action: the indigo button, then the same link written out for clients that
 * block buttons or readers who paste it. The text part has no button: it writes the label and the
 * address, and leaves the hint out.
 */
export function ActionButton({
  href,
  label,
  letter: { t },
}: {
  href: string;
  label: string;
  letter: Letter;
}) {
  return (
    <>
      <Section style={buttonRow}>
        <Button href={href} style={button} {...{ [actionAttribute]: true }}>
          {label}
        </Button>
      </Section>
      <Section data-skip-in-text>
        <Paragraph>{t('mail.rawLink')}</Paragraph>
        <AddressLink href={href} />
      </Section>
    </>
  );
}

const buttonRow = { margin: `${space.xsmall} 0 ${space.large}` };

const button = {
  backgroundColor: colour.action,
  borderRadius: radius.medium,
  color: colour.actionText,
  fontSize: fontSize.standard,
  fontWeight: 600,
  padding: `${space.small} ${space.large}`,
};
