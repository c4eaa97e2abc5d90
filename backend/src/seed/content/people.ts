import type { Palette } from '../../content/uploads/svg.js';
import type { UserRole } from '../../content/viewer.js';
import type { AuthorKey } from './types.js';

export interface PersonSeed {
  login: string;
  email: string;
  nicename: string;
  displayName: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  /** Shown as the author bio; line breaks are kept by the site. */
  description: string;
  url: string;
  palette: Palette;
  registered: string;
  /**
   * Demo credentials of the local backend, for the sign-in and preview flows. Authors get none:
   * their password is random and never known, so they cannot sign in.
   */
  password: string | null;
}

export const AUTHORS: Readonly<Record<AuthorKey, PersonSeed>> = {
  hannah: {
    login: 'hannah.okafor',
    email: 'hannah.okafor@pricewise.example',
    nicename: 'hannah-okafor',
    displayName: 'Hannah Okafor',
    firstName: 'Hannah',
    lastName: 'Okafor',
    role: 'author',
    description:
      'Hannah has tested kitchen and cleaning appliances for twelve years, first for a consumer magazine and now in the Pricewise test kitchen.\nShe weighs every basket, times every cycle and still cooks dinner with the winners.',
    url: 'https://pricewise.example/team/hannah-okafor',
    palette: ['#7c3aed', '#db2777'],
    registered: '2024-11-04T09:00:00',
    password: null,
  },
  tom: {
    login: 'tom.fairley',
    email: 'tom.fairley@pricewise.example',
    nicename: 'tom-fairley',
    displayName: 'Tom Fairley',
    firstName: 'Tom',
    lastName: 'Fairley',
    role: 'author',
    description:
      'Tom covers audio, TVs and computers. He has reviewed consumer technology since the first wave of smartphones.\nHe runs our listening panel and keeps a spreadsheet of every laptop battery he has drained.',
    url: 'https://pricewise.example/team/tom-fairley',
    palette: ['#2563eb', '#7c3aed'],
    registered: '2024-11-04T09:30:00',
    password: null,
  },
  priya: {
    login: 'priya.raman',
    email: 'priya.raman@pricewise.example',
    nicename: 'priya-raman',
    displayName: 'Priya Raman',
    firstName: 'Priya',
    lastName: 'Raman',
    role: 'author',
    description:
      'Priya leads our price analysis. She built the Pricewise price index and writes about deals, consumer rights and the cost of running things at home.\nBefore joining us she worked as a retail data analyst.',
    url: 'https://pricewise.example/team/priya-raman',
    palette: ['#0d9488', '#2563eb'],
    registered: '2024-11-05T10:00:00',
    password: null,
  },
};

/** Can preview drafts (edit_others_posts); has published nothing, so is not public. */
export const EDITOR: PersonSeed = {
  login: 'editor',
  email: 'editor@pricewise.example',
  nicename: 'eleanor-marsh',
  displayName: 'Eleanor Marsh',
  firstName: 'Eleanor',
  lastName: 'Marsh',
  role: 'editor',
  description: 'Eleanor edits the guides and reviews at Pricewise.',
  url: '',
  palette: ['#9333ea', '#4f46e5'],
  registered: '2024-11-01T08:00:00',
  password: 'pricewise-editor',
};

/** A signed-up shopper (subscriber): may sign in, sees only published content. */
export const SHOPPER: PersonSeed = {
  login: 'shopper',
  email: 'shopper@pricewise.example',
  nicename: 'sam-carter',
  displayName: 'Sam Carter',
  firstName: 'Sam',
  lastName: 'Carter',
  role: 'subscriber',
  description: '',
  url: '',
  palette: ['#475569', '#0f766e'],
  registered: '2025-03-02T18:20:00',
  password: 'pricewise-shopper',
};
