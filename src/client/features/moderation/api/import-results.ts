import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview, ImportResult } from '@shared/schemas/results-import';
import { apiUpload } from '../../../lib/api-upload';
import { refreshPublicData } from './public-data';

const PATH = '/api/moderation/results-import';

type Upload = { file: File; onProgress: (fraction: number) => void };

/** `POST /api/moderation/results-import/preview` with the CSV file: what the import would do. */
export function usePreviewResults() {
  return useMutation({
    mutationFn: ({ file, onProgress }: Upload) => apiUpload<ImportPreview>(`${PATH}/preview`, file, 'text/csv', onProgress),
  });
}

/** `POST /api/moderation/results-import` with the same file: verified awards, so public pages change. */
export function useImportResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: Upload) => apiUpload<ImportResult>(PATH, file, 'text/csv', onProgress),
    onSuccess: () => refreshPublicData(queryClient),
  });
}
