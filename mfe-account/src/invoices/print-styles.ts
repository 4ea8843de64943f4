// Print CSS for the invoice preview: only the invoice is printed, without the app's menu, navbar
// and buttons. Injected with the page (the remotes ship no CSS files).
export const INVOICE_PRINT_ROOT = 'cadence-invoice-print';

export const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  #${INVOICE_PRINT_ROOT}, #${INVOICE_PRINT_ROOT} * { visibility: visible !important; }
  #${INVOICE_PRINT_ROOT} { position: absolute; inset: 0 auto auto 0; width: 100%; margin: 0; box-shadow: none !important; border: 0 !important; }
  [data-print-hide] { display: none !important; }
  @page { margin: 16mm; }
}
`;
