/** How far one arrow-key press moves a gallery strip when its width is unknown. */
export const GALLERY_KEY_STEP_PX = 240;

function galleryKeys(strip: HTMLElement, event: KeyboardEvent): boolean {
  const step = strip.clientWidth > 0 ? Math.round(strip.clientWidth * 0.8) : GALLERY_KEY_STEP_PX;
  const moves: Record<string, () => void> = {
    ArrowRight: () => (strip.scrollLeft = Math.max(0, strip.scrollLeft + step)),
    ArrowLeft: () => (strip.scrollLeft = Math.max(0, strip.scrollLeft - step)),
    Home: () => (strip.scrollLeft = 0),
    End: () => (strip.scrollLeft = strip.scrollWidth),
  };
  const move = moves[event.key];
  if (!move) return false;
  move();
  return true;
}

/** The fragment's element id, or null for none or a malformed one. */
function fragmentId(hash: string): string | null {
  try {
    return hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  } catch {
    return null;
  }
}

/**
 * Behaviour for server-rendered content, by event delegation on its root: gallery strips scroll
 * by dragging (mouse, pen or finger) and by arrow keys, Home and End; a link to an FAQ question
 * (shared, or from the table of contents) opens its answer. (Its links are the site's like any
 * other: ClientNavigation opens them.) Returns the clean-up.
 */
export function enhanceRichText(root: HTMLElement): () => void {
  let drag: { strip: HTMLElement; pointerId: number; startX: number; startScroll: number } | null = null;
  const stripOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('.gallery-strip') : null;

  const onKeyDown = (event: KeyboardEvent) => {
    const strip = stripOf(event.target);
    if (strip && event.target === strip && galleryKeys(strip, event)) event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    const strip = stripOf(event.target);
    if (!strip || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag = { strip, pointerId: event.pointerId, startX: event.clientX, startScroll: strip.scrollLeft };
    strip.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    drag.strip.scrollLeft = drag.startScroll - (event.clientX - drag.startX);
  };
  const endDrag = (event: PointerEvent) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    drag.strip.releasePointerCapture?.(event.pointerId);
    drag = null;
  };
  const onDragStart = (event: DragEvent) => {
    if (stripOf(event.target)) event.preventDefault();
  };

  const listeners: [string, EventListener][] = [
    ['keydown', onKeyDown as EventListener],
    ['pointerdown', onPointerDown as EventListener],
    ['pointermove', onPointerMove as EventListener],
    ['pointerup', endDrag as EventListener],
    ['pointercancel', endDrag as EventListener],
    ['dragstart', onDragStart as EventListener],
  ];
  const openLinkedQuestion = () => {
    const id = fragmentId(window.location.hash);
    const question = id ? root.ownerDocument.getElementById(id)?.closest('details') : null;
    if (question && root.contains(question)) question.open = true;
  };

  for (const [type, listener] of listeners) root.addEventListener(type, listener);
  window.addEventListener('hashchange', openLinkedQuestion);
  openLinkedQuestion();
  return () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener);
    window.removeEventListener('hashchange', openLinkedQuestion);
  };
}
