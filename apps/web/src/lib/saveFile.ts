/** Hands a downloaded file to the browser's save flow through a temporary link. */
export function saveFile(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download, which reads the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
