/** @jsxRuntime automatic */
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { Letter } from '../letter';
import { colour, contentWidth, fontFamily, fontSize, radius, space } from '../theme';

export interface EmailLayoutProps {
  letter: Letter;
  /** The subject line, also the document's title. */
  subject: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  heading: string;
  /** The recipient's name, for the greeting. */
  name: string;
  /** Why the recipient got this mail, in the footer. */
  reason: string;
  children: ReactNode;
}

/**
 * The board's mail: the name at the top linking to the site, a white card on the light grey
 * page with the heading, the greeting, the content and the signature, and a footer saying why it
 * came.
 */
export function EmailLayout({
  letter: { language, t, origin },
  subject,
  preview,
  heading,
  name,
  reason,
  children,
}: EmailLayoutProps) {
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <title>{subject}</title>
        {/* The card is designed light; clients that invert colours on their own are told so. */}
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={container}>
          {/* The text part starts with the heading: the footer names the site. */}
          <Section style={header} data-skip-in-text>
            <Link href={`${origin}/`} style={brand}>
              {t('brand.name')}
            </Link>
            <Text style={tagline}>{t('brand.tagline')}</Text>
          </Section>
          <Section style={card}>
            <Heading as="h1" style={headingStyle}>
              {heading}
            </Heading>
            <Paragraph>{t('mail.greeting', { name })}</Paragraph>
            {children}
            <Paragraph>{t('mail.signature')}</Paragraph>
          </Section>
          <Section style={footer}>
            <Text style={footerText}>{reason}</Text>
            <Link href={`${origin}/`} style={footerLink}>
              {new URL(origin).host}
            </Link>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of the card. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** A link shown as its address, for a client or a reader who copies it. */
export function AddressLink({ href }: { href: string }) {
  return (
    <Text style={addressLine}>
      <Link href={href} style={addressLink}>
        {href}
      </Link>
    </Text>
  );
}

const page = {
  backgroundColor: colour.page,
  color: colour.text,
  fontFamily,
  margin: 0,
  padding: `${space.large} ${space.xsmall}`,
};

const container = { maxWidth: contentWidth };

const header = { padding: `0 ${space.medium} ${space.medium}` };

const brand = {
  color: colour.text,
  fontSize: fontSize.xxlarge,
  fontWeight: 700,
  lineHeight: '1.25',
  textDecoration: 'none',
};

const tagline = {
  color: colour.textSubtle,
  fontSize: fontSize.small,
  lineHeight: '1.5',
  margin: 0,
};

const card = {
  backgroundColor: colour.surface,
  border: `1px solid ${colour.border}`,
  borderRadius: radius.large,
  padding: `${space.xlarge} ${space.large}`,
};

const headingStyle = {
  color: colour.text,
  fontSize: fontSize.xlarge,
  fontWeight: 700,
  lineHeight: '1.25',
  margin: `0 0 ${space.large}`,
};

const paragraph = {
  color: colour.text,
  fontSize: fontSize.standard,
  lineHeight: '1.5',
  margin: `0 0 ${space.medium}`,
};

const addressLine = {
  fontSize: fontSize.small,
  lineHeight: '1.5',
  margin: `0 0 ${space.medium}`,
  wordBreak: 'break-all' as const,
};

// Inter's contextual alternates draw the x of '3x8' as a multiplication sign: not in an address.
const addressLink = {
  color: colour.action,
  textDecoration: 'underline',
  fontFeatureSettings: "'calt' 0",
};

const footer = { padding: `${space.large} ${space.medium} 0` };

const footerText = {
  color: colour.textSubtle,
  fontSize: fontSize.xsmall,
  lineHeight: '1.5',
  margin: `0 0 ${space.xsmall}`,
};

const footerLink = {
  color: colour.textSubtle,
  fontSize: fontSize.xsmall,
  textDecoration: 'underline',
};
