import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageMeta } from '@/components/seo/PageMeta';
import { categoryPath } from '@/lib/catalogue/slugs';
import type { CategoryNode } from '@/lib/pricing/categories';
import styles from './CategoryTreePage.module.css';

function Branch({ nodes, depth }: { nodes: CategoryNode[]; depth: number }) {
  const { t } = useTranslation('common');
  return (
    <ul className={depth > 1 ? styles.nested : styles.branch}>
      {nodes.map((node) => (
        <li key={node.id}>
          <SiteLink href={categoryPath(node.name, node.id)} className={depth === 1 ? styles.strong : undefined}>
            {node.name}
          </SiteLink>{' '}
          <span className={styles.count}>({t('listing.productCount', { count: node.productCount })})</span>
          {node.children.length > 0 && <Branch nodes={node.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** `/cl`: every category as a tree of real links. */
export function CategoryTreePage({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <PageMeta title={t('nav.allCategories')} description={t('listing.allCategoriesDescription')} />
      <h1>{t('nav.allCategories')}</h1>
      <div className={styles.grid} data-testid="category-tree">
        {categories.map((root) => (
          <section key={root.id} aria-labelledby={`category-${root.id}`} className={styles.root}>
            <h2 id={`category-${root.id}`} className={styles.rootHeading}>
              <SiteLink href={categoryPath(root.name, root.id)}>{root.name}</SiteLink>
            </h2>
            <Branch nodes={root.children} depth={1} />
          </section>
        ))}
      </div>
    </div>
  );
}
