/** Images go through the same-origin proxy; the trailing slash skips Next's redirect. */
export function pricingImageUrl(filename: string): string {
  return `/restapi/file/getimage/?filename=${encodeURIComponent(filename)}`;
}
