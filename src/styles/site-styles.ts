/*
 * Every component style sheet of the site, in one style sheet with the app (`_app` imports this):
 * a first load renders pages from code it never loads (their components are in chunks the browser
 * fetches only for a client-side navigation), so their CSS cannot come with their code. One
 * sheet, cached from the first page on. Components still import their own module for its class
 * names. Shared pieces come first, so a component's class added to theirs wins where both set a
 * property (`buttonClass('outline', { className: styles.save })`); a unit test holds the list
 * complete (tests/unit/site-styles.test.ts).
 */
import '@/components/ui/button.module.css';
import '@/components/ui/chips.module.css';
import '@/components/ui/DisclosureMenu.module.css';
import '@/components/ui/BrandMarkList.module.css';
import '@/components/layout/layout.module.css';
import '@/components/layout/SiteHeader.module.css';
import '@/components/layout/SiteLogo.module.css';
import '@/components/layout/MainNavigation.module.css';
import '@/components/layout/SiteFooter.module.css';
import '@/components/layout/RouteLoadingScreen.module.css';
import '@/components/layout/ScrollToTopButton.module.css';
import '@/features/catalogue/search/SearchBox.module.css';
import '@/features/account/AccountMenu.module.css';
import '@/features/catalogue/AffiliateDisclosure.module.css';
import '@/features/catalogue/CatalogueBreadcrumbs.module.css';
import '@/features/account/SaveProductButton.module.css';
import '@/features/catalogue/ProductCard.module.css';
import '@/features/catalogue/ProductImage.module.css';
import '@/features/catalogue/ProductGrid.module.css';
import '@/features/catalogue/Pagination.module.css';
import '@/features/catalogue/CategoryTreePage.module.css';
import '@/features/catalogue/category/CategoryFilters.module.css';
import '@/features/catalogue/category/CategoryFiltersPanel.module.css';
import '@/features/catalogue/category/CategoryPage.module.css';
import '@/features/catalogue/product/price-history/PriceHistoryChart.module.css';
import '@/features/catalogue/deals/DealGrid.module.css';
import '@/features/catalogue/deals/DealsPage.module.css';
import '@/features/catalogue/product/report/ReportPrice.module.css';
import '@/features/catalogue/product/OffersTable.module.css';
import '@/features/catalogue/product/ProductGallery.module.css';
import '@/features/account/alerts/AlertMeButton.module.css';
import '@/features/catalogue/product/ProductPage.module.css';
import '@/features/catalogue/search/SearchResultsPage.module.css';
import '@/features/account/forms/forms.module.css';
import '@/features/account/account.module.css';
import '@/features/editorial/shared/ContentImage.module.css';
import '@/features/editorial/rich-text/RichTextBody.module.css';
import '@/features/editorial/editorial.module.css';
import '@/features/editorial/article/article.module.css';
import '@/features/editorial/article/ComparisonTable.module.css';
import '@/features/home/LatestArticles.module.css';
import '@/features/home/HomePage.module.css';
import '@/features/about/HowWeComparePage.module.css';
import '@/features/errors/ErrorState.module.css';
