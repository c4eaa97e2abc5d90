import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthorCard } from '@/features/editorial/article/AuthorCard';
import { optimisedSource, renderWithProviders } from './render';

const AUTHOR = {
  name: 'Jane Writer',
  avatarUrl: 'https://secure.gravatar.com/avatar/abc?s=96',
  bio: 'Jane has tested consumer electronics for ten years.\nShe leads the test lab.\nShe writes our buying guides.',
};

describe('AuthorCard', () => {
  it('introduces the writer: heading, avatar, "Written by" and name', () => {
    renderWithProviders(<AuthorCard author={AUTHOR} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Meet your guide' })).toBeInTheDocument();
    expect(optimisedSource(screen.getByRole('img', { name: 'Photo of Jane Writer' }))).toBe(AUTHOR.avatarUrl);
    expect(screen.getByText('Written by')).toBeInTheDocument();
    expect(screen.getByText('Jane Writer')).toBeInTheDocument();
  });

  it('shows the first line as the bio and keeps the line breaks of the rest', () => {
    renderWithProviders(<AuthorCard author={AUTHOR} />);
    expect(screen.getByText('Jane has tested consumer electronics for ten years.')).toBeInTheDocument();
    const text = screen.getByTestId('author-text');
    expect(text.textContent).toBe('She leads the test lab.\nShe writes our buying guides.');
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('falls back to a neutral avatar when the author has none', () => {
    renderWithProviders(<AuthorCard author={{ ...AUTHOR, avatarUrl: null }} />);
    expect(optimisedSource(screen.getByRole('img', { name: 'Photo of Jane Writer' }))).toBe(
      '/images/avatar-fallback.svg',
    );
  });

  it('is translated', () => {
    renderWithProviders(<AuthorCard author={AUTHOR} />, { lng: 'uk' });
    expect(screen.getByRole('heading', { name: 'Знайомтеся з автором' })).toBeInTheDocument();
    expect(screen.getByText('Автор статті')).toBeInTheDocument();
  });
});
