/** The icon sprite's address (scripts/lib/icon-sprite.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
