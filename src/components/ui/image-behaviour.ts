import { imageFit } from '@/lib/catalogue/price';

/** An image whose fit its shape decides (OptimisedImage's `fit`): tall ones are shown whole. */
function fitToShape(image: HTMLImageElement) {
  if (image.dataset.fit !== undefined) image.dataset.fit = imageFit(image.naturalWidth, image.naturalHeight);
}

/** A failed image with a fallback shows the fallback, once. */
function fallBack(image: HTMLImageElement) {
  const src = image.dataset.fallbackSrc;
  if (!src || image.dataset.fallback === 'true') return;
  image.dataset.fallback = 'true';
  image.srcset = image.dataset.fallbackSrcset ?? '';
  image.src = src;
}

function settle(image: HTMLImageElement) {
  if (!image.complete) return;
  if (image.naturalWidth > 0) fitToShape(image);
  else fallBack(image);
}

const imageOf = (event: Event) => (event.target instanceof HTMLImageElement ? event.target : null);

/**
 * What the page's images do when they load or fail, for every image of the document (server HTML
 * React never hydrates, and images rendered later), through two listeners: a product image takes
 * the fit its shape calls for (`data-fit`), a failed image with a fallback shows it
 * (`data-fallback-src`). Images that settled before this ran are settled at once.
 */
export function watchImages(root: Document = document): () => void {
  const onLoad = (event: Event) => {
    const image = imageOf(event);
    if (image) fitToShape(image);
  };
  const onError = (event: Event) => {
    const image = imageOf(event);
    if (image) fallBack(image);
  };
  root.addEventListener('load', onLoad, true);
  root.addEventListener('error', onError, true);
  root.querySelectorAll<HTMLImageElement>('img[data-fit], img[data-fallback-src]').forEach(settle);
  return () => {
    root.removeEventListener('load', onLoad, true);
    root.removeEventListener('error', onError, true);
  };
}
