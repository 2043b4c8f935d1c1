import { USE_CASES, type UseCase } from '@shop/domain';
import type { ComponentType } from 'react';
import { Building, CameraReels, Controller, GraphUpArrow, Robot } from 'react-bootstrap-icons';

const ICONS: Record<UseCase, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  gaming: Controller,
  ai: Robot,
  architecture: Building,
  creator: CameraReels,
  trader: GraphUpArrow,
};

/**
 * Where a label may break, with a hyphen, when its tile is narrower than the word: the compact
 * picker's five tiles in a row are about 55 px wide on a phone, and "Architecture" is wider.
 * Browsers hyphenate by dictionary only where they have one, so the break is marked here.
 */
const BREAKABLE_LABELS: Partial<Record<UseCase, string>> = {
  architecture: 'Archi\u00ADtecture',
};

/**
 * The use-case icons: one pressed at a time, and pressing the chosen one again leaves none (Find
 * My PC then asks for one).
 */
export function UseCasePicker({
  value,
  onChange,
  compact = false,
}: {
  value: UseCase | null;
  onChange: (useCase: UseCase | null) => void;
  compact?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: toggle buttons that may all be off; radios cannot.
    <div
      role="group"
      aria-label="Use case"
      className={`use-case-picker${compact ? ' is-compact' : ''}`}
    >
      {USE_CASES.map((useCase) => {
        const Icon = ICONS[useCase.id];
        const pressed = value === useCase.id;
        return (
          <button
            key={useCase.id}
            type="button"
            className="use-case-option"
            aria-pressed={pressed}
            title={useCase.blurb}
            onClick={() => onChange(pressed ? null : useCase.id)}
          >
            <Icon size={compact ? 20 : 28} aria-hidden />
            <span>{BREAKABLE_LABELS[useCase.id] ?? useCase.label}</span>
          </button>
        );
      })}
    </div>
  );
}
