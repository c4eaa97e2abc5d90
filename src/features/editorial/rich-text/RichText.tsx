import { Box, useColorModeValue } from '@chakra-ui/react';
import { domToReact } from 'html-react-parser';
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { publicEnv } from '@/config/public-env';
import type { RichTextDocument } from '@/lib/content/rich-text-document';
import { contentHosts } from '@/lib/content/site-paths';
import { richTextOptions } from './rich-text-elements';

/** The article body: a document already sanitised and given heading ids (toRichTextDocument). */
export function RichText({ document }: { document: RichTextDocument }) {
  const { t } = useTranslation('common');
  const border = useColorModeValue('gray.200', 'gray.600');
  const content = useMemo(
    () =>
      domToReact(
        document.nodes,
        richTextOptions({ internalHosts: contentHosts(), wordpressOrigin: publicEnv.wordpressUrl, labels: { video: t('editorial.richText.video') } }),
      ),
    [document, t],
  );
  return (
    <Box
      className="rich-text"
      fontSize="lg"
      lineHeight="tall"
      sx={{
        '& h2': { fontSize: '2xl', fontWeight: 'bold', mt: 10, mb: 3, scrollMarginTop: '140px' },
        // An FAQ question is an h3 too, but styled by its own component.
        '& h3:not([data-faq-question])': { fontSize: 'xl', fontWeight: 'semibold', mt: 6, mb: 2, scrollMarginTop: '140px' },
        '& p, & ul, & ol, & blockquote, & figure': { mb: 4 },
        '& ul, & ol': { pl: 6 },
        '& a': { color: 'brand.600', textDecoration: 'underline' },
        '& blockquote': { borderLeftWidth: '4px', borderColor: 'brand.300', pl: 4, fontStyle: 'italic' },
        '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'md' },
        '& th, & td': { borderWidth: '1px', borderColor: border, px: 3, py: 2, textAlign: 'left', verticalAlign: 'top' },
        '& th': { fontWeight: 'semibold' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& iframe': { width: '100%', aspectRatio: '16 / 9', border: 0 },
        '& figcaption': { fontSize: 'sm', color: 'gray.500', mt: 1 },
      }}
    >
      {content}
    </Box>
  );
}
