// Downloads an invoice's PDF. It needs the bearer token, so it is fetched through shared-lib's
// axios instance as a blob (not a plain link) and saved through an object URL.
import { http } from '@cadence/shared-lib';

/** GET /invoices/:id/pdf below /api/web/v1 (contract: invoicePdfPath). */
export const invoicePdfPath = (id: number): string => `invoices/${id}/pdf`;

export async function downloadInvoicePdf(id: number, number: string): Promise<void> {
  const response = await http.get<Blob>(invoicePdfPath(id), { responseType: 'blob', headers: { Accept: 'application/pdf' } });
  const blob = response.data instanceof Blob ? response.data : new Blob([response.data], { type: 'application/pdf' });
  saveBlob(blob, `${number}.pdf`);
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
