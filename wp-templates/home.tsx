import dynamic from 'next/dynamic';
import { NEWS_PAGE_QUERY } from '@/features/editorial/news/queries';
import { NEWS_PAGE_SIZE } from '@/lib/content/paging';
import type { EditorialTemplate } from './editorial-template';
import { TemplateLoading } from './template-loading';

const HomeTemplateView = dynamic(
  () => import('@/features/editorial/templates/HomeTemplateView').then((module) => module.HomeTemplateView),
  { loading: TemplateLoading },
);

/** The posts page WordPress may configure ("home", spec §2): the first page of the news list. */
const HomeTemplate: EditorialTemplate = ({ data, loading }) => <HomeTemplateView data={data} loading={loading} />;

HomeTemplate.query = NEWS_PAGE_QUERY;
HomeTemplate.variables = () => ({ first: NEWS_PAGE_SIZE, after: null });

export default HomeTemplate;
