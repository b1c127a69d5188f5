import { Icon } from '../../../../components/ui/icons';
import { useId, useState } from 'react';
import { feedPaths } from '@shared/feeds';
import { paths } from '@shared/paths';
import type { Creative } from '@shared/schemas/creative';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Label } from '../../../../components/ui/label';
import { useTranslations } from '../../../../i18n/i18n';
import { creativeProfileMessages } from '../../../../i18n/messages/creative-profile';
import { useOrigin } from '../../../../app/render-env';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** "Show this on your site": the owner's badge (rank and points, kept current by the server) and the HTML that embeds it. */
export function BadgeSnippet({ creative }: { creative: Creative }) {
  const t = useTranslations(creativeProfileMessages);
  const snippetId = useId();
  const [copied, setCopied] = useState(false);
  const origin = useOrigin();
  const badge = `${origin}${feedPaths.creativeBadge(creative.username)}`;
  const alt = t('badge.alt', { name: creative.name });
  const html = `<a href="${origin}${paths.creative.href(creative.username)}"><img src="${badge}" alt="${escapeAttribute(alt)}"></a>`;
  const copy = async () => {
    await navigator.clipboard.writeText(html);
    setCopied(true);
  };
  return (
    <Card data-testid="badge-snippet">
      <CardHeader>
        <CardTitle>{t('badge.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('badge.description')}</p>
        <img src={badge} alt={alt} className="h-5 w-fit" />
        <Label htmlFor={snippetId}>{t('badge.code')}</Label>
        <textarea
          id={snippetId}
          readOnly
          rows={3}
          value={html}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-md border border-line bg-zinc-50 p-2 font-mono text-xs text-ink"
        />
        <Button variant="secondary" size="sm" className="w-fit" onClick={() => void copy()}>
          {copied ? (
            <Icon name="check" aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Icon name="copy" aria-hidden="true" className="h-4 w-4" />
          )}
          {copied ? t('badge.copied') : t('badge.copy')}
        </Button>
      </CardContent>
    </Card>
  );
}
