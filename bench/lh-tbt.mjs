// Diagnostic: which tasks make a page's Total Blocking Time on the calibrated phone, and what
// each is made of. One Lighthouse run per named page (`node bench/lh-tbt.mjs deals product`);
// per task that blocks: its simulated blocking time, its observed (unthrottled) length, the
// script it is attributed to, and its time by kind of work (script, style, layout, parse, GC).
import { TBTImpactTasks } from 'lighthouse/core/computed/tbt-impact-tasks.js';
import { auditNamedPages } from './lib/audit-pages.mjs';
import { describeCalibration } from './lib/cpu-calibration.mjs';

/** Self time of a task and its descendants, summed by Lighthouse's group of work. */
function timeByGroup(task, totals = new Map()) {
  totals.set(task.group.label, (totals.get(task.group.label) ?? 0) + task.selfTime);
  for (const child of task.children) timeByGroup(child, totals);
  return totals;
}

await auditNamedPages(async (name, { lhr, artifacts, benchmarkIndex, cpuSlowdown }) => {
  const settings = { ...lhr.configSettings };
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const tasks = await TBTImpactTasks.request(data, context);
  const blocking = tasks.filter((task) => !task.parent && task.tbtImpact > 0);
  const tbt = lhr.audits['total-blocking-time'].numericValue;
  console.log(`== ${name}: TBT ${Math.round(tbt)} ms (${describeCalibration({ benchmarkIndex, cpuSlowdown })})`);
  for (const task of blocking.sort((a, b) => a.startTime - b.startTime)) {
    const groups = [...timeByGroup(task)]
      .filter(([, ms]) => ms >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
      .join(', ');
    const url = task.attributableURLs.at(-1)?.replace(/^https?:\/\/[^/]+/, '') ?? '-';
    console.log(
      `  blocks ${task.tbtImpact.toFixed(0).padStart(4)} ms | observed ${task.duration.toFixed(1).padStart(5)} ms at ${task.startTime.toFixed(0).padStart(5)} | ${url.slice(-48)} | ${groups}`,
    );
  }
});
