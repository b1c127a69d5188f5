// How a server-rendered page loads the app's code (src/client/boot.ts): shared by the server's
// page routes, the client's entry and the build.

/**
 * The id of the `<template>` in a server-rendered page's head holding the app's `<script>` and the
 * `<link rel="modulepreload">` tags of the chunks it imports: inert until the page has been painted,
 * when the HTML's one script (boot.ts) adds a copy of them to the head.
 */
export const PAGE_SCRIPTS_ID = 'palmares-scripts';

/** The app's own entry in the client build (its manifest key): hydrates or renders the page. */
export const APP_MODULE = 'src/client/main.tsx';

/** How long the HTML's script waits for the page's first paint at most before it loads the app. */
export const PAINT_WAIT_MS = 2000;
