import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Activity, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HydrationMark, staticRegion } from '@/components/static-region/static-region';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('staticRegion', () => {
  // Hydration happens once per page: these run in order, the live case last.
  it('renders its component on the server, and in the browser keeps that HTML without loading the component', async () => {
    const load = vi.fn(async () => Greeting);
    const ServerRegion = staticRegion(Greeting, load);
    const BrowserRegion = staticRegion(null, load);
    const html = renderToString(<ServerRegion name="Ada" regionClassName="box" />);
    expect(html).toContain('Hello <!-- -->Ada');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <BrowserRegion name="Ada" regionClassName="box" />);
    });
    expect(container.textContent).toBe('Hello Ada');
    expect(container.querySelector('div.box')).not.toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('keeps the server HTML when the page around it re-renders', async () => {
    const BrowserRegion = staticRegion(null, async () => Greeting);
    let rerender: (count: number) => void = () => {};
    function Page() {
      const [count, setCount] = useState(0);
      // eslint-disable-next-line react-hooks/globals -- the test re-renders the page from outside, as a parent would.
      rerender = setCount;
      return (
        <section>
          <span>{count}</span>
          <BrowserRegion name="Ada" />
        </section>
      );
    }
    const container = document.createElement('div');
    const ServerRegion = staticRegion(Greeting, async () => Greeting);
    container.innerHTML = renderToString(
      <section>
        <span>0</span>
        <ServerRegion name="Ada" />
      </section>,
    );
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await act(async () => rerender(1));
    expect(container.textContent).toBe('1Hello Ada');
  });

  it("keeps the server HTML inside the page's Activity boundary, hydrated after the shell, and only then marks the app hydrated", async () => {
    const load = vi.fn(async () => Greeting);
    const app = (Region: ComponentType<{ name: string }>) => (
      <main>
        <header>Shell</header>
        <Activity>
          <Region name="Lin" />
          <HydrationMark />
        </Activity>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(staticRegion(Greeting, load)));
    document.body.append(container);
    expect(document.documentElement).not.toHaveAttribute('data-hydrated');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, app(staticRegion(null, load)));
    });
    expect(container.textContent).toBe('ShellHello Lin');
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute('data-hydrated', '');
    container.remove();
  });

  it('renders live, loading its component, once the app has hydrated (a client-side navigation)', async () => {
    function App({ children }: { children?: React.ReactNode }) {
      return (
        <>
          {children}
          <HydrationMark />
        </>
      );
    }
    const { rerender } = render(<App />);
    const Region = staticRegion(null, async () => Greeting);
    rerender(
      <App>
        <Region name="Grace" />
      </App>,
    );
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });
});
