// Faust keeps its configuration (faust.config: the templates, the content plugin, the possible
// types) in module state that it reads when a page's props are fetched, when an Apollo client is
// made and when a preview renders. This is the one module that registers it; the routes import it,
// as they are the app's edge: the document (every page on the server: getStaticProps,
// getServerSideProps, getStaticPaths, revalidation), the preview page (the browser), and API
// routes, which Next loads without the document. Lower layers rely on it having run.
import '../faust.config';

export { apiRouter, FaustProvider, WordPressTemplate } from '@faustwp/core';
