import { useEffect, useState, type ComponentType, type ReactElement } from 'react';

/**
 * Static regions: parts of a page that hold no interaction (a chart, a table of offers, the
 * footer) rendered on the server as usual, but never hydrated in the browser. On a page's first
 * load the browser keeps the server's HTML as it is: the region's code is not part of the
 * first-load JavaScript and costs no hydration time. When a region mounts later (a client-side
 * navigation), its component loads on demand and renders like any other.
 *
 * Why this works: React does not compare or touch the children of an element hydrated with
 * `dangerouslySetInnerHTML` (it only compares text children), and re-rendering it with the same
 * value changes nothing. A region must be keyed by its data, so new data mounts a new region
 * instead of keeping the first page's HTML.
 */

let appHydrated = false;

/**
 * Rendered once by the app, last inside the page's Activity boundary: its effect runs when the
 * page itself has hydrated, and regions mounted from then on render live. The document says so
 * too (`<html data-hydrated>`): the page's scripts load after its content has painted
 * (src/lib/document/after-paint-loader.mjs), and whoever drives the page, such as the end-to-end
 * tests, can tell the server's HTML from the live page.
 */
export function HydrationMark(): null {
  useEffect(() => {
    appHydrated = true;
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

interface RegionProps {
  /** The wrapper element's class (the wrapper is a plain `div`). */
  regionClassName?: string;
}

/**
 * A region of a component. `serverComponent` is the default export of the component's
 * `*.region` module: the component itself on the server, and null in the production browser
 * build, which replaces every `*.region` module with an empty one (next.config.mjs), so the
 * browser only has `load`'s separate chunk. Where it is not replaced (development, unit tests)
 * the region simply renders and hydrates like any component.
 */
export function staticRegion<Props extends object>(
  serverComponent: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
): (props: Props & RegionProps) => ReactElement {
  return function StaticRegion({ regionClassName, ...props }: Props & RegionProps) {
    const [live] = useState(() => typeof window !== 'undefined' && appHydrated);
    const [Live, setLive] = useState<ComponentType<Props> | null>(null);
    useEffect(() => {
      if (live) void load().then((component) => setLive(() => component));
    }, [live]);
    if (serverComponent) {
      const Component = serverComponent;
      return (
        <div className={regionClassName} data-static-region="">
          {<Component {...(props as Props)} />}
        </div>
      );
    }
    if (!live)
      return (
        <div
          className={regionClassName}
          data-static-region=""
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      );
    return (
      <div className={regionClassName} data-static-region="">
        {Live && <Live {...(props as Props)} />}
      </div>
    );
  };
}
