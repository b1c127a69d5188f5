/** Emoji flag of an ISO 3166-1 alpha-2 code ("ES" → 🇪🇸): regional indicator letters, no network. */
export function flagEmoji(countryCode: string | null | undefined): string {
  if (!countryCode || !/^[A-Za-z]{2}$/.test(countryCode)) return '';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  const upper = countryCode.toUpperCase();
  return String.fromCodePoint(base + upper.charCodeAt(0), base + upper.charCodeAt(1));
}
