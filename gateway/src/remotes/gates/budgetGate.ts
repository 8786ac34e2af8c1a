import {
  EVERY_PAGE,
  filesOfBundle,
  kb,
  measureRemote,
  measureShell,
  PAGE_BUDGET,
} from '@switchyard/build/sizeCheck';
import type { Bundle } from '../types';

const pageName = (chunk: string) =>
  chunk === EVERY_PAGE ? 'every page' : `page ${chunk.replace(/^page-/, '')}`;

/**
 * Why the build's pages would load too much JS before they paint (empty when none does): the live
 * shell's start-up (`shellDist`) plus each page's files, measured as `pnpm size` measures them.
 */
export function budgetGate(bundle: Bundle, shellDist: string, budget = PAGE_BUDGET): string[] {
  const { shellStart } = measureShell(shellDist);
  return measureRemote(filesOfBundle(bundle.files), shellStart)
    .filter((page) => page.bytes > budget)
    .map(
      (page) =>
        `${pageName(page.page)} loads ${kb(page.bytes)} of JS before it paints, over the ${kb(budget)} budget`,
    );
}
