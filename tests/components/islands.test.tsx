import { act, fireEvent } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrateIslands, unmountDetachedIslands } from '@/components/islands/hydrate-islands';
import { defineIsland } from '@/components/islands/island';
import { ServerHtml } from '@/components/islands/server-html';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Translations } from '@/lib/i18n/translations';
import { TranslationsContext } from '@/lib/i18n/translations-context';

const unmounted = vi.fn();

function Counter({ start, label }: { start: number; label: string }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(start);
  useEffect(() => unmounted, []);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {t(label)} {count}
    </button>
  );
}

const CounterIsland = defineIsland<{ start: number; label: string }>({
  name: 'counter',
  strings: ['more'],
  component: Counter,
});

const STRINGS = new Translations('en', { en: { common: { more: 'More' } } });

function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <TranslationsContext.Provider value={STRINGS}>
      <section>
        <p>Static text</p>
        <CounterIsland start={2} label="more" />
      </section>
    </TranslationsContext.Provider>,
  );
  document.body.append(container);
  return container;
}

describe('islands', () => {
  it('are rendered inside an element naming them, with their props as JSON', () => {
    const container = serverPage();
    const element = container.querySelector('[data-island="counter"]')!;
    expect(JSON.parse(element.getAttribute('data-island-props')!)).toEqual({ start: 2, label: 'more' });
    expect(element.className).toBe('island');
    container.remove();
  });

  it('hydrate from their element alone: the page around them stays the server HTML it was', async () => {
    const container = serverPage();
    const staticText = container.querySelector('p')!;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hydrated = vi.fn();
    await act(async () => hydrateIslands(container, { counter: CounterIsland }, STRINGS, hydrated));
    expect(hydrated).toHaveBeenCalledOnce();
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('More 2');
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe('More 3');
    expect(container.querySelector('p')).toBe(staticText);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    vi.useFakeTimers();
    container.remove();
    unmountDetachedIslands();
    await act(async () => vi.runAllTimers());
    vi.useRealTimers();
    expect(unmounted).toHaveBeenCalledOnce();
  });

  it('say when there are none at once, and leave an unknown one as the server wrote it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = serverPage();
    const hydrated = vi.fn();
    await act(async () => hydrateIslands(container, {}, STRINGS, hydrated));
    expect(hydrated).toHaveBeenCalledOnce();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('No island is named "counter"'));
    expect(container.querySelector('button')!.textContent).toBe('More 2');
    errors.mockRestore();
    container.remove();
  });
});

describe('ServerHtml', () => {
  it('keeps what the server wrote inside it through hydration and later renders', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<footer class="footer"><a href="/cl/">All Categories</a></footer>';
    document.body.append(container);
    const link = container.querySelector('a');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <ServerHtml as="footer" className="footer" />);
    });
    await act(async () => root.render(<ServerHtml as="footer" className="footer" />));
    expect(container.querySelector('a')).toBe(link);
    expect(errors.mock.calls).toEqual([]);
    errors.mockRestore();
    root.unmount();
    container.remove();
  });
});
