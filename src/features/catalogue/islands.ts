import dynamic from 'next/dynamic';
import { defineIsland } from '@/components/islands/island';
import type { CategoryFiltersPanelProps } from './category/CategoryFiltersPanel';
import type { ProductGalleryProps } from './product/ProductGallery';
import type { ReportPriceControllerProps } from './product/report/ReportPriceController';

/** A listing's filters: beside the list from 620px, below it a button that opens them in a drawer. */
export const CategoryFiltersIsland = defineIsland<CategoryFiltersPanelProps>({
  name: 'category-filters',
  strings: ['listing', 'close'],
  component: dynamic(() => import('./category/CategoryFiltersPanel').then((module) => module.CategoryFiltersPanel)),
});

/** A product's images: the thumbnails swap the large one. */
export const ProductGalleryIsland = defineIsland<ProductGalleryProps>({
  name: 'product-gallery',
  strings: ['catalogue.imageAlt', 'catalogue.gallery', 'catalogue.showImage'],
  component: dynamic(() => import('./product/ProductGallery').then((module) => module.ProductGallery)),
});

/**
 * The wrong-price reports of a product page: no markup of its own (the triggers are plain buttons
 * in the offers table), one delegated listener, and the dialog with its strings on first use.
 */
export const ReportPriceIsland = defineIsland<ReportPriceControllerProps>({
  name: 'report-price',
  strings: ['close'],
  component: dynamic(() =>
    import('./product/report/ReportPriceController').then((module) => module.ReportPriceController),
  ),
});
