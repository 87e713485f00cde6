/*
 * The browser's start. The server drew the page, and it works before its script: links lead,
 * forms post. So the app's code (start-app.tsx: about 170 KB) is fetched once the page's own
 * pictures are on screen: after the `load` event, their decoding and a painted frame. On a slow
 * link the photo a member came for does not share the line with the script, and shows first. A
 * picture that never finishes (or a tab in the background, which paints no frame) does not hold
 * the app back longer than START_LATEST_MS (docs/decisions/0050-script-after-pictures.md).
 */
const START_LATEST_MS = 3000;

/**
 * A new task: what ran before it and what runs after are two tasks a tap can come between. Not
 * `lib/yield-to-browser.ts`: the app's start imports it, so it lives in `app-core`, which importing
 * it here would make part of this small entry.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The files of the page's texts the server named on its boot data (`data-texts`, see
 * render/boot-data.ts), read here for the reason `nextTask` is: that module is part of `app-core`.
 */
function textFilesOfPage(): string[] {
  return document.getElementById('boot-data')?.dataset.texts?.split(' ').filter(Boolean) ?? [];
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // The page's texts, kept by the browser from page to page, are fetched beside the app's code.
  for (const href of textFilesOfPage()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // Evaluated a task each: React DOM, the other libraries, the app. Together they were one task
  // long enough to hold up a tap on a slow phone. Their files are fetched at once, with the first.
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('./lib/libraries-ready.js'))
    .then(nextTask)
    .then(() => import('./start-app.js'));
}

async function startOncePicturesShow(): Promise<void> {
  const shown = [...document.images].filter((image) => image.complete && image.loading !== 'lazy');
  await Promise.all(shown.map((image) => image.decode().catch(() => undefined)));
  // The frame that paints them, then the one after it: the app starts past that paint.
  requestAnimationFrame(() => requestAnimationFrame(start));
}

setTimeout(start, START_LATEST_MS);
if (document.readyState === 'complete') void startOncePicturesShow();
else window.addEventListener('load', () => void startOncePicturesShow(), { once: true });
