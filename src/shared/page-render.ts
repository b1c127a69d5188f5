// The contract between the server's page routes and the client's server renderer
// (src/client/entry-server.tsx, built to dist/ssr/entry-server.js and imported at start).
import type { AwardType, Specialty } from './constants';

/** The id of the `<script type="application/json">` a server-rendered page carries its hydration state in. */
export const PAGE_STATE_ID = 'palmares-state';

/**
 * What a page's first HTML depends on besides its data: the server's clock and the site's
 * origin. The browser hydrates with the same values (embedded in the page).
 */
export interface RenderEnv {
  /** Epoch milliseconds of the server's render. */
  now: number;
  /** The site's origin, without a trailing slash. */
  origin: string;
}

/** What the app reads of an API answer: `fetch`'s Response in the browser, a plain object on the server. */
export interface ApiReply {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** How the renderer's API reads reach the API: the server's own routes, in-process. */
export type ApiReader = (url: string, init: RequestInit) => Promise<ApiReply>;

export interface RenderInput {
  /** The request's path and query string. */
  url: string;
  language: 'en' | 'es';
  env: RenderEnv;
}

/** What the page says about itself in its head (the page's own `useDocumentHead`). */
export interface RenderedHead {
  /** The whole document title. */
  title: string;
  description: string | null;
  /** Path of the canonical URL; null for the current path. */
  canonicalPath: string | null;
}

export interface RenderOutput {
  html: string;
  /** The JSON the browser hydrates from. */
  state: unknown;
  head: RenderedHead;
  /** The page's source module in the client build's manifest (the 404's for a path no page matches). */
  pageModule: string;
  /** Renders it took: 1 when the page declared what its first render reads (app/lazy-page.ts). */
  passes: number;
  /**
   * 503 when reads of the page failed for want of the server (overloaded, its database out of
   * reach), 500 when one failed otherwise, null when none did: such a page shows an error where
   * its data should be, and must not be served, kept or indexed as the page.
   */
  failedStatus: 500 | 503 | null;
}

/** The words of the structured data (JSON-LD) in a language, from the client's catalogues. */
export interface HeadTexts {
  award: (type: AwardType) => string;
  specialty: (specialty: Specialty) => string;
  country: (code: string) => string;
  entryFee: string;
}

export type RenderPage = (input: RenderInput) => Promise<RenderOutput>;

/** The module dist/ssr/entry-server.js. */
export interface ServerRenderer {
  /** `renderTurn` is awaited before each render pass (the server's render-turns.ts); none by default. */
  createRenderer: (readApi: ApiReader, renderTurn?: () => Promise<void>) => RenderPage;
  headTexts: (language: 'en' | 'es') => HeadTexts;
}
