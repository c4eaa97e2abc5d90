import { toNewsPageModel } from '@/features/editorial/templates/models/news-page-model';
import { NEWS_PAGE_QUERY } from '@/features/editorial/news/queries';
import { NEWS_PAGE_SIZE } from '@/lib/content/paging';
import { editorialTemplate } from './editorial-template';
import { previewView } from './preview-view';

/** The posts page WordPress may configure ("home"): the first page of the news list. */
const HomeTemplate = editorialTemplate({
  query: NEWS_PAGE_QUERY,
  variables: () => ({ first: NEWS_PAGE_SIZE, after: null }),
  preview: previewView('home', (data) => toNewsPageModel(data)),
});

export default HomeTemplate;
