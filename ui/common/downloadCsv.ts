/** Hands a CSV to the browser as a download. A byte-order mark first, so spreadsheet apps read the text as UTF-8. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
