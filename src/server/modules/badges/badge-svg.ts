import { createHash } from 'node:crypto';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

// Verdana 11px averages about 7 px a character: wide enough for digits and capitals.
const textWidth = (text: string) => Math.ceil(text.length * 7) + 12;

/**
 * A small two-part badge (label | value) as SVG: `role="img"` with a <title>, so a screen reader
 * reads the whole sentence (`title`) rather than the two fragments drawn.
 */
export function badgeSvg(parts: { label: string; value: string; title: string }): string {
  const labelWidth = textWidth(parts.label);
  const valueWidth = textWidth(parts.value);
  const width = labelWidth + valueWidth;
  const title = escapeXml(parts.title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${title}">
<title>${title}</title>
<rect width="${labelWidth}" height="20" rx="3" fill="#1f2937"/>
<rect x="${labelWidth}" width="${valueWidth}" height="20" rx="3" fill="#b45309"/>
<rect x="${labelWidth - 4}" width="8" height="20" fill="#b45309"/>
<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle" aria-hidden="true">
<text x="${labelWidth / 2}" y="14">${escapeXml(parts.label)}</text>
<text x="${labelWidth + valueWidth / 2}" y="14">${escapeXml(parts.value)}</text>
</g>
</svg>
`;
}

/** A strong ETag of a body: the badge changes exactly when its text does. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
