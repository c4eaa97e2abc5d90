import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { editorialListHref, type EditorialCategory } from '@/lib/content/editorial-list';
import chips from '@/components/ui/chips.module.css';

interface CategoryChoicesProps {
  /** The list the choices filter: news (`/n/`) or guides (`/g/`). */
  base: '/n/' | '/g/';
  /** The navigation's name for assistive technology. */
  label: string;
  categories: readonly EditorialCategory[];
  /** The chosen category's slug; null is "All". */
  current: string | null;
}

/**
 * A list's category filter: "All" first (docs/PRODUCT.md §1), then each category.
 * Plain links, so choosing works without JavaScript and every choice has its own address.
 */
export function CategoryChoices({ base, label, categories, current }: CategoryChoicesProps) {
  const { t } = useTranslation('common');
  const choices = [{ slug: null, name: t('editorial.categories.all') }, ...categories];
  return (
    <nav aria-label={label} data-testid="category-choices">
      <ul className={chips.chips}>
        {choices.map((choice) => (
          <li key={choice.slug ?? ''}>
            <SiteLink
              href={editorialListHref(base, choice.slug)}
              className={chips.chip}
              aria-current={choice.slug === current ? 'page' : undefined}
            >
              {choice.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
