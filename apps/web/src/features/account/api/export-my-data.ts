import { type DataExport, exportMyDataEndpoint, todayInIndia } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The file the export is saved as: rigforge-my-data-2025-06-01.json (today in India). */
export function exportFileName(now: Date = new Date()): string {
  return `rigforge-my-data-${todayInIndia(now)}.json`;
}

/** Hands the export to the browser as a JSON file download. */
export function saveExport(data: DataExport, now: Date = new Date()): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** POST /api/exportMyData (docs/api/data-rights.md#export), then the download. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await callApi(exportMyDataEndpoint);
      saveExport(data);
      return data;
    },
  });
}
