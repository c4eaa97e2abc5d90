import { createContext } from 'react';
import { Translations } from './translations';

/** Where components find the strings: the page's (TranslationProvider) or an island's. */
export const TranslationsContext = createContext<Translations>(new Translations('en', {}));
