// A method problem in the user's language.
import type { TFunction } from 'i18next';
import type { Problem } from './bands';

export function problemText(t: TFunction, problem: Problem | undefined): string | undefined {
  if (!problem) return undefined;
  switch (problem.code) {
    case 'levels':
      return t('riskMethod.problems.levels', { min: problem.min, max: problem.max });
    case 'beyondMax':
      return t('riskMethod.problems.beyondMax', { max: problem.max });
    default:
      return t(`riskMethod.problems.${problem.code}`);
  }
}
