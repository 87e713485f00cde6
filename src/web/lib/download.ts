/**
 * Hands a fetched file to the browser as a download, under the name the server gave it
 * (`content-disposition`) or `fallbackName`. Files behind a token are fetched with a header and
 * saved from here, since a plain link would put the token in an address.
 */
export async function saveAsDownload(response: Response, fallbackName: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
