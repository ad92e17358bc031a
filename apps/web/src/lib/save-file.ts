/** Hands a downloaded file to the browser as if the user had followed a link to it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL would otherwise hold the blob until unload.
  setTimeout(() => URL.revokeObjectURL(url));
}
