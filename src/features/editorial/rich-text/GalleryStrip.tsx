import { Box } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';

/** How far one arrow-key press moves the strip when its width is unknown. */
export const GALLERY_KEY_STEP_PX = 240;

/**
 * A WordPress gallery as a sideways strip (spec §2: "Gallery strips can be dragged sideways"):
 * drag it with a mouse, pen or finger, or focus it and use the arrow keys, Home and End.
 */
export function GalleryStrip({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const strip = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startScroll: number } | null>(null);

  const scrollBy = (delta: number) => {
    const element = strip.current;
    if (element) element.scrollLeft = Math.max(0, element.scrollLeft + delta);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const step = element.clientWidth > 0 ? Math.round(element.clientWidth * 0.8) : GALLERY_KEY_STEP_PX;
    const moves: Record<string, () => void> = {
      ArrowRight: () => scrollBy(step),
      ArrowLeft: () => scrollBy(-step),
      Home: () => (element.scrollLeft = 0),
      End: () => (element.scrollLeft = element.scrollWidth),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startScroll: event.currentTarget.scrollLeft };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    event.currentTarget.scrollLeft = current.startScroll - (event.clientX - current.startX);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return (
    <Box
      ref={strip}
      role="region"
      aria-label={t('editorial.gallery.label')}
      aria-roledescription={t('editorial.gallery.roleDescription')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onDragStart={(event) => event.preventDefault()}
      display="flex"
      gap={3}
      overflowX="auto"
      cursor="grab"
      userSelect="none"
      py={2}
      my={4}
      data-testid="gallery-strip"
      sx={{ touchAction: 'pan-y', '& > *': { flex: '0 0 auto', margin: 0 }, '& img': { height: '220px', width: 'auto', borderRadius: 'md', pointerEvents: 'none' } }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      {children}
    </Box>
  );
}
