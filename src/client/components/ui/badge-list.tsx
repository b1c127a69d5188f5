import type { ComponentProps } from 'react';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { Badge } from './badge';

/** A card's first few items as badges (the caller's `<li>`s), then '+N more' when there are others. */
export function BadgeList({ more, children, ...props }: ComponentProps<'ul'> & { more: number }) {
  const common = useTranslations(commonMessages);
  return (
    <ul className="mt-4 flex flex-wrap gap-1.5" {...props}>
      {children}
      {more > 0 && (
        <li>
          <Badge tone="grey">{common('moreItems', { count: more })}</Badge>
        </li>
      )}
    </ul>
  );
}
