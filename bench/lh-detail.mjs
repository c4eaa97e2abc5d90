import { auditNamedPages } from './lib/audit-pages.mjs';
import { describeCalibration } from './lib/cpu-calibration.mjs';

await auditNamedPages((name, { lhr, benchmarkIndex, cpuSlowdown }) => {
  const a = lhr.audits;
  console.log(
    '==',
    name,
    lhr.categories.performance.score,
    'TBT',
    a['total-blocking-time'].numericValue,
    'LCP',
    a['largest-contentful-paint'].numericValue,
    'CLS',
    a['cumulative-layout-shift'].numericValue,
    describeCalibration({ benchmarkIndex, cpuSlowdown }),
  );
  console.log(
    'LCP element',
    JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet),
  );
  console.log('LCP phases', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items));
  for (const item of a['layout-shifts']?.details?.items ?? [])
    console.log('shift', item.score?.toFixed(3), item.node?.snippet?.slice(0, 160));
  for (const item of (a['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 6))
    console.log('main', item.groupLabel, Math.round(item.duration));
  for (const item of (a['bootup-time']?.details?.items ?? []).slice(0, 5))
    console.log('boot', item.url.slice(-60), Math.round(item.total), Math.round(item.scripting));
  for (const item of (a['long-tasks']?.details?.items ?? []).slice(0, 20))
    console.log('long', item.url?.slice(-50), Math.round(item.duration), Math.round(item.startTime));
});
