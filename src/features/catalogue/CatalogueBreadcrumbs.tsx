import NextLink from 'next/link';
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { Crumb } from '@/lib/catalogue/breadcrumbs';
import { categoryPath } from '@/lib/catalogue/slugs';

interface CatalogueBreadcrumbsProps {
  crumbs: Crumb[];
  /** The page itself (e.g. a product name), shown last and never linked. */
  current?: string;
}

export function CatalogueBreadcrumbs({ crumbs, current }: CatalogueBreadcrumbsProps) {
  const { t } = useTranslation('common');
  return (
    <Breadcrumb fontSize="sm" aria-label={t('catalogue.breadcrumb')} separator="›" data-testid="breadcrumbs">
      <BreadcrumbItem>
        <BreadcrumbLink as={NextLink} href="/cl/">
          {t('nav.allCategories')}
        </BreadcrumbLink>
      </BreadcrumbItem>
      {crumbs.map((crumb) => (
        <BreadcrumbItem key={crumb.id} isCurrentPage={!crumb.linked && !current}>
          {crumb.linked ? (
            <BreadcrumbLink as={NextLink} href={categoryPath(crumb.name, crumb.id)}>
              {crumb.name}
            </BreadcrumbLink>
          ) : (
            <span data-testid="crumb-unlinked">{crumb.name}</span>
          )}
        </BreadcrumbItem>
      ))}
      {current && (
        <BreadcrumbItem isCurrentPage>
          <span>{current}</span>
        </BreadcrumbItem>
      )}
    </Breadcrumb>
  );
}
