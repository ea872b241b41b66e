import { createHash } from 'node:crypto';
import sharp from 'sharp';

const palettes = [
  ['#4f46e5', '#c7d2fe'],
  ['#7c3aed', '#ede9fe'],
  ['#e11d48', '#ffe4e6'],
  ['#d97706', '#fef3c7'],
  ['#059669', '#d1fae5'],
  ['#0284c7', '#e0f2fe'],
  ['#334155', '#f1f5f9'],
] as const;

// Shapes only: text would depend on the fonts of the machine that renders it.
const marks = [
  (ink: string) => `<circle cx="64" cy="64" r="30" fill="${ink}"/>`,
  (ink: string) => `<path d="M64 28 L100 96 L28 96 Z" fill="${ink}"/>`,
  (ink: string) =>
    `<rect x="38" y="38" width="52" height="52" rx="8" transform="rotate(45 64 64)" fill="${ink}"/>`,
  (ink: string) =>
    `<rect x="32" y="34" width="64" height="14" rx="7" fill="${ink}"/><rect x="32" y="57" width="46" height="14" rx="7" fill="${ink}"/><rect x="32" y="80" width="28" height="14" rx="7" fill="${ink}"/>`,
  (ink: string) =>
    `<circle cx="48" cy="64" r="22" fill="${ink}"/><circle cx="80" cy="64" r="22" fill="${ink}" fill-opacity="0.6"/>`,
  (ink: string) =>
    `<path d="M30 90 Q64 10 98 90" stroke="${ink}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
];

/** A small logo drawn from the company's name: the same name always gets the same logo. */
export function logoSvg(company: string): string {
  const digest = createHash('sha256').update(company).digest();
  const [ink, paper] = palettes[(digest[0] ?? 0) % palettes.length] ?? palettes[0];
  const mark = marks[(digest[1] ?? 0) % marks.length] ?? marks[0] ?? (() => '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="24" fill="${paper}"/>${mark(ink)}</svg>`;
}

/** The logo as a PNG, as a person would upload it. */
export function logoPng(company: string): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(company)))
    .png()
    .toBuffer();
}
