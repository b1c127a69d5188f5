import { Icon } from './icons';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { Badge } from './badge';

/** 'Verified': the tick alone on cards, a small badge in lists, a larger one beside a page's title. */
export function VerifiedBadge({ size }: { size: 'icon' | 'small' | 'large' }) {
  const common = useTranslations(commonMessages);
  if (size === 'icon')
    return <Icon name="badge-check" aria-label={common('verified')} role="img" className="h-4 w-4 shrink-0 text-blue-700" />;
  return (
    <Badge tone="blue" size={size === 'large' ? 'lg' : 'md'}>
      <Icon name="badge-check" aria-hidden="true" className={size === 'large' ? 'h-4 w-4' : 'h-3.5 w-3.5'} />
      {common('verified')}
    </Badge>
  );
}
