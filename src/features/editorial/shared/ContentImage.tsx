import { Image, type ImageProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

export const FALLBACK_ARTICLE_IMAGE = '/images/article-fallback.svg';
export const FALLBACK_AVATAR_IMAGE = '/images/avatar-fallback.svg';

type ContentImageProps = Omit<ImageProps, 'src' | 'onError' | 'fallback' | 'fallbackSrc'> & {
  src: string | null | undefined;
  alt: string;
  fallbackImage?: string;
};

/** An image from the content backend that falls back to a neutral one when it fails to load (spec §4). */
export function ContentImage({ src, alt, fallbackImage = FALLBACK_ARTICLE_IMAGE, ...rest }: ContentImageProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A server-rendered image can fail before React attaches onError; catch that case on mount.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  const showsFallback = failed || !src;
  return (
    <Image
      ref={image}
      src={showsFallback ? fallbackImage : src}
      alt={alt}
      onError={() => setFailed(true)}
      decoding="async"
      data-fallback={showsFallback ? 'true' : undefined}
      {...rest}
    />
  );
}
