// Plain JavaScript so next.config.mjs (the policy's hash) and the document share one source.
import { createHash } from 'node:crypto';

/** Marks the inert placeholders the document writes instead of Next's deferred script tags. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** The longest the scripts wait for anything: a prioritised image that never answers, a hidden tab. */
export const AFTER_PAINT_BACKSTOP_MS = 3000;

/** How long a settled prioritised image is given to be reported as the largest paint. */
export const LARGEST_PAINT_GRACE_MS = 250;

/*
 * Loads the page's scripts once its content has painted (docs/architecture/rendering.md, "Scripts
 * after the content"), in three steps:
 * 1. the first contentful paint has been presented (the Paint Timing entry; two animation frames
 *    where the browser has none);
 * 2. every prioritised image (the LCP candidate) has loaded or failed;
 * 3. the largest paint after that has been reported, so an image that is the largest element has
 *    been presented; an image that is not the largest never is, so this waits at most
 *    LARGEST_PAINT_GRACE_MS.
 * Inserted with async=false the scripts run in document order, as `defer` would have run them.
 * The backstop loads them regardless after AFTER_PAINT_BACKSTOP_MS.
 * Plain ES5 in a string, kept short because every page carries it: the Content-Security-Policy
 * allows exactly this text by its hash.
 */
export const AFTER_PAINT_LOADER = [
  `(function(){var d=document,a='${AFTER_PAINT_ATTRIBUTE}',P=window.PerformanceObserver,go=0,painted=0,settled=-1,largest=-1,grace=0;`,
  // Last: every placeholder becomes a script, in order.
  "function load(){if(go)return;go=1;d.querySelectorAll('script['+a+']').forEach(function(p){",
  "var s=d.createElement('script');s.src=p.getAttribute(a);s.async=!1;d.head.appendChild(s)})}",
  'function check(){if(go||!painted||settled<0)return;if(largest>=settled)return load();',
  `grace=grace||setTimeout(load,${LARGEST_PAINT_GRACE_MS})}`,
  'function watch(t,f){if(!P||(P.supportedEntryTypes||[]).indexOf(t)<0)return 0;',
  'new P(function(l){l.getEntries().forEach(f);check()}).observe({type:t,buffered:!0});return 1}',
  // Step 1: the first contentful paint.
  "watch('paint',function(e){if(e.name=='first-contentful-paint')painted=1})||",
  'requestAnimationFrame(function(){requestAnimationFrame(function(){painted=1;check()})});',
  // Step 3: the largest paints reported.
  "watch('largest-contentful-paint',function(e){largest=Math.max(largest,e.startTime)})||(largest=1/0);",
  // Step 2: the prioritised images.
  "var w=[].filter.call(d.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete}),n=w.length;",
  'function done(){--n||(settled=performance.now(),check())}',
  "n?w.forEach(function(i){i.addEventListener('load',done);i.addEventListener('error',done)}):settled=0;",
  `check();setTimeout(load,${AFTER_PAINT_BACKSTOP_MS})})()`,
].join('');

/** The CSP source expression that allows the loader above. */
export const AFTER_PAINT_LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;
