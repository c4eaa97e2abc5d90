// What Lighthouse's simulated LCP counts: the requests and main-thread tasks in Lantern's
// optimistic and pessimistic LCP graphs, with their simulated start and end (ms), per page.
// `node bench/lh-lcp-graph.mjs home guide [--no-build]`
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { auditNamedPages } from './lib/audit-pages.mjs';

function describeNode(node, siteUrl) {
  if (node.type === 'network') {
    const { resourceType, priority, transferSize, url } = node.request;
    return `${resourceType} ${priority} ${transferSize} B ${url.replace(siteUrl, '').slice(0, 80)}`;
  }
  const events = node.childEvents
    .filter((event) => /EvaluateScript|ParseHTML|Layout|Paint/.test(event.name))
    .map((event) => event.name);
  return `main thread ${Math.round(node.duration / 1000)} ms ${[...new Set(events)].join(', ')}`;
}

function printEstimate(label, estimate, siteUrl) {
  console.log(`  ${label}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows)
    console.log(`    ${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ${describeNode(node, siteUrl)}`);
}

await auditNamedPages(async (name, { lhr, artifacts }, siteUrl) => {
  console.log(`== ${name}: LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`);
  const data = {
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    trace: artifacts.Trace,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  printEstimate('optimistic', result.optimisticEstimate, siteUrl);
  printEstimate('pessimistic', result.pessimisticEstimate, siteUrl);
});
