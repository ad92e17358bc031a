import { http } from './http-client';
import { saveFile } from './save-file';

/**
 * Saves a file the API serves only to the signed-in (a document, an invoice's PDF, a letter):
 * a plain link would carry no bearer token, so it is fetched as a blob first. A refusal was
 * toasted by the HTTP client.
 */
export async function downloadFile(path: string, fallbackName: string) {
  const { blob, fileName } = await http.download(path);
  saveFile(blob, fileName ?? fallbackName);
}

/**
 * Opens a file in a new tab (staff reading a PDF or a scan): the server answers it `inline` under
 * a sandboxing policy, and the tab shows the blob under the portal's own origin. Where pop-ups are
 * blocked the file is saved instead.
 */
export async function openFile(path: string, fallbackName: string) {
  // Opened before the wait, while the click still counts as the user's.
  const tab = window.open('', '_blank');
  try {
    const { blob, fileName } = await http.download(path);
    if (tab) tab.location.href = URL.createObjectURL(blob);
    else saveFile(blob, fileName ?? fallbackName);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
