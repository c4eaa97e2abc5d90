// Plain JavaScript so next.config.mjs (the optimiser's allowed widths) and the site's image URLs
// share one list.

/** Widths for full-width images, as next/image calls them: 640 to 3840. */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];

/** Widths for smaller images (thumbnails, cards, avatars). */
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384];

/** The optimiser's one quality setting. */
export const IMAGE_QUALITY = 75;
