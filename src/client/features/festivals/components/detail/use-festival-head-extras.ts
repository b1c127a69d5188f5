import { useEffect } from 'react';
import { DEFAULT_CURRENCY } from '@shared/constants';
import type { Festival } from '@shared/schemas/festival';

const JSON_LD_SELECTOR = 'script[type="application/ld+json"]';

/** schema.org Event for a festival (the server sends the same in the first HTML). */
export function festivalJsonLd(festival: Festival, origin: string): Record<string, unknown> {
  const url = `${origin}/festival/${encodeURIComponent(festival.slug)}`;
  const currency = festival.currency || DEFAULT_CURRENCY;
  const offers = [
    festival.earlyBirdFee !== null && {
      '@type': 'Offer',
      name: 'Early Bird',
      price: festival.earlyBirdFee,
      priceCurrency: currency,
      ...(festival.earlyBirdDeadline ? { validThrough: festival.earlyBirdDeadline } : {}),
      url,
    },
    festival.entryFee !== null && {
      '@type': 'Offer',
      name: 'Regular',
      price: festival.entryFee,
      priceCurrency: currency,
      ...(festival.registrationCloseDate ? { validThrough: festival.registrationCloseDate } : {}),
      url,
    },
  ].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: festival.name,
    ...(festival.description ? { description: festival.description } : {}),
    url,
    ...(festival.eventStartDate ? { startDate: festival.eventStartDate } : {}),
    ...(festival.eventEndDate ? { endDate: festival.eventEndDate } : {}),
    ...(festival.banner ? { image: new URL(festival.banner, origin).href } : {}),
    location: {
      '@type': 'Place',
      name: festival.venue ?? festival.city ?? festival.country ?? festival.name,
      address: {
        '@type': 'PostalAddress',
        ...(festival.city ? { addressLocality: festival.city } : {}),
        ...(festival.countryCode ? { addressCountry: festival.countryCode } : {}),
      },
    },
    ...(offers.length > 0 ? { offers } : {}),
  };
}

/**
 * What useDocumentHead does not cover for a festival (spec section 2): keywords and the
 * structured data, kept right on client-side navigation.
 */
export function useFestivalHeadExtras(festival: Festival | undefined): void {
  useEffect(() => {
    if (!festival) return;
    const path = `/festival/${encodeURIComponent(festival.slug)}`;
    const existing = [...document.head.querySelectorAll<HTMLScriptElement>(JSON_LD_SELECTOR)];
    // On a first load the server has already written this festival's head (richer, and
    // identical for crawlers); only a client-side navigation needs new tags.
    if (existing.some((element) => describesFestival(element, path))) return;

    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'keywords';
      document.head.appendChild(meta);
    }
    meta.content = [festival.name, festival.shortName, festival.city, festival.country, ...festival.categories.map((c) => c.name)]
      .filter(Boolean)
      .join(', ');

    // One JSON-LD block per page: replace whatever the previous page left.
    existing.forEach((element) => element.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(festivalJsonLd(festival, window.location.origin)).replace(/</g, '\\u003c');
    document.head.appendChild(script);
    return () => script.remove();
  }, [festival]);
}

/** Whether a JSON-LD block is the Event of the festival at `path` (whatever origin it names). */
function describesFestival(element: HTMLScriptElement, path: string): boolean {
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    const items = Array.isArray(data) ? data : [data];
    return items.some(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        (item as { '@type'?: unknown })['@type'] === 'Event' &&
        typeof (item as { url?: unknown }).url === 'string' &&
        new URL((item as { url: string }).url, window.location.origin).pathname === path,
    );
  } catch {
    return false;
  }
}
