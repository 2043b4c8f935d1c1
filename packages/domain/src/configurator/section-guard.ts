import { completeSectionFirstMessage, MESSAGES } from '../validation/messages';
import { CONFIGURATOR_SECTIONS, isSectionComplete, type Selection } from './sections';

/**
 * The alert shown when a visitor opens a section too early (docs/api/configurator.md#build-flow),
 * or null when the section may open. Every section before it is a prerequisite. When exactly one of
 * them is incomplete the alert names it; when two or more are, it asks for the preceding sections.
 * Because each choice clears the later ones, the single incomplete one is in practice the section
 * just before, so the named sections are Processor to Power Supply.
 */
export function sectionGuardMessage(selection: Selection, sectionIndex: number): string | null {
  if (!Number.isInteger(sectionIndex) || !CONFIGURATOR_SECTIONS[sectionIndex]) {
    throw new RangeError(`No configurator section ${sectionIndex}`);
  }
  const incomplete = CONFIGURATOR_SECTIONS.slice(0, sectionIndex).filter(
    (_, index) => !isSectionComplete(selection, index),
  );
  const [only] = incomplete;
  if (!only) return null;
  return incomplete.length === 1
    ? completeSectionFirstMessage(only.name)
    : MESSAGES.configurator.completePrecedingSections;
}
