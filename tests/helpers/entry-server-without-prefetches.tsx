// The server's renderer with nothing fetched before its first render, as a page whose prefetch
// leaves out what it reads: pages.test shows such a page is still rendered whole, in more passes.
// A renderer of its own, not a module mock: the API files share their workers' modules
// (vitest.config.ts), so a mock would miss a renderer an earlier file had already loaded.
import type { ServerRenderer } from '../../src/shared/page-render';
import { createRenderer as createPrefetchingRenderer, headTexts } from '../../src/client/entry-server';

export { headTexts };

export const createRenderer: ServerRenderer['createRenderer'] = (readApi, renderTurn) =>
  createPrefetchingRenderer(readApi, renderTurn, async () => {});
