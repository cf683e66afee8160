import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { saveJsonFile } from '../lib/save-file';

/** GET /family/export (behind the gate): everything the family's account holds, as JSON. */
export function exportFamily(): Promise<unknown> {
  // The file is the server's to shape: kept as it came, not read against a schema.
  return apiClient.get('/family/export', () => z.unknown(), { grownUp: true });
}

/** "bolajon-family-2026-11-26.json": the device's date, as the parent would file it. */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `bolajon-family-${day}.json`;
}

/** Downloads the family's data and saves it as a file on the device. */
export function useExportFamily() {
  return useMutation({
    mutationFn: exportFamily,
    onSuccess: (data) => saveJsonFile(data, exportFileName()),
    onError: (error) => console.error('Could not export the family data', error),
  });
}
