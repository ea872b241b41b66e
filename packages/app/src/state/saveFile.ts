/**
 * How long a saved file's address outlives the click: the browser may read the file after
 * `click()` returns, so it is not revoked at once (FileSaver.js waits 40 s for the same reason).
 */
const savedFileLifetimeMs = 40_000;

/** Hands the browser a file the app downloaded, to save under `name` as a link's download would. */
export function saveFile(file: Blob, name: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(address), savedFileLifetimeMs);
}
