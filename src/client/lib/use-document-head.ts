import { createContext, useContext, useEffect } from 'react';
import type { RenderedHead } from '@shared/page-render';

export interface DocumentHead {
  /** Page title without the site name; the site name is appended. Omit for the home page. */
  title?: string;
  description?: string;
  /** Path of the canonical URL ('/festival/cannes-lions'); defaults to the current path. */
  canonicalPath?: string;
}

const SITE_NAME = 'Palmarés';

/** The whole document title of a page title. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/**
 * On the server: where the page's head is written during the render, so the HTML's head says
 * exactly what the browser sets (one source for both).
 */
export const HeadRecorderContext = createContext<((head: RenderedHead) => void) | null>(null);

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * Keeps <title>, description, canonical and the Open Graph / Twitter title and description in
 * step with client-side navigation (the server writes them into the first HTML response).
 */
export function useDocumentHead({ title, description, canonicalPath }: DocumentHead): void {
  const recordHead = useContext(HeadRecorderContext);
  // Server only (no effects run there); the last render pass records the final head.
  recordHead?.({ title: documentTitle(title), description: description ?? null, canonicalPath: canonicalPath ?? null });
  useEffect(() => {
    const fullTitle = documentTitle(title);
    document.title = fullTitle;
    setMeta('meta[property="og:title"]', 'property', 'og:title', fullTitle);
    setMeta('meta[name="twitter:title"]', 'name', 'twitter:title', fullTitle);
    if (description) {
      setMeta('meta[name="description"]', 'name', 'description', description);
      setMeta('meta[property="og:description"]', 'property', 'og:description', description);
      setMeta('meta[name="twitter:description"]', 'name', 'twitter:description', description);
    }
    const url = `${window.location.origin}${canonicalPath ?? window.location.pathname}`;
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = url;
    setMeta('meta[property="og:url"]', 'property', 'og:url', url);
  }, [title, description, canonicalPath]);
}
