/**
 * What a pre-built is for, in the finder's order (docs/api/prebuilts.md#use-cases). The id is the
 * one in /prebuilts/{useCase}/{id} and in the finder's calls.
 */
export const USE_CASES = [
  { id: 'gaming', label: 'Gaming', blurb: 'High frame rates in the games you play' },
  { id: 'ai', label: 'AI', blurb: 'Local models, training and inference' },
  { id: 'architecture', label: 'Architecture', blurb: 'CAD, BIM and visualisation' },
  { id: 'creator', label: 'Creator', blurb: 'Editing, streaming and 3D' },
  { id: 'trader', label: 'Trader', blurb: 'Many screens, always responsive' },
] as const;

export type UseCase = (typeof USE_CASES)[number]['id'];
export const USE_CASE_IDS = USE_CASES.map((useCase) => useCase.id) as [UseCase, ...UseCase[]];

export function isUseCase(value: unknown): value is UseCase {
  return typeof value === 'string' && (USE_CASE_IDS as readonly string[]).includes(value);
}

export function labelOfUseCase(useCase: UseCase): string {
  return USE_CASES.find((each) => each.id === useCase)?.label ?? useCase;
}
