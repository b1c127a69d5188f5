import fontUrl from 'country-flag-emoji-polyfill/dist/TwemojiCountryFlags.woff2?url';

/** The regional indicators and the tag characters of the flag emoji. */
const FLAG_CHARACTERS = 'U+1F1E6-1F1FF, U+1F3F4, U+E0062-E0063, U+E0065, U+E0067, U+E006C, U+E006E, U+E0073-E0074, U+E0077, U+E007F';

/**
 * Flag emoji everywhere: Windows and many Linux desktops have no flag glyphs, so flags use the
 * "Twemoji Country Flags" subset (Twemoji by Twitter, CC-BY 4.0, via country-flag-emoji-polyfill),
 * served by us and fetched only when a page shows a flag. It is 77 KB: registered once the page
 * has loaded, so it does not compete with the page's scripts and pictures (flags keep a fixed
 * box, so its arrival moves nothing).
 */
export function registerFlagFont(): void {
  const register = () => {
    document.fonts.add(
      new FontFace('Twemoji Country Flags', `url(${fontUrl}) format('woff2')`, { unicodeRange: FLAG_CHARACTERS, display: 'swap' }),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
