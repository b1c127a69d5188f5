/** The icon sprite's address (scripts/lib/icon-sprite.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}

/** The folder of the flag images, `/assets/flags-<hash>/` (scripts/lib/flag-images.ts). */
declare module 'virtual:flag-images' {
  const url: string;
  export default url;
}
