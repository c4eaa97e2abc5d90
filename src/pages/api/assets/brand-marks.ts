import type { NextApiRequest, NextApiResponse } from 'next';
import { brandMarkSprite } from '@/components/ui/brand-mark-sprite';
import { STATIC_ASSET_CACHE_CONTROL } from '@/config/cache';

const SPRITE = brandMarkSprite();

/** `/brand-marks.svg`: every payment and carrier logo as one cached SVG sprite. */
export default function brandMarks(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Cache-Control', STATIC_ASSET_CACHE_CONTROL);
  res.status(200).send(SPRITE);
}
