// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaintPlaceholder } from '@/components/document/AfterPaintHead';
import {
  AFTER_PAINT_BACKSTOP_MS,
  AFTER_PAINT_LOADER,
  LARGEST_PAINT_GRACE_MS,
} from '@/lib/document/after-paint-loader.mjs';

const SCRIPTS = [
  '/_next/static/chunks/webpack.js',
  '/_next/static/chunks/framework.js',
  '/_next/static/chunks/main.js',
];

/** A prioritised image whose loading the test settles by hand. */
function priorityImage(): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: false });
  document.body.append(image);
  return image;
}

function loadedScripts(): string[] {
  return [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')!);
}

function runLoader(): void {
  new Function(AFTER_PAINT_LOADER)();
}

/** One animation frame. */
function nextFrame(): void {
  vi.advanceTimersToNextFrame();
}

/** A browser's Paint Timing and Largest Contentful Paint reports, delivered when the test says. */
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static observers = new Map<string, FakePerformanceObserver>();
  constructor(private readonly callback: (list: { getEntries(): object[] }) => void) {}
  observe({ type }: { type: string }): void {
    FakePerformanceObserver.observers.set(type, this);
  }
  static report(type: string, entry: object): void {
    const observer = FakePerformanceObserver.observers.get(type)!;
    observer.callback({ getEntries: () => [entry] });
  }
}

function firstContentfulPaint(at: number): void {
  FakePerformanceObserver.report('paint', { name: 'first-contentful-paint', startTime: at });
  FakePerformanceObserver.report('largest-contentful-paint', { startTime: at });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
  document.head.innerHTML = SCRIPTS.map((src) => `<script type="text/plain" data-after-paint="${src}"></script>`).join(
    '',
  );
  document.body.innerHTML = '<p>Content</p>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakePerformanceObserver.observers.clear();
});

describe('the after-paint loader in a browser that reports paints', () => {
  beforeEach(() => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    vi.advanceTimersByTime(100);
  });

  it('loads every script once, in document order and not async, when the first contentful paint is reported', () => {
    runLoader();
    nextFrame();
    nextFrame();
    expect(loadedScripts(), 'frames are not paints').toEqual([]);
    firstContentfulPaint(120);
    expect(loadedScripts()).toEqual(SCRIPTS);
    expect([...document.querySelectorAll<HTMLScriptElement>('script[src]')].every((script) => !script.async)).toBe(
      true,
    );
    vi.advanceTimersByTime(AFTER_PAINT_BACKSTOP_MS);
    expect(loadedScripts()).toEqual(SCRIPTS);
  });

  it('waits for a prioritised image, then for the largest paint reported after it', () => {
    const image = priorityImage();
    runLoader();
    firstContentfulPaint(120);
    vi.advanceTimersByTime(100);
    expect(loadedScripts()).toEqual([]);
    image.dispatchEvent(new Event('load'));
    expect(loadedScripts(), 'loaded, not yet presented').toEqual([]);
    FakePerformanceObserver.report('largest-contentful-paint', { startTime: performance.now() + 16 });
    expect(loadedScripts()).toEqual(SCRIPTS);
  });

  it(`gives a prioritised image that is not the largest paint ${LARGEST_PAINT_GRACE_MS} ms`, () => {
    const image = priorityImage();
    runLoader();
    firstContentfulPaint(120);
    vi.advanceTimersByTime(50);
    image.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(LARGEST_PAINT_GRACE_MS - 1);
    expect(loadedScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loadedScripts()).toEqual(SCRIPTS);
  });

  it('waits for every prioritised image', () => {
    const [first, second] = [priorityImage(), priorityImage()];
    runLoader();
    first!.dispatchEvent(new Event('load'));
    firstContentfulPaint(150);
    vi.advanceTimersByTime(LARGEST_PAINT_GRACE_MS);
    expect(loadedScripts()).toEqual([]);
    second!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(LARGEST_PAINT_GRACE_MS);
    expect(loadedScripts()).toEqual(SCRIPTS);
  });

  it('ignores images that are not prioritised or had loaded before it ran', () => {
    document.body.append(document.createElement('img'));
    const loaded = document.createElement('img');
    loaded.setAttribute('fetchpriority', 'high');
    Object.defineProperty(loaded, 'complete', { value: true });
    document.body.append(loaded);
    runLoader();
    firstContentfulPaint(120);
    expect(loadedScripts()).toEqual(SCRIPTS);
  });

  it(`loads after ${AFTER_PAINT_BACKSTOP_MS} ms when nothing is painted (a tab in the background) or an image never answers`, () => {
    priorityImage();
    runLoader();
    vi.advanceTimersByTime(AFTER_PAINT_BACKSTOP_MS - 1);
    expect(loadedScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loadedScripts()).toEqual(SCRIPTS);
  });
});

describe('the after-paint loader in a browser without paint reports', () => {
  it('loads after two animation frames, the second one after the first paint', () => {
    runLoader();
    nextFrame();
    expect(loadedScripts()).toEqual([]);
    nextFrame();
    expect(loadedScripts()).toEqual(SCRIPTS);
  });

  it('waits for a prioritised image to load or fail', () => {
    const image = priorityImage();
    runLoader();
    nextFrame();
    nextFrame();
    expect(loadedScripts()).toEqual([]);
    image.dispatchEvent(new Event('error'));
    expect(loadedScripts()).toEqual(SCRIPTS);
  });

  it('does nothing on a page without placeholders (development)', () => {
    document.head.innerHTML = '';
    runLoader();
    nextFrame();
    nextFrame();
    vi.advanceTimersByTime(AFTER_PAINT_BACKSTOP_MS);
    expect(loadedScripts()).toEqual([]);
  });
});

describe('afterPaintPlaceholder', () => {
  it("turns Next's deferred script into an inert data block carrying its URL", () => {
    const script = createElement('script', { key: 'main', src: '/_next/static/chunks/main.js', defer: true });
    expect(renderToStaticMarkup(afterPaintPlaceholder(script))).toBe(
      '<script type="text/plain" data-after-paint="/_next/static/chunks/main.js"></script>',
    );
  });

  it('keeps an inline script and a missing one as they are', () => {
    const inline = createElement('script', { key: 'bootstrap', dangerouslySetInnerHTML: { __html: 'self.x=1' } });
    expect(afterPaintPlaceholder(inline)).toBe(inline);
    expect(afterPaintPlaceholder(null)).toBeNull();
  });
});
