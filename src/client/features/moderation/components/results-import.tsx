import { Icon } from '../../../components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import type { ImportPreview, ImportResult } from '@shared/schemas/results-import';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { useTranslations } from '../../../i18n/i18n';
import { moderationMessages } from '../../../i18n/messages/moderation';
import { serverMessageOf } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useImportResults, usePreviewResults } from '../api/import-results';

/** Upload, then the server's work: a bar while the file travels, an indeterminate one while it is read or written. */
type Progress = { step: 'previewing' | 'importing'; uploaded: number };

function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const t = useTranslations(moderationMessages);
  const format = useFormat();
  const matched = (counts: { matched: number; toCreate: number }) =>
    t('import.matched', { matched: format.number(counts.matched), toCreate: format.number(counts.toCreate) });
  const rows: [string, string][] = [
    [t('import.rows'), format.number(preview.rows)],
    [t('import.creatives'), matched(preview.creatives)],
    [t('import.agencies'), matched(preview.agencies)],
    [t('import.categories'), matched(preview.categories)],
    [t('import.awardsToAdd'), format.number(preview.awardsToAdd)],
    [t('import.alreadyImported'), format.number(preview.alreadyImported)],
    [t('import.badRows'), format.number(preview.badRowCount)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="import-preview">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="font-medium text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BadRows({ preview }: { preview: ImportPreview }) {
  const t = useTranslations(moderationMessages);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink" role="alert">
        {t.plural('import.badRowsText', preview.badRowCount)}
      </p>
      <div className="max-h-72 overflow-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm" data-testid="import-bad-rows">
          <caption className="sr-only">{t('import.badRows')}</caption>
          <thead className="sticky top-0 bg-zinc-50 text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('import.line')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('import.field')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('import.reason')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {preview.badRows.map((bad) => (
              <tr key={`${bad.line}-${bad.field}`}>
                <td className="px-3 py-2 tabular-nums">{bad.line}</td>
                <td className="px-3 py-2 font-mono text-xs">{bad.field}</td>
                <td className="px-3 py-2">{bad.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Official results in one go (README, "Importing official results"): choose a CSV file, see
 * what it would do (nothing is written), then confirm. The file goes up again on confirmation,
 * so what is written is what the server checks then, not what it said before.
 */
export function ResultsImport() {
  const t = useTranslations(moderationMessages);
  const format = useFormat();
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const previewMutation = usePreviewResults();
  const importMutation = useImportResults();

  const upload = async <T,>(step: Progress['step'], send: (upload: { file: File; onProgress: (f: number) => void }) => Promise<T>) => {
    if (!file) return null;
    setFailure(null);
    setProgress({ step, uploaded: 0 });
    try {
      return await send({ file, onProgress: (uploaded) => setProgress({ step, uploaded }) });
    } catch (error) {
      setFailure(serverMessageOf(error) ?? t('import.failed'));
      return null;
    } finally {
      setProgress(null);
    }
  };

  const onPreview = async (event: FormEvent) => {
    event.preventDefault();
    setPreview(null);
    setResult(null);
    setPreview(await upload('previewing', previewMutation.mutateAsync));
  };

  const onImport = async () => {
    const imported = await upload('importing', importMutation.mutateAsync);
    if (!imported) return;
    setPreview(null);
    setResult(imported);
    toast({ title: t('import.doneTitle'), description: t('import.done', { added: format.number(imported.added) }), variant: 'success' });
  };

  const busy = progress !== null;
  return (
    <Card role="region" aria-labelledby="results-import-title">
      <CardHeader className="flex flex-col gap-1">
        <CardTitle id="results-import-title">{t('import.title')}</CardTitle>
        <p className="text-sm text-muted">{t('import.description')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(event) => void onPreview(event)}>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Label htmlFor={fileInputId}>{t('import.file')}</Label>
            <input
              id={fileInputId}
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setPreview(null);
                setResult(null);
                setFailure(null);
              }}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!file || busy}>
            <Icon name="file-up" aria-hidden="true" className="h-4 w-4" />
            {t('import.preview')}
          </Button>
        </form>

        {progress && (
          <div role="status" className="flex flex-col gap-1.5" data-testid="import-progress">
            <span className="text-sm text-ink">
              {progress.uploaded < 1
                ? t('import.uploading', { percent: format.number(Math.round(progress.uploaded * 100)) })
                : t(`import.${progress.step}`)}
            </span>
            <progress
              className="h-2 w-full overflow-hidden rounded-full accent-amber-500"
              max={1}
              value={progress.uploaded < 1 ? progress.uploaded : undefined}
              aria-label={t(`import.${progress.step}`)}
            />
          </div>
        )}

        {failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        )}

        {preview && (
          <section aria-label={t('import.previewTitle')} className="flex flex-col gap-4">
            <div className="flex items-center gap-2">
              <h3 className="font-semibold text-ink">{t('import.previewTitle')}</h3>
              <Badge tone={preview.badRowCount ? 'red' : 'green'}>{preview.badRowCount ? t('import.notReady') : t('import.ready')}</Badge>
            </div>
            <PreviewSummary preview={preview} />
            {preview.badRowCount > 0 && <BadRows preview={preview} />}
            <div>
              <Button
                variant="gold"
                disabled={busy || preview.badRowCount > 0 || preview.awardsToAdd === 0}
                onClick={() => void onImport()}
              >
                {t.plural('import.confirm', preview.awardsToAdd)}
              </Button>
            </div>
          </section>
        )}

        {result && (
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800"
            data-testid="import-result"
          >
            {t('import.result', { added: format.number(result.added), already: format.number(result.alreadyImported) })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
