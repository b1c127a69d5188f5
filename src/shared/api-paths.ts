// The API paths of the resources a detail page is built from: the browser reads them, and the
// server's page head finds the render's answer under the same path in the micro-cache.
import type { parseCreativeParam } from './username';

export const apiPaths = {
  /** `/creative/{param}`: an id or a username, as `parseCreativeParam` tells. */
  creative: (key: ReturnType<typeof parseCreativeParam>) =>
    'id' in key ? `/api/creatives/${key.id}` : `/api/creatives/username/${encodeURIComponent(key.username)}`,
  festival: (slug: string) => `/api/festivals/slug/${encodeURIComponent(slug)}`,
  /** The API looks agencies up by slug (or id). */
  agency: (slug: string) => `/api/agencies/slug/${encodeURIComponent(slug)}`,
};
