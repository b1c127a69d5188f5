/**
 * The id of the `<template>` in a server-rendered page's head holding the `<link rel="modulepreload">`
 * tags of the app's code: inert until the page has been painted, when the client's entry
 * (src/client/boot.ts) moves them into the head. A module of its own: the entry imports nothing
 * the app's chunks share.
 */
export const PAGE_SCRIPTS_ID = 'palmares-scripts';
