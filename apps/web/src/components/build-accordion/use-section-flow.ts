import {
  isSelectionComplete,
  type Selection,
  type SelectionField,
  sectionGuardMessage,
  sectionToOpenAfter,
  selectField,
} from '@shop/domain';
import { useState } from 'react';

/** The alert shown under a section's header when it is opened too early. */
export type SectionGuard = { sectionIndex: number; message: string };

/**
 * The accordion's own flow (docs/api/configurator.md#build-flow), for /config and PC Master Hunt
 * alike: a choice clears every later field and opens the next section; opening a section whose
 * prerequisites are empty shows the guard instead. `reset` starts again with the first section
 * open. `initial` is a build to start from (empty by default).
 */
export function useSectionFlow(initial: Selection = {}) {
  const [selection, setSelection] = useState<Selection>(initial);
  // A build given whole (a pre-built opened in the console) starts with every section closed.
  const [openSection, setOpenSection] = useState<number | null>(
    isSelectionComplete(initial) ? null : 0,
  );
  const [guard, setGuard] = useState<SectionGuard | null>(null);

  /** Chooses a value; answers the selection it makes. */
  const choose = (field: SelectionField, value: string): Selection => {
    const next = selectField(selection, field, value);
    setSelection(next);
    setGuard(null);
    setOpenSection(sectionToOpenAfter(field));
    return next;
  };

  /** null closes the open section; opening one whose prerequisites are empty shows the guard. */
  const toggleSection = (sectionIndex: number | null) => {
    if (sectionIndex === null) {
      setOpenSection(null);
      return;
    }
    const message = sectionGuardMessage(selection, sectionIndex);
    setGuard(message ? { sectionIndex, message } : null);
    if (!message) setOpenSection(sectionIndex);
  };

  const dismissGuard = () => setGuard(null);

  const reset = () => {
    setSelection({});
    setGuard(null);
    setOpenSection(0);
  };

  return {
    selection,
    openSection,
    guard,
    choose,
    toggleSection,
    dismissGuard,
    reset,
    /** For moves the flow does not make itself (the cabinet stepper). */
    setSelection,
    setOpenSection,
  };
}

export type SectionFlow = ReturnType<typeof useSectionFlow>;
