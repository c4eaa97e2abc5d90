// One Lighthouse run (mobile preset, calibrated) per page named on the command line, for the diagnostic scripts.
import { calibratedMobileRun } from './calibrated-lighthouse.mjs';
import { launchBenchChrome } from './chrome.mjs';
import { ensureBuild, samplePages, startSite } from './site.mjs';

/**
 * Audits each page named on the command line (a sample page's name, such as `home`, or a path) on
 * a benchmark build, once, after one request that fills its cache, on the phone every host
 * emulates, and hands each result to `report(name, { lhr, artifacts, benchmarkIndex, cpuSlowdown }, siteUrl)`.
 */
export async function auditNamedPages(report) {
  ensureBuild({ build: !process.argv.includes('--no-build') });
  const site = await startSite();
  const chrome = await launchBenchChrome();
  try {
    const pages = await samplePages(site.url);
    for (const name of process.argv.slice(2).filter((arg) => !arg.startsWith('--'))) {
      const url = `${site.url}${pages[name] ?? name}`;
      await fetch(url);
      await report(name, await calibratedMobileRun(url, chrome.port), site.url);
    }
  } finally {
    await chrome.kill();
    await site.stop();
  }
}
