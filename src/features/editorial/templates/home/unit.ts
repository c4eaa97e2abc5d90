import { NEWS_PAGE_QUERY } from '@/features/editorial/news/queries';
import { NEWS_PAGE_SIZE } from '@/lib/content/paging';
import { defineTemplate } from '../define-template';
import { toNewsPageModel } from './model';

/** The posts page WordPress may configure ("home"): the first page of the news list, the /n route's query. */
const HomeTemplate = defineTemplate({
  name: 'home',
  query: NEWS_PAGE_QUERY,
  variables: () => ({ first: NEWS_PAGE_SIZE, after: null }),
  toModel: (data) => toNewsPageModel(data),
});

export default HomeTemplate;
