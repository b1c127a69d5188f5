import { describe, expect, it } from 'vitest';
import { pageStylesheet, requiredTokens } from '../../src/server/modules/seo/page-styles';

// The shapes of Tailwind 4's minified output, cut down.
const CSS = [
  '/*! tailwindcss */',
  '@layer properties;',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-ink:#18181b;--color-gold:#f5b301;--spacing:.25rem;--font-sans:ui-sans-serif;--default-font-family:var(--font-sans)}}',
  '@layer base{*,:after,:before{box-sizing:border-box}html,:host{font-family:var(--default-font-family)}abbr:where([title]){text-decoration:underline dotted}code,kbd{font-family:monospace}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.text-ink{color:var(--color-ink)}.text-gold{color:var(--color-gold)}',
  '.mt-2{margin-top:calc(var(--spacing) * 2)}.md\\:hidden{display:none}',
  ':where(.space-y-2>:not(:last-child)){margin-block-start:calc(var(--spacing) * 2)}',
  '.shadow-sm{--tw-shadow:0 1px 3px 0 #0000001a;box-shadow:var(--tw-shadow)}',
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
  '@media (min-width:48rem){.md\\:hidden{display:none}.md\\:grid{display:grid}}',
  '@media (min-width:64rem){.lg\\:flex{display:flex}}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('the page stylesheet', () => {
  it('reads what a selector needs from outside brackets and parentheses, unescaped', () => {
    expect(requiredTokens('.md\\:hidden')).toEqual(['.md:hidden']);
    expect(requiredTokens('.w-1\\.5')).toEqual(['.w-1.5']);
    expect(requiredTokens('.\\31 0')).toEqual(['.10']);
    expect(requiredTokens('.group-hover\\:underline:is(:where(.group):hover *)')).toEqual(['.group-hover:underline']);
    expect(requiredTokens('.x:not(.y)')).toEqual(['.x']);
    expect(requiredTokens(':where(.space-y-2>:not(:last-child))')).toEqual([]);
    expect(requiredTokens('[data-x=".a"]')).toEqual([]);
    expect(requiredTokens('.\\[\\&_svg\\]\\:size-4 svg')).toEqual(['.[&_svg]:size-4', 'svg']);
    expect(requiredTokens('abbr:where([title])')).toEqual(['abbr']);
    expect(requiredTokens(':where(select:is([multiple],[size])) optgroup')).toEqual(['optgroup']);
    expect(requiredTokens('.a>li+P')).toEqual(['.a', 'li', 'p']);
    expect(requiredTokens('*,:after,::file-selector-button')).toEqual([]);
  });

  it('reads the classes and elements of the HTML as React writes them', () => {
    const styles = pageStylesheet('.a\\&b{color:red}table{border:0}.c{color:blue}h2{margin:0}h3{margin:1px}');
    expect(styles('<TABLE class="x  a&amp;b"></TABLE><h2>t</h2>').css).toBe('.a\\&b{color:red}table{border:0}h2{margin:0}');
  });

  it('keeps the rules the page can use, the variables they read and the statements; drops the rest', () => {
    const { css: styles, tag } = pageStylesheet(CSS)(
      '<main class="flex text-ink md:hidden [&amp;_svg]:size-4"><svg></svg><p class="space-y-2">x</p></main>',
    );
    expect(tag.toString()).toBe(`<style>${styles}</style>`);
    expect(styles).toBe(
      [
        '@layer properties;',
        '@layer theme,base,components,utilities;',
        // Only the variables read, with what they read in turn.
        '@layer theme{:root,:host{--color-ink:#18181b;--font-sans:ui-sans-serif;--default-font-family:var(--font-sans)}}',
        // No abbr or code in the page.
        '@layer base{*,:after,:before{box-sizing:border-box}html,:host{font-family:var(--default-font-family)}}',
        '@layer utilities{.flex{display:flex}.text-ink{color:var(--color-ink)}.md\\:hidden{display:none}',
        // The class is inside :where(): kept when in doubt, with the variable it reads.
        ':where(.space-y-2>:not(:last-child)){margin-block-start:calc(var(--spacing) * 2)}',
        '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
        '@media (min-width:48rem){.md\\:hidden{display:none}}}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ]
        .join('')
        // --spacing is read by the kept :where() rule.
        .replace('--color-ink:#18181b;', '--color-ink:#18181b;--spacing:.25rem;'),
    );
  });

  it('keeps a @property rule and a custom property when a kept rule or the page reads them', () => {
    const cut = pageStylesheet(CSS);
    const styles = (html: string) => cut(html).css;
    const shadowed = styles('<div class="shadow-sm"></div>');
    expect(shadowed).toContain('.shadow-sm{');
    expect(shadowed).toContain('@property --tw-shadow{');
    expect(shadowed).not.toContain('--tw-ring-shadow');
    expect(styles('<div class="grid" style="color:var(--color-gold)"></div>')).toContain('--color-gold:#f5b301');
    expect(styles('<div class="grid"></div>')).not.toContain('--color-gold');
  });

  it('answers the same page shape from its cache, and another shape anew', () => {
    const cut = pageStylesheet(CSS);
    const styles = (html: string) => cut(html).css;
    expect(cut('<div class="flex"></div>')).toBe(cut('<div class="flex"></div>'));
    // Classes and elements no rule needs do not make another cut.
    expect(cut('<section class="flex unknown-class"><b></b></section>')).toBe(cut('<div class="flex"></div>'));
    expect(styles('<div class="lg:flex"></div>')).toContain('@media (min-width:64rem){.lg\\:flex{display:flex}}');
    expect(styles('<div class="flex"></div>')).not.toContain('lg\\:flex');
  });

  it('gives pages with the same classes in other lists the same cut, and tells apart what their elements and styles read', () => {
    const cut = pageStylesheet(CSS);
    const styles = (html: string) => cut(html).css;
    const first = styles('<div class="flex text-ink"><p class="grid"></p></div>');
    expect(cut('<div class="text-ink flex"><p class="grid flex"></p></div>')).toBe(
      cut('<div class="flex text-ink"><p class="grid"></p></div>'),
    );
    expect(styles('<div class="flex text-ink"><p class="grid" style="color:var(--color-gold)"></p></div>')).toContain(
      '--color-gold:#f5b301',
    );
    expect(styles('<div class="flex text-ink"><code class="grid"></code></div>')).toContain('code,kbd{font-family:monospace}');
    expect(first).not.toContain('code,kbd');
  });
});
